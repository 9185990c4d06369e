/**
 * FundDesk's own seeded content of the product section's extra pages (issue 14 §2): the platform's
 * announcements and the solutions (themed baskets of real funds). The data has neither: these are the
 * platform's own notices and baskets, not market facts. The holiday notices are derived from the exchange
 * calendar (holidays.ts), never written here.
 */
import type { AnnouncementCategory } from '@funddesk/core';

/** A seeded announcement: id, kind, publication date `YYYY-MM-DD`, title and paragraphs (Chinese). */
export interface SeededAnnouncement {
  readonly id: string;
  readonly category: AnnouncementCategory;
  readonly publishDate: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The platform's product and rule announcements (FundDesk's own notices). */
export const seededAnnouncements: readonly SeededAnnouncement[] = [
  {
    id: 'fd-2025-001',
    category: 'product',
    publishDate: '2025-09-15',
    title: 'FundDesk 基金比较与费率比较功能上线公告',
    paragraphs: [
      '尊敬的机构客户：',
      'FundDesk 基金工具栏目新增“基金比较”与“费率比较”功能，可同时比较 2 至 6 只基金的区间收益、风险指标与持有成本。',
      '比较所用的收益与风险指标均按交易所交易日历、以基金公布的单位净值计算。',
      '特此公告。',
    ],
  },
  {
    id: 'fd-2025-002',
    category: 'rule',
    publishDate: '2025-11-03',
    title: '关于购物车单次最多加入 20 只基金的规则说明',
    paragraphs: [
      '尊敬的机构客户：',
      '为保障批量下单的处理效率，购物车最多可同时加入 20 只基金，超出部分需先完成或移除已有基金后再加入。',
      '每只基金的购买金额仍须满足该基金的最低购买金额、单笔及单日限额。',
      '特此公告。',
    ],
  },
  {
    id: 'fd-2025-003',
    category: 'product',
    publishDate: '2025-12-01',
    title: 'FundDesk 模拟组合与一键购买功能上线公告',
    paragraphs: [
      '尊敬的机构客户：',
      '“模拟组合”支持以真实历史净值回测组合表现，并可按权重将组合一键加入购物车。',
      '产品中心同步上线“稳健理财”“均衡配置”“指数定投”三个配置方案，方案中的基金及权重可在方案详情中查看。',
      '回测结果不代表未来表现，基金投资有风险，请审慎决策。',
    ],
  },
  {
    id: 'fd-2026-001',
    category: 'rule',
    publishDate: '2026-01-05',
    title: '关于交易申请 15:00 截止时间的提示',
    paragraphs: [
      '尊敬的机构客户：',
      '交易日 15:00 前提交的申请按当日净值确认，15:00 后提交的申请顺延至下一交易日处理。',
      '节假日休市期间提交的申请，于休市后的首个交易日处理。',
      '特此公告。',
    ],
  },
];

/** One fund of a solution: 6-digit code and weight in percent (2 decimals; a solution's weights sum to 100.00). */
export interface SolutionFundSeed {
  readonly fundId: string;
  readonly weight: string;
}

/** A seeded solution: id, name, one-line summary, description and its funds in display order. */
export interface SolutionSeed {
  readonly solutionId: string;
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly funds: readonly SolutionFundSeed[];
}

/**
 * The platform's solutions (issue 14 §2 solutionDetail): baskets of real funds of the universe. The money
 * fund of 稳健理财 has no NAV in the data (its return is shown 暂无数据).
 */
export const solutionSeeds: readonly SolutionSeed[] = [
  {
    solutionId: 'steady',
    name: '稳健理财',
    summary: '货币基金与债券基金为主，追求稳健收益',
    description: '以货币基金保持流动性，以利率债指数基金和信用债基金获取票息收益，适合闲置资金的稳健管理。',
    funds: [
      { fundId: '000009', weight: '30.00' },
      { fundId: '001021', weight: '25.00' },
      { fundId: '001512', weight: '25.00' },
      { fundId: '000045', weight: '20.00' },
    ],
  },
  {
    solutionId: 'balanced',
    name: '均衡配置',
    summary: '股债均衡，兼顾成长与波动控制',
    description: '偏股混合基金与债券基金大致各半，以债券部分平抑权益部分的波动。',
    funds: [
      { fundId: '000011', weight: '25.00' },
      { fundId: '000021', weight: '25.00' },
      { fundId: '000014', weight: '25.00' },
      { fundId: '000005', weight: '25.00' },
    ],
  },
  {
    solutionId: 'index',
    name: '指数定投',
    summary: '宽基指数基金，适合长期定期投入',
    description: '以沪深 300、中证 500 等宽基指数联接基金分散持有市场核心资产，适合定期定额长期投入。',
    funds: [
      { fundId: '000051', weight: '40.00' },
      { fundId: '000008', weight: '30.00' },
      { fundId: '000368', weight: '30.00' },
    ],
  },
];
