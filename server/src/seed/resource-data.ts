// Realistic values for resources beyond the chain tag: whole row lists where the data is a fixed set, or field
// generators (row index → value) that the schema-driven fallback uses for the named columns. Resources not
// named here get rows invented from their schema.
import type { Row } from '../db/types.ts';
import { CHAINS } from './chain-data.ts';
import { CONTENT_ROWS } from './content-data.ts';
import { CUSTODY_ROWS } from './custody-data.ts';
import { EXCHANGE_ROWS } from './exchange-data.ts';
import { FLASHCASH_ROWS } from './flashcash-data.ts';
import { LABEL_ROWS } from './label-data.ts';
import { WELFARE_ROWS } from './welfare-data.ts';
import { OTC_ROWS } from './otc-data.ts';
import type { SeedContext } from './index.ts';
import { SETTINGS_ROWS } from './settings-data.ts';

type Field = (i: number, ctx: SeedContext) => unknown;

export interface ResourceRows {
  rows?: (ctx: SeedContext) => Row[];
  fields?: Record<string, Field>;
  config?: unknown;
}

/** How many rows a resource gets when it has no fixed row list (default 12). */
export const ROW_COUNTS: Record<string, number> = {
  application: 200,
  token: 500,
  feedback: 60,
  dapp_profit: 120,
  nft_token_info: 10,
  hot_token: 8,
  token_market: 10,
};

const DAY = 86_400_000;
const DAPPS = [
  'Uniswap',
  'PancakeSwap',
  'Aave',
  'Curve',
  'Compound',
  'SushiSwap',
  '1inch',
  'OpenSea',
  'Blur',
  'Lido',
  'MakerDAO',
  'Balancer',
  'dYdX',
  'GMX',
  'Yearn',
  'Convex',
  'Synthetix',
  'Frax',
  'Stargate',
  'Across',
  'Hop Protocol',
  'Rarible',
  'Magic Eden',
  'Axie Infinity',
  'The Sandbox',
  'Decentraland',
  'QuickSwap',
  'Trader Joe',
  'SpookySwap',
  'Velodrome',
  'Aerodrome',
  'Pendle',
  'Rocket Pool',
  'ENS',
  'Gitcoin',
  'Snapshot',
  'Zapper',
  'DeBank',
  'Newdex',
  'DefiBox',
];
const KINDS = ['热门应用', 'DeFi 协议', '交易所', '链游', 'NFT 市场', '工具'];
// Category ids per language as chain-data inserts them: en 1-6, zh-Hant 7-12, zh-Hans 13-18.
const CATEGORY_BASE: Record<string, number> = { en: 1, 'zh-Hant': 7, 'zh-Hans': 13 };
const LANGS = ['zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hant', 'en'] as const;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const dappName = (i: number) => DAPPS[i % DAPPS.length]! + (i >= DAPPS.length ? ` ${Math.floor(i / DAPPS.length) + 1}` : '');
const langOf = (i: number) => LANGS[i % LANGS.length]!;

// symbol, name, address, decimals (Ethereum mainnet)
const ERC20: Array<[string, string, string, number]> = [
  ['USDT', 'Tether USD', '0xdac17f958d2ee523a2206206994597c13d831ec7', 6],
  ['USDC', 'USD Coin', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6],
  ['DAI', 'Dai Stablecoin', '0x6b175474e89094c44da98b954eedeac495271d0f', 18],
  ['WBTC', 'Wrapped BTC', '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', 8],
  ['LINK', 'ChainLink Token', '0x514910771af9ca656af840dff83e8264ecf986ca', 18],
  ['UNI', 'Uniswap', '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', 18],
  ['SHIB', 'SHIBA INU', '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce', 18],
  ['AAVE', 'Aave Token', '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9', 18],
  ['MKR', 'Maker', '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2', 18],
  ['WETH', 'Wrapped Ether', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', 18],
];
// name, site (www.<site>.com, the code), type (0 CEX, 1 DEX on Ethereum)
const EXCHANGES: Array<[string, string, number]> = [
  ['Binance', 'binance', 0],
  ['OKX', 'okx', 0],
  ['Coinbase', 'coinbase', 0],
  ['Kraken', 'kraken', 0],
  ['Uniswap V3', 'uniswap', 1],
  ['SushiSwap', 'sushiswap', 1],
  ['Curve', 'curve', 1],
];
const PROTOCOL_OF_PLATFORM: Record<number, number> = { 1: 0, 2: 5, 3: 0, 4: 3, 5: 3, 6: 3, 7: 4 };
const DECIMALS_OF_PLATFORM: Record<number, number> = { 1: 18, 2: 6, 3: 18, 4: 4, 5: 4, 6: 4, 7: 8 };

function tokenRow(i: number, ctx: SeedContext): Row {
  const { rng } = ctx;
  const known = ERC20[i];
  if (known) return { blockchain_id: 1, symbol: known[0], name: known[1], address: known[2], decimals: known[3], protocol: 0 };
  const chain = 1 + (i % CHAINS.length);
  const platform = CHAINS[chain - 1]![0];
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  // The row number in these 24 letters makes every generated symbol different, and with it the natural key
  // (address, blockchain_id, symbol): `npm run seed -- --scale 1000000` adds rows in batches, and random symbols
  // alone repeated one of an earlier batch after about 570,000 tokens. A random letter or two in front keeps them
  // varied; the 3 to 5 letters are still drawn, so the random stream the rest of the demo data comes from is as before.
  let number = '';
  for (let n = i; n > 0 || number === ''; n = Math.floor(n / letters.length)) number = letters[n % letters.length]! + number;
  const drawn = Array.from({ length: 3 + (i % 3) }, () => rng.pick([...letters])).join('');
  const symbol = drawn.slice(0, 1 + (i % 2)) + number + (i % 7 === 0 ? String(i % 10) : '');
  const address =
    platform === 1 || platform === 3
      ? `0x${rng.hex(40)}`
      : platform === 7
        ? symbol.toLowerCase()
        : platform === 2
          ? `j${rng.hex(30).replace(/0/g, '1').replace(/[l]/g, 'k')}`
          : `${symbol.toLowerCase().replace(/[^a-z]/g, '')}.tkn`.slice(0, 12);
  return {
    blockchain_id: chain,
    symbol,
    name: `${symbol} Token`,
    address,
    decimals: DECIMALS_OF_PLATFORM[platform],
    protocol: PROTOCOL_OF_PLATFORM[platform],
  };
}

const fromRow =
  (key: string, offset = 0): Field =>
  (i, ctx) =>
    tokenRow(offset + i, ctx)[key];

// Submissions under review: half pending, a quarter approved (linked to a catalogue row), a quarter rejected
// with a reason; only reviewed ones carry the reviewer and the time (the x-transitions stamps).
const reviewStatus = (i: number) => (i % 2 === 0 ? 0 : i % 4 === 1 ? 1 : 2);
const reviewFields = (link: string): Record<string, Field> => ({
  audit_status: reviewStatus,
  audit_remark: (i) => (reviewStatus(i) === 2 ? '缺少审计报告，请补充后重新提交。' : ''),
  audited_by: (i) => (reviewStatus(i) === 0 ? '' : 'admin'),
  audited_at: (i, ctx) => (reviewStatus(i) === 0 ? null : ctx.now - i * DAY),
  [link]: (i) => (reviewStatus(i) === 1 ? 1 + i : 0),
});

const nftJson = Buffer.from(
  JSON.stringify({
    name: 'Wallet Admin Genesis #1',
    description: 'On-chain metadata sample',
    image: 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png',
    attributes: [
      { trait_type: 'Background', value: 'Blue' },
      { trait_type: 'Level', value: 3, display_type: 'number' },
    ],
  }),
).toString('base64');
const NFTS: Array<[string, string, string]> = [
  ['Wallet Admin Genesis', 'WAG', `data:application/json;base64,${nftJson}`],
  ['Bored Ape Yacht Club', 'BAYC', 'ipfs://QmeSjSinHpPnmXmspMjwiXyN6zS4E9zccariGR3jxcaWtq/{token_id}'],
  ['Azuki', 'AZUKI', 'https://ikzttp.mypinata.cloud/ipfs/QmQFkLSQysj94s5GvTHPyzTxrawwtjgiiYS2TBLgrvw8CW/{token_id}'],
  ['Pudgy Penguins', 'PPG', 'https://api.pudgypenguins.io/lil/{token_id}'],
  ['Doodles', 'DOODLE', 'ipfs://QmPMc4tcBsMqLRuCQtPmPe84bpSjrC3Ky7t3JWuHXYB4aS/{token_id}'],
];

export const RESOURCE_ROWS: Record<string, ResourceRows> = {
  ...FLASHCASH_ROWS,
  ...CONTENT_ROWS,
  ...SETTINGS_ROWS,
  ...LABEL_ROWS,
  ...CUSTODY_ROWS,
  ...WELFARE_ROWS,
  ...OTC_ROWS,
  ...EXCHANGE_ROWS,
  // Operators' own workbench (views.yaml): each operator saves their views and columns; nothing is invented for them.
  saved_view: { rows: () => [] },
  list_setting: { rows: () => [] },
  application: {
    fields: {
      title: (i) => dappName(i),
      url: (i) => `https://app.${slug(DAPPS[i % DAPPS.length]!)}.io${i >= DAPPS.length ? `/?r=${i}` : ''}`,
      logo: (i) => `https://cdn.example.com/dapps/${slug(DAPPS[i % DAPPS.length]!)}.png`,
      description: (i) => `${dappName(i)} 是一款${KINDS[i % KINDS.length]}，支持多链钱包直接连接。`,
      lang: (i) => langOf(i),
      category_id: (i) => CATEGORY_BASE[langOf(i)]! + (i % KINDS.length),
      developer: (i) => `${DAPPS[i % DAPPS.length]} Labs`,
      min_version: (i) => (i % 9 === 0 ? '3.0.0' : ''),
      tag: (i) => ['', '', '热门', 'New', '空投', ''][i % 6],
      tag_status: () => 0,
      is_new: (i) => (i % 8 === 0 ? 1 : 0),
      status: (i) => (i % 10 === 9 ? 1 : 0),
      sort: (i) => i,
      fixed_order: () => 0,
    },
  },
  token: {
    fields: {
      blockchain_id: fromRow('blockchain_id'),
      symbol: fromRow('symbol'),
      name: fromRow('name'),
      address: fromRow('address'),
      decimals: fromRow('decimals'),
      protocol: fromRow('protocol'),
      logo: (i, ctx) => `https://cdn.example.com/tokens/${String(tokenRow(i, ctx).symbol).toLowerCase()}.png`,
      description: (i, ctx) => `${String(tokenRow(i, ctx).name)}，${CHAINS[Number(tokenRow(i, ctx).blockchain_id) - 1]![1]} 上的代币。`,
      total_supply: (i) => String(1_000_000 * (1 + (i % 97))),
      coingecko_id: (i) => (i < ERC20.length ? ERC20[i]![1].toLowerCase().replace(/[^a-z0-9]+/g, '-') : ''),
      coinmarketcap_id: (i) => (i < ERC20.length ? String(825 + i) : ''),
      is_verified: (i) => (i < 60 ? 1 : 0),
      status: (i) => (i % 25 === 24 ? 1 : 0),
      sort: (i) => i,
    },
  },
  nft_token_info: {
    fields: {
      blockchain_id: () => 1,
      name: (i) => NFTS[i % NFTS.length]![0] + (i >= NFTS.length ? ` ${i}` : ''),
      symbol: (i) => NFTS[i % NFTS.length]![1],
      metadata_type: (i) => {
        const url = NFTS[i % NFTS.length]![2];
        return url.startsWith('data:') ? 2 : url.startsWith('ipfs://') ? 1 : 0;
      },
      metadata_url: (i) => NFTS[i % NFTS.length]![2],
      address: (_, ctx) => `0x${ctx.rng.hex(40)}`,
      status: () => 0,
      synced_at: () => null,
      sort: (i) => i,
    },
  },
  version: {
    rows: (ctx) =>
      (['ios', 'android'] as const).flatMap((platform, p) =>
        ['2.9.0', '2.9.3', '3.0.0', '3.0.2'].map((name, i) => ({
          platform,
          version_name: name,
          build_code: 290 + i * 5 + p,
          download_url: platform === 'ios' ? 'https://apps.apple.com/app/id1000000000' : `https://example.com/download/wallet-${name}.apk`,
          package_size: 85_000_000 + i * 1_200_000,
          sha256: `${'ab'.repeat(30)}${String(i).padStart(2, '0')}${String(p).padStart(2, '0')}`,
          release_notes_zh_hans: `${name} 版本：修复已知问题，提升稳定性。`,
          release_notes_zh_hant: `${name} 版本：修復已知問題，提升穩定性。`,
          release_notes_en: `${name}: bug fixes and stability improvements.`,
          force_update: false,
          min_supported_version: '2.9.0',
          status: 0,
          latest_at: i === 3 ? ctx.now - DAY : null,
        })),
      ),
  },
  message: {
    fields: {
      title: (i) => ['系统维护通知', '新功能上线', '安全提醒', '空投活动开始'][i % 4],
      content: (i) => ['我们将于本周六进行系统维护。', '现已支持 Base 网络。', '请勿向任何人透露助记词。', '参与活动领取空投奖励。'][i % 4],
      platform: (i) => ['all', 'ios', 'android'][i % 3],
      status: (i) => (i % 3 === 2 ? 1 : 0),
      sent_at: (i, ctx) => (i % 3 === 2 ? ctx.now - i * DAY : null),
      recipient_count: (i) => (i % 3 === 2 ? 40 + i : null),
      scheduled_at: () => 0,
    },
  },
  // The market tab, hot list and exchange listings name the well-known tokens (ids 1-10: ERC20 above, inserted
  // first) and the exchanges below (ids 1-7), so the demo reads like a real catalogue.
  // Each zh-Hans category lists DApps, the hot one first (id 13, the DApp category screen's default filter): which
  // DApps sit where no longer hangs on the random draws of the resources seeded before it.
  application_category: {
    fields: { application_id: (i) => 1 + i, category_id: (i) => 13 + (i % 6), sort: (i) => i },
  },
  hot_token: {
    fields: { token_id: (i) => 1 + (i % ERC20.length), blockchain_id: () => 1, status: (i) => (i % 6 === 5 ? 1 : 0), sort: (i) => i },
  },
  token_market: {
    fields: {
      token_id: (i) => 1 + (i % ERC20.length),
      quote_symbol: (i) => (i < ERC20.length ? 'USD' : 'USDT'),
      price_source: (i) => i % 3,
      app_contract: (i) => (ERC20[i % ERC20.length]![0] === 'WETH' ? '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' : ''),
      tag: (i) => ['稳定币', '稳定币', '稳定币', 'DeFi', 'DeFi', 'DeFi', 'Meme', 'DeFi', 'DeFi', ''][i % ERC20.length],
      status: () => 0,
      sort: (i) => i,
    },
  },
  token_market_exchange: {
    fields: {
      token_id: (i) => 1 + (i % ERC20.length),
      token_universal_exchange_id: (i) => 1 + (i % EXCHANGES.length),
      pair: (i) => `${ERC20[i % ERC20.length]![0]}/${ERC20[i % ERC20.length]![0] === 'USDT' ? 'USDC' : 'USDT'}`,
      trade_url: (i) => `https://www.${EXCHANGES[i % EXCHANGES.length]![1]}.com/trade/${ERC20[i % ERC20.length]![0]}`,
      price_weight: (i) => [50, 30, 20][i % 3],
      status: () => 0,
      sort: (i) => i,
    },
  },
  drop_token: {
    fields: {
      blockchain_id: () => 1,
      symbol: (i) => ['USDT', 'ETH', 'UNI', 'AIRDROP', 'BONUS', 'SHIB'][i % 6],
      drop_type: (i) => i % 2,
      reason: (i) =>
        ['仿冒 USDT 合约', '仿冒原生币', '仿冒 UNI，诱导授权', '空投钓鱼：名称含网址', '诱导领取奖励', '高风险土狗代币'][i % 6],
    },
  },
  token_key_filter: {
    rows: () =>
      [
        ['airdrop', 0, 0, '空投诈骗代币'],
        ['claim', 0, 0, '诱导领取的钓鱼代币'],
        ['.com', 0, 0, '名称带网址的广告代币'],
        ['visit', 0, 0, '诱导访问网站'],
        ['free', 0, 1, '暂停：误伤正常代币，待复核'],
        ['Tether Gold USD', 1, 0, '仿冒 USDT'],
        ['USD Coin Reward', 1, 0, '仿冒 USDC'],
      ].map(([keyword, match_type, status, remark]) => ({ keyword, match_type, status, remark })),
  },
  token_universal_exchange: {
    rows: () =>
      EXCHANGES.map(([name, site, exchange_type], i) => ({
        name,
        code: site === 'uniswap' ? 'uniswap_v3' : site,
        exchange_type,
        blockchain_id: exchange_type === 1 ? 1 : 0,
        logo: `https://cdn.example.com/exchanges/${site}.png`,
        website: `https://www.${site}.com`,
        status: 0,
        sort: i,
      })),
  },
  application_submit: { fields: reviewFields('application_id') },
  // The /app content lists open on zh-Hans: their rows in the three languages (all en or all zh-Hant before, so the
  // lists showed none until another language was picked).
  splash: { fields: { lang: (i) => langOf(i) } },
  boot_message: { fields: { lang: (i) => langOf(i) } },
  application_config: { fields: { lang: (i) => langOf(i) } },
  // Submitted tokens past the catalogue's rows: an address that fits its chain (an approval checks it, x-address).
  token_submit: {
    fields: {
      ...reviewFields('token_id'),
      ...Object.fromEntries(['blockchain_id', 'symbol', 'name', 'address', 'decimals', 'protocol'].map((key) => [key, fromRow(key, 1000)])),
    },
  },
  feedback: {
    fields: {
      content: (i) => ['转账一直处于确认中', '希望支持更多链', 'DApp 打不开', '余额显示不正确', '界面很好用，建议增加深色模式'][i % 5],
      reply: (i) => (i % 4 === 0 ? '您好，问题已修复，请更新到最新版本。' : ''),
      status: (i) => (i % 4 === 0 ? 1 : 0),
      address: (_, ctx) => `0x${ctx.rng.hex(40)}`,
      contact: (i) => (i % 2 ? `user${i}@example.com` : `@tg_user${i}`),
    },
  },
  dapp_profit: {
    fields: {
      day: (i, ctx) => new Date(ctx.now - Math.floor(i / 4) * DAY).toISOString().slice(0, 10),
      application_name: (i) => DAPPS[i % 10],
      symbol: (i) => ['ETH', 'USDT', 'BNB', 'EOS'][i % 4],
      amount: (i) => `${(i * 13) % 500}.${String((i * 7) % 100).padStart(2, '0')}`,
      amount_usd: (i) => `${(i * 97) % 9000}.${String((i * 3) % 100).padStart(2, '0')}`,
    },
  },
};
