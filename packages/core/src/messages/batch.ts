/**
 * Messages of batch trading by spreadsheet (spec 02 §7 "batch Excel"; issue 4): file refusals (FD4701..
 * FD4710), row messages, the template and the result spreadsheet. Part of the zh-CN catalogue (see
 * zh-CN.ts). Row messages that are the cart's rules reuse the `rules.cart.*` texts verbatim (spec 02 §5);
 * an account the person may not act for reuses `error.orgForbidden`.
 */
export const batchMessages = {
  // ---- file refusals (docs/api.md FD4701..FD4710) ----
  'batch.error.unreadable': '文件无法识别，请上传Excel文件（.xlsx），建议下载模板后填写',
  'batch.error.empty': '文件中没有可导入的数据，请在模板第2行起填写交易数据',
  'batch.error.tooManyRows': '单个文件最多导入{max}行交易数据，请拆分后分别导入',
  'batch.error.tooLarge': '文件过大，请上传不超过10MB的Excel文件',
  'batch.error.invalidRows': '文件中有{N}行数据有误，请修改后重新导入，或选择仅提交正确的数据',
  'batch.error.duplicateFile':
    '该文件已于{importedAt}导入并提交（批次号{batchSerialNo}），确认要再次提交吗？',
  'batch.error.importNotFound': '导入记录不存在或已失效，请重新导入',
  'batch.error.alreadyPlaced': '该文件已提交（批次号{batchSerialNo}），不能以不同的选项再次提交',
  'batch.error.nothingPlaceable': '没有可提交的交易数据',
  'batch.error.headerMismatch': '表头与模板不一致（{columns}），请下载最新模板填写',
  'batch.error.importBusy': '当前导入的文件较多，请稍后重新导入',
  'batch.error.headerMissing': '缺少列：{columns}',
  'batch.error.headerRepeated': '重复的列：{columns}',

  // ---- column headers of the template (the import also accepts the aliases in rules/batchSheet.ts) ----
  'batch.column.account': '账户',
  'batch.column.fundCode': '基金代码',
  'batch.column.amount': '申购金额(元)',
  'batch.column.shares': '赎回份额(份)',
  'batch.column.dividendMethod': '分红方式',
  'batch.column.remark': '备注',
  'batch.column.row': '整行',

  // ---- dividend method words (spec 02 §9: 0 reinvestment, 1 cash) ----
  'batch.dividend.0': '红利再投资',
  'batch.dividend.1': '现金红利',

  // ---- row messages ----
  'batch.row.formulaCell': '单元格含有公式，请改为直接填写数值后重新导入',
  'batch.row.mergedCell': '单元格为合并单元格，请取消合并后重新导入',
  'batch.row.dateCell': '单元格为日期格式，请填写{column}',
  'batch.row.unreadableCell': '单元格内容无法识别，请填写{column}',
  'batch.row.required': '请填写{column}',
  'batch.row.fundCodeFormat': '基金代码应为6位数字',
  'batch.row.dividendFormat': '分红方式应为“现金红利”或“红利再投资”',
  'batch.row.remarkTooLong': '备注不能超过{max}个字符',
  'batch.row.accountAmbiguous': '账户名称对应多个机构，请填写机构编号',
  'batch.row.fundNotRedeemable': '该基金当前不开放赎回',
  'batch.row.sharesInvalid': '请输入正确的份额',
  'batch.row.noHolding': '该账户未持有该基金，无可赎回份额',
  'batch.row.aboveAvailable': '赎回份额超过可用份额，当前可用份额为{available}份',
  'batch.row.duplicate': '与第{row}行重复（账户、基金代码、{what}均相同）',
  'batch.row.duplicate.amount': '金额',
  'batch.row.duplicate.shares': '份额',

  // ---- template (spec 02 §7 batch Excel; issue 4 "publish the template") ----
  'batch.template.fileName.purchase': '批量申购模板.xlsx',
  'batch.template.fileName.redemption': '批量赎回模板.xlsx',
  'batch.template.sheet.purchase': '批量申购',
  'batch.template.sheet.redemption': '批量赎回',
  'batch.template.sheet.help': '填写说明',
  'batch.template.help.column': '列名',
  'batch.template.help.required': '是否必填',
  'batch.template.help.rule': '填写要求',
  'batch.template.help.yes': '必填',
  'batch.template.help.no': '选填',
  'batch.template.help.conditional': '可空（导入时选择了默认账户时）',
  'batch.template.rule.account':
    '机构编号（8位数字）或机构全称，须为您有权操作的机构；为空时使用导入时选择的默认账户',
  'batch.template.rule.fundCode': '6位基金代码，请使用文本格式以保留开头的0',
  'batch.template.rule.amount':
    '单位元，最多2位小数；不低于起投金额，不超过单笔、日累计及单账户持仓上限（同一账户同一基金多行合计计算）',
  'batch.template.rule.shares':
    '单位份，最多2位小数；不超过该账户当前可用份额（同一账户同一基金多行合计计算）',
  'batch.template.rule.dividendMethod': '现金红利 或 红利再投资；为空时按基金默认方式',
  'batch.template.rule.remark': '最多{max}个字符',
  'batch.template.note.rows':
    '每行一笔交易，第1行为表头，请勿修改表头；单个文件最多{max}行，文件不超过10MB。',
  'batch.template.note.values':
    '请直接填写数值，不要使用公式、合并单元格或日期格式；全角数字和千分位逗号会自动识别。',
  'batch.template.note.duplicate':
    '账户、基金代码、金额（份额）完全相同的行视为重复，需修改后导入；同一文件再次提交需确认。',
  'batch.template.example.title': '填写示例（请在第一个工作表中填写，本页不会被导入）',
  'batch.template.example.remark': '一季度配置',

  // ---- result spreadsheet (spec 02 §7 batch Excel download) ----
  'batch.result.fileName': '批量交易结果_{org}_{time}.xlsx',
  'batch.result.sheet': '批量交易结果',
  'batch.result.col.rowNo': '行号',
  'batch.result.col.account': '账户',
  'batch.result.col.corpName': '机构名称',
  'batch.result.col.fundCode': '基金代码',
  'batch.result.col.fundName': '基金名称',
  'batch.result.col.amount': '申购金额(元)',
  'batch.result.col.shares': '赎回份额(份)',
  'batch.result.col.outcome': '结果',
  'batch.result.col.serialNo': '订单号',
  'batch.result.col.reason': '原因',
  'batch.result.outcome.placed': '成功',
  'batch.result.outcome.failed': '失败',
  'batch.result.outcome.cancelled': '已撤销',
  'batch.result.outcome.waiting': '处理中',
  'batch.result.outcome.skipped': '未提交',
  'batch.result.reason.cancelled': '批量交易已撤销，该笔未下单',

  // ---- order timeline and confirmation of redemptions ----
  'batch.event.redemptionConfirmed': '赎回已确认（确认净值{nav}，份额{shares}，到账金额{net}）',
  'batch.event.redemptionConfirmedSimulated':
    '赎回已确认（确认净值{nav}为模拟净值，份额{shares}，到账金额{net}）',
  'batch.event.redemptionFailed': '赎回失败：可用份额不足',
} as const;
