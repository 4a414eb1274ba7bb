// English catalogue of the /welfareCenter screens, merged under `screens` when the group's chunk loads (see ../../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
const welfareCenterGroup = {
  fields: {
    campaign_id: 'Campaign',
    energy: 'Energy',
    points: 'Points',
    subtitle: 'Subtitle',
    link: 'Link',
    rate: 'Annual rate (%)',
    bonus_rate: 'KeyPal bonus (%)',
    lock_days: 'Lock days',
    device_limit: 'Subscriptions per device',
    quota: 'Quota',
    min_stake: 'Minimum subscription',
    max_stake: 'Maximum per user',
    subscribed: 'Subscribed',
    cover: 'Cover',
  },
  energy_package: {
    title: 'Energy exchange',
    fields: { name: 'Package name', stock: 'Stock', daily_limit: 'Daily limit per user' },
    help: { daily_limit: '0 means no limit', blockchain_id: 'The chain whose resources the energy pays for' },
  },
  energy_exchange: {
    title: 'Exchange records',
    fields: { energy_package_id: 'Package', user_address: 'User', tx_hash: 'Delivery transaction' },
  },
  welfare_item: {
    title: 'Other welfare',
    help: { start_at: 'Empty: always shown', end_at: 'Empty: always shown' },
  },
  campaign: {
    title: 'Campaigns',
    fields: { name: 'Campaign name', rule_url: 'Rules link', description: 'Description' },
    help: { description: 'Plain text, shown on the campaign page of the app' },
  },
  campaign_item: {
    title: 'Campaign rewards',
    fields: {
      image: 'Reward image',
      name: 'Reward name',
      reward_type: 'Reward type',
      amount: 'Amount each',
      quantity: 'Quantity',
      claimed: 'Claimed',
    },
    help: { token_id: 'For token rewards', amount: 'Tokens, points or energy; 1 for a gift' },
  },
  campaign_banner: { title: 'Campaign banners', fields: { image: 'Banner image' } },
  campaign_code: {
    title: 'Send codes',
    fields: { code: 'Redemption code' },
    generate: 'Generate codes',
    destroy: 'Destroy',
    help: { count: 'At most 10,000 at once, made in one transaction' },
  },
  staking_rush: {
    title: 'Staking rush',
    help: { lock_days: '0: redeem any time', max_stake: '0: up to the quota', subscribed: 'Written by the staking service' },
  },
  staking_keypal: {
    title: 'KeyPal staking',
    help: {
      device_limit: '0 means no limit',
      lock_days: '0: redeem any time',
      max_stake: '0: up to the quota',
      subscribed: 'Written by the staking service',
    },
  },
};

export default welfareCenterGroup;
