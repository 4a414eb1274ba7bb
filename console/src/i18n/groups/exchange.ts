// The catalogue of the /exchange screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    campaign_id: ['交易大赛', 'Campaign'],
    rank: ['名次', 'Rank'],
    from_account: ['转出账户', 'From account'],
    to_account: ['转入账户', 'To account'],
    user_uid: ['用户 UID', 'User UID'],
    market: ['交易对', 'Market'],
    fee: ['手续费', 'Fee'],
    day: ['日期', 'Date'],
  },
  exchange_overview: {
    title: ['交易所概览', 'Exchange overview'],
    fields: {
      kyc_pending: ['待审核 KYC', 'KYC waiting for review'],
      campaigns_running: ['进行中的大赛', 'Campaigns in progress'],
      rewards_unpaid: ['待发放奖励（笔）', 'Unpaid rewards'],
      rewards_unpaid_amount: ['待发放奖励（USDT）', 'Unpaid rewards (USDT)'],
      trades_today: ['今日成交（笔）', 'Trades today'],
      volume_today: ['今日成交额（USDT）', 'Volume today (USDT)'],
      deposits_7d: ['近 7 日充值（USDT）', 'Deposits, last 7 days (USDT)'],
      withdrawals_7d: ['近 7 日提现（USDT）', 'Withdrawals, last 7 days (USDT)'],
    },
  },
  exchange_kyc: {
    title: ['海外 KYC', 'Overseas KYC'],
    fields: {
      real_name: ['姓名', 'Name'],
      id_type: ['证件类型', 'Document'],
      id_number: ['证件号码', 'Document number'],
      id_front_image: ['证件正面', 'Document front'],
      id_back_image: ['证件反面', 'Document back'],
      selfie_image: ['手持证件照', 'Selfie with document'],
      remark: ['审核意见', 'Review remark'],
      reviewed_at: ['审核时间', 'Reviewed at'],
      reviewed_by: ['审核人', 'Reviewed by'],
    },
    help: {
      remark: ['拒绝时必填，将展示给用户', 'Required to reject; shown to the user'],
    },
  },
  exchange_campaign: {
    title: ['交易大赛', 'Trading campaigns'],
    fields: {
      name: ['活动名称', 'Campaign name'],
      reward_pool: ['奖池（USDT）', 'Reward pool (USDT)'],
      min_volume: ['最低成交额（USDT）', 'Minimum volume (USDT)'],
      winners: ['获奖名额', 'Rewarded ranks'],
      rules: ['活动规则', 'Rules'],
    },
    help: {
      status: ['由运营或活动服务按开始、结束时间设置', 'Set by operations or the campaign service at the start and end times'],
      winners: ['排名前 N 名的用户获得奖励', 'The top N users are rewarded'],
    },
  },
  exchange_rank: {
    title: ['交易排行', 'Campaign ranking'],
    fields: {
      trade_count: ['成交笔数', 'Trades'],
      volume: ['成交额（USDT）', 'Volume (USDT)'],
    },
  },
  exchange_liquidation: {
    title: ['强平记录', 'Liquidations'],
    fields: {
      side: ['方向', 'Side'],
      leverage: ['杠杆倍数', 'Leverage'],
      quantity: ['仓位数量', 'Position size'],
      entry_price: ['开仓价', 'Entry price'],
      liquidation_price: ['强平价', 'Liquidation price'],
      loss: ['亏损（USDT）', 'Loss (USDT)'],
      created_at: ['强平时间', 'Liquidated at'],
    },
  },
  exchange_reward: {
    title: ['活动奖励', 'Campaign rewards'],
    pay: ['发放奖励', 'Pay rewards'],
    fields: {
      amount: ['奖励（USDT）', 'Reward (USDT)'],
      paid_at: ['发放时间', 'Paid at'],
      paid_by: ['发放人', 'Paid by'],
    },
  },
  exchange_asset: {
    title: ['用户资产', 'User assets'],
    fields: {
      symbol: ['币种', 'Coin'],
      available: ['可用', 'Available'],
    },
  },
  exchange_deposit: {
    title: ['充提记录', 'Deposits and withdrawals'],
    fields: {
      amount: ['金额', 'Amount'],
      symbol: ['币种', 'Coin'],
      direction: ['类型', 'Type'],
      created_at: ['时间', 'Time'],
    },
  },
  exchange_transfer: {
    title: ['划转记录', 'Transfer log'],
    fields: {
      amount: ['金额', 'Amount'],
      symbol: ['币种', 'Coin'],
      requested_by: ['申请人', 'Requested by'],
      operator: ['操作人', 'Operator'],
      created_at: ['时间', 'Time'],
    },
  },
  exchange_transfer_form: {
    title: ['内部划转', 'Internal transfer'],
    submit: ['确认划转', 'Transfer'],
    done: ['已划转', 'Transferred'],
    fields: {
      amount: ['金额', 'Amount'],
      symbol: ['币种', 'Coin'],
      password: ['登录密码', 'Your password'],
    },
    help: {
      amount: ['按币种精度填写，例如 1000.5', 'In the coin, for example 1000.5'],
      password: ['划转需要验证您的登录密码', 'A transfer asks for your sign-in password'],
    },
  },
  exchange_stat_trade: {
    title: ['交易统计', 'Trading statistics'],
    fields: {
      count: ['成交笔数', 'Trades'],
      amount: ['成交额（USDT）', 'Volume (USDT)'],
      fee: ['手续费（USDT）', 'Fees (USDT)'],
    },
  },
  exchange_stat_reward: {
    title: ['奖励统计', 'Reward statistics'],
    fields: {
      count: ['发放笔数', 'Rewards paid'],
      amount: ['发放金额（USDT）', 'Amount paid (USDT)'],
    },
  },
  exchange_stat_assets: {
    title: ['资产统计', 'Asset statistics'],
    fields: {
      symbol: ['币种', 'Coin'],
      count: ['充提笔数', 'Deposits and withdrawals'],
      amount: ['充值', 'Deposits'],
      fee: ['提现', 'Withdrawals'],
    },
  },
} satisfies GroupCatalogue;
