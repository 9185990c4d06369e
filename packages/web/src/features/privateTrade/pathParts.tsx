import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  discountText,
  GatewayError,
  privateTrade,
  rateE6Text,
  t,
  type privateTrade as api,
} from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatDateTime, formatShares, formatYuan } from '../trade/orderText';
import { DownloadContractButton } from './dealActions';

/**
 * The subscription fee of deal/charge as facts: the rate (模拟), the organisation's discount (不打折 without
 * one), the fee and what the investor pays, with the note that the fee is charged on top of the amount.
 * @see spec 02 §7 deal/charge; docs/decisions.md "Private trade paths (issue 13)"
 */
export function ChargeFacts({ charge }: { charge: api.PrivateCharge }) {
  return (
    <>
      <dl className="fd-trading__facts" aria-label={t('privateTrade.charge.fee')}>
        <dt>{t('privateTrade.charge.rate')}</dt>
        <dd>
          {rateE6Text(charge.rateE6)}
          {charge.simulated ? (
            <Tag minimal className="fd-private-trade__inline">
              {t('privateTrade.simulated')}
            </Tag>
          ) : null}
        </dd>
        <dt>{t('privateTrade.charge.discount')}</dt>
        <dd>{discountText(charge.discountE4) ?? t('rules.fee.noDiscount')}</dd>
        <dt>{t('privateTrade.charge.fee')}</dt>
        <dd>{formatYuan(charge.fee)}</dd>
        <dt>{t('privateTrade.charge.total')}</dt>
        <dd>{formatYuan(charge.total)}</dd>
      </dl>
      <p className="fd-private-trade__note">{t('privateTrade.charge.note')}</p>
    </>
  );
}

/**
 * 线上交易: whether the organisation has opened online private trading (account/check_if_open_online_trade_type)
 * with who and when, or 开通线上交易 (account/open_online_trade_type, audited on the server), as one dt/dd pair of
 * the page's facts list. Nothing while the check is refused (the page says why elsewhere).
 * @see spec 02 §7; docs/decisions.md "Private trade paths (issue 13)" (what it gates: nothing)
 */
export function OnlineTradeFacts() {
  const gateway = useGateway();
  const state = useCall(privateTrade.checkOnlineTradeType, {}, { hideResult: true });
  const revalidate = useRevalidateCalls([privateTrade.checkOnlineTradeType]);
  const [busy, setBusy] = useState(false);
  if (!state.data) return null;
  const open = async () => {
    setBusy(true);
    try {
      await gateway.call(privateTrade.openOnlineTradeType, {}, { hideResult: true });
      notifier.success(t('privateTrade.online.openDone'));
    } catch (failure) {
      notifier.handle(GatewayError.from(failure));
    } finally {
      setBusy(false);
      await revalidate();
    }
  };
  return (
    <>
      <dt>{t('privateTrade.online.label')}</dt>
      <dd>
        {state.data.opened ? (
          t('privateTrade.online.opened', {
            name: `${state.data.openedByName ?? ''}（${state.data.openedByLogin ?? ''}）`,
            time: formatDateTime(state.data.openedAt),
          })
        ) : (
          <>
            {t('privateTrade.online.notOpened')}
            <Button small className="fd-private-trade__inline" loading={busy} onClick={() => void open()}>
              {t('privateTrade.online.open')}
            </Button>
          </>
        )}
      </dd>
    </>
  );
}

/** The state text of a deal document: 待签署 / 已签署, 待阅读 / 已阅读, 仅供参阅. */
function materialStateText(material: { action: string; state: string }): string {
  if (material.state === 'reference') return t('privateTrade.material.reference');
  if (material.action === 'sign')
    return t(
      material.state === 'done' ? 'privateTrade.material.signed' : 'privateTrade.contractStatus.generated',
    );
  return t(material.state === 'done' ? 'privateTrade.material.read' : 'privateTrade.material.toRead');
}

/**
 * 交易文件: the deal's documents (v2 deal/materials) with their signed/read state and when; the e-contract
 * offers its download. Nothing while the call is refused or loading.
 * @see spec 02 §7 v2 deal/materials
 */
export function DealMaterialsCard({ dealId }: { dealId: string }) {
  const materials = useCall(privateTrade.dealMaterials, dealId ? { dealId } : null, { hideResult: true });
  if (!materials.data) return null;
  return (
    <Card className="fd-card-table">
      <h3 className="fd-private-trade__subtitle">{t('privateTrade.material.title')}</h3>
      <HTMLTable compact striped className="fd-dense-table" aria-label={t('privateTrade.material.title')}>
        <thead>
          <tr>
            <th>{t('privateTrade.material.name')}</th>
            <th>{t('privateTrade.material.state')}</th>
            <th>{t('privateTrade.material.doneAt')}</th>
            <th>{t('privateTrade.field.action')}</th>
          </tr>
        </thead>
        <tbody>
          {materials.data.list.map((m) => (
            <tr key={m.materialId}>
              <td>{m.title}</td>
              <td>
                <Tag
                  minimal
                  intent={m.state === 'pending' ? 'warning' : m.state === 'done' ? 'success' : 'none'}
                >
                  {materialStateText(m)}
                </Tag>
              </td>
              <td>{m.doneAt ? formatDateTime(m.doneAt) : t('display.none')}</td>
              <td>{m.downloadable ? <DownloadContractButton dealId={dealId} small /> : null}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/**
 * The estimate of a redemption check (v2 redemption/apply/check, v2 redemption/apply/confirm/check): the
 * shares, the estimated amount at the last NAV and the note that the open day's NAV decides.
 * @see spec 02 §7
 */
export function RedemptionEstimate({
  check,
}: {
  check: {
    askedShares: string;
    estimatedAmount: string | null;
    lastNav: string | null;
    lastNavDate: string | null;
    openDay: string;
  };
}) {
  return (
    <>
      <dl className="fd-trading__facts" aria-label={t('privateTrade.redeem.check')}>
        <dt>{t('privateTrade.field.shares')}</dt>
        <dd>{formatShares(check.askedShares)}</dd>
        <dt>{t('privateTrade.redeem.estimated')}</dt>
        <dd>{formatYuan(check.estimatedAmount)}</dd>
      </dl>
      {check.lastNav ? (
        <p className="fd-private-trade__note">
          {t('privateTrade.redeem.estimateNote', {
            nav: check.lastNav,
            date: check.lastNavDate ?? '',
            openDay: check.openDay,
          })}
        </p>
      ) : null}
    </>
  );
}
