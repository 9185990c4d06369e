/**
 * Messages of the web app's batch trade pages, /trade/multiBuy and /trade/multiSell (packages/web/src/
 * features/batch): template, default account, upload, validation table, placing, progress, result dialogs
 * and batch history. Part of the zh-CN catalogue (see zh-CN.ts); keys start with `webBatch.`.
 *
 * Shared words are not repeated: the trade password texts (`trade.password.*`), the progress title
 * 订单处理中，请稍候 and 批量交易失败 (`trade.progress.title`, `trade.result.failureTitle`), the hotline
 * (`web.hotline.*`) and the batch error codes FD4701..FD4710 (`batch.ts`, server side).
 * Where the spec quotes Chinese it is used verbatim (cited); the rest is ours.
 */
export const webBatchMessages = {
  // ---- page, spec 02 §2 multiBuy / multiSell ----
  'webBatch.title.purchase': '批量申购',
  'webBatch.title.redemption': '批量赎回',
  'webBatch.template': '下载模板',
  'webBatch.rules': '仅支持 .xlsx 文件，单个文件不超过 10 MB、10,000 行，表头须与模板一致',
  'webBatch.defaultAccount': '默认账户',
  'webBatch.defaultAccount.none': '不指定（每行须填写账户）',
  'webBatch.defaultAccount.hint': '“账户”列为空的行使用默认账户；更换后已导入的文件将重新校验',

  // ---- file chooser and drag-and-drop ----
  'webBatch.drop.hint': '将 Excel 文件拖到此处，或',
  'webBatch.drop.choose': '选择文件',
  'webBatch.drop.reimport': '重新导入',
  'webBatch.drop.onlyXlsx': '仅支持 .xlsx 格式的文件',
  'webBatch.drop.tooLarge': '文件大小不能超过 10 MB',
  'webBatch.drop.empty': '文件内容为空',

  // ---- upload progress dialog, spec 02 §2 (460 px), §9 (120 s) ----
  'webBatch.upload.title': '文件上传中，请稍候',
  'webBatch.upload.sent': '已上传 {sent} / {total}',
  'webBatch.upload.checking': '文件已上传，正在逐行校验…',
  'webBatch.upload.cancel': '取消上传',

  // ---- summary strip ----
  'webBatch.summary.file': '文件',
  'webBatch.summary.importedAt': '导入时间',
  'webBatch.summary.total': '总行数',
  'webBatch.summary.valid': '有效',
  'webBatch.summary.invalid': '无效',
  'webBatch.summary.totalAmount': '合计金额(元)',
  'webBatch.summary.totalShares': '合计份额(份)',
  'webBatch.duplicate.placed': '该文件已于 {time} 导入并下单（批次号 {batchSerialNo}），请勿重复下单',
  'webBatch.duplicate.imported': '该文件已于 {time} 导入过（未下单）',

  // ---- validation table ----
  'webBatch.filter.errorsOnly': '仅看错误行',
  'webBatch.onlyValid': '只下单有效行',
  'webBatch.place': '下单',
  'webBatch.placeBlocked': '存在无效行：请修改文件后重新导入，或勾选“只下单有效行”',
  'webBatch.noValid': '没有可下单的有效行',
  'webBatch.noErrors': '没有错误行',
  'webBatch.col.rowNo': '行号',
  'webBatch.col.account': '账户',
  'webBatch.col.corpName': '机构名称',
  'webBatch.col.fundCode': '基金代码',
  'webBatch.col.fundName': '基金名称',
  'webBatch.col.amount': '申购金额(元)',
  'webBatch.col.shares': '赎回份额(份)',
  'webBatch.col.dividend': '分红方式',
  'webBatch.col.remark': '备注',
  'webBatch.col.result': '校验结果',
  'webBatch.result.ok': '通过',
  'webBatch.result.error': '{column}：{message}',
  /** spec 02 §9: dividend methods 0 reinvestment, 1 cash */
  'webBatch.dividend.0': '红利再投资',
  'webBatch.dividend.1': '现金红利',

  // ---- placing: check, trade password, duplicate, spec 02 §4 ----
  'webBatch.password.title.purchase': '批量申购下单',
  'webBatch.password.title.redemption': '批量赎回下单',
  'webBatch.check.summary': '本次下单 {placeable} 笔，涉及 {accounts} 个账户、{funds} 只基金',
  'webBatch.check.totalAmount': '合计金额 {amount} 元',
  'webBatch.check.totalShares': '合计份额 {shares} 份',
  'webBatch.check.skipped': '跳过 {skipped} 行',
  'webBatch.check.problems': '以下行当前不能下单，将被跳过：',
  'webBatch.check.problem': '第 {rowNo} 行：{message}',
  'webBatch.duplicateConfirm.title': '重复导入的文件',
  'webBatch.duplicateConfirm.message':
    '该文件已于 {time} 导入并下单（批次号 {batchSerialNo}）。确定再次下单吗？',
  'webBatch.duplicateConfirm.confirm': '确定再次下单',

  // ---- progress and cancel, spec 02 §4, §9 ----
  'webBatch.progress.counts': '共 {total} 笔，成功 {success} 笔，失败 {fail} 笔',
  'webBatch.progress.cancel': '撤销未下单的行',
  'webBatch.cancel.title': '撤销批量交易',
  'webBatch.cancel.message':
    '尚未下单的行将被撤销；已下单的订单不受影响，可在待处理交易中逐笔撤单。确定撤销吗？',
  'webBatch.cancel.confirm': '确定撤销',
  'webBatch.cancel.keep': '继续下单',

  // ---- result dialogs, spec 02 §4, §8 ----
  'webBatch.result.accepted.purchase': '您的批量申购申请已受理',
  'webBatch.result.accepted.redemption': '您的批量赎回申请已受理',
  'webBatch.result.pendingReview.purchase': '您的批量申购申请已受理，待复核通过后生效',
  'webBatch.result.pendingReview.redemption': '您的批量赎回申请已受理，待复核通过后生效',
  'webBatch.result.cancelled': '已撤销 {cancelled} 笔',
  'webBatch.result.someFailed': '失败的行请下载结果明细查看原因',
  /** spec 02 §8 'batch trade failed': otherwise contact service or re-import */
  'webBatch.result.failureHint': '请联系客服（{hotline}，{hours}）或修改文件后重新导入',
  'webBatch.result.download': '下载结果明细',
  'webBatch.result.close.purchase': '查看待处理交易',
  'webBatch.result.close.redemption': '查看交易记录',

  // ---- batch history, spec 02 §7 pc/excel/query/batch/trade ----
  'webBatch.history.title': '批量交易记录',
  'webBatch.history.refresh': '刷新',
  'webBatch.history.col.createdAt': '提交时间',
  'webBatch.history.col.kind': '类型',
  'webBatch.history.col.file': '文件',
  'webBatch.history.col.batchSerialNo': '批次号',
  'webBatch.history.col.total': '总笔数',
  'webBatch.history.col.success': '成功',
  'webBatch.history.col.fail': '失败',
  'webBatch.history.col.cancelled': '已撤销',
  'webBatch.history.col.status': '状态',
  'webBatch.history.col.progress': '进度',
  'webBatch.history.col.actions': '操作',
  'webBatch.history.download': '下载结果',
  'webBatch.kind.excelBuy': '批量申购',
  'webBatch.kind.excelSell': '批量赎回',
  'webBatch.kind.shopCartBuy': '购物车下单',
  'webBatch.status.processing': '处理中',
  'webBatch.status.done': '已完成',
} as const;
