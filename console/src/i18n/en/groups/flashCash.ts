// English catalogue of the /flashCash screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, the timeline's step names and the group's enums, then one section per screen key.
const flashCash = {
  fields: {
    purpose: 'Purpose', provider: 'Channel', route_type: 'Route', order_no: 'Order number', user_address: 'User address', receive_address: 'Receiving address',
    from_blockchain_id: 'Paid on', from_symbol: 'Paid token', from_amount: 'Paid amount', to_blockchain_id: 'Received on', to_symbol: 'Received token', to_amount: 'Received amount',
    fee_amount: 'Fee', amount_usd: 'Amount (USD)', from_tx_hash: 'Deposit transaction', to_tx_hash: 'Delivery transaction', refund_tx_hash: 'Refund transaction',
    deposited_at: 'Deposited', swapped_at: 'Swapped', paid_at: 'Delivered', refunded_at: 'Refunded', failed_at: 'Failed', fail_reason: 'Failure reason',
    swap_class_id: 'Class', swap_subclass_id: 'Subclass', name_en: 'English name', token_id: 'Token ID', base_token_id: 'Base token ID', quote_token_id: 'Quote token ID',
    min_amount: 'Minimum', max_amount: 'Maximum', min_amount_usd: 'Minimum (USD)', max_amount_usd: 'Maximum (USD)',
  },
  enums: {
    SwapOrderStep: { created: 'Ordered', deposited: 'Deposit received', swapped: 'Swapped', paid: 'Delivered', refunded: 'Refunded', failed: 'Failed', expired: 'Expired unpaid' },
    SwapStepState: { done: 'Done', pending: 'Not yet', failed: 'Failed' },
    SwitchStatus: { 0: 'On', 1: 'Off' },
    ProfitPurpose: { 0: 'Swap fees', 1: 'Bridge fees', 2: 'Gas payer' },
    SwapRouteType: { 0: 'Same chain', 1: 'Cross-chain' },
    SwapOrderStatus: { 0: 'Awaiting deposit', 1: 'Swapping', 2: 'Completed', 3: 'Refunded', 4: 'Failed', 5: 'Expired' },
  },
  swap_profit_account: { title: 'Fee account', fields: { name: 'Account name', address: 'Receiving address' }, help: { address: 'The address that receives fees on the chain; once per chain' } },
  swap_setting: {
    title: 'Swap setting', fields: { config_key: 'Key', config_value: 'Value', description: 'Description' },
    help: { config_key: 'Lowercase letters, digits, dots and underscores, e.g. quote.ttl_seconds', config_value: 'The swap service applies it within a minute' },
  },
  swap_order: { title: 'Swap order', track: 'Track', exportHint: 'Exports every order matching the filters (the last 90 days by default).' },
  swap_order_track: {
    title: 'Order tracking', timeline: 'Progress', fields: { key: 'Order number / transaction hash / order ID' },
    help: { key: 'Paste the order number, a deposit, delivery or refund hash, or the order ID the user gave' },
  },
  swap_config: {
    title: 'Swap channel', fields: { router_address: 'Router contract', fee_bps: 'Fee (bps)', slippage_bps: 'Default slippage (bps)' },
    help: { fee_bps: '1 bp = 0.01%, at most 1000', slippage_bps: 'The slippage the app proposes, 1 bp = 0.01%', router_address: 'Once per chain' },
  },
  swap_class: { title: 'Market class', fields: { name: 'Class name' }, subclasses: 'Subclasses', help: { sort: 'Lower comes first' } },
  swap_subclass: { title: 'Subclass', fields: { name: 'Subclass name' }, help: { name: 'Unique within its class' } },
  swap_market: {
    title: 'Swap market', fields: { symbol: 'Pair', price_precision: 'Price decimals' }, classFirst: 'Choose a class first',
    help: { symbol: 'BASE/QUOTE, e.g. ETH/USDT', swap_subclass_id: 'Only subclasses of the chosen class', min_amount: 'In the base token' },
  },
  swap_bridge_token: {
    title: 'Bridge token', fields: { to_address: 'Contract on destination', bridge: 'Bridge', estimated_minutes: 'Usual time (minutes)' },
    help: { token_id: 'The ID of the source (Ethereum) token in the token list', fee_amount: 'Charged per transfer, in the token' },
  },
  swap_market_hot_search_token: { title: 'Hot search token', fields: { address: 'Contract address' } },
  swap_order_config: {
    title: 'Order rules',
    fields: { confirmations: 'Deposit confirmations', timeout_minutes: 'Timeout (minutes)', auto_refund: 'Refund failures automatically', max_retries: 'Delivery retries', min_order_usd: 'Smallest order (USD)' },
    help: { confirmations: 'Blocks a deposit waits before the swap starts', timeout_minutes: 'Orders not paid by then expire' },
  },
  swap_daily_stat: {
    title: 'Transit daily report',
    fields: { day_at: 'Day', order_count: 'Orders', success_count: 'Completed', refund_count: 'Refunded', user_count: 'Users', volume_usd: 'Volume (USD)', fee_usd: 'Fees (USD)' },
    exportHint: 'Exports the Transit daily report for the chosen days (the last 90 by default) and chain.',
  },
};

export default flashCash;
