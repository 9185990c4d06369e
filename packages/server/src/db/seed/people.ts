import { riskAssessmentExpiry } from '@funddesk/core';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../db.js';
import { seedAgreementSignatures } from './agreements.js';
import { seedCockpitRelations } from './cockpit.js';
import { seedOrgRecords, seedRiskAssessments } from './orgRecords.js';

/** The demo password of every seeded person (README "Demo logins"). */
export const DEMO_PASSWORD = 'Demo@2026';
/** The demo trade password of every seeded person who may trade. */
export const DEMO_TRADE_PASSWORD = '135790';

/** A seeded organisation (spec 01 §3, §4.1). */
export interface DemoOrg {
  groupId: string;
  corpName: string;
  clientType: '2' | '3';
  orgType: 0 | 1;
  status: number;
  synthesizeState: number;
  managerOrgFlag: boolean;
  parentGroupId?: string;
  financialProFlag: boolean;
  variant: 'JGT' | 'SK';
  /** What the organisation demonstrates. */
  note: string;
}

/** A seeded person. */
export interface DemoPerson {
  personId: string;
  loginName: string;
  personName: string;
  roles: string[];
  riskLevel: string;
  groupIds: string[];
  hasTradePassword: boolean;
  /**
   * True when the person still has the initial login password issued by the administrator: the first
   * login forces /orgaccount/settingLogin (spec 01 §4.2). Absent: the person set their own.
   */
  initialLoginPassword?: boolean;
  /** The role as the README names it. */
  note: string;
  /**
   * The last valid day of the person's risk assessment when it is not the seeding day's one year (issue 15 §4:
   * a demo person whose assessment has expired, renewed from the purchase dialog). Absent: assessed on the
   * seeding day.
   */
  riskExpireDate?: string;
  /**
   * The person's mobile and ID document on file (issue 15 §1; migration 0025), synthetic: a number with a
   * valid check character that belongs to nobody. Absent: none on file (not refused by the purchase path).
   */
  idDocument?: { mobile: string; credNumber: string; validFrom: string; validTo: string };
}

/**
 * Organisations covering the spec's cases (issue: ordinary institution clientType 2, trust-channel product
 * institution clientType 3, a manager organisation with children, an enterprise/treasurer organisation,
 * and a closed one that lists must drop, spec 01 §3).
 */
export const demoOrgs: readonly DemoOrg[] = [
  {
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    clientType: '2',
    orgType: 0,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    financialProFlag: false,
    variant: 'JGT',
    note: '普通机构 (clientType 2)',
  },
  {
    groupId: '10000002',
    corpName: '汇川信托·稳盈1号集合资金信托计划',
    clientType: '3',
    orgType: 1,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    financialProFlag: true,
    variant: 'JGT',
    note: '信托渠道产品机构 (clientType 3)',
  },
  {
    groupId: '10000010',
    corpName: '恒泰资产管理有限公司',
    clientType: '3',
    orgType: 1,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: true,
    financialProFlag: true,
    variant: 'JGT',
    note: '管理人机构',
  },
  {
    groupId: '10000011',
    corpName: '恒泰稳健1号私募证券投资基金',
    clientType: '3',
    orgType: 1,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    parentGroupId: '10000010',
    financialProFlag: true,
    variant: 'JGT',
    note: '管理人子产品',
  },
  {
    groupId: '10000012',
    corpName: '恒泰价值精选2号私募证券投资基金',
    clientType: '3',
    orgType: 1,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    parentGroupId: '10000010',
    financialProFlag: true,
    variant: 'JGT',
    note: '管理人子产品',
  },
  {
    groupId: '10000013',
    corpName: '恒泰固收增强3号私募证券投资基金',
    clientType: '3',
    orgType: 1,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    parentGroupId: '10000010',
    financialProFlag: true,
    variant: 'JGT',
    note: '管理人子产品',
  },
  {
    groupId: '10000020',
    corpName: '星海科技集团有限公司',
    clientType: '2',
    orgType: 0,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    financialProFlag: false,
    variant: 'SK',
    note: '企业司库机构',
  },
  {
    groupId: '10000090',
    corpName: 'FundDesk平台运营中心',
    clientType: '2',
    orgType: 0,
    status: 2,
    synthesizeState: 2,
    managerOrgFlag: false,
    financialProFlag: false,
    variant: 'JGT',
    note: '平台运营（后台审核员 ops01 所在机构，issue 15 §2）',
  },
  {
    groupId: '10000099',
    corpName: '已注销示例有限公司',
    clientType: '2',
    orgType: 0,
    status: 99,
    synthesizeState: 99,
    managerOrgFlag: false,
    financialProFlag: false,
    variant: 'JGT',
    note: '已销户 (synthesizeState 99，列表中不显示)',
  },
];

/** People with every role the issue names (operator … cockpit-only). */
export const demoPeople: readonly DemoPerson[] = [
  {
    personId: 'P0001',
    loginName: 'op01',
    personName: '张伟',
    roles: ['op'],
    riskLevel: 'zxfxdj_4',
    groupIds: ['10000001', '10000099'],
    hasTradePassword: true,
    note: '交易员（普通机构）',
  },
  {
    personId: 'P0002',
    loginName: 'op02',
    personName: '李娜',
    roles: ['op'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001', '10000002'],
    hasTradePassword: true,
    note: '交易员（两家机构，需选择企业）',
  },
  {
    personId: 'P0003',
    loginName: 'chk01',
    personName: '王芳',
    roles: ['first_checker'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '一级复核员',
  },
  {
    personId: 'P0004',
    loginName: 'chk02',
    personName: '刘洋',
    roles: ['second_checker'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '二级复核员',
  },
  {
    personId: 'P0005',
    loginName: 'query01',
    personName: '陈静',
    roles: ['inquirer'],
    riskLevel: 'zxfxdj_2',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '查询员',
  },
  {
    personId: 'P0006',
    loginName: 'admin01',
    personName: '赵磊',
    roles: ['jgt_person'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '管理员 (jgt_person, adminType 1)',
  },
  {
    personId: 'P0007',
    loginName: 'host01',
    personName: '孙丽',
    roles: ['hosting'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '托管用户（不能买入）',
  },
  {
    personId: 'P0008',
    loginName: 'boss01',
    personName: '周杰',
    roles: ['cockpit'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '仅驾驶舱用户',
  },
  {
    personId: 'P0009',
    loginName: 'mgr01',
    personName: '吴敏',
    roles: ['manager'],
    riskLevel: 'zxfxdj_5',
    groupIds: ['10000010'],
    hasTradePassword: true,
    note: '管理人（3 个子产品）',
  },
  {
    personId: 'P0019',
    loginName: 'mgradmin01',
    personName: '许宁',
    roles: ['jgt_person'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000010'],
    hasTradePassword: true,
    note: '管理人机构的管理员（jgt_person：机构信息中的管理人账单邮箱和税收居民身份声明变更，spec 01 §7.12）',
  },
  {
    personId: 'P0010',
    loginName: 'trust01',
    personName: '郑洁',
    roles: ['op'],
    riskLevel: 'zxfxdj_4',
    groupIds: ['10000002'],
    hasTradePassword: true,
    note: '交易员（信托渠道产品机构）',
  },
  {
    personId: 'P0011',
    loginName: 'sk01',
    personName: '冯强',
    roles: ['treasurer'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000020'],
    hasTradePassword: true,
    note: '司库操作员（企业版）',
  },
  {
    personId: 'P0012',
    loginName: 'new01',
    personName: '钱晨',
    roles: ['op'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: false,
    initialLoginPassword: true,
    note: '新交易员（首次登录需设置登录密码和交易密码）',
  },
  {
    personId: 'P0151',
    loginName: 'idexp01',
    personName: '宋雨',
    roles: ['op'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000001'],
    hasTradePassword: true,
    note: '交易员（身份证已于 2025-06-30 过期：买入被拦截，到 个人信息 / 身份证影像 更新后可买入）',
    idDocument: {
      mobile: '13900000151',
      credNumber: '110101199003070513',
      validFrom: '2005-06-30',
      validTo: '2025-06-30',
    },
  },
  {
    personId: 'P0160',
    loginName: 'ops01',
    personName: '林审',
    roles: ['fd_ops'],
    riskLevel: 'zxfxdj_3',
    groupIds: ['10000090'],
    hasTradePassword: false,
    note: '平台审核员（fd_ops：机构开户及变更的后台审核，/backOffice/orgReview，issue 15 §2）',
  },
  {
    personId: 'P0170',
    loginName: 'riskexp01',
    personName: '韩雪',
    roles: ['op'],
    riskLevel: 'zxfxdj_4',
    groupIds: ['10000001'],
    hasTradePassword: true,
    riskExpireDate: '2025-06-30',
    note: '交易员（风险测评已于 2025-06-30 过期：买入时提示去测评，完成问卷后返回继续购买）',
  },
];

/**
 * Seeds the demo organisations and people. Passwords are hashed with scrypt (one hash per distinct demo
 * password, shared by the demo people: they share the password too). Every demo person's risk assessment
 * counts as taken on `today` (the seeding day, `YYYY-MM-DD` in Shanghai), so it is valid for a year from
 * whenever the server was first started (spec 02 §5).
 */
export async function seedPeople(db: Db, today: string): Promise<{ organisations: number; people: number }> {
  const riskExpireDate = riskAssessmentExpiry(today); // every demo person was assessed on the seeding day
  const [loginHash, tradeHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_TRADE_PASSWORD),
  ]);
  await db.transaction(async (tx) => {
    for (const org of demoOrgs) {
      await tx.query(
        `INSERT INTO organisations (group_id, gid, corp_name, org_name, member_card_number, client_type, org_type,
           status, synthesize_state, manager_org_flag, parent_group_id, financial_pro_flag, variant)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (group_id) DO NOTHING`,
        [
          org.groupId,
          `G${org.groupId}`,
          org.corpName,
          `M${org.groupId}`,
          org.clientType,
          org.orgType,
          org.status,
          org.synthesizeState,
          org.managerOrgFlag,
          org.parentGroupId ?? null,
          org.financialProFlag,
          org.variant,
        ],
      );
    }
    for (const person of demoPeople) {
      await tx.query(
        `INSERT INTO persons (person_id, login_name, person_name, password_hash, trade_password_hash, risk_level, roles,
           has_login_pwd, risk_expire_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (person_id) DO NOTHING`,
        [
          person.personId,
          person.loginName,
          person.personName,
          loginHash,
          person.hasTradePassword ? tradeHash : null,
          person.riskLevel,
          person.roles,
          person.initialLoginPassword !== true,
          person.riskExpireDate ?? riskExpireDate,
        ],
      );
      if (person.idDocument) {
        const doc = person.idDocument;
        await tx.query(
          `UPDATE persons SET mobile = $2, cred_type = '0', cred_number = $3, cred_valid_from = $4, cred_valid_to = $5
           WHERE person_id = $1`,
          [person.personId, doc.mobile, doc.credNumber, doc.validFrom, doc.validTo],
        );
      }
      for (const groupId of person.groupIds) {
        await tx.query(
          'INSERT INTO person_orgs (person_id, group_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [person.personId, groupId],
        );
      }
    }
    await seedAgreementSignatures(tx); // spec 01 §4.5: the demo people have signed the agreements
    await seedOrgRecords(tx, today, demoOrgs, demoPeople); // 机构信息 of the opened organisations (demo data)
    await seedRiskAssessments(tx, today, demoPeople); // 风险测评结果: the questionnaire behind each seeded level
    await seedCockpitRelations(tx, today); // 驾驶舱关联机构 of boss01 (migration 0034)
  });
  return { organisations: demoOrgs.length, people: demoPeople.length };
}
