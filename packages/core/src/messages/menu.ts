/**
 * Titles of the server's menu tree (spec 01 §2.2, 02 §2, 03 §2), keyed by the menu path with `menu.` in
 * front. Part of the zh-CN catalogue (see zh-CN.ts); the server builds the menu from these keys
 * (packages/server/src/auth/privileges.ts). Titles are the spec's Chinese where it gives them.
 */
export const menuMessages = {
  'menu.home': '首页',
  'menu.home.index': '首页',
  'menu.product': '产品中心',
  'menu.product.publicIndex': '公募基金',
  /** spec 03 §2 privatefundSupermarket 'private securities', privatefundDetail (issue 13 §3) */
  'menu.product.privatefundSupermarket': '私募证券',
  'menu.product.privatefundDetail': '私募产品详情',
  /** spec 02 §2 /private-account chooseType (investor qualification), questionnaire (issue 13 §2) */
  'menu.privateAccount.chooseType': '投资者认定',
  'menu.privateAccount.questionnaire': '合格投资者认定问卷',
  'menu.product.fundDetail': '基金详情',
  'menu.product.announcement': '平台公告',
  'menu.product.solution': '配置方案',
  'menu.product.selectRules': '了解选基规则',
  'menu.product.scaleRank': '基金规模排行',
  'menu.product.fundValue': '基金估值',
  'menu.fundTools': '基金工具',
  'menu.fundTools.customizeFund': '我的自选',
  'menu.fundTools.fundCompare': '基金比较',
  'menu.fundTools.ratioCompare': '费率比较',
  'menu.fundTools.bonusFund': '基金分红',
  'menu.fundTools.riskMonitor': '持仓风险监控',
  'menu.fundTools.fundQuotes': '基金行情',
  'menu.fundTools.combineFund': '模拟组合',
  'menu.fundTools.combineFundEdit': '编辑组合',
  'menu.fundTools.analysis': '公募资产分析',
  'menu.trade': '交易管理',
  'menu.trade.publicOfferingOrder': '公募交易',
  'menu.trade.stayTrade': '待处理交易',
  'menu.trade.multiBuy': '批量申购',
  'menu.trade.multiSell': '批量赎回',
  'menu.trade.separateBill': '货币基金智能拆单',
  /** spec 02 §2 /private-trade (private buy, reservation sell, success pages, e-contract) and the private deal routes (issue 13 §4) */
  'menu.privateTrade.buyIn': '私募预约',
  'menu.privateTrade.sell': '私募赎回',
  'menu.privateTrade.buySuccess': '预约成功',
  'menu.privateTrade.sellSuccess': '赎回申请成功',
  'menu.privateTrade.agreement': '确认电子合同',
  'menu.trade.payment': '确认付款方式',
  'menu.trade.privatefundSubscriptionDetail': '私募认购详情',
  'menu.trade.privatefundRedemptionDetail': '私募赎回详情',
  'menu.trade.privatefundOtherDetail': '私募交易详情',
  'menu.trade.privateRefund': '私募退款',
  /** spec 03 §2: /asset is 账户资产 in the institution (red) variant */
  'menu.asset': '账户资产',
  /** spec 03 §2: /asset is 我的资产 in the enterprise (orange) variant */
  'menu.asset.enterprise': '我的资产',
  'menu.asset.index': '资产概览',
  /** spec 02 §2 /private-asset/privatePositionDetails (issue 13 §4) */
  'menu.asset.privatePositionDetails': '私募持仓',
  'menu.dataService': '数据服务',
  'menu.dataService.tradeRecord': '交易记录',
  'menu.dataService.statementsList': '对账单',
  /** issue 13 §4 /dataService/tradeReminder */
  'menu.dataService.tradeReminder': '交易提醒',
  'menu.permissionMgt': '权限管理',
  'menu.permissionMgt.userManage': '账号管理',
  'menu.permissionMgt.roleManage': '角色权限',
  'menu.account': '账户管理',
  'menu.account.enterpriseInformation': '机构信息',
  /** FundDesk: the administrator's review of qualified-investor applications (issue 13 §2) */
  'menu.account.qualificationReview': '投资者认定审核',
  'menu.account.doubleRecordReview': '双录审核',
  /** spec 03 §2 account management: riskResult, riskQuestions, crs, crsDetail, hosting, setHosting (issue 15 §4) */
  'menu.account.riskResult': '风险测评',
  'menu.account.riskQuestions': '风险测评问卷',
  'menu.account.crs': '税收居民身份声明',
  'menu.account.crsDetail': '税收居民身份声明详情',
  'menu.account.hosting': '托管账户',
  'menu.account.setHosting': '设置托管账户',
  /** spec 03 §2 orgProductManage (managers only), productEdit */
  'menu.account.orgProductManage': '产品管理',
  'menu.account.productEdit': '编辑产品信息',
  /** FundDesk: the back office's decisions on openings and changes (issue 15 §2) */
  'menu.backOffice': '运营后台',
  'menu.account.changeOrgInfo': '机构信息变更',
  'menu.account.changeOfManager': '经办人变更',
  'menu.account.infoChangeResult': '机构信息变更结果',
  'menu.account.managerResult': '经办人变更结果',
  'menu.backOffice.orgReview': '开户及变更审核',
  'menu.backOffice.tradeInfo': '私募交易信息维护',
  'menu.cockpit': '驾驶舱报表',
  'menu.cockpit.dataCockpit': '数据驾驶舱',
  'menu.cockpit.affiliatedOrg': '关联机构',
  'menu.user': '个人中心',
  'menu.user.userInfo': '个人信息',
  /** spec 01 §2.2 /user/idCardHome, menu card_record (issue 15 §1) */
  'menu.user.idCardHome': '身份证影像',
  'menu.user.password': '密码管理',
} as const;
