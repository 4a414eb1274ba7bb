// Chinese catalogue of the /otc screens, merged under `screens` when the group's chunk loads (see ../../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
const otcGroup = {
  fields: {
    side: '买卖方向',
    fiat: '法币',
    min_amount: '最小金额',
    max_amount: '最大金额',
    fee_bps: '费率（基点）',
    otc_payment_id: '支付方式',
    otc_token_id: '代币',
    otc_merchant_id: '商户',
    order_no: '订单号',
  },
  otc_payment: {
    title: '支付方式',
    fields: { code: '编码', need_account: '需填付款账户' },
    help: { code: '小写字母、数字和下划线，App 与 OTC 服务按此识别，如 bank_card', need_account: '开启后买家付款时须填写付款账户' },
  },
  otc_payway: {
    title: '支付渠道',
    fields: { name: '渠道名称', provider: '服务商' },
    help: { fee_bps: '1 基点 = 0.01%，30 即 0.3%', max_amount: '以渠道法币计；0 表示不限' },
  },
  otc_token: {
    title: 'OTC代币',
    fields: { address: '合约地址', min_amount: '单笔最小数量', max_amount: '单笔最大数量' },
    help: {
      address: '按所选链的地址规则校验；原生币填 0xeeee…eeee',
      max_amount: '以代币计；0 表示不限',
      fee_bps: '1 基点 = 0.01%，10 即 0.1%',
    },
  },
  otc_order: {
    title: 'OTC订单',
    fields: {
      amount: '代币数量',
      price: '单价',
      total: '法币金额',
      fee: '服务费',
      paid_at: '付款时间',
      finished_at: '完成时间',
      remark: '取消/申诉原因',
    },
  },
  otc_day_stat: {
    title: '每日统计',
    fields: { day: '日期', orders: '下单数', count: '完成数', amount: '成交数量', fee: '服务费' },
  },
  otc_merchant: {
    title: '商户管理',
    fields: { name: '商户名称', country: '所在地区', contact_phone: '联系电话', deposit: '保证金（USDT）', remark: '内部备注' },
    help: { audit_remark: '驳回时必填，商户可见' },
  },
  otc_merchant_currency: {
    title: '商户币种',
    fields: { buy_price: '买入价', sell_price: '卖出价', min_amount: '单笔最小（法币）', max_amount: '单笔最大（法币）' },
    help: { buy_price: '用户向商户买入时每个代币的法币价格', sell_price: '用户向商户卖出时每个代币的法币价格', max_amount: '0 表示不限' },
  },
  otc_gas_account: {
    title: 'Gas首页',
    fields: { address: '付款地址', symbol: '原生币', alert_threshold: '告警阈值', gas_per_order: '每单赠送' },
    help: { balance: '由 Gas 服务定时读取链上余额写入', alert_threshold: '余额低于此值时通知运营' },
  },
  otc_gas_record: {
    title: 'Gas详情',
    fields: { otc_gas_account_id: 'Gas 账户', amount: '赠送数量' },
  },
  otc_gas_config: {
    title: 'Gas配置',
    fields: {
      enabled: '启用 Gas 赠送',
      min_order_total: '最低订单金额（USD）',
      daily_per_user: '每地址每日次数',
      retries: '失败重试次数',
      alert_email: '告警邮箱',
      notice_zh: '中文提示',
      notice_en: '英文提示',
    },
    help: { daily_per_user: '0 表示不限', min_order_total: '低于此金额的订单不赠送 Gas' },
  },
};

export default otcGroup;
