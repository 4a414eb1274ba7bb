// Demo rows of the custodial wallet (/centralizewallet): 32 users → their accounts on 1 to 6 EVM chains → each
// account's ledger and token balances; the currencies' names in three languages and rate alerts on them; the gas
// API settings; DeFi protocols and their pairs. The drill-down rows come from one plan with its own random source,
// so a child row names the ids its parents get on a fresh database (users, then accounts, inserted in order), and
// every machine gets the same rows. User 1 (张伟) has an account on each chain; their Ethereum account (asset 1)
// has more than two pages of movements and several tokens. Chain ids are chain-data's order (1 Ethereum,
// 2 BNB Smart Chain, 3 Polygon, 4 Arbitrum One, 5 Optimism, 6 Avalanche); currency ids its currencies' order.
import { sumDecimals } from '@wallet-admin/sdk';
import { createRng } from './random.ts';
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const USERS: Array<[string, string, string]> = [
  ['张伟', 'zhangwei', '中国'],
  ['李娜', 'lina', '中国'],
  ['王芳', 'wangfang', '中国'],
  ['Alice Johnson', 'alice.j', 'United States'],
  ['刘洋', 'liuyang', '中国'],
  ['陈静', 'chenjing', '中国香港'],
  ['Bob Smith', 'bob.smith', 'United Kingdom'],
  ['杨磊', 'yanglei', '新加坡'],
  ['赵敏', 'zhaomin', '中国'],
  ['Hiroshi Tanaka', 'h.tanaka', 'Japan'],
  ['黄晓明', 'huangxm', '中国'],
  ['周婷', 'zhouting', '中国台湾'],
  ['Kim Minji', 'minji.kim', 'South Korea'],
  ['吴昊', 'wuhao', '马来西亚'],
  ['Carlos García', 'carlos.g', 'Spain'],
  ['郑凯', 'zhengkai', '中国'],
  ['孙悦', 'sunyue', '中国'],
  ['Fatima Khan', 'fatima.k', 'United Arab Emirates'],
  ['马超', 'machao', '中国'],
  ['何雪', 'hexue', '中国香港'],
  ['Liam O’Brien', 'liam.ob', 'Ireland'],
  ['高远', 'gaoyuan', '中国'],
  ['罗琳', 'luolin', '泰国'],
  ['Maria Rossi', 'maria.r', 'Italy'],
  ['郭峰', 'guofeng', '中国'],
  ['林晓', 'linxiao', '新加坡'],
  ['Noah Müller', 'noah.m', 'Germany'],
  ['宋佳', 'songjia', '中国'],
  ['Olivia Brown', 'olivia.b', 'Australia'],
  ['韩雪', 'hanxue', '中国'],
  ['Nguyen Van An', 'an.nguyen', 'Vietnam'],
  ['许诺', 'xunuo', '中国'],
];
// chain id, native symbol, USD price
const CHAIN_COINS: Array<[number, string, number]> = [
  [1, 'ETH', 3210.5],
  [2, 'BNB', 584.2],
  [3, 'POL', 0.42],
  [4, 'ETH', 3210.5],
  [5, 'ETH', 3210.5],
  [6, 'AVAX', 27.8],
];
// symbol, name, decimals, USD price (addresses are Ethereum's for chain 1, drawn for the others)
const TOKENS: Array<[string, string, number, number, string]> = [
  ['USDT', 'Tether USD', 6, 1, '0xdac17f958d2ee523a2206206994597c13d831ec7'],
  ['USDC', 'USD Coin', 6, 1, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
  ['DAI', 'Dai Stablecoin', 18, 1, '0x6b175474e89094c44da98b954eedeac495271d0f'],
  ['WBTC', 'Wrapped BTC', 8, 67250, '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599'],
  ['LINK', 'ChainLink Token', 18, 14.6, '0x514910771af9ca656af840dff83e8264ecf986ca'],
  ['UNI', 'Uniswap', 18, 9.8, '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'],
  ['AAVE', 'Aave Token', 18, 152.3, '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9'],
];
const KINDS = ['deposit', 'deposit', 'withdraw', 'transfer_in', 'transfer_out', 'fee'] as const;
const REMARKS: Record<(typeof KINDS)[number], string> = {
  deposit: '链上充值',
  withdraw: '提现到外部地址',
  transfer_in: 'Internal transfer from another user',
  transfer_out: '转账给其他用户',
  fee: '提现手续费',
};

const money = (value: number, places = 6) => value.toFixed(places);

interface Plan {
  users: Row[];
  assets: Row[];
  movements: Row[];
  tokens: Row[];
}

let cached: { now: number; plan: Plan } | undefined;

/** Every drill-down row, ids as a fresh database gives them (1, 2, … in insertion order). */
function plan(now: number): Plan {
  if (cached?.now === now) return cached.plan;
  const rng = createRng(20261127);
  const users: Row[] = [];
  const assets: Row[] = [];
  const movements: Row[] = [];
  const tokens: Row[] = [];
  USERS.forEach(([nickname, mail, country], u) => {
    const userId = u + 1;
    const address = `0x${rng.hex(40)}`;
    const chains = u === 0 ? CHAIN_COINS : CHAIN_COINS.slice(0, 1 + ((u * 7) % 5));
    // USD values are cents, and every sum is of the cents its rows show: a user's total is the exact sum of their
    // assets' values, an asset's value the sum of its native coin's and its tokens' (issue 56: 13 of 32 users were 0.01 off).
    const assetUsd: string[] = [];
    for (const [blockchain_id, symbol, price] of chains) {
      const assetId = assets.length + 1;
      const count = assetId === 1 ? 26 : rng.int(2, 8);
      let balance = 0;
      for (let m = 0; m < count; m++) {
        const kind = m === 0 ? 'deposit' : rng.pick(KINDS);
        const inflow = kind === 'deposit' || kind === 'transfer_in';
        const amount = kind === 'fee' ? 0.0005 + rng.next() * 0.002 : inflow ? 0.05 + rng.next() * 4 : Math.min(balance * rng.next(), 2);
        balance = Math.max(0, balance + (inflow ? amount : -amount));
        const onChain = kind === 'deposit' || kind === 'withdraw';
        movements.push({
          custody_user_id: userId,
          custody_asset_id: assetId,
          serial_no: `M${20260000000000 + movements.length + 1}`,
          kind,
          amount: money(amount),
          balance_after: money(balance),
          tx_hash: onChain ? `0x${rng.hex(64)}` : '',
          status: m === count - 1 && kind === 'withdraw' ? 0 : rng.chance(0.05) ? 2 : 1,
          remark: REMARKS[kind],
          created_at: now - (count - m) * 9 * HOUR - u * DAY,
        });
      }
      const tokenUsd: string[] = [];
      const held = assetId === 1 ? TOKENS : TOKENS.slice(0, rng.int(0, 3));
      for (const [tokenSymbol, name, decimals, tokenPrice, ethereum] of held) {
        const amount = tokenPrice > 1000 ? rng.next() * 0.5 : rng.next() * 5000;
        const valueUsd = money(amount * tokenPrice, 2);
        tokenUsd.push(valueUsd);
        tokens.push({
          custody_user_id: userId,
          custody_asset_id: assetId,
          symbol: tokenSymbol,
          name,
          contract_address: blockchain_id === 1 ? ethereum : `0x${rng.hex(40)}`,
          decimals,
          balance: money(amount, Math.min(decimals, 8)),
          value_usd: valueUsd,
        });
      }
      const valueUsd = sumDecimals([money(balance * price, 2), ...tokenUsd]);
      assetUsd.push(valueUsd);
      assets.push({
        custody_user_id: userId,
        blockchain_id,
        symbol,
        address,
        balance: money(balance),
        frozen: money(movements.at(-1)?.status === 0 ? Number(movements.at(-1)?.amount) : 0),
        value_usd: valueUsd,
      });
    }
    users.push({
      uid: `U${100001 + u}`,
      nickname,
      email: `${mail}@example.com`,
      phone: country === '中国' ? `+86 13${String(800000000 + u * 7919).slice(0, 9)}` : '',
      country,
      kyc_level: u % 5 === 4 ? 0 : u % 3 === 0 ? 2 : 1,
      status: u === 6 ? 1 : u === 29 ? 2 : 0,
      total_usd: sumDecimals(assetUsd.length ? assetUsd : ['0.00']),
      last_login_at: now - u * 5 * HOUR,
      created_at: now - (400 - u * 11) * DAY,
    });
  });
  cached = { now, plan: { users, assets, movements, tokens } };
  return cached.plan;
}

// code (chain-data's currencies, in order) → names in zh-Hans, zh-Hant, en
const CURRENCY_NAMES: Array<[string, string, string]> = [
  ['美元', '美元', 'US Dollar'],
  ['人民币', '人民幣', 'Chinese Yuan'],
  ['欧元', '歐元', 'Euro'],
  ['日元', '日圓', 'Japanese Yen'],
  ['韩元', '韓元', 'South Korean Won'],
  ['港币', '港幣', 'Hong Kong Dollar'],
  ['英镑', '英鎊', 'British Pound'],
  ['新加坡元', '新加坡元', 'Singapore Dollar'],
  ['新台币', '新臺幣', 'New Taiwan Dollar'],
];
// currency id, rate now (units for 1 USD)
const RATES: Array<[number, number]> = [
  [2, 7.24],
  [3, 0.92],
  [4, 151.3],
  [5, 1372],
  [6, 7.81],
  [7, 0.79],
];
const CHANNELS = [
  ['email', 'treasury@example.com'],
  ['telegram', '-1001987654321'],
  ['webhook', 'https://ops.example.com/hooks/fx-alert'],
  ['sms', '+86 13800138000'],
] as const;

const currencyNames = (): Row[] =>
  CURRENCY_NAMES.flatMap((names, i) =>
    (['zh-Hans', 'zh-Hant', 'en'] as const).map((lang, l) => ({ currency_id: i + 1, lang, name: names[l] })),
  );

const currencyAlerts = (): Row[] =>
  Array.from({ length: 24 }, (_, i) => {
    const [currency, rate] = RATES[i % RATES.length]!;
    const above = i % 2 === 0;
    const step = 1 + Math.floor(i / RATES.length);
    const threshold = rate * (above ? 1 + 0.01 * step : 1 - 0.01 * step);
    const [channel, recipient] = CHANNELS[i % CHANNELS.length]!;
    return {
      name: `${CURRENCY_NAMES[currency - 1]![0]}${above ? '升破' : '跌破'} ${threshold.toFixed(2)}`,
      currency_id: currency,
      direction: above ? 'above' : 'below',
      threshold: threshold.toFixed(4),
      channel,
      recipient,
      status: i % 7 === 6 ? 1 : 0,
      remark: i % 3 === 0 ? 'Treasury desk: rebalance the fiat reserve' : '',
    };
  });

// name, chain, category, site, TVL (million USD), APY, description
const DEFI: Array<[string, number, string, string, number, number, string]> = [
  ['Uniswap V3', 1, 'dex', 'uniswap.org', 4120, 0, '以太坊上交易量最大的去中心化交易所'],
  ['Aave V3', 1, 'lending', 'aave.com', 11800, 3.12, '多链借贷协议，支持浮动利率'],
  ['Lido', 1, 'staking', 'lido.fi', 24500, 3.4, 'ETH 流动性质押，获得 stETH'],
  ['Curve', 1, 'dex', 'curve.fi', 2150, 2.8, '稳定币兑换，低滑点'],
  ['MakerDAO', 1, 'lending', 'makerdao.com', 5200, 5, 'Stablecoin DAI issued against collateral'],
  ['Compound V3', 1, 'lending', 'compound.finance', 2100, 4.25, '以太坊借贷市场'],
  ['Rocket Pool', 1, 'staking', 'rocketpool.net', 3300, 3.05, '去中心化 ETH 质押'],
  ['Yearn', 1, 'yield', 'yearn.fi', 380, 6.7, '自动收益聚合金库'],
  ['Convex', 1, 'yield', 'convexfinance.com', 1500, 7.9, 'Boosted Curve rewards'],
  ['Balancer', 1, 'dex', 'balancer.fi', 870, 0, '可编程流动性池'],
  ['PancakeSwap', 2, 'dex', 'pancakeswap.finance', 1750, 0, 'BNB Chain 上最大的 DEX'],
  ['Venus', 2, 'lending', 'venus.io', 1600, 4.6, 'BNB Chain 借贷协议'],
  ['Alpaca Finance', 2, 'yield', 'alpacafinance.org', 120, 12.4, '杠杆收益耕作'],
  ['QuickSwap', 3, 'dex', 'quickswap.exchange', 110, 0, 'Polygon 上的 DEX'],
  ['Aave V3 Polygon', 3, 'lending', 'aave.com', 620, 3.9, 'Aave 的 Polygon 市场'],
  ['GMX', 4, 'dex', 'gmx.io', 560, 14.2, '永续合约与现货交易'],
  ['Radiant', 4, 'lending', 'radiant.capital', 95, 8.1, '跨链借贷'],
  ['Pendle', 4, 'yield', 'pendle.finance', 2600, 18.5, 'Yield trading: principal and yield tokens'],
  ['Velodrome', 5, 'dex', 'velodrome.finance', 210, 0, 'Optimism 上的流动性中心'],
  ['Synthetix', 5, 'dex', 'synthetix.io', 480, 9.3, '合成资产协议'],
  ['Trader Joe', 6, 'dex', 'traderjoexyz.com', 140, 0, 'Avalanche 上的 DEX'],
  ['Benqi', 6, 'staking', 'benqi.fi', 420, 5.6, 'AVAX 流动性质押与借贷'],
  ['Stargate', 1, 'bridge', 'stargate.finance', 390, 2.1, '基于 LayerZero 的跨链桥'],
  ['Across', 1, 'bridge', 'across.to', 110, 0, 'Fast optimistic bridge'],
];
// DeFi entry (1-based, DEFI order), pair, price, fee (basis points)
const PAIRS: Array<[number, string, number, number]> = [
  [1, 'ETH/USDT', 3210.5, 30],
  [1, 'ETH/USDC', 3211.2, 5],
  [1, 'WBTC/ETH', 20.95, 30],
  [1, 'UNI/ETH', 0.00305, 30],
  [1, 'LINK/ETH', 0.00455, 30],
  [4, 'USDC/USDT', 1.0002, 4],
  [4, 'DAI/USDC', 0.9998, 4],
  [4, 'stETH/ETH', 0.9993, 4],
  [10, 'WETH/DAI', 3208.7, 25],
  [10, 'BAL/WETH', 0.00112, 25],
  [11, 'BNB/USDT', 584.2, 25],
  [11, 'CAKE/BNB', 0.0041, 25],
  [11, 'BTCB/BNB', 115.1, 25],
  [11, 'ETH/BNB', 5.49, 25],
  [14, 'POL/USDC', 0.421, 30],
  [14, 'WETH/POL', 7640, 30],
  [16, 'ETH/USDC', 3209.9, 10],
  [16, 'ARB/USDC', 0.74, 30],
  [19, 'OP/USDC', 1.62, 20],
  [19, 'WETH/OP', 1981, 20],
  [20, 'sUSD/USDC', 0.999, 4],
  [21, 'AVAX/USDC', 27.8, 20],
  [21, 'JOE/AVAX', 0.0112, 20],
  [22, 'sAVAX/AVAX', 1.126, 10],
  [23, 'USDT/USDC', 1.0001, 6],
  [24, 'ETH/WETH', 1, 5],
];

const defiInfos = (): Row[] =>
  DEFI.map(([name, blockchain_id, category, site, tvl, apy, description], i) => ({
    name,
    name_en: name,
    blockchain_id,
    category,
    website: `https://${site}`,
    logo: `https://cdn.example.com/defi/${site.split('.')[0]!}.png`,
    tvl_usd: money(tvl * 1_000_000, 2),
    apy: apy.toFixed(2),
    description,
    status: i === 12 ? 1 : 0,
    sort: i + 1,
  }));

const defiExchanges = (ctx: SeedContext): Row[] =>
  PAIRS.map(([defi_info_id, pair, price, fee_bps], i) => ({
    defi_info_id,
    pair,
    price: price.toString(),
    volume_24h_usd: money(ctx.rng.int(200_000, 90_000_000), 2),
    liquidity_usd: money(ctx.rng.int(1_000_000, 400_000_000), 2),
    fee_bps,
    status: i === 9 ? 1 : 0,
  }));

export const CUSTODY_ROWS: Record<string, ResourceRows> = {
  custody_user: { rows: (ctx) => plan(ctx.now).users },
  custody_asset: { rows: (ctx) => plan(ctx.now).assets },
  custody_movement: { rows: (ctx) => plan(ctx.now).movements },
  custody_token: { rows: (ctx) => plan(ctx.now).tokens },
  currency_language: { rows: currencyNames },
  currency_alert: { rows: currencyAlerts },
  defi_info: { rows: defiInfos },
  defi_exchange: { rows: defiExchanges },
  eth_gas_api: {
    config: {
      provider: 'etherscan',
      endpoint: 'https://api.etherscan.io/api?module=gastracker&action=gasoracle',
      api_key: 'K7YQ2M4XH9ZP3R8TB6WN1VDC5EJFGSAU',
      backup_provider: 'owlracle',
      backup_endpoint: 'https://api.owlracle.info/v4/eth/gas',
      backup_api_key: 'owl-3f9c2a7d81e04b6c',
      speed: 'standard',
      refresh_seconds: 15,
      max_gwei: 300,
      enabled: true,
    },
  },
};
