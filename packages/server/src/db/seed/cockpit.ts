import type { Db } from '../db.js';

/**
 * One demo cockpit relation (migration 0034): the cockpit user, a related institution, the day the relation
 * began (`YYYY-MM-DD`), its state ('1' 有效 counted, '0' 已解除 listed only) and the institution's contact for the
 * cockpit user (synthetic name and mobile, shown masked).
 */
export interface DemoCockpitRelation {
  personId: string;
  groupId: string;
  relationDate: string;
  state: '1' | '0';
  managerName: string;
  managerMobilePhone: string;
}

/**
 * boss01's relations (docs/decisions.md "The cockpit"): its own organisation, the trust-channel product
 * (trust01's), the manager's first product (mgr01's) and the enterprise treasury (sk01's), all effective; the
 * manager's second product ended (listed as 已解除, never counted). Kept equal to migration 0034's backfill.
 */
export const demoCockpitRelations: readonly DemoCockpitRelation[] = [
  {
    personId: 'P0008',
    groupId: '10000001',
    relationDate: '2025-07-01',
    state: '1',
    managerName: '周杰',
    managerMobilePhone: '13800008008',
  },
  {
    personId: 'P0008',
    groupId: '10000002',
    relationDate: '2025-09-15',
    state: '1',
    managerName: '郑洁',
    managerMobilePhone: '13800008010',
  },
  {
    personId: 'P0008',
    groupId: '10000011',
    relationDate: '2025-11-03',
    state: '1',
    managerName: '吴敏',
    managerMobilePhone: '13800008009',
  },
  {
    personId: 'P0008',
    groupId: '10000020',
    relationDate: '2026-01-12',
    state: '1',
    managerName: '冯强',
    managerMobilePhone: '13800008011',
  },
  {
    personId: 'P0008',
    groupId: '10000012',
    relationDate: '2025-08-20',
    state: '0',
    managerName: '吴敏',
    managerMobilePhone: '13800008009',
  },
];

/**
 * Seeds {@link demoCockpitRelations}, recorded by `seed` at `today` 00:00 Shanghai. Idempotent (ON CONFLICT DO
 * NOTHING); run after the organisations and people exist.
 * @param today - `YYYY-MM-DD` Shanghai, the seeding day
 */
export async function seedCockpitRelations(db: Db, today: string): Promise<number> {
  for (const r of demoCockpitRelations) {
    await db.query(
      `INSERT INTO cockpit_relations (person_id, group_id, relation_date, state, manager_name, manager_mobile_phone,
         recorded_by, recorded_at)
       VALUES ($1, $2, $3::date, $4, $5, $6, 'seed', $7::timestamptz) ON CONFLICT DO NOTHING`,
      [
        r.personId,
        r.groupId,
        r.relationDate,
        r.state,
        r.managerName,
        r.managerMobilePhone,
        `${today}T00:00:00+08:00`,
      ],
    );
  }
  return demoCockpitRelations.length;
}
