// Chinese catalogue of the /token screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const tokenGroup = {
  fields: {
    token_id: '代币', protocol: '协议', decimals: '精度', is_verified: '认证', total_supply: '总供应量', website: '官网', whitepaper: '白皮书',
    coingecko_id: 'CoinGecko ID', coinmarketcap_id: 'CoinMarketCap ID', quote_symbol: '计价币种', price_source: '价格来源', app_contract: 'App 合约',
    tag: '分区标签', token_universal_exchange_id: '交易所', pair: '交易对', trade_url: '交易链接', price_weight: '价格权重', notice: '提示',
    contact_name: '联系人', contact_email: '联系邮箱', contact_telegram: '联系 Telegram', audit_status: '审核状态', audit_remark: '审核说明',
    audited_by: '审核人', audited_at: '审核时间', audit_report: '审计报告', drop_type: '过滤方式', reason: '原因', keyword: '关键词',
    match_type: '匹配方式', banner: '横幅', metadata_type: '元数据类型', metadata_url: '元数据地址', synced_at: '同步时间', code: '代码',
    exchange_type: '交易所类型',
  },
  token: {
    title: '代币',
    help: { address: '保存前会校验合约地址并规范化（以太坊类链为小写）', symbol: 'EOS、ENU、BOS 上同一合约账户可发行多个代币，需填写符号', sort: '数值越小越靠前' },
  },
  token_lang_extension: { title: '代币多语言', fields: { name: '名称', description: '介绍' } },
  token_market: { title: '行情', help: { app_contract: '留空表示使用代币自身合约' } },
  token_exchange_listing: { title: '代币交易所' },
  token_market_exchange: { title: '交易对', help: { pair: '格式 BASE/QUOTE，如 ETH/USDT', price_weight: '价格来源为交易所加权时的权重，0 表示不计入' } },
  token_submit: { title: '代币提交', fields: { token_id: '已创建代币' } },
  drop_token: { title: '代币过滤' },
  token_key_filter: { title: '关键词过滤', help: { keyword: '代币符号或名称匹配此关键词时，App 不展示该代币' } },
  nft_token_info: {
    title: 'NFT',
    preview: '预览元数据', sync: '同步', syncAll: '全部同步', tokenId: 'Token ID', read: '读取', noMetadata: '未读取到元数据',
    uri: '元数据 URI', raw: '元数据 JSON',
    help: { metadata_url: '按元数据类型填写：{token_id} 替换为 Token ID；链上数据填写 data:application/json;base64,…' },
  },
  hot_token: { title: '热门代币', help: { blockchain_id: '选择代币后自动带出' } },
  token_universal_exchange: { title: '交易所', pairs: '交易对', help: { code: '小写字母、数字或下划线，不可重复', blockchain_id: '去中心化交易所所在的链' } },
  enums: {
    VerifiedFlag: { 0: '未认证', 1: '已认证' },
    PriceSource: { 2: '交易所加权' },
    ExchangeType: { 0: '中心化交易所', 1: '去中心化交易所' },
    DropType: { 0: '屏蔽', 1: '风险提示' },
    NftMetadataType: { 2: '链上数据', 3: '自定义接口' },
    SubmitAuditStatus: { 0: '待审核', 1: '已通过', 2: '已拒绝' },
    KeywordMatch: { 0: '包含', 1: '完全匹配' },
  },
};

export default tokenGroup;
