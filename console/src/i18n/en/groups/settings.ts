// English catalogue of the /settings screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key. The mail templates (`// email`) and
// invitation codes (`// invitation`) add their own blocks at the end.
const settings = {
  fields: {
    api_base: 'API root',
    api_secret: 'API secret',
    sync_minutes: 'Market sync interval (minutes)',
    dapp_url: 'Trading entry URL',
    notice: 'Risk notice',
    price: 'Price (USD)',
    source: 'Price source',
    apy: 'Annual rate (%)',
    min_amount: 'Minimum per order',
    max_amount: 'Limit per user',
    'zh-Hans': 'Simplified Chinese text',
    'zh-Hant': 'Traditional Chinese text',
    en: 'English text',
  },
  token_price: {
    title: 'Price settings',
    help: {
      price: 'In US dollars, stored with exactly the digits entered',
      start_at: 'Empty: applies at once',
      end_at: 'Empty: applies until switched off',
      remark: 'Why the price is set by hand',
    },
  },
  trading_pool: {
    title: 'Trading pools',
    fields: { dex: 'DEX', pair: 'Pair (base/quote)', pool_address: 'Pool contract', fee_bps: 'Fee tier (bps)' },
    help: {
      pair: 'BASE/QUOTE, e.g. ETH/USDT',
      pool_address: "Checked with the chosen chain's address rule",
      fee_bps: '5 = 0.05%, 30 = 0.3%',
    },
  },
  finance_product: {
    title: 'Savings products',
    fields: { name_en: 'Name (English)', term_days: 'Term (days)', quota: 'Total quota' },
    help: {
      apy: '8.5 means 8.5% a year',
      term_days: '0: flexible, redeemable at any time',
      max_amount: '0: no limit',
      quota: '0: no limit',
      start_at: 'Empty: on sale at once',
      end_at: 'Empty: no end',
    },
  },
  finance_order: {
    title: 'Savings subscriptions',
    fields: {
      order_no: 'Subscription number',
      user_address: 'Subscriber address',
      finance_product_id: 'Savings product',
      amount: 'Principal',
      interest: 'Interest',
      tx_hash: 'Subscription transaction',
      subscribed_at: 'Subscribed',
      matures_at: 'Matures',
      redeemed_at: 'Redeemed',
    },
    exportHint:
      'The savings service writes these records; they are read-only here. Exports every record matching the filters (the last 90 days by default).',
  },
  im_config: {
    title: 'Instant messaging',
    fields: {
      enabled: 'Customer-service chat on',
      provider: 'IM provider',
      app_id: 'App ID',
      app_key: 'App key',
      app_secret: 'App secret',
      admin_account: 'Admin account',
      service_accounts: 'Service accounts',
      welcome: 'Welcome message',
    },
    help: {
      app_key: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
      app_secret: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
      service_accounts: 'Separate accounts with commas',
    },
  },
  newdex_config: {
    title: 'Newdex config',
    fields: {
      enabled: 'Newdex on',
      referral_account: 'Referral account',
    },
    help: {
      api_key: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
      api_secret: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
    },
  },
  btex_config: {
    title: 'BTEX config',
    fields: {
      enabled: 'BTEX on',
      markets: 'Pairs shown',
    },
    help: {
      api_key: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
      api_secret: 'Write-only: shown as its last 4 characters; left as is, the stored value stays',
      markets: 'Separate pairs with commas, e.g. BTC/USDT,ETH/USDT',
    },
  },
  // email
  mail_template: {
    title: 'Mail template',
    fields: { template_key: 'Template key', subject: 'Subject', content: 'Mail body', remark: 'Sent when', to: 'Send to' },
    help: {
      template_key: 'The server sends the mail by this key, e.g. register_code; one template per language',
      content: 'Double-brace placeholders (such as name) are filled when the mail is sent',
      to: 'Admin accounts have no email address: type your own',
    },
    sendTest: 'Send a test',
    outcome: {
      sent: 'Test mail sent to {{to}}',
      not_configured: 'The server has no SMTP settings (SMTP_HOST …): nothing was sent',
      failed: 'Sending failed: {{detail}}',
    },
  },
  // invitation
  invite_code: {
    title: 'Invitation codes',
    fields: { code: 'Invitation code', pay_type: 'Pay type', price: 'Sale price' },
    generate: 'Generate codes',
    destroy: 'Destroy',
    help: { count: 'At most 10,000 at once, made in one transaction', price: 'What a user pays for the code' },
  },
};

export default settings;
