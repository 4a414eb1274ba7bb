// The catalogue of the /settings screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key. The mail templates (`// email`) and
// invitation codes (`// invitation`) add their own blocks at the end.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    api_base: ['API 地址', 'API root'],
    api_secret: ['API 密钥', 'API secret'],
    sync_minutes: ['行情同步间隔（分钟）', 'Market sync interval (minutes)'],
    dapp_url: ['交易入口地址', 'Trading entry URL'],
    notice: ['风险提示', 'Risk notice'],
    price: ['价格（USD）', 'Price (USD)'],
    source: ['价格来源', 'Price source'],
    apy: ['年化收益率（%）', 'Annual rate (%)'],
    min_amount: ['单笔起购', 'Minimum per order'],
    max_amount: ['每人限购', 'Limit per user'],
    'zh-Hans': ['简体中文文案', 'Simplified Chinese text'],
    'zh-Hant': ['繁體中文文案', 'Traditional Chinese text'],
    en: ['英文文案', 'English text'],
  },
  token_price: {
    title: ['价格设置', 'Price settings'],
    help: {
      price: ['以美元计，按填写的位数原样保存', 'In US dollars, stored with exactly the digits entered'],
      start_at: ['留空表示立即生效', 'Empty: applies at once'],
      end_at: ['留空表示一直生效，直到停用', 'Empty: applies until switched off'],
      remark: ['说明为什么手动设置此价格', 'Why the price is set by hand'],
    },
  },
  trading_pool: {
    title: ['交易池', 'Trading pools'],
    fields: {
      dex: ['DEX', 'DEX'],
      pair: ['交易对（基础币/计价币）', 'Pair (base/quote)'],
      pool_address: ['池子合约', 'Pool contract'],
      fee_bps: ['费率档位（基点）', 'Fee tier (bps)'],
    },
    help: {
      pair: ['基础币/计价币，例如 ETH/USDT', 'BASE/QUOTE, e.g. ETH/USDT'],
      pool_address: ['按所选链的地址规则校验', "Checked with the chosen chain's address rule"],
      fee_bps: ['5 = 0.05%，30 = 0.3%', '5 = 0.05%, 30 = 0.3%'],
    },
  },
  finance_product: {
    title: ['理财配置', 'Savings products'],
    fields: {
      name_en: ['英文名', 'Name (English)'],
      term_days: ['期限（天）', 'Term (days)'],
      quota: ['总额度', 'Total quota'],
    },
    help: {
      apy: ['填 8.5 表示年化 8.5%', '8.5 means 8.5% a year'],
      term_days: ['0 表示活期，随时可赎回', '0: flexible, redeemable at any time'],
      max_amount: ['0 表示不限', '0: no limit'],
      quota: ['0 表示不限', '0: no limit'],
      start_at: ['留空表示立即开售', 'Empty: on sale at once'],
      end_at: ['留空表示长期在售', 'Empty: no end'],
    },
  },
  finance_order: {
    title: ['理财列表', 'Savings subscriptions'],
    fields: {
      order_no: ['理财订单号', 'Subscription number'],
      user_address: ['认购地址', 'Subscriber address'],
      finance_product_id: ['理财产品', 'Savings product'],
      amount: ['本金', 'Principal'],
      interest: ['利息', 'Interest'],
      tx_hash: ['认购交易', 'Subscription transaction'],
      subscribed_at: ['认购时间', 'Subscribed'],
      matures_at: ['到期时间', 'Matures'],
      redeemed_at: ['赎回时间', 'Redeemed'],
    },
    exportHint: [
      '理财记录由理财服务写入，此处只读；导出符合当前筛选条件的全部记录。',
      'The savings service writes these records; they are read-only here. Exports every record matching the filters.',
    ],
  },
  im_config: {
    title: ['即时通讯', 'Instant messaging'],
    fields: {
      enabled: ['开启在线客服', 'Customer-service chat on'],
      provider: ['IM 服务商', 'IM provider'],
      app_id: ['应用 ID', 'App ID'],
      app_key: ['应用 Key', 'App key'],
      app_secret: ['应用密钥', 'App secret'],
      admin_account: ['管理员账号', 'Admin account'],
      service_accounts: ['客服账号', 'Service accounts'],
      welcome: ['欢迎语', 'Welcome message'],
    },
    help: {
      service_accounts: ['多个账号用英文逗号分隔', 'Separate accounts with commas'],
    },
  },
  newdex_config: {
    title: ['Newdex配置', 'Newdex config'],
    fields: {
      enabled: ['开启 Newdex', 'Newdex on'],
      referral_account: ['返佣账户', 'Referral account'],
    },
  },
  btex_config: {
    title: ['BTEX配置', 'BTEX config'],
    fields: {
      enabled: ['开启 BTEX', 'BTEX on'],
      markets: ['展示的交易对', 'Pairs shown'],
    },
    help: {
      markets: ['多个交易对用英文逗号分隔，例如 BTC/USDT,ETH/USDT', 'Separate pairs with commas, e.g. BTC/USDT,ETH/USDT'],
    },
  },
  mail_template: {
    title: ['邮件模板', 'Mail template'],
    fields: {
      template_key: ['模板标识', 'Template key'],
      subject: ['邮件主题', 'Subject'],
      content: ['邮件正文', 'Mail body'],
      remark: ['发送场景', 'Sent when'],
      to: ['收件邮箱', 'Send to'],
    },
    help: {
      template_key: [
        '服务端按该标识发送邮件，如 register_code；每种语言一份',
        'The server sends the mail by this key, e.g. register_code; one template per language',
      ],
      content: ['可使用双花括号占位符（如 name），发送时替换', 'Double-brace placeholders (such as name) are filled when the mail is sent'],
      to: ['管理员账号没有邮箱，请填写您自己的邮箱', 'Admin accounts have no email address: type your own'],
    },
    sendTest: ['发送测试', 'Send a test'],
    outcome: {
      sent: ['测试邮件已发送至 {{to}}', 'Test mail sent to {{to}}'],
      not_configured: ['服务器未配置 SMTP（SMTP_HOST 等），邮件未发送', 'The server has no SMTP settings (SMTP_HOST …): nothing was sent'],
      failed: ['发送失败：{{detail}}', 'Sending failed: {{detail}}'],
    },
  },
  invite_code: {
    title: ['邀请码', 'Invitation codes'],
    fields: {
      code: ['邀请码', 'Invitation code'],
      pay_type: ['支付方式', 'Pay type'],
      price: ['售价', 'Sale price'],
    },
    generate: ['批量生成', 'Generate codes'],
    destroy: ['销毁', 'Destroy'],
    help: {
      count: ['一次最多 10000 个，在同一事务中生成', 'At most 10,000 at once, made in one transaction'],
      price: ['用户购买该邀请码需支付的金额', 'What a user pays for the code'],
    },
  },
} satisfies GroupCatalogue;
