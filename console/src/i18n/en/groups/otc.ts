// English catalogue of the /otc screens (same keys as ../../zh/groups/otc.ts).
const otcGroup = {
  fields: {
    side: 'Buy or sell',
    fiat: 'Fiat',
    min_amount: 'Minimum',
    max_amount: 'Maximum',
    fee_bps: 'Fee (bps)',
    otc_payment_id: 'Payment method',
    otc_token_id: 'Token',
    otc_merchant_id: 'Merchant',
    order_no: 'Order no.',
  },
  otc_payment: {
    title: 'Payment methods',
    fields: { code: 'Code', need_account: 'Payer account required' },
    help: {
      code: 'Lower-case letters, digits and underscores; the app and the OTC service know the method by it (bank_card)',
      need_account: 'When on, buyers must name the account they pay from',
    },
  },
  otc_payway: {
    title: 'Payment channels',
    fields: { name: 'Channel name', provider: 'Provider' },
    help: { fee_bps: '1 basis point = 0.01%: 30 is 0.3%', max_amount: 'In the channel’s fiat; 0 for no limit' },
  },
  otc_token: {
    title: 'OTC tokens',
    fields: { address: 'Contract address', min_amount: 'Minimum per order', max_amount: 'Maximum per order' },
    help: {
      address: 'Checked with the chosen chain’s address rule; a native coin is 0xeeee…eeee',
      max_amount: 'In the token; 0 for no limit',
      fee_bps: '1 basis point = 0.01%: 10 is 0.1%',
    },
  },
  otc_order: {
    title: 'OTC orders',
    fields: {
      amount: 'Token amount',
      price: 'Price',
      total: 'Fiat total',
      fee: 'Service fee',
      paid_at: 'Paid at',
      finished_at: 'Finished at',
      remark: 'Cancellation or appeal reason',
    },
  },
  otc_day_stat: {
    title: 'Daily statistics',
    fields: { day: 'Day', orders: 'Orders placed', count: 'Completed', amount: 'Amount traded', fee: 'Service fees' },
  },
  otc_merchant: {
    title: 'Merchants',
    fields: {
      name: 'Merchant name',
      country: 'Region',
      contact_phone: 'Contact phone',
      deposit: 'Deposit (USDT)',
      remark: 'Internal note',
    },
    help: { audit_remark: 'Required to reject; the merchant sees it' },
  },
  otc_merchant_currency: {
    title: 'Merchant currencies',
    fields: { buy_price: 'Buy price', sell_price: 'Sell price', min_amount: 'Minimum (fiat)', max_amount: 'Maximum (fiat)' },
    help: {
      buy_price: 'Fiat per token when a user buys from the merchant',
      sell_price: 'Fiat per token when a user sells to the merchant',
      max_amount: '0 for no limit',
    },
  },
  otc_gas_account: {
    title: 'Gas overview',
    fields: {
      address: 'Paying address',
      symbol: 'Native coin',
      alert_threshold: 'Alert threshold',
      gas_per_order: 'Gas per order',
    },
    help: { balance: 'Written by the gas service from the chain', alert_threshold: 'Operators are alerted below it' },
  },
  otc_gas_record: {
    title: 'Gas records',
    fields: { otc_gas_account_id: 'Gas account', amount: 'Gas sent' },
  },
  otc_gas_config: {
    title: 'Gas config',
    fields: {
      enabled: 'Send gas to buyers',
      min_order_total: 'Smallest order (USD)',
      daily_per_user: 'Orders per address a day',
      retries: 'Retries',
      alert_email: 'Alert email',
      notice_zh: 'Chinese notice',
      notice_en: 'English notice',
    },
    help: { daily_per_user: '0 for no limit', min_order_total: 'Orders below it get no gas' },
  },
};

export default otcGroup;
