// English catalogue of the /exchange screens (the same keys as ../../zh/groups/exchange.ts).
const exchangeGroup = {
  fields: {
    campaign_id: 'Campaign',
    rank: 'Rank',
    from_account: 'From account',
    to_account: 'To account',
    user_uid: 'User UID',
    market: 'Market',
    fee: 'Fee',
    day: 'Date',
  },
  exchange_overview: {
    title: 'Exchange overview',
    fields: {
      kyc_pending: 'KYC waiting for review',
      campaigns_running: 'Campaigns in progress',
      rewards_unpaid: 'Unpaid rewards',
      rewards_unpaid_amount: 'Unpaid rewards (USDT)',
      trades_today: 'Trades today',
      volume_today: 'Volume today (USDT)',
      deposits_7d: 'Deposits, last 7 days (USDT)',
      withdrawals_7d: 'Withdrawals, last 7 days (USDT)',
    },
  },
  exchange_kyc: {
    title: 'Overseas KYC',
    fields: {
      real_name: 'Name',
      id_type: 'Document',
      id_number: 'Document number',
      id_front_image: 'Document front',
      id_back_image: 'Document back',
      selfie_image: 'Selfie with document',
      remark: 'Review remark',
      reviewed_at: 'Reviewed at',
      reviewed_by: 'Reviewed by',
    },
    help: { remark: 'Required to reject; shown to the user' },
  },
  exchange_campaign: {
    title: 'Trading campaigns',
    fields: {
      name: 'Campaign name',
      reward_pool: 'Reward pool (USDT)',
      min_volume: 'Minimum volume (USDT)',
      winners: 'Rewarded ranks',
      rules: 'Rules',
    },
    help: { status: 'Set by operations or the campaign service at the start and end times', winners: 'The top N users are rewarded' },
  },
  exchange_rank: {
    title: 'Campaign ranking',
    fields: { trade_count: 'Trades', volume: 'Volume (USDT)' },
  },
  exchange_liquidation: {
    title: 'Liquidations',
    fields: {
      side: 'Side',
      leverage: 'Leverage',
      quantity: 'Position size',
      entry_price: 'Entry price',
      liquidation_price: 'Liquidation price',
      loss: 'Loss (USDT)',
      created_at: 'Liquidated at',
    },
  },
  exchange_reward: {
    title: 'Campaign rewards',
    pay: 'Pay rewards',
    fields: { amount: 'Reward (USDT)', paid_at: 'Paid at', paid_by: 'Paid by' },
  },
  exchange_asset: { title: 'User assets', fields: { symbol: 'Coin', available: 'Available' } },
  exchange_deposit: {
    title: 'Deposits and withdrawals',
    fields: { amount: 'Amount', symbol: 'Coin', direction: 'Type', created_at: 'Time' },
  },
  exchange_transfer: {
    title: 'Transfer log',
    fields: { amount: 'Amount', symbol: 'Coin', operator: 'Operator', created_at: 'Time' },
  },
  exchange_transfer_form: {
    title: 'Internal transfer',
    submit: 'Transfer',
    done: 'Transferred',
    fields: { amount: 'Amount', symbol: 'Coin', password: 'Your password' },
    help: { amount: 'In the coin, for example 1000.5', password: 'A transfer asks for your sign-in password' },
  },
  exchange_stat_trade: { title: 'Trading statistics', fields: { count: 'Trades', amount: 'Volume (USDT)', fee: 'Fees (USDT)' } },
  exchange_stat_reward: { title: 'Reward statistics', fields: { count: 'Rewards paid', amount: 'Amount paid (USDT)' } },
  exchange_stat_assets: {
    title: 'Asset statistics',
    fields: { symbol: 'Coin', count: 'Deposits and withdrawals', amount: 'Deposits', fee: 'Withdrawals' },
  },
};

export default exchangeGroup;
