/**
 * Messages of the headless automation toolkit (issue 18): the OpenAPI reference page and document texts,
 * `funddesk api` and `funddesk smoke --browser`. Part of the zh-CN catalogue (zh-CN.ts) and of the CLI's
 * light catalogue (cliEntry.ts).
 */
export const automationMessages = {
  // ---- OpenAPI document and reference page (issue 18 §2) ----
  'openapi.title': 'FundDesk 网关接口',
  'openapi.page.title': 'FundDesk 网关接口参考',
  'openapi.description': [
    'FundDesk 网关契约（由 zod 契约生成）。每个调用可直接 POST/GET 到其路径，也可经中转端点 {transferPath} 以中转信封调用：',
    'serviceName 为服务前缀（如 mutual-fund-product），methodType 为调用路径（如 pc/ins/fund/detail），paramMap 为请求体。',
    '应答均为信封 { header: { retCode, retMessage }, body }，retCode 为 0000 表示成功；业务拒绝为 HTTP 200 加错误码。',
    '请求头：Authorization: Bearer <token>（登录后）、x-gno（所选机构编号）、x-channel-source（PC）、x-sub-channel（JGT 或 SK）。',
    '加密字段（x-encrypted: rsa-1024-pkcs1v15-base64-chunks）：先调用 secretNonce 取得一次性 nonce 与服务器时间，',
    '明文为 fd1|nonce|服务器时间毫秒|原文；用 publicKey 返回的 1024 位 RSA 公钥以 PKCS#1 v1.5 分块加密（按 UTF-8 每块至多 117 字节），',
    '各块 base64 后以英文逗号连接。',
  ].join('\n'),
  'openapi.field.encrypted':
    'RSA 加密字段：明文 fd1|nonce|服务器时间毫秒|原文（nonce 来自 secretNonce，一次性），以 1024 位公钥 PKCS#1 v1.5 按 117 字节分块加密，各块 base64 以逗号连接',
  'openapi.auth.public': '无需登录',
  'openapi.auth.session': '需要登录（Bearer token）',
  'openapi.auth.group': '需要登录并选择机构（Bearer token 与 x-gno）',
  'openapi.privilege': '所需权限：{privilege}',
  'openapi.transfer': '中转调用：serviceName={serviceName}，methodType={methodType}',
  'openapi.transferEndpoint': '中转端点：以中转信封调用任一调用',
  'openapi.download': '文件下载：成功时为文件本身，失败时为带错误码的信封',
  'openapi.upload': '文件上传（multipart/form-data，文件字段名 file，至多 {maxMb} MB）',
  'openapi.response.ok': '信封：retCode 0000 为成功，其他为业务拒绝（见错误码目录）',
  'openapi.response.badRequest': '请求不符合契约（FD2000）',
  'openapi.response.unauthorized': '未登录或登录已过期（FD0401）',
  'openapi.response.notFound': '接口不存在（FD0404）',
  'openapi.response.tooLarge': '请求体过大',
  'openapi.response.rateLimited': '请求过于频繁（FD2002）',
  'openapi.response.internal': '服务器内部错误（FD5000）',
  'openapi.response.file': '文件',

  // ---- funddesk api (issue 18 §3) ----
  'cli.command.api':
    '按名称调用任一网关契约调用（使用已保存的登录信息，自动加密标记字段），以 JSON 输出应答信封',
  'cli.api.argument.call': '调用名称（如 fundSearch；见 docs/openapi.json 的 operationId）',
  'cli.api.option.data': '请求体 JSON（默认为 {}）',
  'cli.api.help.examples': [
    '示例：',
    '  $ funddesk api fundSearch --data \'{"keyword":"华夏","page":0,"size":5}\'',
    '  $ funddesk api addCartNumInfo',
    '  $ funddesk api publicKey --env sit',
    '',
    '请求先按契约校验，不合法时不发送任何请求；标记为加密的字段（如 password）以明文给出，由命令加密。',
  ].join('\n'),
  'cli.api.help.exitCodes': [
    '退出码：',
    '  0    应答 retCode 为 0000',
    '  1    网关返回业务错误码（信封仍输出到标准输出）',
    '  2    调用名称不存在，或 --data 不是 JSON 或不符合契约（不发送请求）',
    '  3    未登录、登录已过期或无权限',
    '  4    网络错误或超时',
  ].join('\n'),
  'cli.api.error.unknownCall': '未知的调用名称：{name}（可用名称见 docs/openapi.json 的 operationId）',
  'cli.api.error.badJson': '--data 不是合法的 JSON：{message}',
  'cli.api.error.schema': '请求不符合 {name} 的契约：{issues}',
  /** A failed call: the envelope's message (its code is shown in brackets). */
  'cli.api.failed': '{message}',
  'cli.api.error.notACall':
    '{name} 是文件下载或上传，请使用对应的命令（statements download、batch import 等）',

  // ---- funddesk smoke --browser (issue 18 §4) ----
  'cli.smoke.option.browser':
    '同时用无头浏览器（系统 chromium）检查页面：登录、搜索基金、基金详情、加入并移出购物车、待处理交易、资产概览，两个版本各一遍',
  'cli.smoke.option.chromium':
    'chromium 可执行文件路径（默认 /usr/bin/chromium，或环境变量 FUNDDESK_CHROMIUM）',
  'cli.smoke.browser.check.login': '页面登录（{user}）',
  'cli.smoke.browser.check.search': '页面搜索基金（{keyword}）',
  'cli.smoke.browser.check.detail': '页面基金详情（{fundId}）',
  'cli.smoke.browser.check.cart': '页面加入并移出购物车',
  'cli.smoke.browser.check.pending': '页面待处理交易',
  'cli.smoke.browser.check.assets': '页面资产概览',
  'cli.smoke.browser.detail.ok': '{url}',
  'cli.smoke.browser.fail.selector': '页面未出现预期元素 {selector}（{url}）',
  'cli.smoke.browser.screenshot': '截图：{file}',
  /** A failed screen: what went wrong, then where its screenshot is. */
  'cli.smoke.browser.failed': '{message}。{screenshot}',
  'cli.smoke.browser.fail.answer': '页面请求 {call} 失败 [{code}] {message}',
  'cli.smoke.error.chromiumMissing':
    '未找到 chromium（{path}）。请先安装：apt-get install -y chromium，或用 --chromium / FUNDDESK_CHROMIUM 指定路径',
  'cli.smoke.help.browser': [
    '页面检查（--browser）：',
    '  $ FUNDDESK_USER=op01 FUNDDESK_PASSWORD=… FUNDDESK_SK_USER=sk01 funddesk smoke --browser --junit out.xml',
    '  使用系统 chromium（不下载浏览器）；机构版以 FUNDDESK_USER 登录，企业司库版以 FUNDDESK_SK_USER（默认 sk01）登录，密码相同。',
    '  失败的页面截图保存在 JUnit 文件旁（未指定 --junit 时保存在当前目录）。',
    '  未找到 chromium 时退出码 2；服务未启动时第一项检查即失败，其余检查跳过，退出码 4。',
  ].join('\n'),
} as const;
