// The catalogue of the /otc screens, merged under `screens` when the group's chunk loads (see ../../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    side: ['买卖方向', 'Buy or sell'],
    fiat: ['法币', 'Fiat'],
    min_amount: ['最小金额', 'Minimum'],
    max_amount: ['最大金额', 'Maximum'],
    fee_bps: ['费率（基点）', 'Fee (bps)'],
    otc_payment_id: ['支付方式', 'Payment method'],
    otc_token_id: ['代币', 'Token'],
    otc_merchant_id: ['商户', 'Merchant'],
    order_no: ['订单号', 'Order no.'],
  },
  otc_payment: {
    title: ['支付方式', 'Payment methods'],
    fields: {
      code: ['编码', 'Code'],
      need_account: ['需填付款账户', 'Payer account required'],
    },
    help: {
      code: [
        '小写字母、数字和下划线，App 与 OTC 服务按此识别，如 bank_card',
        'Lower-case letters, digits and underscores; the app and the OTC service know the method by it (bank_card)',
      ],
      need_account: ['开启后买家付款时须填写付款账户', 'When on, buyers must name the account they pay from'],
    },
  },
  otc_payway: {
    title: ['支付渠道', 'Payment channels'],
    fields: {
      name: ['渠道名称', 'Channel name'],
      provider: ['服务商', 'Provider'],
    },
    help: {
      fee_bps: ['1 基点 = 0.01%，30 即 0.3%', '1 basis point = 0.01%: 30 is 0.3%'],
      max_amount: ['以渠道法币计；0 表示不限', 'In the channel’s fiat; 0 for no limit'],
    },
  },
  otc_token: {
    title: ['OTC代币', 'OTC tokens'],
    fields: {
      address: ['合约地址', 'Contract address'],
      min_amount: ['单笔最小数量', 'Minimum per order'],
      max_amount: ['单笔最大数量', 'Maximum per order'],
    },
    help: {
      address: [
        '按所选链的地址规则校验；原生币填 0xeeee…eeee',
        'Checked with the chosen chain’s address rule; a native coin is 0xeeee…eeee',
      ],
      max_amount: ['以代币计；0 表示不限', 'In the token; 0 for no limit'],
      fee_bps: ['1 基点 = 0.01%，10 即 0.1%', '1 basis point = 0.01%: 10 is 0.1%'],
    },
  },
  otc_order: {
    title: ['OTC订单', 'OTC orders'],
    fields: {
      amount: ['代币数量', 'Token amount'],
      price: ['单价', 'Price'],
      total: ['法币金额', 'Fiat total'],
      fee: ['服务费', 'Service fee'],
      paid_at: ['付款时间', 'Paid at'],
      finished_at: ['完成时间', 'Finished at'],
      remark: ['取消/申诉原因', 'Cancellation or appeal reason'],
    },
  },
  otc_day_stat: {
    title: ['每日统计', 'Daily statistics'],
    fields: {
      day: ['日期', 'Day'],
      orders: ['下单数', 'Orders placed'],
      count: ['完成数', 'Completed'],
      amount: ['成交数量', 'Amount traded'],
      fee: ['服务费', 'Service fees'],
    },
  },
  otc_merchant: {
    title: ['商户管理', 'Merchants'],
    fields: {
      name: ['商户名称', 'Merchant name'],
      country: ['所在地区', 'Region'],
      contact_phone: ['联系电话', 'Contact phone'],
      deposit: ['保证金（USDT）', 'Deposit (USDT)'],
      remark: ['内部备注', 'Internal note'],
    },
    help: {
      audit_remark: ['驳回时必填，商户可见', 'Required to reject; the merchant sees it'],
    },
  },
  otc_merchant_currency: {
    title: ['商户币种', 'Merchant currencies'],
    fields: {
      buy_price: ['买入价', 'Buy price'],
      sell_price: ['卖出价', 'Sell price'],
      min_amount: ['单笔最小（法币）', 'Minimum (fiat)'],
      max_amount: ['单笔最大（法币）', 'Maximum (fiat)'],
    },
    help: {
      buy_price: ['用户向商户买入时每个代币的法币价格', 'Fiat per token when a user buys from the merchant'],
      sell_price: ['用户向商户卖出时每个代币的法币价格', 'Fiat per token when a user sells to the merchant'],
      max_amount: ['0 表示不限', '0 for no limit'],
    },
  },
  otc_gas_account: {
    title: ['Gas首页', 'Gas overview'],
    fields: {
      address: ['付款地址', 'Paying address'],
      symbol: ['原生币', 'Native coin'],
      alert_threshold: ['告警阈值', 'Alert threshold'],
      gas_per_order: ['每单赠送', 'Gas per order'],
    },
    help: {
      balance: ['由 Gas 服务定时读取链上余额写入', 'Written by the gas service from the chain'],
      alert_threshold: ['余额低于此值时通知运营', 'Operators are alerted below it'],
    },
  },
  otc_gas_record: {
    title: ['Gas详情', 'Gas records'],
    fields: {
      otc_gas_account_id: ['Gas 账户', 'Gas account'],
      amount: ['赠送数量', 'Gas sent'],
    },
  },
  otc_gas_config: {
    title: ['Gas配置', 'Gas config'],
    fields: {
      enabled: ['启用 Gas 赠送', 'Send gas to buyers'],
      min_order_total: ['最低订单金额（USD）', 'Smallest order (USD)'],
      daily_per_user: ['每地址每日次数', 'Orders per address a day'],
      retries: ['失败重试次数', 'Retries'],
      alert_email: ['告警邮箱', 'Alert email'],
      notice_zh: ['中文提示', 'Chinese notice'],
      notice_en: ['英文提示', 'English notice'],
    },
    help: {
      daily_per_user: ['0 表示不限', '0 for no limit'],
      min_order_total: ['低于此金额的订单不赠送 Gas', 'Orders below it get no gas'],
    },
  },
} satisfies GroupCatalogue;
