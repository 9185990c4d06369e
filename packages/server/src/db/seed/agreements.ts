import type { Db } from '../db.js';

/**
 * Signs the latest published agreements (spec 01 §7.10, spec 02 §4) for every person and every
 * organisation they act for (their own and, for managers, the children), so that the demo people enter
 * the layout without the agreement dialogs. Migration 0007 does the same for people who existed before it.
 * @see spec 01 §4.5
 */
export async function seedAgreementSignatures(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO agreement_signatures (person_id, group_id, agreement_id, sign_type, version, scene, signed_at)
     SELECT g.person_id, g.group_id, a.id, a.sign_type, a.version, '10', now()
       FROM (SELECT DISTINCT po.person_id, o.group_id,
                    CASE WHEN o.client_type !~ '^[0-9]+$' THEN 2 WHEN o.client_type::int > 2 THEN 3 ELSE 2 END AS flag
               FROM person_orgs po
               JOIN organisations o ON o.group_id = po.group_id OR o.parent_group_id = po.group_id) g
       JOIN agreements a ON a.jgt_org_prod_flag = g.flag
      WHERE a.version = (SELECT max(b.version) FROM agreements b
                          WHERE b.sign_type = a.sign_type AND b.jgt_org_prod_flag = a.jgt_org_prod_flag
                            AND b.published_at <= now())
     ON CONFLICT DO NOTHING`,
  );
}
