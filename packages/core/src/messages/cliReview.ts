/**
 * Messages of `funddesk review` (issue 11 §4) and the batch notice of orders awaiting review: part of the
 * CLI's light catalogue (cli.ts spreads them; cliEntry.ts) and so of the zh-CN catalogue.
 */
export const cliReviewMessages = {
  'cli.review.description': '交易复核：列出待复核订单，通过或驳回（复核员）',
  'cli.review.list.description': '列出本机构待复核的订单',
  'cli.review.approve.description': '复核通过一笔或多笔订单',
  'cli.review.reject.description': '复核驳回一笔或多笔订单（须填写原因）',
  'cli.review.option.comment': '复核意见（驳回时必填）',
  'cli.review.option.json': '以 JSON 输出',
  'cli.review.list.empty': '暂无待复核的订单',
  'cli.review.field.serialNo': '订单号',
  'cli.review.field.scene': '场景',
  'cli.review.field.fund': '基金',
  'cli.review.field.quantity': '金额/份额',
  'cli.review.field.maker': '经办人',
  'cli.review.field.level': '待复核级别',
  'cli.review.field.applyTime': '提交时间',
  'cli.review.field.mine': '可复核',
  'cli.review.yes': '是',
  'cli.review.no': '否',
  'cli.review.result.ok': '{serialNo}：{decision}，订单状态 {status}',
  'cli.review.result.failed': '{serialNo}：{message}',
  'cli.review.summary': '已处理 {ok} 笔，失败 {failed} 笔',
  /** Batch place under review (exit code 0, docs in the README's exit codes). */
  'cli.batch.pendingReview': '本批订单已受理，待复核通过后生效（复核员可用 funddesk review list 查看）',
  'cli.review.help.exitCodes': [
    '退出码：',
    '  0    全部处理成功（list：查询成功）',
    '  1    有订单未能处理（如本人订单 FD4901、已被他人处理 FD4902、已撤单 FD4903、非本级复核人 FD4904、',
    '       同一人复核两级 FD4905、订单不存在 FD4005），逐笔原因见输出',
    '  2    用法错误：订单号不合法、驳回未填写 --comment（FD4906）',
    '  3    认证或授权失败（未登录、无复核权限 FD1003）',
    '  4    网络错误或超时',
  ].join('\n'),
  'cli.review.help.examples': [
    '示例：',
    '  $ funddesk review list',
    '  $ funddesk review list --json',
    "  $ funddesk review approve O2026021314000001 O2026021314000002 --comment '金额无误'",
    "  $ funddesk review reject O2026021314000003 --comment '基金选择有误'",
  ].join('\n'),
  'cli.review.argument.serialNo': '订单号（可多个，一次最多100笔）',
  'cli.review.option.mine': '只列出待我复核的订单',
  'cli.review.error.tooMany': '一次最多复核100笔订单',
  'cli.review.failed': '有 {failed} 笔订单未能处理',
} as const;
