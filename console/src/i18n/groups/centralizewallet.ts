// The catalogue of the /centralizewallet screens, merged under `screens` when the group's chunk loads:
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    uid: ['用户编号', 'User number'],
    nickname: ['昵称', 'Nickname'],
    phone: ['手机号', 'Phone'],
    kyc_level: ['认证等级', 'Verification'],
    total_usd: ['资产总值（USD）', 'Total value (USD)'],
    custody_user_id: ['用户', 'User'],
    custody_asset_id: ['资产', 'Asset'],
    value_usd: ['价值（USD）', 'Value (USD)'],
    currency_id: ['币种', 'Currency'],
    price: ['价格', 'Price'],
  },
  custody_user: {
    title: ['用户资产', 'User assets'],
  },
  custody_asset: {
    title: ['用户资产列表', 'User asset list'],
    open: ['资产', 'Assets'],
    fields: {
      symbol: ['币种', 'Coin'],
      address: ['充值地址', 'Deposit address'],
    },
  },
  custody_movement: {
    title: ['资产明细', 'Asset details'],
    open: ['明细', 'Details'],
    fields: {
      serial_no: ['流水号', 'Ledger number'],
      kind: ['类型', 'Kind'],
      balance_after: ['变动后余额', 'Balance after'],
    },
  },
  custody_token: {
    title: ['用户代币资产', 'User token assets'],
    open: ['代币', 'Tokens'],
    fields: {
      name: ['代币名称', 'Token name'],
      contract_address: ['合约地址', 'Contract address'],
    },
  },
  currency_hub: {
    title: ['币种首页', 'Currency home'],
  },
  currency: {
    title: ['币种列表', 'Currency list'],
    help: {
      code: ['ISO 4217 三位大写字母代码，例如 USD', 'The ISO 4217 code in three capital letters, such as USD'],
    },
  },
  currency_language: {
    title: ['币种名称', 'Currency names'],
    fields: {
      name: ['该语言下的名称', 'Name in this language'],
    },
  },
  currency_alert: {
    title: ['币种预警', 'Currency alerts'],
    fields: {
      name: ['预警名称', 'Alert name'],
      direction: ['方向', 'Direction'],
      threshold: ['阈值（兑 1 USD）', 'Threshold (per 1 USD)'],
      channel: ['通知方式', 'Notify by'],
      recipient: ['接收人', 'Recipient'],
    },
    help: {
      threshold: ['该币种兑 1 美元的汇率，例如人民币 7.30', 'Units of the currency for 1 US dollar, such as 7.30 for the yuan'],
      recipient: ['邮箱、手机号、Telegram 群 ID 或 Webhook 地址', 'An email address, a phone number, a Telegram chat id or a webhook URL'],
    },
  },
  eth_gas_api: {
    title: ['ETHGas接口', 'ETH gas API'],
    fields: {
      provider: ['数据源', 'Source'],
      endpoint: ['接口地址', 'Endpoint'],
      backup_provider: ['备用数据源', 'Fallback source'],
      backup_endpoint: ['备用接口地址', 'Fallback endpoint'],
      backup_api_key: ['备用 API Key', 'Fallback API key'],
      speed: ['提现使用的价格档位', 'Price tier withdrawals pay'],
      refresh_seconds: ['刷新间隔（秒）', 'Refresh every (seconds)'],
      max_gwei: ['最高 Gas 价格（Gwei）', 'Highest gas price (Gwei)'],
    },
    help: {
      api_key: ['保存后只显示末 4 位；不修改则保留原值', 'Shown as its last 4 characters once saved; leave it as is to keep it'],
      backup_api_key: ['保存后只显示末 4 位；不修改则保留原值', 'Shown as its last 4 characters once saved; leave it as is to keep it'],
    },
  },
  defi_info: {
    title: ['DeFi信息', 'DeFi information'],
    fields: {
      category: ['类别', 'Type'],
      tvl_usd: ['锁仓量（USD）', 'TVL (USD)'],
      apy: ['年化收益率（%）', 'APY (%)'],
    },
  },
  defi_exchange: {
    title: ['DeFi兑换数据', 'DeFi exchange data'],
    fields: {
      defi_info_id: ['DeFi 协议', 'DeFi protocol'],
      volume_24h_usd: ['24 小时成交额（USD）', '24 h volume (USD)'],
      liquidity_usd: ['流动性（USD）', 'Liquidity (USD)'],
      fee_bps: ['手续费（基点）', 'Fee (basis points)'],
    },
    help: {
      pair: ['基础币/计价币，例如 ETH/USDT', 'BASE/QUOTE, such as ETH/USDT'],
      fee_bps: ['1 基点 = 0.01%，例如 30 即 0.3%', '1 basis point = 0.01%: 30 is 0.3%'],
    },
  },
} satisfies GroupCatalogue;
