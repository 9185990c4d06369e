/**
 * Messages of issue 17 parts 3 and 4 (honest figures and the rough edges a daily user hits): period labels
 * by what the data covers, benchmarks without data, the 模拟 legend, the purchase dialogs' summaries, the
 * variant's login welcome and the manager-change empty state. Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed `honest.` so that they never collide.
 */
export const honestFiguresMessages = {
  // ---- period returns and chart, spec 03 §7 (periodrate, achievementTrend); data README gaps ----
  /** the 成立以来 column when the data starts after the fund's inception: the year the data starts */
  'honest.period.sinceYear': '{year}年以来',
  /** a benchmark option without data in the selector (spec 03 §3; data README: 399001, H11001) */
  'honest.benchmark.noData': '{index}（暂无数据）',

  // ---- 模拟 marking, DESIGN §6 ----
  /** the one legend line under a table with simulated columns */
  'honest.simulated.legend': '模拟：本地环境按文档模型生成',
  /** the column-header mark */
  'honest.simulated.mark': '模拟',

  // ---- purchase dialogs, spec 02 §4, §5 ----
  /** trade-password dialog summary: order count and total amount in yuan */
  'honest.purchase.summary': '共 {count} 笔，合计 {total} 元',
  /** risk dialog: which funds caused the mismatch */
  'honest.purchase.riskFunds': '风险等级超出的基金：{funds}',
  /** success dialog: the trading day the orders count for (core rules/tradeDay.ts) */
  'honest.purchase.tradeDay': '本次订单计入 {date} 交易日',

  // ---- login card, spec 01 §1 (titles differ by variant), §2.2 ----
  'honest.login.welcome': '欢迎登录{platform}',

  // ---- /orgaccount/changeManagerResult, spec 01 §4 ----
  /** the page title when no change is in progress (the server says so) */
  'honest.changeManager.title': '经办人变更',
  'honest.changeManager.none': '当前没有进行中的经办人变更',
} as const;
