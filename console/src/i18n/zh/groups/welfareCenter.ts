// Chinese catalogue of the /welfareCenter screens, merged under `screens` when the group's chunk loads (see ../../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
const welfareCenterGroup = {
  fields: {
    campaign_id: '所属活动',
    energy: '能量',
    points: '所需积分',
    subtitle: '副标题',
    link: '跳转链接',
    rate: '年化收益率（%）',
    bonus_rate: 'KeyPal 加息（%）',
    lock_days: '锁定天数',
    device_limit: '每台设备限购次数',
    quota: '总额度',
    min_stake: '最小认购',
    max_stake: '单人上限',
    subscribed: '已认购',
    cover: '封面',
  },
  energy_package: {
    title: '能量兑换',
    fields: { name: '能量包名称', stock: '库存', daily_limit: '每人每日限兑' },
    help: { daily_limit: '0 表示不限', blockchain_id: '能量用于支付该链上的资源' },
  },
  energy_exchange: {
    title: '兑换记录',
    fields: { energy_package_id: '能量包', user_address: '兑换用户', tx_hash: '到账交易' },
  },
  welfare_item: {
    title: '其他福利',
    help: { start_at: '不填表示一直展示', end_at: '不填表示一直展示' },
  },
  campaign: {
    title: '活动管理',
    fields: { name: '活动名称', rule_url: '活动规则链接', description: '活动说明' },
    help: { description: '纯文本，App 活动页展示' },
  },
  campaign_item: {
    title: '活动奖品',
    fields: { image: '奖品图片', name: '奖品名称', reward_type: '奖励类型', amount: '单份数量', quantity: '总份数', claimed: '已领取' },
    help: { token_id: '奖励类型为代币时选择', amount: '代币数量、积分或能量；实物填 1' },
  },
  campaign_banner: { title: '活动Banner', fields: { image: 'Banner 图片' } },
  campaign_code: {
    title: '发码',
    fields: { code: '兑换码' },
    generate: '批量发码',
    destroy: '销毁',
    help: { count: '一次最多 10000 个，在同一事务中生成' },
  },
  staking_rush: {
    title: '抢购质押',
    help: { lock_days: '0 表示随时赎回', max_stake: '0 表示不超过总额度', subscribed: '由质押服务写入' },
  },
  staking_keypal: {
    title: 'KeyPal质押',
    help: { device_limit: '0 表示不限', lock_days: '0 表示随时赎回', max_stake: '0 表示不超过总额度', subscribed: '由质押服务写入' },
  },
};

export default welfareCenterGroup;
