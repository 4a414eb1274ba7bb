// Realistic rows for the chain tag's resources: the chains of the seven platforms with their endpoints,
// explorers and EOS block producers, languages, categories (id 13 is the zh-Hans default), currencies and
// the console's app key. Rows name only columns; the seed fills the rest from the schema.
import type { Row } from '../db/types.ts';

// platform, name, chain_id, symbol, decimals, rpc, explorer
type ChainLine = [number, string, string, string, number, string, string];
export const CHAINS: ChainLine[] = [
  [1, 'Ethereum', '1', 'ETH', 18, 'https://eth.llamarpc.com', 'https://etherscan.io'],
  [1, 'BNB Smart Chain', '56', 'BNB', 18, 'https://bsc-dataseed.binance.org', 'https://bscscan.com'],
  [1, 'Polygon', '137', 'POL', 18, 'https://polygon-rpc.com', 'https://polygonscan.com'],
  [1, 'Arbitrum One', '42161', 'ETH', 18, 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'],
  [1, 'Optimism', '10', 'ETH', 18, 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'],
  [1, 'Avalanche C-Chain', '43114', 'AVAX', 18, 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io'],
  [1, 'Fantom Opera', '250', 'FTM', 18, 'https://rpc.ftm.tools', 'https://ftmscan.com'],
  [1, 'Base', '8453', 'ETH', 18, 'https://mainnet.base.org', 'https://basescan.org'],
  [1, 'HECO', '128', 'HT', 18, 'https://http-mainnet.hecochain.com', 'https://hecoinfo.com'],
  [1, 'OKX Chain', '66', 'OKT', 18, 'https://exchainrpc.okex.org', 'https://www.oklink.com/okc'],
  [1, 'Ethereum Classic', '61', 'ETC', 18, 'https://etc.rivet.link', 'https://etcblockexplorer.com'],
  [1, 'Linea', '59144', 'ETH', 18, 'https://rpc.linea.build', 'https://lineascan.build'],
  [1, 'zkSync Era', '324', 'ETH', 18, 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io'],
  [2, 'Jingtum', 'jingtum-main', 'SWT', 6, 'https://swtcrpc.jingtum.com', 'https://explorer.jingtum.com'],
  [3, 'MOAC', '99', 'MOAC', 18, 'https://gateway.moac.io/mainnet', 'https://explorer.moac.io'],
  [4, 'EOS', 'aca376f206b8fc25a6ed44dbdc66547c36c6c33e3a119ffbeaef943642f0e906', 'EOS', 4, 'https://eos.greymass.com', 'https://bloks.io'],
  [5, 'ENU', 'cf057bbfb72640471fd910bcb67639c22df9f92470936cddc1ade0e2f2e7dc4f', 'ENU', 4, 'https://rpc.enu.one', 'https://enuscan.io'],
  [
    6,
    'BOS',
    'd5a3d18fbb3c084e3b1f3fa98c21014b5f3db536cc15d08f9f6479517c6a3d86',
    'BOS',
    4,
    'https://api.boscore.io',
    'https://bos.bloks.io',
  ],
  [7, 'IOST', 'iost-mainnet', 'IOST', 8, 'https://api.iost.io', 'https://www.iostabc.com'],
  [
    4,
    'Telos',
    '4667b205c6838ef70ff7988f6e8257e8be0e1284a2f59699054a018f743b1d11',
    'TLOS',
    4,
    'https://telos.greymass.com',
    'https://explorer.telos.net',
  ],
];
/** Chains added after the spec's seven platforms (TRON, platform 8: address labels and fraud entries): after CHAINS,
 * and apart from it, so the rows generated per chain of CHAINS (tokens, wallets) stay as they were. */
const ADDED_CHAINS: ChainLine[] = [[8, 'TRON', 'tron-mainnet', 'TRX', 6, 'https://api.trongrid.io', 'https://tronscan.org']];
/** block_chain id of the TRON chain. */
export const TRON_ID = CHAINS.length + 1;

const EOS_LIKE = new Set([4, 5, 6]);

export const blockChains = (): Row[] =>
  [...CHAINS, ...ADDED_CHAINS].map(([platform, name, chain_id, symbol, decimals, rpc_url, explorer_url], i) => ({
    platform,
    name,
    chain_id,
    symbol,
    decimals,
    rpc_url,
    explorer_url,
    logo: `https://cdn.example.com/chains/${symbol.toLowerCase()}.png`,
    status: name === 'HECO' ? 1 : 0,
    sort: i + 1,
    description: `${name} 主网`,
  }));

export const endpoints = (): Row[] =>
  CHAINS.flatMap(([, name, , , , rpc], i) => [
    { blockchain_id: i + 1, name: `${name} 官方节点`, url: rpc, status: 0, sort: 1 },
    {
      blockchain_id: i + 1,
      name: `${name} 备用节点`,
      url: rpc.replace('https://', 'wss://').replace(/\/rpc$|$/, '/ws'),
      status: i % 5 === 4 ? 1 : 0,
      sort: 2,
    },
  ]);

export const explorers = (): Row[] =>
  [...CHAINS, ...ADDED_CHAINS].map(([platform, name, , , , , url], i) => ({
    blockchain_id: i + 1,
    name: `${name} 浏览器`,
    url,
    tx_url: EOS_LIKE.has(platform) ? `${url}/transaction/{hash}` : `${url}/tx/{hash}`,
    address_url: EOS_LIKE.has(platform) ? `${url}/account/{address}` : `${url}/address/{address}`,
    status: 0,
    sort: 1,
  }));

const EOS_ID = CHAINS.findIndex((c) => c[1] === 'EOS') + 1;
const BOS_ID = CHAINS.findIndex((c) => c[1] === 'BOS') + 1;

// account, name, location, website
const PRODUCERS: Array<[string, string, string, string]> = [
  ['eosnationftw', 'EOS Nation', 'Canada', 'https://eosnation.io'],
  ['eoscanadacom', 'EOS Canada', 'Canada', 'https://www.eoscanada.com'],
  ['bitfinexeos1', 'Bitfinex', 'British Virgin Islands', 'https://www.bitfinex.com'],
  ['eosasia11111', 'EOS Asia', 'Korea', 'https://www.eosasia.one'],
  ['atticlabeosb', 'AtticLab', 'Ukraine', 'https://atticlab.net'],
  ['starteosiobp', 'Starteos', 'China', 'https://www.starteos.io'],
  ['eosiosg11111', 'EOSIO.SG', 'Singapore', 'https://eosio.sg'],
  ['newdex.bp', 'Newdex', 'Singapore', 'https://newdex.io'],
  ['eoshuobipool', 'Huobi Pool', 'Seychelles', 'https://www.huobipool.com'],
  ['cryptolions1', 'CryptoLions', 'Ukraine', 'https://cryptolions.io'],
  ['eosrapidprod', 'EOS Rapid', 'United States', 'https://eosrapid.com'],
  ['teamgreymass', 'Greymass', 'Canada', 'https://greymass.com'],
];

export const producers = (): Row[] => [
  ...PRODUCERS.map(([account, name, location, website], i) => ({
    blockchain_id: EOS_ID,
    account,
    name,
    location,
    website,
    logo: `https://cdn.example.com/bp/${account}.png`,
    description: `${name} 是位于 ${location} 的 EOS 出块节点。`,
    status: i === PRODUCERS.length - 1 ? 1 : 0,
    sort: i + 1,
  })),
  ...PRODUCERS.slice(0, 4).map(([account, name, location, website], i) => ({
    blockchain_id: BOS_ID,
    account: account.replace(/eos/g, 'bos').slice(0, 12),
    name: `${name} BOS`,
    location,
    website,
    logo: `https://cdn.example.com/bp/${account}.png`,
    description: `${name} 的 BOS 节点。`,
    status: 0,
    sort: i + 1,
  })),
];

export const customChains = (): Row[] => [
  {
    name: 'Gnosis',
    chain_id: '100',
    symbol: 'XDAI',
    decimals: 18,
    rpc_url: 'https://rpc.gnosischain.com',
    explorer_url: 'https://gnosisscan.io',
    logo: 'https://cdn.example.com/chains/xdai.png',
    status: 0,
    description: 'Gnosis Chain（原 xDai）',
  },
  {
    name: 'Celo',
    chain_id: '42220',
    symbol: 'CELO',
    decimals: 18,
    rpc_url: 'https://forno.celo.org',
    explorer_url: 'https://celoscan.io',
    logo: 'https://cdn.example.com/chains/celo.png',
    status: 0,
    description: '移动优先的 EVM 链',
  },
  {
    name: 'Moonbeam',
    chain_id: '1284',
    symbol: 'GLMR',
    decimals: 18,
    rpc_url: 'https://rpc.api.moonbeam.network',
    explorer_url: 'https://moonscan.io',
    logo: 'https://cdn.example.com/chains/glmr.png',
    status: 1,
    description: 'Polkadot 上的 EVM 平行链',
  },
  {
    name: 'Cronos',
    chain_id: '25',
    symbol: 'CRO',
    decimals: 18,
    rpc_url: 'https://evm.cronos.org',
    explorer_url: 'https://cronoscan.com',
    logo: 'https://cdn.example.com/chains/cro.png',
    status: 0,
    description: 'Crypto.com 的 EVM 链',
  },
];

export const languages = (): Row[] => [
  { code: 'zh-Hans', name: '简体中文', status: 0, sort: 1 },
  { code: 'zh-Hant', name: '繁體中文', status: 0, sort: 2 },
  { code: 'en', name: 'English', status: 0, sort: 3 },
];

// Inserted en, zh-Hant, then zh-Hans, so the zh-Hans hot category gets id 13: the console's default category.
const CATEGORY_NAMES: Record<string, string[]> = {
  en: ['Hot', 'DeFi', 'Exchange', 'Games', 'NFT', 'Tools'],
  'zh-Hant': ['熱門', 'DeFi', '交易所', '遊戲', 'NFT', '工具'],
  'zh-Hans': ['热门', 'DeFi', '交易所', '游戏', 'NFT', '工具'],
};

export const categories = (): Row[] => [
  ...['en', 'zh-Hant', 'zh-Hans'].flatMap((lang) =>
    CATEGORY_NAMES[lang]!.map((name, i) => ({
      name,
      lang,
      status: 0,
      sort: i + 1,
      icon: `https://cdn.example.com/category/${CATEGORY_NAMES.en![i]!.toLowerCase()}.png`,
    })),
  ),
  { name: '测试分类', lang: 'zh-Hans', status: 1, sort: 99, icon: '' },
];

/** Translations of the zh-Hans categories (ids 13..18). */
export const categoryLanguages = (): Row[] =>
  CATEGORY_NAMES['zh-Hans']!.flatMap((_, i) =>
    (['zh-Hans', 'zh-Hant', 'en'] as const).map((lang) => ({ category_id: 13 + i, lang, name: CATEGORY_NAMES[lang]![i]! })),
  );

export const currencies = (): Row[] => [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'CNY', name: '人民币', symbol: '¥' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'JPY', name: '日元', symbol: '¥' },
  { code: 'KRW', name: '韩元', symbol: '₩' },
  { code: 'HKD', name: '港币', symbol: 'HK$' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'SGD', name: '新加坡元', symbol: 'S$' },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$' },
  { code: 'CAD', name: '加拿大元', symbol: 'C$' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  { code: 'THB', name: '泰铢', symbol: '฿' },
  { code: 'VND', name: 'Vietnamese Dong', symbol: '₫' },
  { code: 'IDR', name: '印尼盾', symbol: 'Rp' },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM' },
  { code: 'PHP', name: '菲律宾比索', symbol: '₱' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'RUB', name: '俄罗斯卢布', symbol: '₽' },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺' },
  { code: 'BRL', name: '巴西雷亚尔', symbol: 'R$' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED' },
  { code: 'NZD', name: '新西兰元', symbol: 'NZ$' },
  { code: 'SEK', name: 'Swedish Krona', symbol: 'kr' },
];

export const CONSOLE_APP_KEY = { app_key: 'console', app_secret: 'wallet-admin-console-demo-secret' };

export const appKeys = (): Row[] => [
  { name: '管理控制台', ...CONSOLE_APP_KEY, status: 0, remark: 'The console signs public calls with it.' },
  { name: 'iOS App', app_key: 'wallet-ios', app_secret: 'ios-demo-secret-7f3a9c1e5b2d', status: 0, remark: '' },
  { name: 'Android App', app_key: 'wallet-android', app_secret: 'android-demo-secret-4e8b2a6c', status: 0, remark: '' },
  { name: '旧版客户端', app_key: 'wallet-legacy', app_secret: 'legacy-demo-secret-0a1b2c3d', status: 1, remark: '已停用' },
];

export const configs: Record<string, unknown> = {
  unique_info_map_config: {
    items: [
      { key: '0xdac17f958d2ee523a2206206994597c13d831ec7', value: 'ethereum', remark: 'USDT (ERC20)' },
      { key: '0x55d398326f99059ff775485246999027b3197955', value: 'bsc', remark: 'USDT (BEP20)' },
      { key: 'eosio.token', value: 'eos', remark: 'EOS 系统代币' },
      { key: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', value: 'ethereum', remark: 'USDC' },
    ],
  },
  defi_market_config: {
    items: [
      { name: 'Uniswap', url: 'https://app.uniswap.org', logo: 'https://cdn.example.com/defi/uniswap.png', blockchain_id: 1, status: 0 },
      { name: 'Aave', url: 'https://app.aave.com', logo: 'https://cdn.example.com/defi/aave.png', blockchain_id: 1, status: 0 },
      { name: 'Curve', url: 'https://curve.fi', logo: 'https://cdn.example.com/defi/curve.png', blockchain_id: 1, status: 0 },
      {
        name: 'PancakeSwap',
        url: 'https://pancakeswap.finance',
        logo: 'https://cdn.example.com/defi/cake.png',
        blockchain_id: 2,
        status: 0,
      },
      { name: 'QuickSwap', url: 'https://quickswap.exchange', logo: 'https://cdn.example.com/defi/quick.png', blockchain_id: 3, status: 1 },
    ],
  },
};
