import { DEFAULT_MELON_METHOD, melonRefusal, PENDING_ORDER_STATUSES, type trading } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { newSerial, refuse, submitOrder } from './single.js';
import { shanghaiIso } from './time.js';
import type { TrailActor } from './trail.js';

type Method = trading.MelonChange['toMethod'];

interface ChangeRow {
  serial_no: string;
  fund_id: string;
  from_method: Method;
  to_method: Method;
  apply_time: Date | string;
  effective_date: string;
  operator_name: string;
}

const CHANGE_SELECT = `
  SELECT c.serial_no, c.fund_id, c.from_method, c.to_method, c.apply_time, c.effective_date::text AS effective_date,
         p.person_name AS operator_name
    FROM melon_changes c JOIN persons p ON p.person_id = c.person_id`;

function toChange(row: ChangeRow): trading.MelonChange {
  return {
    serialNo: row.serial_no,
    fromMethod: row.from_method,
    toMethod: row.to_method,
    applyTime: shanghaiIso(row.apply_time),
    effectiveDate: row.effective_date,
    operatorName: row.operator_name,
  };
}

/** The funds an account holds or is buying (confirmed position or pending purchase), with their names. */
async function heldFunds(
  db: Db,
  groupId: string,
  fundId?: string,
): Promise<{ fund_id: string; fund_name: string }[]> {
  return db.query(
    `SELECT h.fund_id, f.short_name AS fund_name FROM (
       SELECT fund_id FROM positions WHERE group_id = $1 AND shares > 0
       UNION
       SELECT fund_id FROM orders WHERE group_id = $1 AND trade_type = 'purchase' AND status = ANY($2::text[])
     ) h JOIN funds f ON f.fund_id = h.fund_id
     WHERE $3::text IS NULL OR h.fund_id = $3 ORDER BY h.fund_id`,
    [groupId, [...PENDING_ORDER_STATUSES], fundId ?? null],
  );
}

/**
 * Each holding's dividend method with its effective date and history, newest change first
 * (getFundMelonMethodList): the last change's method, else {@link DEFAULT_MELON_METHOD}.
 * @see spec 02 §7, §9 (0 reinvestment, 1 cash); issue 12 §6
 */
export async function melonMethodList(
  db: Db,
  groupId: string,
  fundId?: string,
): Promise<{
  list: {
    fundId: string;
    fundName: string;
    melonMethod: Method;
    effectiveDate: string | null;
    history: trading.MelonChange[];
  }[];
}> {
  const funds = await heldFunds(db, groupId, fundId);
  const changes = await db.query<ChangeRow>(
    `${CHANGE_SELECT} WHERE c.group_id = $1 AND ($2::text IS NULL OR c.fund_id = $2) ORDER BY c.apply_time DESC, c.serial_no DESC`,
    [groupId, fundId ?? null],
  );
  return {
    list: funds.map((f) => {
      const history = changes.filter((c) => c.fund_id === f.fund_id).map(toChange);
      return {
        fundId: f.fund_id,
        fundName: f.fund_name,
        melonMethod: history[0]?.toMethod ?? DEFAULT_MELON_METHOD,
        effectiveDate: history[0]?.effectiveDate ?? null,
        history,
      };
    }),
  };
}

/**
 * Changes a holding's dividend method (modifyFundMelonMethod) after the trade password: refused when the
 * account does not hold the fund (FD4633) or the method is already the asked one (FD4630); effective from
 * the confirm day of an application made now (T+1 on the exchange calendar); history kept. Idempotent by key.
 * @see spec 02 §7, §9; issue 12 §6
 */
export async function changeMelonMethod(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: { fundId: string; melonMethod: Method; idempotencyKey: string; tradeDay?: string | undefined },
  now: number,
): Promise<trading.MelonChange & { fundId: string }> {
  type Answer = trading.MelonChange & { fundId: string };
  return submitOrder<null, Answer>(
    db,
    market,
    {
      owner,
      kind: 'melon',
      request,
      fingerprint: { fundId: request.fundId, melonMethod: request.melonMethod },
    },
    now,
    () => Promise.resolve(null),
    async (tx, _checked, timing) => {
      const [current] = (await melonMethodList(tx, owner.groupId, request.fundId)).list;
      const refusal = melonRefusal(current?.melonMethod ?? null, request.melonMethod);
      if (refusal) refuse(refusal);
      const serialNo = newSerial(now, 'M');
      await tx.query(
        `INSERT INTO melon_changes (serial_no, group_id, fund_id, from_method, to_method, apply_time, effective_date, person_id, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          serialNo,
          owner.groupId,
          request.fundId,
          current!.melonMethod,
          request.melonMethod,
          new Date(now).toISOString(),
          timing.confirmDay,
          actor.personId,
          actor.ip,
        ],
      );
      const [row] = await tx.query<ChangeRow>(`${CHANGE_SELECT} WHERE c.serial_no = $1`, [serialNo]);
      return { ...toChange(row!), fundId: request.fundId };
    },
  );
}
