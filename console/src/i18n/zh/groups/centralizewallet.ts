// Chinese catalogue of the /centralizewallet screens, merged under `screens` when the group's chunk loads:
// field labels shared by the group's screens, then one section per screen key.
const centralizewalletGroup = {
  fields: {
    uid: '用户编号',
    nickname: '昵称',
    phone: '手机号',
    kyc_level: '认证等级',
    total_usd: '资产总值（USD）',
    custody_user_id: '用户',
    custody_asset_id: '资产',
    value_usd: '价值（USD）',
    currency_id: '币种',
    price: '价格',
  },
  custody_user: { title: '用户资产' },
  custody_asset: {
    title: '用户资产列表',
    open: '资产',
    fields: { symbol: '币种', address: '充值地址' },
  },
  custody_movement: {
    title: '资产明细',
    open: '明细',
    fields: { serial_no: '流水号', kind: '类型', balance_after: '变动后余额' },
  },
  custody_token: { title: '用户代币资产', open: '代币', fields: { name: '代币名称', contract_address: '合约地址' } },
  currency_hub: { title: '币种首页' },
  currency: { title: '币种列表', help: { code: 'ISO 4217 三位大写字母代码，例如 USD' } },
  currency_language: { title: '币种名称', fields: { name: '该语言下的名称' } },
  currency_alert: {
    title: '币种预警',
    fields: { name: '预警名称', direction: '方向', threshold: '阈值（兑 1 USD）', channel: '通知方式', recipient: '接收人' },
    help: { threshold: '该币种兑 1 美元的汇率，例如人民币 7.30', recipient: '邮箱、手机号、Telegram 群 ID 或 Webhook 地址' },
  },
  eth_gas_api: {
    title: 'ETHGas接口',
    fields: {
      provider: '数据源',
      endpoint: '接口地址',
      backup_provider: '备用数据源',
      backup_endpoint: '备用接口地址',
      backup_api_key: '备用 API Key',
      speed: '提现使用的价格档位',
      refresh_seconds: '刷新间隔（秒）',
      max_gwei: '最高 Gas 价格（Gwei）',
    },
    help: { api_key: '保存后只显示末 4 位；不修改则保留原值', backup_api_key: '保存后只显示末 4 位；不修改则保留原值' },
  },
  defi_info: {
    title: 'DeFi信息',
    fields: { category: '类别', tvl_usd: '锁仓量（USD）', apy: '年化收益率（%）' },
  },
  defi_exchange: {
    title: 'DeFi兑换数据',
    fields: {
      defi_info_id: 'DeFi 协议',
      volume_24h_usd: '24 小时成交额（USD）',
      liquidity_usd: '流动性（USD）',
      fee_bps: '手续费（基点）',
    },
    help: { pair: '基础币/计价币，例如 ETH/USDT', fee_bps: '1 基点 = 0.01%，例如 30 即 0.3%' },
  },
};

export default centralizewalletGroup;
