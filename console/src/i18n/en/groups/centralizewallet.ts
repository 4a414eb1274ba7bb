// English catalogue of the /centralizewallet screens (the same keys as ../../zh/groups/centralizewallet.ts).
const centralizewalletGroup = {
  fields: {
    uid: 'User number',
    nickname: 'Nickname',
    phone: 'Phone',
    kyc_level: 'Verification',
    total_usd: 'Total value (USD)',
    custody_user_id: 'User',
    custody_asset_id: 'Asset',
    value_usd: 'Value (USD)',
    currency_id: 'Currency',
    price: 'Price',
  },
  custody_user: { title: 'User assets' },
  custody_asset: {
    title: 'User asset list',
    open: 'Assets',
    fields: { symbol: 'Coin', address: 'Deposit address' },
  },
  custody_movement: {
    title: 'Asset details',
    open: 'Details',
    fields: { serial_no: 'Ledger number', kind: 'Kind', balance_after: 'Balance after' },
  },
  custody_token: { title: 'User token assets', open: 'Tokens', fields: { name: 'Token name', contract_address: 'Contract address' } },
  currency_hub: { title: 'Currency home' },
  currency: { title: 'Currency list', help: { code: 'The ISO 4217 code in three capital letters, such as USD' } },
  currency_language: { title: 'Currency names', fields: { name: 'Name in this language' } },
  currency_alert: {
    title: 'Currency alerts',
    fields: {
      name: 'Alert name',
      direction: 'Direction',
      threshold: 'Threshold (per 1 USD)',
      channel: 'Notify by',
      recipient: 'Recipient',
    },
    help: {
      threshold: 'Units of the currency for 1 US dollar, such as 7.30 for the yuan',
      recipient: 'An email address, a phone number, a Telegram chat id or a webhook URL',
    },
  },
  eth_gas_api: {
    title: 'ETH gas API',
    fields: {
      provider: 'Source',
      endpoint: 'Endpoint',
      backup_provider: 'Fallback source',
      backup_endpoint: 'Fallback endpoint',
      backup_api_key: 'Fallback API key',
      speed: 'Price tier withdrawals pay',
      refresh_seconds: 'Refresh every (seconds)',
      max_gwei: 'Highest gas price (Gwei)',
    },
    help: {
      api_key: 'Shown as its last 4 characters once saved; leave it as is to keep it',
      backup_api_key: 'Shown as its last 4 characters once saved; leave it as is to keep it',
    },
  },
  defi_info: {
    title: 'DeFi information',
    fields: { category: 'Type', tvl_usd: 'TVL (USD)', apy: 'APY (%)' },
  },
  defi_exchange: {
    title: 'DeFi exchange data',
    fields: {
      defi_info_id: 'DeFi protocol',
      volume_24h_usd: '24 h volume (USD)',
      liquidity_usd: 'Liquidity (USD)',
      fee_bps: 'Fee (basis points)',
    },
    help: { pair: 'BASE/QUOTE, such as ETH/USDT', fee_bps: '1 basis point = 0.01%: 30 is 0.3%' },
  },
};

export default centralizewalletGroup;
