// Chinese catalogue of the /exchange screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const exchangeGroup = {
  fields: {
    campaign_id: '交易大赛',
    rank: '名次',
    from_account: '转出账户',
    to_account: '转入账户',
    user_uid: '用户 UID',
    market: '交易对',
    fee: '手续费',
    day: '日期',
  },
  exchange_overview: {
    title: '交易所概览',
    fields: {
      kyc_pending: '待审核 KYC',
      campaigns_running: '进行中的大赛',
      rewards_unpaid: '待发放奖励（笔）',
      rewards_unpaid_amount: '待发放奖励（USDT）',
      trades_today: '今日成交（笔）',
      volume_today: '今日成交额（USDT）',
      deposits_7d: '近 7 日充值（USDT）',
      withdrawals_7d: '近 7 日提现（USDT）',
    },
  },
  exchange_kyc: {
    title: '海外 KYC',
    fields: {
      real_name: '姓名',
      id_type: '证件类型',
      id_number: '证件号码',
      id_front_image: '证件正面',
      id_back_image: '证件反面',
      selfie_image: '手持证件照',
      remark: '审核意见',
      reviewed_at: '审核时间',
      reviewed_by: '审核人',
    },
    help: { remark: '拒绝时必填，将展示给用户' },
  },
  exchange_campaign: {
    title: '交易大赛',
    fields: {
      name: '活动名称',
      reward_pool: '奖池（USDT）',
      min_volume: '最低成交额（USDT）',
      winners: '获奖名额',
      rules: '活动规则',
    },
    help: { status: '由运营或活动服务按开始、结束时间设置', winners: '排名前 N 名的用户获得奖励' },
  },
  exchange_rank: {
    title: '交易排行',
    fields: { trade_count: '成交笔数', volume: '成交额（USDT）' },
  },
  exchange_liquidation: {
    title: '强平记录',
    fields: {
      side: '方向',
      leverage: '杠杆倍数',
      quantity: '仓位数量',
      entry_price: '开仓价',
      liquidation_price: '强平价',
      loss: '亏损（USDT）',
      created_at: '强平时间',
    },
  },
  exchange_reward: {
    title: '活动奖励',
    pay: '发放奖励',
    fields: { amount: '奖励（USDT）', paid_at: '发放时间', paid_by: '发放人' },
  },
  exchange_asset: { title: '用户资产', fields: { symbol: '币种', available: '可用' } },
  exchange_deposit: {
    title: '充提记录',
    fields: { amount: '金额', symbol: '币种', direction: '类型', created_at: '时间' },
  },
  exchange_transfer: {
    title: '划转记录',
    fields: { amount: '金额', symbol: '币种', operator: '操作人', created_at: '时间' },
  },
  exchange_transfer_form: {
    title: '内部划转',
    submit: '确认划转',
    done: '已划转',
    fields: { amount: '金额', symbol: '币种', password: '登录密码' },
    help: { amount: '按币种精度填写，例如 1000.5', password: '划转需要验证您的登录密码' },
  },
  exchange_stat_trade: { title: '交易统计', fields: { count: '成交笔数', amount: '成交额（USDT）', fee: '手续费（USDT）' } },
  exchange_stat_reward: { title: '奖励统计', fields: { count: '发放笔数', amount: '发放金额（USDT）' } },
  exchange_stat_assets: { title: '资产统计', fields: { symbol: '币种', count: '充提笔数', amount: '充值', fee: '提现' } },
};

export default exchangeGroup;
