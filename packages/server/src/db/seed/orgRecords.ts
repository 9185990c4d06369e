import {
  creditCodeCheckChar,
  residentIdCheckCharacter,
  riskAssessmentExpiry,
  RISK_OPTION_VALUES,
  RISK_QUESTION_IDS,
  scoreRiskQuestionnaire,
  type OrgRecord,
  type RiskLevelCode,
} from '@funddesk/core';
import type { Db } from '../db.js';
import type { DemoOrg, DemoPerson } from './people.js';

/**
 * The demo organisations whose institution record (机构信息, org_records) is seeded: every opened one
 * (status 2) that keeps its record in org_records. Left out: the closed 10000099 and the manager's products
 * 10000011-13, whose product record on file lives on the organisation (organisations.prod_cred_no …, spec 01
 * §7.12 realProductRecord) and is changed by their manager, not through 机构信息.
 * @param demoOrgs - the seeded organisations (people.ts demoOrgs; passed in, so the modules import no cycle)
 */
export function recordedOrgs(demoOrgs: readonly DemoOrg[]): DemoOrg[] {
  return demoOrgs.filter((org) => org.status === 2 && org.parentGroupId === undefined);
}

/** A synthetic resident ID number (GB 11643 check character; the Beijing Dongcheng prefix, belongs to nobody). */
function demoIdNumber(birth: string, seq: number): string {
  const first17 = `110101${birth}${String(seq).padStart(3, '0')}`;
  return first17 + residentIdCheckCharacter(first17);
}

/** A synthetic unified social credit code (GB 32100 check character) for demo organisation `groupId`. */
export function demoCreditCode(groupId: string): string {
  const first17 = `91310000MA${groupId.slice(-4)}DM0`.padEnd(17, '0');
  const check = creditCodeCheckChar(first17);
  if (check === null) throw new Error(`demo credit code of ${groupId} is not of the code's character set`);
  return first17 + check;
}

/** The organisation's demo person the record names as its transactor: its administrator, else one whose first organisation it is. */
function transactorOf(org: DemoOrg, demoPeople: readonly DemoPerson[]): DemoPerson {
  const members = demoPeople.filter((p) => p.groupIds.includes(org.groupId));
  const person =
    members.find((p) => p.roles.includes('jgt_person')) ??
    members.find((p) => p.groupIds[0] === org.groupId) ??
    members[0];
  if (!person) throw new Error(`demo organisation ${org.groupId} has no demo person`);
  return person;
}

/**
 * The seeded institution record of a demo organisation (spec 01 §3; core api/orgRecord.ts orgRecordSchema):
 * every section filled with demo data (模拟: invented names, synthetic ID numbers, credit code and account
 * number with valid check characters that belong to nobody); the transactor is the organisation's demo
 * administrator (or its demo operator) as the seed names them; the product section only for a product
 * institution (client type 3, core missingForSubmit).
 * @param org - an organisation of {@link recordedOrgs}
 * @param demoPeople - the seeded people (people.ts demoPeople), among whom the transactor is chosen
 */
export function demoOrgRecord(org: DemoOrg, demoPeople: readonly DemoPerson[]): OrgRecord {
  const n = Number(org.groupId.slice(-2));
  const transactor = transactorOf(org, demoPeople);
  const address = `上海市浦东新区模拟路${n}号（演示数据）`;
  return {
    basic: {
      orgFullName: org.corpName,
      orgCredNo: demoCreditCode(org.groupId),
      registerAddress: address,
      officeAddress: address,
    },
    legalPerson: {
      legalPersonName: `演示法人${n}`,
      legalPersonCredNo: demoIdNumber('19700101', 100 + n),
      legalPersonMobilePhoneNo: `1390000${String(1000 + n)}`,
    },
    transactor: {
      name: transactor.personName,
      credNo: demoIdNumber('19880808', Number(transactor.personId.slice(1)) % 1000),
      mobilePhoneNo: `1380000${transactor.personId.slice(1)}`,
      address,
    },
    bank: {
      bkcAccountName: org.corpName,
      bkcAccountNo: `6222000000${org.groupId}`,
      bankName: '模拟银行上海分行',
    },
    beneficiaries: [{ name: `演示受益人${n}`, credNo: demoIdNumber('19750505', 200 + n), address }],
    actualControllers: [{ name: `演示控制人${n}`, credNo: demoIdNumber('19650303', 300 + n) }],
    product:
      org.clientType === '3'
        ? {
            prodCredNo: `SDEMO${org.groupId}`,
            prodName: org.corpName,
            prodShortName: org.corpName.replace(/(管理)?有限公司$|集合资金信托计划$/, ''), // 恒泰资产, 汇川信托·稳盈1号
            custodianName: '模拟证券股份有限公司',
          }
        : null,
  };
}

/**
 * Seeds the institution record of each organisation of {@link recordedOrgs} (org_records, migration 0028)
 * and its credit code (organisations.org_cred_no), as on file since `today`. Idempotent (ON CONFLICT DO
 * NOTHING).
 * @param today - `YYYY-MM-DD` Shanghai, the seeding day
 * @param demoOrgs - the seeded organisations; demoPeople - the seeded people
 */
export async function seedOrgRecords(
  db: Db,
  today: string,
  demoOrgs: readonly DemoOrg[],
  demoPeople: readonly DemoPerson[],
): Promise<number> {
  const orgs = recordedOrgs(demoOrgs);
  for (const org of orgs) {
    const groupId = org.groupId;
    const record = demoOrgRecord(org, demoPeople);
    await db.query(
      `INSERT INTO org_records (group_id, record, updated_at) VALUES ($1, $2::jsonb, $3::timestamptz)
       ON CONFLICT (group_id) DO NOTHING`,
      [groupId, JSON.stringify(record), `${today}T00:00:00+08:00`],
    );
    await db.query('UPDATE organisations SET org_cred_no = $2 WHERE group_id = $1 AND org_cred_no IS NULL', [
      groupId,
      record.basic!.orgCredNo,
    ]);
  }
  return orgs.length;
}

/** A seeded risk questionnaire: the answers, their score and level, the day taken and the last valid day. */
export interface DemoRiskAssessment {
  personId: string;
  groupId: string;
  answers: { questionId: string; answer: string }[];
  score: number;
  level: RiskLevelCode;
  assessedOn: string;
  expireDate: string;
}

/**
 * The day an assessment was taken for it to last until `expireDate` (core riskAssessmentExpiry): the
 * latest day within the year before whose expiry is that day.
 */
export function assessedOnFor(expireDate: string): string {
  const last = new Date(`${expireDate}T00:00:00Z`);
  for (let back = 0; back <= 400; back++) {
    const day = new Date(last.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    if (riskAssessmentExpiry(day) === expireDate) return day;
  }
  throw new Error(`no assessment day expires on ${expireDate}`);
}

/**
 * The assessment behind a demo person's seeded level (spec 02 §3 risk info; issue 15 §4): every question
 * answered with the level's option (zxfxdj_n: the n-th option), which core scoreRiskQuestionnaire scores to
 * the top of the level's band (20·n); taken on the day whose expiry is the seeded one (the seeding day
 * unless the person's `riskExpireDate` says otherwise, e.g. riskexp01's 2025-06-30).
 * @param person - a demo person
 * @param today - the seeding day `YYYY-MM-DD`
 * @throws Error when the answers would not score the seeded level (the seed drifted from the rules)
 */
export function demoRiskAssessment(person: DemoPerson, today: string): DemoRiskAssessment {
  const n = Number(person.riskLevel.replace('zxfxdj_', ''));
  const option = RISK_OPTION_VALUES[n - 1]!;
  const answers = RISK_QUESTION_IDS.map((questionId) => ({ questionId, answer: option }));
  const assessedOn = person.riskExpireDate ? assessedOnFor(person.riskExpireDate) : today;
  const decision = scoreRiskQuestionnaire(answers, assessedOn);
  if (!decision.ok || decision.value.level !== person.riskLevel)
    throw new Error(`the demo answers of ${person.loginName} do not score ${person.riskLevel}`);
  return {
    personId: person.personId,
    groupId: person.groupIds[0]!,
    answers,
    score: decision.value.score,
    level: decision.value.level,
    assessedOn,
    expireDate: decision.value.expireDate,
  };
}

/**
 * Seeds one questionnaire (risk_questionnaires, migration 0024) per demo person, consistent with the level
 * and expiry seedPeople wrote, so 风险测评结果 shows its score and date. Submitted at 09:00 Shanghai of the
 * day taken; no IP (seeded).
 * @param today - `YYYY-MM-DD` Shanghai, the seeding day; demoPeople - the seeded people
 */
export async function seedRiskAssessments(
  db: Db,
  today: string,
  demoPeople: readonly DemoPerson[],
): Promise<number> {
  for (const person of demoPeople) {
    const a = demoRiskAssessment(person, today);
    await db.query(
      `INSERT INTO risk_questionnaires (person_id, group_id, answers, score, risk_level, assessed_on, expire_date,
         submitted_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8::timestamptz)`,
      [
        a.personId,
        a.groupId,
        JSON.stringify(a.answers),
        a.score,
        a.level,
        a.assessedOn,
        a.expireDate,
        `${a.assessedOn}T09:00:00+08:00`,
      ],
    );
  }
  return demoPeople.length;
}
