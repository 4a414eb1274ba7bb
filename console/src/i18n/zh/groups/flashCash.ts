// Chinese catalogue of the /flashCash screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, the timeline's step names and the group's enums (as the contract's
// x-enum-labels), then one section per screen key.
const flashCashGroup = {
  fields: {
    purpose: '用途', provider: '兑换渠道', route_type: '兑换类型', order_no: '订单号', user_address: '用户地址', receive_address: '收币地址',
    from_blockchain_id: '兑出链', from_symbol: '兑出币', from_amount: '兑出数量', to_blockchain_id: '兑入链', to_symbol: '兑入币', to_amount: '兑入数量',
    fee_amount: '手续费', amount_usd: '金额（USD）', from_tx_hash: '入账交易', to_tx_hash: '发币交易', refund_tx_hash: '退款交易',
    deposited_at: '入账时间', swapped_at: '兑换时间', paid_at: '发币时间', refunded_at: '退款时间', failed_at: '失败时间', fail_reason: '失败原因',
    swap_class_id: '分类', swap_subclass_id: '子分类', name_en: '英文名称', token_id: '代币 ID', base_token_id: '基础币 ID', quote_token_id: '计价币 ID',
    min_amount: '最小数量', max_amount: '最大数量', min_amount_usd: '最小金额（USD）', max_amount_usd: '最大金额（USD）',
  },
  enums: {
    SwapOrderStep: { created: '下单', deposited: '收到入账', swapped: '兑换完成', paid: '已发币', refunded: '已退款', failed: '兑换失败', expired: '超时未付' },
    SwapStepState: { done: '已完成', pending: '未到达', failed: '失败' },
    SwitchStatus: { 0: '启用', 1: '停用' },
    ProfitPurpose: { 0: '兑换手续费', 1: '跨链桥费', 2: 'Gas 垫付' },
    SwapRouteType: { 0: '同链兑换', 1: '跨链兑换' },
    SwapOrderStatus: { 0: '待入账', 1: '兑换中', 2: '已完成', 3: '已退款', 4: '失败', 5: '已过期' },
  },
  swap_profit_account: { title: '收益账户', fields: { name: '账户名称', address: '收款地址' }, help: { address: '该链上接收费用的地址，同一条链不可重复' } },
  swap_setting: {
    title: '闪兑配置', fields: { config_key: '配置键', config_value: '配置值', description: '说明' },
    help: { config_key: '小写字母、数字、点和下划线，例如 quote.ttl_seconds', config_value: '保存后闪兑服务在一分钟内生效' },
  },
  swap_order: { title: '兑换订单', track: '追踪', exportHint: '导出符合当前筛选条件的全部订单（默认近 90 天）。' },
  swap_order_track: {
    title: '订单追踪', timeline: '订单进度', fields: { key: '订单号 / 交易哈希 / 订单 ID' },
    help: { key: '粘贴用户提供的订单号、入账/发币/退款交易哈希或订单 ID' },
  },
  swap_config: {
    title: 'Swap 渠道', fields: { router_address: '路由合约', fee_bps: '手续费（基点）', slippage_bps: '默认滑点（基点）' },
    help: { fee_bps: '1 基点 = 0.01%，最多 1000', slippage_bps: 'App 默认建议的滑点，1 基点 = 0.01%', router_address: '同一条链上不可重复' },
  },
  swap_class: { title: '市场分类', fields: { name: '分类名称' }, subclasses: '子分类', help: { sort: '数值越小越靠前' } },
  swap_subclass: { title: '子分类', fields: { name: '子分类名称' }, help: { name: '同一分类下不可重复' } },
  swap_market: {
    title: 'Swap 市场', fields: { symbol: '交易对', price_precision: '价格精度' }, classFirst: '请先选择分类',
    help: { symbol: '基础币/计价币，例如 ETH/USDT', swap_subclass_id: '只能选择所选分类下的子分类', min_amount: '以基础币计' },
  },
  swap_bridge_token: {
    title: '跨链桥代币', fields: { to_address: '目标链合约', bridge: '跨链桥', estimated_minutes: '预计到账（分钟）' },
    help: { token_id: '源链（以太坊）代币在代币列表中的 ID', fee_amount: '每笔固定收取，以该代币计' },
  },
  swap_market_hot_search_token: { title: '市场热搜代币', fields: { address: '合约地址' } },
  swap_order_config: {
    title: '兑换订单配置',
    fields: { confirmations: '入账确认数', timeout_minutes: '超时（分钟）', auto_refund: '失败自动退款', max_retries: '发币重试次数', min_order_usd: '最小订单（USD）' },
    help: { confirmations: '入账交易达到该区块确认数后才开始兑换', timeout_minutes: '超过该时间未入账的订单过期' },
  },
  swap_daily_stat: {
    title: 'Transit 日报',
    fields: { day_at: '日期', order_count: '订单数', success_count: '成功数', refund_count: '退款数', user_count: '用户数', volume_usd: '交易额（USD）', fee_usd: '手续费（USD）' },
    exportHint: '按日期范围（默认近 90 天）和链导出 Transit 兑换日报。',
  },
};

export default flashCashGroup;
