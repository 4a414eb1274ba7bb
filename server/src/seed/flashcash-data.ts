// Demo rows of the swap back office (/flashCash): fee accounts, settings, channels, classes → subclasses,
// markets, bridge routes, order rules, four months of orders and the daily Transit report. Everything is derived
// from the seeded random source, so every machine gets the same rows. Chain ids are chain-data's order
// (1 Ethereum, 2 BNB Smart Chain, 3 Polygon, 4 Arbitrum One, 5 Optimism, 6 Avalanche, 8 Base); token ids are the
// catalogue's first rows (resource-data's ERC20 list: 1 USDT … 10 WETH, inserted first on a fresh database).
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHINA_OFFSET = 8 * HOUR;
const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  2: 'BNB Smart Chain',
  3: 'Polygon',
  4: 'Arbitrum One',
  5: 'Optimism',
  6: 'Avalanche C-Chain',
  8: 'Base',
};
const FEE_CHAINS = [1, 2, 3, 4, 5, 6, 8];

const address = (ctx: SeedContext) => `0x${ctx.rng.hex(40)}`;
const txHash = (ctx: SeedContext) => `0x${ctx.rng.hex(64)}`;
/** A decimal string with `places` digits after the point (amounts are strings in the contract). */
const decimal = (value: number, places: number) => value.toFixed(places);

function profitAccounts(ctx: SeedContext): Row[] {
  const purposes: Array<[number, number[], string]> = [
    [0, FEE_CHAINS, '手续费账户'],
    [1, [1, 2, 4], '跨链桥费账户'],
    [2, [1, 2], 'Gas 垫付账户'],
  ];
  return purposes.flatMap(([purpose, chains, label]) =>
    chains.map((chain, i) => ({
      blockchain_id: chain,
      name: `${CHAIN_NAMES[chain]} ${label}`,
      address: address(ctx),
      purpose,
      status: purpose === 2 && i === 1 ? 1 : 0,
      remark: purpose === 2 ? '余额低于 0.5 时告警' : '',
    })),
  );
}

const SETTINGS: Array<[string, string, string]> = [
  ['quote.ttl_seconds', '30', '报价有效期（秒）'],
  ['quote.max_price_impact_bps', '500', '价格影响超过此值（基点）时提示用户'],
  ['slippage.max_bps', '5000', '用户可设置的最大滑点（基点）'],
  ['maintenance.enabled', 'false', '维护模式：true 时 App 暂停闪兑'],
  ['maintenance.notice_zh', '闪兑服务维护中，预计 30 分钟后恢复。', '维护公告（中文）'],
  ['maintenance.notice_en', 'Swap is under maintenance and will be back in about 30 minutes.', '维护公告（英文）'],
  ['risk.max_daily_usd_per_user', '50000', '单个地址每日兑换上限（USD）'],
  ['risk.blacklist_check', 'true', '下单前检查地址黑名单'],
  ['referral.fee_share_bps', '2000', '推荐人手续费分成（基点）'],
  ['price.source', 'coingecko', '法币价格来源'],
  ['transit.api_base', 'https://api.transit.finance', 'Transit 路由服务地址'],
  ['gas.refuel_enabled', 'true', '跨链到账时赠送少量 Gas'],
];

const ROUTERS: Record<string, string> = {
  oneinch: '0x1111111254eeb25477b68fb85ed929f73a960582',
  zerox: '0xdef1c0ded9bec7f1a1670819833240f027b25eff',
  paraswap: '0xdef171fe48cf0115b1d80b88dc8eab59176fee57',
  openocean: '0x6352a56caadc4f1e25cd6c75970fa768a3304e64',
};
const CHANNELS: Array<[number, string]> = [
  [1, 'transit'],
  [1, 'oneinch'],
  [1, 'zerox'],
  [2, 'transit'],
  [2, 'oneinch'],
  [2, 'openocean'],
  [3, 'transit'],
  [3, 'paraswap'],
  [4, 'transit'],
  [4, 'oneinch'],
  [5, 'transit'],
  [8, 'transit'],
  [8, 'zerox'],
];

function swapConfigs(ctx: SeedContext): Row[] {
  return CHANNELS.map(([chain, provider], i) => ({
    blockchain_id: chain,
    provider,
    router_address: ROUTERS[provider] ?? address(ctx),
    fee_bps: provider === 'transit' ? 30 : 20,
    slippage_bps: chain === 1 ? 50 : 100,
    min_amount_usd: chain === 1 ? 20 : 1,
    max_amount_usd: provider === 'transit' ? 1_000_000 : 200_000,
    status: provider === 'openocean' ? 1 : 0,
    sort: i + 1,
    remark: provider === 'transit' ? '自有路由，优先' : '',
  }));
}

// Classes (ids 1-5 in this order) and their subclasses (ids 1-11 in this order).
const CLASSES: Array<[string, string, string[][]]> = [
  [
    '热门',
    'Hot',
    [
      ['主流币', 'Majors'],
      ['新币', 'New listings'],
    ],
  ],
  [
    '稳定币',
    'Stablecoins',
    [
      ['USD 稳定币', 'USD stablecoins'],
      ['其他稳定币', 'Other stablecoins'],
    ],
  ],
  [
    'DeFi',
    'DeFi',
    [
      ['DEX', 'DEX'],
      ['借贷', 'Lending'],
      ['预言机', 'Oracles'],
    ],
  ],
  [
    'Layer2',
    'Layer 2',
    [
      ['Arbitrum 生态', 'Arbitrum'],
      ['Optimism 生态', 'Optimism'],
    ],
  ],
  [
    'Meme',
    'Meme',
    [
      ['狗狗系', 'Dog coins'],
      ['其他 Meme', 'Other memes'],
    ],
  ],
];
const subclassId = (klass: number, sub: number) => CLASSES.slice(0, klass - 1).reduce((n, [, , subs]) => n + subs.length, 0) + sub;

// Catalogue token ids: resource-data's ERC20 list on Ethereum.
const TOKEN: Record<string, number> = { USDT: 1, USDC: 2, DAI: 3, WBTC: 4, LINK: 5, UNI: 6, SHIB: 7, AAVE: 8, MKR: 9, WETH: 10 };
// base, quote, class, subclass (1-based within the class), price precision
const MARKETS: Array<[string, string, number, number, number]> = [
  ['WETH', 'USDT', 1, 1, 2],
  ['WETH', 'USDC', 1, 1, 2],
  ['WBTC', 'USDT', 1, 1, 2],
  ['WBTC', 'WETH', 1, 1, 5],
  ['USDC', 'USDT', 2, 1, 4],
  ['DAI', 'USDT', 2, 1, 4],
  ['DAI', 'USDC', 2, 1, 4],
  ['UNI', 'USDT', 3, 1, 3],
  ['UNI', 'WETH', 3, 1, 6],
  ['AAVE', 'USDT', 3, 2, 2],
  ['AAVE', 'WETH', 3, 2, 5],
  ['MKR', 'USDT', 3, 2, 2],
  ['LINK', 'USDT', 3, 3, 3],
  ['LINK', 'WETH', 3, 3, 6],
  ['SHIB', 'USDT', 5, 1, 8],
  ['SHIB', 'WETH', 5, 1, 12],
];

// Bridge routes from Ethereum: token, destination chains, bridge, fee, minutes.
const BRIDGES: Array<[string, number[], string, string, number]> = [
  ['USDT', [2, 3, 4, 5, 8], 'stargate', '1.000000', 3],
  ['USDC', [2, 3, 4, 5, 8], 'across', '0.500000', 2],
  ['WETH', [4, 5, 8], 'across', '0.000300', 2],
  ['DAI', [3, 4], 'cbridge', '1.000000', 15],
  ['WBTC', [2, 4], 'wormhole', '0.000020', 20],
];

const CONFIRMATIONS: Record<number, number> = { 1: 12, 2: 15, 3: 128, 4: 20, 5: 20, 6: 12, 8: 20 };

// Orders: USD prices of what users swap, and the tokens traded on each chain.
const PRICES: Record<string, number> = {
  ETH: 3200,
  WETH: 3200,
  USDT: 1,
  USDC: 1,
  DAI: 1,
  WBTC: 95_000,
  LINK: 18,
  UNI: 9,
  BNB: 600,
  POL: 0.5,
  AVAX: 35,
  ARB: 0.8,
  OP: 1.7,
};
const CHAIN_TOKENS: Record<number, string[]> = {
  1: ['ETH', 'USDT', 'USDC', 'WBTC', 'LINK', 'UNI', 'DAI'],
  2: ['BNB', 'USDT', 'USDC'],
  3: ['POL', 'USDT', 'USDC'],
  4: ['ETH', 'USDC', 'ARB'],
  5: ['ETH', 'USDC', 'OP'],
  6: ['AVAX', 'USDT'],
  8: ['ETH', 'USDC'],
};
const ORDER_CHAINS = [1, 1, 1, 2, 2, 3, 4, 5, 6, 8];
const ORDER_COUNT = 240;
const SAME_CHAIN_PROVIDERS = ['transit', 'transit', 'oneinch', 'zerox', 'paraswap', 'openocean'];

const amountOf = (usd: number, symbol: string) => decimal(usd / PRICES[symbol]!, PRICES[symbol]! > 100 ? 6 : 2);

/** Status by position: the newest few still open, older ones mostly delivered, some refunded, failed or expired. */
function orderStatus(i: number): number {
  if (i < 3) return 0;
  if (i < 6) return 1;
  if (i % 17 === 5) return 3;
  if (i % 23 === 7) return 4;
  if (i % 13 === 4) return 5;
  return 2;
}

function order(i: number, ctx: SeedContext): Row {
  const { rng } = ctx;
  const created = ctx.now - i * 12 * HOUR - rng.int(0, 600) * 60_000;
  const status = orderStatus(i);
  const fromChain = ORDER_CHAINS[i % ORDER_CHAINS.length]!;
  const cross = i % 4 === 3;
  // Three places on in ORDER_CHAINS is always another chain.
  const toChain = cross ? ORDER_CHAINS[(i + 3) % ORDER_CHAINS.length]! : fromChain;
  const fromSymbol = rng.pick(CHAIN_TOKENS[fromChain]!);
  const toSymbol = rng.pick(CHAIN_TOKENS[toChain]!.filter((s) => s !== fromSymbol));
  const usd = [50, 120, 300, 800, 1500, 5000, 12000][i % 7]! * (1 + rng.int(0, 99) / 100);
  const user = address(ctx);
  const deposited = status === 0 || status === 5 ? null : created + rng.int(40, 300) * 1000;
  const swapped =
    deposited !== null && (status === 2 || (status === 1 && i % 2 === 0) || (status === 3 && i % 2 === 1))
      ? deposited + rng.int(15, 90) * 1000
      : null;
  const paid = status === 2 && swapped !== null ? swapped + (cross ? rng.int(3, 15) * 60_000 : rng.int(10, 60) * 1000) : null;
  const failed =
    status === 5
      ? created + 30 * 60_000
      : (status === 3 || status === 4) && deposited !== null
        ? (swapped ?? deposited) + rng.int(2, 10) * 60_000
        : null;
  const refunded = status === 3 && failed !== null ? failed + rng.int(20, 90) * 60_000 : null;
  const day = new Date(created + CHINA_OFFSET).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    order_no: `TS${day}${String(100_000 + ORDER_COUNT - i)}`,
    user_address: user,
    route_type: cross ? 1 : 0,
    provider: cross ? 'transit' : SAME_CHAIN_PROVIDERS[i % SAME_CHAIN_PROVIDERS.length],
    from_blockchain_id: fromChain,
    from_symbol: fromSymbol,
    from_amount: amountOf(usd, fromSymbol),
    to_blockchain_id: toChain,
    to_symbol: toSymbol,
    to_amount: amountOf(usd * 0.997, toSymbol),
    receive_address: user,
    fee_amount: amountOf(usd * 0.003, fromSymbol),
    amount_usd: Math.round(usd * 100) / 100,
    status,
    from_tx_hash: deposited === null ? '' : txHash(ctx),
    to_tx_hash: paid === null ? '' : txHash(ctx),
    refund_tx_hash: refunded === null ? '' : txHash(ctx),
    deposited_at: deposited,
    swapped_at: swapped,
    paid_at: paid,
    refunded_at: refunded,
    failed_at: failed,
    fail_reason:
      status === 3 || status === 4 ? ['滑点超出设置，兑换未成交', '跨链桥流动性不足', '目标链拥堵，发币重试次数用尽'][i % 3] : '',
    created_at: created,
  };
}

function dailyStats(ctx: SeedContext): Row[] {
  // Days of the business time zone (the server's BUSINESS_UTC_OFFSET): each day_at is one of its midnights.
  const today = Math.floor((ctx.now + ctx.businessOffset) / DAY) * DAY - ctx.businessOffset;
  return Array.from({ length: 120 }, (_, d) => d).flatMap((d) =>
    [1, 2, 3, 8].map((chain) => {
      const orders = ctx.rng.int(chain === 1 ? 300 : 80, chain === 1 ? 900 : 400);
      const volume = orders * ctx.rng.int(400, 2500);
      return {
        day_at: today - d * DAY,
        blockchain_id: chain,
        order_count: orders,
        success_count: Math.floor(orders * 0.95),
        refund_count: Math.floor(orders * 0.02),
        user_count: Math.floor(orders * 0.7),
        volume_usd: volume,
        fee_usd: Math.round(volume * 0.003 * 100) / 100,
      };
    }),
  );
}

export const FLASHCASH_ROWS: Record<string, ResourceRows> = {
  swap_profit_account: { rows: profitAccounts },
  swap_setting: {
    rows: () =>
      SETTINGS.map(([config_key, config_value, description], i) => ({ config_key, config_value, description, status: i === 3 ? 1 : 0 })),
  },
  swap_config: { rows: swapConfigs },
  swap_class: {
    rows: () =>
      CLASSES.map(([name, name_en], i) => ({
        name,
        name_en,
        icon: `https://cdn.example.com/swap/class-${i + 1}.png`,
        status: 0,
        sort: i + 1,
      })),
  },
  swap_subclass: {
    rows: () =>
      CLASSES.flatMap(([, , subs], k) =>
        subs.map(([name, name_en], s) => ({ swap_class_id: k + 1, name, name_en: name_en!, status: 0, sort: s + 1 })),
      ),
  },
  swap_market: {
    rows: () =>
      MARKETS.map(([base, quote, klass, sub, precision], i) => ({
        blockchain_id: 1,
        symbol: `${base}/${quote}`,
        base_token_id: TOKEN[base],
        quote_token_id: TOKEN[quote],
        swap_class_id: klass,
        swap_subclass_id: subclassId(klass, sub),
        min_amount: base === 'WBTC' ? '0.0001' : base === 'SHIB' ? '100000' : '0.01',
        max_amount: base === 'SHIB' ? '10000000000' : '1000000',
        price_precision: precision,
        status: 0,
        sort: i + 1,
      })),
  },
  swap_bridge_token: {
    rows: (ctx) =>
      BRIDGES.flatMap(([symbol, chains, bridge, fee, minutes]) =>
        chains.map((chain, i) => ({
          blockchain_id: 1, // the catalogue's ERC20 tokens (TOKEN) are Ethereum's
          token_id: TOKEN[symbol],
          symbol,
          to_blockchain_id: chain,
          to_address: address(ctx),
          bridge,
          min_amount: symbol === 'WBTC' ? '0.001' : symbol === 'WETH' ? '0.005' : '10',
          max_amount: symbol === 'WBTC' || symbol === 'WETH' ? '100' : '500000',
          fee_amount: fee,
          estimated_minutes: minutes,
          status: 0,
          sort: i + 1,
        })),
      ),
  },
  swap_order_config: {
    // A chain has one row of rules: rows added one at a time (the generated tests) take a chain id of their own.
    fields: { blockchain_id: (_, ctx) => 1000 + ctx.examples.nonce() },
    rows: () =>
      Object.entries(CONFIRMATIONS).map(([chain, confirmations]) => ({
        blockchain_id: Number(chain),
        confirmations,
        timeout_minutes: 30,
        auto_refund: Number(chain) !== 1,
        max_retries: 3,
        min_order_usd: Number(chain) === 1 ? 20 : 1,
        status: 0,
        remark: Number(chain) === 1 ? '主网 Gas 高，失败单人工确认后退款' : '',
      })),
  },
  swap_order: { rows: (ctx) => Array.from({ length: ORDER_COUNT }, (_, i) => order(i, ctx)) },
  swap_daily_stat: { rows: dailyStats },
};
