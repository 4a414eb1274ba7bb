// The catalogue of the /token screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    protocol: ['协议', 'Protocol'],
    is_verified: ['认证', 'Verified'],
    total_supply: ['总供应量', 'Total supply'],
    whitepaper: ['白皮书', 'White paper'],
    coingecko_id: ['CoinGecko ID', 'CoinGecko id'],
    coinmarketcap_id: ['CoinMarketCap ID', 'CoinMarketCap id'],
    quote_symbol: ['计价币种', 'Quote'],
    price_source: ['价格来源', 'Price source'],
    app_contract: ['App 合约', 'App contract'],
    tag: ['分区标签', 'Section tag'],
    token_universal_exchange_id: ['交易所', 'Exchange'],
    trade_url: ['交易链接', 'Trade link'],
    price_weight: ['价格权重', 'Price weight'],
    notice: ['提示', 'Notice'],
    drop_type: ['过滤方式', 'Filter'],
    reason: ['原因', 'Reason'],
    match_type: ['匹配方式', 'Match'],
    banner: ['横幅', 'Banner'],
    metadata_type: ['元数据类型', 'Metadata type'],
    metadata_url: ['元数据地址', 'Metadata URL'],
    exchange_type: ['交易所类型', 'Exchange type'],
  },
  token: {
    title: ['代币', 'Token'],
    appContract: ['设置 App 合约', 'Set app contract'],
    appView: ['App 所见', 'As the app sees it'],
    protocols: ['协议列表', 'Protocol map'],
    help: {
      address: [
        '保存前会校验合约地址并规范化（以太坊类链为小写）',
        'Checked and normalized before saving (lowercase on Ethereum-type chains)',
      ],
      symbol: [
        'EOS、ENU、BOS 上同一合约账户可发行多个代币，需填写符号',
        'On EOS, ENU and BOS one contract issues several tokens: the symbol is needed',
      ],
      sort: ['数值越小越靠前', 'Smaller comes first'],
    },
  },
  token_lang_extension: {
    title: ['代币多语言', 'Token texts'],
    fields: {
      description: ['介绍', 'Introduction'],
    },
  },
  token_market: {
    title: ['行情', 'Market'],
    help: {
      app_contract: ['留空表示使用代币自身合约', "Empty: the token's own contract"],
    },
  },
  token_exchange_listing: {
    title: ['代币交易所', 'Exchange listings'],
  },
  token_market_exchange: {
    title: ['交易对', 'Trading pairs'],
    help: {
      pair: ['格式 BASE/QUOTE，如 ETH/USDT', 'BASE/QUOTE, e.g. ETH/USDT'],
      price_weight: ['价格来源为交易所加权时的权重，0 表示不计入', 'Weight when the price is exchange-weighted; 0 leaves it out'],
    },
  },
  token_submit: {
    title: ['代币提交', 'Token submission'],
    fields: {
      token_id: ['已创建代币', 'Created token'],
    },
  },
  drop_token: {
    title: ['代币过滤', 'Filtered token'],
  },
  token_key_filter: {
    title: ['关键词过滤', 'Keyword filter'],
    help: {
      keyword: ['代币符号或名称匹配此关键词时，App 不展示该代币', 'Tokens whose symbol or name matches are not shown in the app'],
    },
  },
  nft_token_info: {
    title: ['NFT', 'NFT'],
    preview: ['预览元数据', 'Preview metadata'],
    sync: ['同步', 'Sync'],
    syncAll: ['全部同步', 'Sync all'],
    tokenId: ['Token ID', 'Token id'],
    read: ['读取', 'Read'],
    noMetadata: ['未读取到元数据', 'No metadata to show'],
    uri: ['元数据 URI', 'Metadata URI'],
    raw: ['元数据 JSON', 'Metadata JSON'],
    help: {
      metadata_url: [
        '按元数据类型填写：{token_id} 替换为 Token ID；链上数据填写 data:application/json;base64,…',
        'As the metadata type says: {token_id} becomes the token id; on-chain data is a data:application/json;base64,… URI',
      ],
    },
  },
  hot_token: {
    title: ['热门代币', 'Hot token'],
    help: {
      blockchain_id: ['选择代币后自动带出', 'Filled from the chosen token'],
    },
  },
  token_universal_exchange: {
    title: ['交易所', 'Exchange'],
    pairs: ['交易对', 'Trading pairs'],
    help: {
      code: ['小写字母、数字或下划线，不可重复', 'Lowercase letters, digits or underscores; unique'],
      blockchain_id: ['去中心化交易所所在的链', 'The chain a DEX runs on'],
    },
  },
} satisfies GroupCatalogue;
