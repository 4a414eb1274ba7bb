// The catalogue of the /welfareCenter screens, merged under `screens` when the group's chunk loads (see ../../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    campaign_id: ['所属活动', 'Campaign'],
    energy: ['能量', 'Energy'],
    points: ['所需积分', 'Points'],
    subtitle: ['副标题', 'Subtitle'],
    link: ['跳转链接', 'Link'],
    rate: ['年化收益率（%）', 'Annual rate (%)'],
    bonus_rate: ['KeyPal 加息（%）', 'KeyPal bonus (%)'],
    lock_days: ['锁定天数', 'Lock days'],
    device_limit: ['每台设备限购次数', 'Subscriptions per device'],
    quota: ['总额度', 'Quota'],
    min_stake: ['最小认购', 'Minimum subscription'],
    max_stake: ['单人上限', 'Maximum per user'],
    subscribed: ['已认购', 'Subscribed'],
    cover: ['封面', 'Cover'],
  },
  energy_package: {
    title: ['能量兑换', 'Energy exchange'],
    fields: {
      name: ['能量包名称', 'Package name'],
      stock: ['库存', 'Stock'],
      daily_limit: ['每人每日限兑', 'Daily limit per user'],
    },
    help: {
      daily_limit: ['0 表示不限', '0 means no limit'],
      blockchain_id: ['能量用于支付该链上的资源', 'The chain whose resources the energy pays for'],
    },
  },
  energy_exchange: {
    title: ['兑换记录', 'Exchange records'],
    fields: {
      energy_package_id: ['能量包', 'Package'],
      user_address: ['兑换用户', 'User'],
      tx_hash: ['到账交易', 'Delivery transaction'],
    },
  },
  welfare_item: {
    title: ['其他福利', 'Other welfare'],
    help: {
      start_at: ['不填表示一直展示', 'Empty: always shown'],
      end_at: ['不填表示一直展示', 'Empty: always shown'],
    },
  },
  campaign: {
    title: ['活动管理', 'Campaigns'],
    fields: {
      name: ['活动名称', 'Campaign name'],
      rule_url: ['活动规则链接', 'Rules link'],
      description: ['活动说明', 'Description'],
    },
    help: {
      description: ['纯文本，App 活动页展示', 'Plain text, shown on the campaign page of the app'],
    },
  },
  campaign_item: {
    title: ['活动奖品', 'Campaign rewards'],
    fields: {
      image: ['奖品图片', 'Reward image'],
      name: ['奖品名称', 'Reward name'],
      reward_type: ['奖励类型', 'Reward type'],
      amount: ['单份数量', 'Amount each'],
      quantity: ['总份数', 'Quantity'],
      claimed: ['已领取', 'Claimed'],
    },
    help: {
      token_id: ['奖励类型为代币时选择', 'For token rewards'],
      amount: ['代币数量、积分或能量；实物填 1', 'Tokens, points or energy; 1 for a gift'],
    },
  },
  campaign_banner: {
    title: ['活动Banner', 'Campaign banners'],
    fields: {
      image: ['Banner 图片', 'Banner image'],
    },
  },
  campaign_code: {
    title: ['发码', 'Send codes'],
    fields: {
      code: ['兑换码', 'Redemption code'],
    },
    generate: ['批量发码', 'Generate codes'],
    destroy: ['销毁', 'Destroy'],
    help: {
      count: ['一次最多 10000 个，在同一事务中生成', 'At most 10,000 at once, made in one transaction'],
    },
  },
  staking_rush: {
    title: ['抢购质押', 'Staking rush'],
    help: {
      lock_days: ['0 表示随时赎回', '0: redeem any time'],
      max_stake: ['0 表示不超过总额度', '0: up to the quota'],
      subscribed: ['由质押服务写入', 'Written by the staking service'],
    },
  },
  staking_keypal: {
    title: ['KeyPal质押', 'KeyPal staking'],
    help: {
      device_limit: ['0 表示不限', '0 means no limit'],
      lock_days: ['0 表示随时赎回', '0: redeem any time'],
      max_stake: ['0 表示不超过总额度', '0: up to the quota'],
      subscribed: ['由质押服务写入', 'Written by the staking service'],
    },
  },
} satisfies GroupCatalogue;
