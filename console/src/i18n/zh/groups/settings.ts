// Chinese catalogue of the /settings screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key. The mail templates (`// email`) and
// invitation codes (`// invitation`) add their own blocks at the end.
const settings = {
  fields: {
    api_base: 'API 地址',
    api_secret: 'API 密钥',
    sync_minutes: '行情同步间隔（分钟）',
    dapp_url: '交易入口地址',
    notice: '风险提示',
    price: '价格（USD）',
    source: '价格来源',
    apy: '年化收益率（%）',
    min_amount: '单笔起购',
    max_amount: '每人限购',
    'zh-Hans': '简体中文文案',
    'zh-Hant': '繁體中文文案',
    en: '英文文案',
  },
  token_price: {
    title: '价格设置',
    help: {
      price: '以美元计，按填写的位数原样保存',
      start_at: '留空表示立即生效',
      end_at: '留空表示一直生效，直到停用',
      remark: '说明为什么手动设置此价格',
    },
  },
  trading_pool: {
    title: '交易池',
    fields: { dex: 'DEX', pair: '交易对（基础币/计价币）', pool_address: '池子合约', fee_bps: '费率档位（基点）' },
    help: { pair: '基础币/计价币，例如 ETH/USDT', pool_address: '按所选链的地址规则校验', fee_bps: '5 = 0.05%，30 = 0.3%' },
  },
  finance_product: {
    title: '理财配置',
    fields: { name_en: '英文名', term_days: '期限（天）', quota: '总额度' },
    help: {
      apy: '填 8.5 表示年化 8.5%',
      term_days: '0 表示活期，随时可赎回',
      max_amount: '0 表示不限',
      quota: '0 表示不限',
      start_at: '留空表示立即开售',
      end_at: '留空表示长期在售',
    },
  },
  finance_order: {
    title: '理财列表',
    fields: {
      order_no: '理财订单号',
      user_address: '认购地址',
      finance_product_id: '理财产品',
      amount: '本金',
      interest: '利息',
      tx_hash: '认购交易',
      subscribed_at: '认购时间',
      matures_at: '到期时间',
      redeemed_at: '赎回时间',
    },
    exportHint: '理财记录由理财服务写入，此处只读；导出符合当前筛选条件的全部记录（默认近 90 天）。',
  },
  im_config: {
    title: '即时通讯',
    fields: {
      enabled: '开启在线客服',
      provider: 'IM 服务商',
      app_id: '应用 ID',
      app_key: '应用 Key',
      app_secret: '应用密钥',
      admin_account: '管理员账号',
      service_accounts: '客服账号',
      welcome: '欢迎语',
    },
    help: {
      app_key: '只写：保存后只显示末 4 位，不修改则保留原值',
      app_secret: '只写：保存后只显示末 4 位，不修改则保留原值',
      service_accounts: '多个账号用英文逗号分隔',
    },
  },
  newdex_config: {
    title: 'Newdex配置',
    fields: {
      enabled: '开启 Newdex',
      referral_account: '返佣账户',
    },
    help: {
      api_key: '只写：保存后只显示末 4 位，不修改则保留原值',
      api_secret: '只写：保存后只显示末 4 位，不修改则保留原值',
    },
  },
  btex_config: {
    title: 'BTEX配置',
    fields: {
      enabled: '开启 BTEX',
      markets: '展示的交易对',
    },
    help: {
      api_key: '只写：保存后只显示末 4 位，不修改则保留原值',
      api_secret: '只写：保存后只显示末 4 位，不修改则保留原值',
      markets: '多个交易对用英文逗号分隔，例如 BTC/USDT,ETH/USDT',
    },
  },
  // email
  mail_template: {
    title: '邮件模板',
    fields: { template_key: '模板标识', subject: '邮件主题', content: '邮件正文', remark: '发送场景', to: '收件邮箱' },
    help: {
      template_key: '服务端按该标识发送邮件，如 register_code；每种语言一份',
      content: '可使用双花括号占位符（如 name），发送时替换',
      to: '管理员账号没有邮箱，请填写您自己的邮箱',
    },
    sendTest: '发送测试',
    outcome: {
      sent: '测试邮件已发送至 {{to}}',
      not_configured: '服务器未配置 SMTP（SMTP_HOST 等），邮件未发送',
      failed: '发送失败：{{detail}}',
    },
  },
  // invitation
  invite_code: {
    title: '邀请码',
    fields: { code: '邀请码', pay_type: '支付方式', price: '售价' },
    generate: '批量生成',
    destroy: '销毁',
    help: { count: '一次最多 10000 个，在同一事务中生成', price: '用户购买该邀请码需支付的金额' },
  },
};

export default settings;
