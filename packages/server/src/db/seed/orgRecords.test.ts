import {
  checkCreditCode,
  missingForSubmit,
  ORG_SECTIONS,
  orgRecord,
  orgSectionRefusal,
  riskAssessmentExpiry,
  riskLevelOfScore,
  RISK_LEVEL_UPPER_SCORES,
  scoreRiskQuestionnaire,
  type OrgSection,
} from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { demoOrgs, demoPeople } from './people.js';
import { assessedOnFor, demoOrgRecord, demoRiskAssessment, recordedOrgs } from './orgRecords.js';

const TODAY = '2026-02-13';

describe('seeded institution records pass the rules that check a submitted record (spec 01 §3; issue 15 §2-§3)', () => {
  it('records every opened organisation that is not a managed product, not the closed one', () => {
    expect(recordedOrgs(demoOrgs).map((o) => o.groupId)).toEqual([
      '10000001',
      '10000002',
      '10000010',
      '10000020',
      '10000090',
    ]);
  });

  for (const org of demoOrgs.filter((o) => recordedOrgs(demoOrgs).includes(o))) {
    it(`${org.groupId} ${org.corpName}: every section passes core orgSectionRefusal and nothing is missing`, () => {
      const record = orgRecord.orgRecordSchema.parse(demoOrgRecord(org, demoPeople));
      for (const section of ORG_SECTIONS as readonly OrgSection[]) {
        const value = record[section];
        if (value === null) continue;
        expect(orgSectionRefusal(section, value as never), `${org.groupId} ${section}`).toBeNull();
      }
      expect(missingForSubmit(record, { clientType: org.clientType, attachmentTypes: null })).toEqual([]);
      expect(checkCreditCode(record.basic!.orgCredNo)).toMatchObject({ ok: true });
      expect(record.basic!.orgFullName).toBe(org.corpName);
    });
  }

  it('names the demo administrator as the transactor (admin01 赵磊, mgradmin01 许宁)', () => {
    const byId = (id: string) =>
      demoOrgRecord(
        demoOrgs.find((o) => o.groupId === id)!,
        demoPeople,
      );
    expect(byId('10000001').transactor?.name).toBe('赵磊');
    expect(byId('10000010').transactor?.name).toBe('许宁');
    expect(byId('10000002').transactor?.name).toBe('郑洁');
    expect(byId('10000010').product?.prodShortName).toBe('恒泰资产');
    expect(byId('10000002').product?.prodShortName).toBe('汇川信托·稳盈1号');
  });

  it('gives each organisation its own credit code', () => {
    const codes = recordedOrgs(demoOrgs).map((o) => demoOrgRecord(o, demoPeople).basic!.orgCredNo);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('seeded risk assessments agree with the seeded level and expiry (spec 02 §3, §5; issue 15 §4)', () => {
  for (const person of demoPeople) {
    it(`${person.loginName}: the answers score ${person.riskLevel} inside its band and expire as seeded`, () => {
      const a = demoRiskAssessment(person, TODAY);
      const decision = scoreRiskQuestionnaire(a.answers, a.assessedOn);
      expect(decision).toMatchObject({ ok: true, value: { score: a.score, level: person.riskLevel } });
      expect(riskLevelOfScore(a.score)).toBe(person.riskLevel);
      const n = Number(person.riskLevel.slice(-1));
      expect(a.score).toBeGreaterThan(n === 1 ? 0 : RISK_LEVEL_UPPER_SCORES[n - 2]!);
      expect(a.score).toBeLessThanOrEqual(RISK_LEVEL_UPPER_SCORES[n - 1]!);
      expect(a.expireDate).toBe(person.riskExpireDate ?? riskAssessmentExpiry(TODAY));
      expect(riskAssessmentExpiry(a.assessedOn)).toBe(a.expireDate);
    });
  }

  it('riskexp01 keeps its expired assessment: taken 2024-07-01, last valid 2025-06-30', () => {
    expect(assessedOnFor('2025-06-30')).toBe('2024-07-01');
  });
});
