// The catalogue of the /flashCash screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    purpose: ['用途', 'Purpose'],
    provider: ['兑换渠道', 'Channel'],
    route_type: ['兑换类型', 'Route'],
    order_no: ['订单号', 'Order number'],
    receive_address: ['收币地址', 'Receiving address'],
    from_blockchain_id: ['兑出链', 'Paid on'],
    from_symbol: ['兑出币', 'Paid token'],
    from_amount: ['兑出数量', 'Paid amount'],
    to_blockchain_id: ['兑入链', 'Received on'],
    to_symbol: ['兑入币', 'Received token'],
    to_amount: ['兑入数量', 'Received amount'],
    fee_amount: ['手续费', 'Fee'],
    amount_usd: ['金额（USD）', 'Amount (USD)'],
    from_tx_hash: ['入账交易', 'Deposit transaction'],
    to_tx_hash: ['发币交易', 'Delivery transaction'],
    refund_tx_hash: ['退款交易', 'Refund transaction'],
    deposited_at: ['入账时间', 'Deposited'],
    swapped_at: ['兑换时间', 'Swapped'],
    paid_at: ['发币时间', 'Delivered'],
    refunded_at: ['退款时间', 'Refunded'],
    failed_at: ['失败时间', 'Failed'],
    swap_class_id: ['分类', 'Class'],
    swap_subclass_id: ['子分类', 'Subclass'],
    base_token_id: ['基础币', 'Base token'],
    quote_token_id: ['计价币', 'Quote token'],
    min_amount: ['最小数量', 'Minimum'],
    max_amount: ['最大数量', 'Maximum'],
    min_amount_usd: ['最小金额（USD）', 'Minimum (USD)'],
    max_amount_usd: ['最大金额（USD）', 'Maximum (USD)'],
  },
  swap_profit_account: {
    title: ['收益账户', 'Fee account'],
    fields: {
      name: ['账户名称', 'Account name'],
      address: ['收款地址', 'Receiving address'],
    },
    help: {
      address: ['该链上接收费用的地址，同一条链不可重复', 'The address that receives fees on the chain; once per chain'],
    },
  },
  swap_setting: {
    title: ['闪兑配置', 'Swap setting'],
    fields: {
      config_key: ['配置键', 'Key'],
      config_value: ['配置值', 'Value'],
      description: ['说明', 'Description'],
    },
    help: {
      config_key: [
        '小写字母、数字、点和下划线，例如 quote.ttl_seconds',
        'Lowercase letters, digits, dots and underscores, e.g. quote.ttl_seconds',
      ],
      config_value: ['保存后闪兑服务在一分钟内生效', 'The swap service applies it within a minute'],
    },
  },
  swap_order: {
    title: ['兑换订单', 'Swap order'],
    track: ['追踪', 'Track'],
    exportHint: [
      '导出符合当前筛选条件的全部订单（默认近 90 天）。',
      'Exports every order matching the filters (the last 90 days by default).',
    ],
  },
  swap_order_track: {
    title: ['订单追踪', 'Order tracking'],
    timeline: ['订单进度', 'Progress'],
    fields: {
      key: ['订单号 / 交易哈希 / 订单 ID', 'Order number / transaction hash / order ID'],
    },
    help: {
      key: [
        '粘贴用户提供的订单号、入账/发币/退款交易哈希或订单 ID',
        'Paste the order number, a deposit, delivery or refund hash, or the order ID the user gave',
      ],
    },
  },
  swap_config: {
    title: ['Swap 渠道', 'Swap channel'],
    fields: {
      router_address: ['路由合约', 'Router contract'],
      fee_bps: ['手续费（基点）', 'Fee (bps)'],
      slippage_bps: ['默认滑点（基点）', 'Default slippage (bps)'],
    },
    help: {
      fee_bps: ['1 基点 = 0.01%，最多 1000', '1 bp = 0.01%, at most 1000'],
      slippage_bps: ['App 默认建议的滑点，1 基点 = 0.01%', 'The slippage the app proposes, 1 bp = 0.01%'],
      router_address: ['同一条链上不可重复', 'Once per chain'],
    },
  },
  swap_class: {
    title: ['市场分类', 'Market class'],
    fields: {
      name: ['分类名称', 'Class name'],
    },
    subclasses: ['子分类', 'Subclasses'],
    help: {
      sort: ['数值越小越靠前', 'Lower comes first'],
    },
  },
  swap_subclass: {
    title: ['子分类', 'Subclass'],
    fields: {
      name: ['子分类名称', 'Subclass name'],
    },
    help: {
      name: ['同一分类下不可重复', 'Unique within its class'],
    },
  },
  swap_market: {
    title: ['Swap 市场', 'Swap market'],
    fields: {
      symbol: ['交易对', 'Pair'],
      price_precision: ['价格精度', 'Price decimals'],
    },
    classFirst: ['请先选择分类', 'Choose a class first'],
    help: {
      symbol: ['基础币/计价币，例如 ETH/USDT', 'BASE/QUOTE, e.g. ETH/USDT'],
      swap_subclass_id: ['只能选择所选分类下的子分类', 'Only subclasses of the chosen class'],
      min_amount: ['以基础币计', 'In the base token'],
    },
  },
  swap_bridge_token: {
    title: ['跨链桥代币', 'Bridge token'],
    fields: {
      blockchain_id: ['源链', 'Source chain'],
      to_address: ['目标链合约', 'Contract on destination'],
      bridge: ['跨链桥', 'Bridge'],
      estimated_minutes: ['预计到账（分钟）', 'Usual time (minutes)'],
    },
    help: {
      token_id: ['只能选择源链上的代币', 'Only tokens of the source chain'],
      fee_amount: ['每笔固定收取，以该代币计', 'Charged per transfer, in the token'],
    },
  },
  swap_market_hot_search_token: {
    title: ['市场热搜代币', 'Hot search token'],
    fields: {
      address: ['合约地址', 'Contract address'],
    },
  },
  swap_order_config: {
    title: ['兑换订单配置', 'Order rules'],
    fields: {
      confirmations: ['入账确认数', 'Deposit confirmations'],
      timeout_minutes: ['超时（分钟）', 'Timeout (minutes)'],
      auto_refund: ['失败自动退款', 'Refund failures automatically'],
      max_retries: ['发币重试次数', 'Delivery retries'],
      min_order_usd: ['最小订单（USD）', 'Smallest order (USD)'],
    },
    help: {
      confirmations: ['入账交易达到该区块确认数后才开始兑换', 'Blocks a deposit waits before the swap starts'],
      timeout_minutes: ['超过该时间未入账的订单过期', 'Orders not paid by then expire'],
    },
  },
  swap_daily_stat: {
    title: ['Transit 日报', 'Transit daily report'],
    fields: {
      day_at: ['日期', 'Day'],
      order_count: ['订单数', 'Orders'],
      success_count: ['成功数', 'Completed'],
      refund_count: ['退款数', 'Refunded'],
      user_count: ['用户数', 'Users'],
      volume_usd: ['交易额（USD）', 'Volume (USD)'],
      fee_usd: ['手续费（USD）', 'Fees (USD)'],
    },
    exportHint: [
      '按日期范围（默认近 90 天）和链导出 Transit 兑换日报。',
      'Exports the Transit daily report for the chosen days (the last 90 by default) and chain.',
    ],
  },
} satisfies GroupCatalogue;
