// Demo rows of the operations settings (/settings) and the prepaid cards (/card): token price overrides, trading
// pools, savings products and a few months of subscriptions, the IM / Newdex / BTEX integration documents and the
// cards. Derived from the seeded random source, so every machine gets the same rows. Token ids are the catalogue's
// first rows (resource-data's ERC20 list: 1 USDT … 10 WETH, Ethereum); chain ids chain-data's order (1 Ethereum,
// 2 BNB Smart Chain, 3 Polygon, 4 Arbitrum One, 8 Base).
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const DAY = 86_400_000;
const TOKEN: Record<string, number> = { USDT: 1, USDC: 2, DAI: 3, WBTC: 4, LINK: 5, UNI: 6, SHIB: 7, AAVE: 8, MKR: 9, WETH: 10 };
const PRICE: Record<string, number> = {
  USDT: 1,
  USDC: 1,
  DAI: 1,
  WBTC: 67250,
  LINK: 14.2,
  UNI: 7.85,
  SHIB: 0.0000176,
  AAVE: 92.4,
  MKR: 2480,
  WETH: 3105,
};
const address = (ctx: SeedContext) => `0x${ctx.rng.hex(40)}`;
/** A decimal string without float noise (amounts are strings in the contract). */
const decimal = (value: number, places: number) => value.toFixed(places).replace(/\.?0+$/, '') || '0';

const PRICE_REMARKS: Array<[number, string]> = [
  [0, '上线首日价格，行情源尚未收录'],
  [1, 'CoinGecko 报价延迟，临时覆盖'],
  [2, 'Listing price until the market feed picks the token up'],
  [3, 'OKX 深度不足，按 Binance 价格校正'],
  [0, '稳定币锚定 1 美元'],
  [2, 'Feed outage on 2026-10-03: pinned to the Binance close'],
];

function tokenPrices(ctx: SeedContext): Row[] {
  const symbols = Object.keys(TOKEN);
  return Array.from({ length: 26 }, (_, i) => {
    const symbol = symbols[i % symbols.length]!;
    const [source, remark] = PRICE_REMARKS[i % PRICE_REMARKS.length]!;
    const drift = 1 + (ctx.rng.int(0, 200) - 100) / 10_000;
    const started = i % 3 === 0 ? 0 : ctx.now - (30 - i) * DAY;
    return {
      token_id: TOKEN[symbol],
      price: decimal(PRICE[symbol]! * (symbol.startsWith('US') || symbol === 'DAI' ? 1 : drift), symbol === 'SHIB' ? 10 : 6),
      source,
      remark,
      start_at: started,
      end_at: started && i % 2 === 0 ? started + 14 * DAY : 0,
      status: i % 5 === 4 ? 1 : 0,
      created_at: ctx.now - (40 - i) * DAY,
    };
  });
}

const POOLS: Array<[number, string, string, number]> = [
  [1, 'Uniswap V3', 'WETH/USDT', 5],
  [1, 'Uniswap V3', 'WETH/USDC', 5],
  [1, 'Uniswap V3', 'WBTC/WETH', 30],
  [1, 'Uniswap V3', 'LINK/WETH', 30],
  [1, 'Uniswap V3', 'UNI/WETH', 30],
  [1, 'Uniswap V2', 'SHIB/WETH', 30],
  [1, 'Curve', 'DAI/USDC', 1],
  [1, 'SushiSwap', 'AAVE/WETH', 30],
  [1, 'Balancer', 'MKR/WETH', 100],
  [2, 'PancakeSwap V3', 'BNB/USDT', 5],
  [2, 'PancakeSwap V3', 'CAKE/BNB', 25],
  [2, 'PancakeSwap V2', 'ETH/BNB', 25],
  [2, 'BiSwap', 'BTCB/USDT', 10],
  [3, 'QuickSwap', 'MATIC/USDC', 30],
  [3, 'Uniswap V3', 'WETH/USDC', 5],
  [3, 'Balancer', 'MATIC/WETH', 30],
  [4, 'Uniswap V3', 'ARB/WETH', 30],
  [4, 'Camelot', 'GRAIL/WETH', 30],
  [4, 'SushiSwap', 'WETH/USDC', 30],
  [5, 'Velodrome', 'OP/USDC', 5],
  [5, 'Uniswap V3', 'WETH/OP', 30],
  [8, 'Aerodrome', 'WETH/USDC', 5],
  [8, 'Uniswap V3', 'cbETH/WETH', 5],
  [8, 'BaseSwap', 'DEGEN/WETH', 100],
];

// name, English name, token, APY %, term days, min, max per user, quota
const PRODUCTS: Array<[string, string, string, string, number, string, string, string]> = [
  ['USDT 活期宝', 'USDT Flexible', 'USDT', '4.5', 0, '10', '50000', '0'],
  ['USDT 7天定期', 'USDT 7-day', 'USDT', '5.2', 7, '100', '100000', '2000000'],
  ['USDT 30天定期', 'USDT 30-day', 'USDT', '6.8', 30, '100', '200000', '5000000'],
  ['USDT 90天定期', 'USDT 90-day', 'USDT', '8.5', 90, '500', '500000', '10000000'],
  ['USDT 180天定期', 'USDT 180-day', 'USDT', '10', 180, '1000', '500000', '5000000'],
  ['USDC 活期宝', 'USDC Flexible', 'USDC', '4.2', 0, '10', '50000', '0'],
  ['USDC 30天定期', 'USDC 30-day', 'USDC', '6.5', 30, '100', '200000', '3000000'],
  ['USDC 90天定期', 'USDC 90-day', 'USDC', '8.2', 90, '500', '300000', '6000000'],
  ['DAI 活期宝', 'DAI Flexible', 'DAI', '3.9', 0, '10', '50000', '0'],
  ['DAI 60天定期', 'DAI 60-day', 'DAI', '7.1', 60, '100', '100000', '2000000'],
  ['WBTC 活期宝', 'WBTC Flexible', 'WBTC', '1.2', 0, '0.0005', '5', '0'],
  ['WBTC 30天定期', 'WBTC 30-day', 'WBTC', '2.5', 30, '0.001', '10', '100'],
  ['WBTC 90天定期', 'WBTC 90-day', 'WBTC', '3.8', 90, '0.001', '20', '200'],
  ['WETH 活期宝', 'WETH Flexible', 'WETH', '2.8', 0, '0.01', '100', '0'],
  ['WETH 30天定期', 'WETH 30-day', 'WETH', '3.9', 30, '0.05', '200', '3000'],
  ['WETH 90天定期', 'WETH 90-day', 'WETH', '5.2', 90, '0.05', '500', '6000'],
  ['LINK 30天定期', 'LINK 30-day', 'LINK', '6', 30, '5', '20000', '500000'],
  ['UNI 30天定期', 'UNI 30-day', 'UNI', '5.5', 30, '5', '20000', '300000'],
  ['AAVE 60天定期', 'AAVE 60-day', 'AAVE', '7.5', 60, '0.5', '2000', '30000'],
  ['MKR 90天定期', 'MKR 90-day', 'MKR', '6.2', 90, '0.01', '100', '1000'],
  ['新人专享 USDT 7天 18%', 'Newcomer USDT 7-day 18%', 'USDT', '18', 7, '100', '1000', '200000'],
  ['双十一 USDT 14天限时', 'Singles Day USDT 14-day', 'USDT', '12', 14, '100', '20000', '1000000'],
  ['SHIB 活期宝', 'SHIB Flexible', 'SHIB', '9.9', 0, '100000', '1000000000', '0'],
];

function financeProducts(ctx: SeedContext): Row[] {
  return PRODUCTS.map(([name, name_en, symbol, apy, term, min, max, quota], i) => {
    const promo = i >= 20;
    const start = promo ? ctx.now - (20 - i) * 7 * DAY : 0;
    return {
      name,
      name_en,
      token_id: TOKEN[symbol],
      apy,
      term_days: term,
      min_amount: min,
      max_amount: max,
      quota,
      start_at: start,
      end_at: promo ? start + 30 * DAY : 0,
      status: i === 12 ? 2 : i === 19 ? 1 : 0,
      sort: i + 1,
      description: term
        ? `锁定 ${term} 天，到期自动返还本金和利息；年化 ${apy}%。Locked for ${term} days; principal and interest are paid at maturity.`
        : `随存随取，按日计息；年化 ${apy}%。Redeem any time; interest accrues daily.`,
      created_at: ctx.now - (200 - i) * DAY,
    };
  });
}

const ORDER_COUNT = 360;

function financeOrder(i: number, ctx: SeedContext): Row {
  const { rng } = ctx;
  const productIndex = (i * 7) % PRODUCTS.length;
  const [, , symbol, apy, term, min] = PRODUCTS[productIndex]!;
  const subscribed = ctx.now - Math.floor((i * 150 * DAY) / ORDER_COUNT) - rng.int(0, 720) * 60_000;
  const amount = Number(min) * [1, 2, 5, 10, 20, 50, 120][i % 7]! * (1 + rng.int(0, 99) / 100);
  const places = symbol === 'WBTC' ? 8 : symbol === 'SHIB' ? 0 : 4;
  const matures = term ? subscribed + term * DAY : 0;
  const ended = matures !== 0 && matures <= ctx.now;
  const status = i % 41 === 3 ? 3 : term === 0 ? (i % 3 === 0 ? 2 : 0) : ended ? (i % 4 === 0 ? 1 : 2) : 0;
  const redeemed = status === 2 ? (term ? matures + rng.int(1, 600) * 60_000 : Math.min(ctx.now, subscribed + rng.int(1, 60) * DAY)) : 0;
  const days = status === 3 ? 0 : ((redeemed || (ended ? matures : ctx.now)) - subscribed) / DAY;
  return {
    order_no: `FN${new Date(subscribed).toISOString().slice(0, 10).replace(/-/g, '')}${String(100000 + i)}`,
    user_address: address(ctx),
    finance_product_id: productIndex + 1,
    symbol,
    amount: decimal(amount, places),
    interest: decimal((amount * Number(apy) * Math.max(0, days)) / 36_500, places + 2),
    apy,
    status,
    tx_hash: `0x${rng.hex(64)}`,
    subscribed_at: subscribed,
    matures_at: matures,
    redeemed_at: redeemed,
    created_at: subscribed,
  };
}

const HOLDERS: Array<[string, string]> = [
  ['zhang.wei@example.com', 'ZHANG WEI'],
  ['+86 138 0013 8000', 'LI NA'],
  ['wang.fang@example.com', 'WANG FANG'],
  ['liu.yang@example.cn', 'LIU YANG'],
  ['+852 9123 4567', 'CHAN TAI MAN'],
  ['emily.chen@example.com', 'EMILY CHEN'],
  ['james.smith@example.com', 'JAMES SMITH'],
  ['+65 8123 4567', 'TAN WEI MING'],
  ['olivia.brown@example.co.uk', 'OLIVIA BROWN'],
  ['chen.jing@example.com', 'CHEN JING'],
  ['+1 415 555 0134', 'DAVID MILLER'],
  ['zhao.lei@example.com', 'ZHAO LEI'],
];
const FREEZE_REMARKS = [
  '风控：异常大额消费，待用户确认',
  '用户挂失',
  'Chargeback dispute opened by the issuer',
  'KYC 资料过期，补交后解冻',
];
const CARD_COUNT = 84;

function card(i: number, ctx: SeedContext): Row {
  const { rng } = ctx;
  const [holder_account, holder_name] = HOLDERS[i % HOLDERS.length]!;
  const issued = ctx.now - Math.floor((i * 360 * DAY) / CARD_COUNT) - rng.int(0, 1440) * 60_000;
  const status = i % 9 === 4 ? 1 : i % 13 === 7 ? 2 : 0;
  const unfrozen = status === 0 && i % 11 === 5;
  return {
    card_no: `${i % 3 === 0 ? '5' : '4'}${String(rng.int(100, 999))}${String(1_000_000_000_000 + i * 7919).slice(1)}`.slice(0, 16),
    holder_account,
    holder_name,
    card_type: i % 4 === 3 ? 1 : 0,
    currency: 'USD',
    balance: status === 2 ? '0' : decimal(rng.int(0, 500_000) / 100, 2),
    expires_at: issued + 3 * 365 * DAY,
    status,
    remark: status === 1 ? FREEZE_REMARKS[i % FREEZE_REMARKS.length]! : unfrozen ? '用户已确认交易，解除冻结' : '',
    status_changed_at: status === 1 || unfrozen ? issued + rng.int(2, 60) * DAY : null,
    status_changed_by: status === 1 || unfrozen ? 'admin' : '',
    created_at: issued,
  };
}

export const SETTINGS_ROWS: Record<string, ResourceRows> = {
  token_price: { rows: tokenPrices },
  trading_pool: {
    // Rows added one at a time (the generated tests) sit on Ethereum, whose address rule their 0x addresses follow.
    fields: { blockchain_id: () => 1 },
    rows: (ctx) =>
      POOLS.map(([chain, dex, pair, fee], i) => ({
        blockchain_id: chain,
        dex,
        pair,
        pool_address: address(ctx),
        fee_bps: fee,
        status: i % 8 === 7 ? 1 : 0,
        sort: i + 1,
      })),
  },
  finance_product: { rows: financeProducts },
  finance_order: { rows: (ctx) => Array.from({ length: ORDER_COUNT }, (_, i) => financeOrder(i, ctx)) },
  // Rows added one at a time (the generated tests) are active cards without a remark, numbered past the demo ones.
  prepaid_card: {
    fields: { card_no: (_, ctx) => String(6_200_000_000_000_000 + ctx.examples.nonce()), status: () => 0, remark: () => '' },
    rows: (ctx) => Array.from({ length: CARD_COUNT }, (_, i) => card(i, ctx)),
  },
  im_config: {
    config: {
      enabled: true,
      provider: 'tencent',
      app_id: '1400523871',
      app_key: 'a7c3e9f1b2d4',
      app_secret: '5f0e8c2a9b7d4e61c3a8f2b6d9e0c4a7',
      admin_account: 'administrator',
      service_accounts: 'cs_zh_01,cs_zh_02,cs_en_01',
      welcome: {
        'zh-Hans': '您好，这里是钱包客服，请描述您遇到的问题。',
        'zh-Hant': '您好，這裡是錢包客服，請描述您遇到的問題。',
        en: 'Hello, this is wallet support. How can we help?',
      },
    },
  },
  newdex_config: {
    config: {
      enabled: true,
      api_base: 'https://api.newdex.io',
      api_key: 'ndx_live_8f3a2c71',
      api_secret: 'b1e6d0f4a9c3e7b25d8f1a6c0e3b9d47',
      referral_account: 'walletrefer1',
      sync_minutes: 5,
      dapp_url: 'https://newdex.io',
      notice: {
        'zh-Hans': '您即将进入第三方交易所 Newdex，交易风险由您自行承担。',
        'zh-Hant': '您即將進入第三方交易所 Newdex，交易風險由您自行承擔。',
        en: 'You are about to open Newdex, a third-party exchange. You trade at your own risk.',
      },
    },
  },
  btex_config: {
    config: {
      enabled: false,
      api_base: 'https://api.btex.com',
      api_key: 'btex-3c9e71d2',
      api_secret: '0a7d3f9e2c6b1845e9f0d3c7a2b6e1f8',
      sync_minutes: 10,
      markets: 'BTC/USDT,ETH/USDT,EOS/USDT',
      dapp_url: 'https://www.btex.com',
      notice: {
        'zh-Hans': '您即将进入第三方交易所 BTEX，交易风险由您自行承担。',
        'zh-Hant': '您即將進入第三方交易所 BTEX，交易風險由您自行承擔。',
        en: 'You are about to open BTEX, a third-party exchange. You trade at your own risk.',
      },
    },
  },
};
