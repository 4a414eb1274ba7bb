// Demo rows of the exchange back office (/exchange): overseas KYC submissions, trading campaigns with their
// rankings and rewards, liquidations, users' assets, and 180 days of ledgers (30,000 trades, 12,000 deposits and
// withdrawals, 600 internal transfers) with their daily totals summed from the same rows. Amounts are exact decimal
// strings computed with BigInt (price × quantity), never floats. Everything comes from the seeded random source.
import type { Row } from '../db/types.ts';
import { COIN_DECIMALS, entriesOf, totalsOf, type StatLedger } from '../operations/custom/exchange-ledger.ts';
import type { SeedContext } from './index.ts';
import { atVolume } from './volume.ts';
import type { ResourceRows } from './resource-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 180;
const TRADES = 30_000;
const DEPOSITS = 12_000;
const TRANSFERS = 600;
const USERS = 400;
const COINS = ['USDT', 'BTC', 'ETH', 'TRX', 'EOS'] as const;
/** Markets with a typical price (USDT, 2 decimals) and a typical size (in 1e-4 base units). */
const MARKETS: Record<string, { price: number; size: number }> = {
  BTC_USDT: { price: 6_500_000, size: 200 },
  ETH_USDT: { price: 340_000, size: 3_000 },
  TRX_USDT: { price: 12, size: 5_000_000 },
  EOS_USDT: { price: 75, size: 400_000 },
};

const uid = (i: number) => String(10_000_000 + ((i * 7919) % 900_000));
/** units × 10^-scale as a decimal string, exactly (units ≥ 0). */
function decimal(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
}
const moment = (ctx: SeedContext) => ctx.now - ctx.rng.int(0, HISTORY_DAYS * DAY - 1);

const NAMES = [
  ['Tanaka Yui', 'JP'],
  ['Nguyen Van An', 'VN'],
  ['Kim Min-jun', 'KR'],
  ['Siti Aisyah', 'MY'],
  ['Lim Wei Ling', 'SG'],
  ['Maria Santos', 'PH'],
  ['Somchai Dee', 'TH'],
  ['John Carter', 'US'],
  ['Emma Müller', 'DE'],
  ['Rahul Sharma', 'IN'],
  ['陈志明', 'HK'],
  ['林雅婷', 'TW'],
] as const;

function kyc(ctx: SeedContext): Row[] {
  return Array.from({ length: 80 }, (_, i) => {
    const [name, country] = NAMES[i % NAMES.length]!;
    const status = i < 30 ? 0 : ctx.rng.chance(0.75) ? 1 : 2;
    const created = ctx.now - (80 - i) * 9 * HOUR;
    return {
      user_uid: uid(i),
      real_name: name,
      country,
      id_type: i % 3,
      id_number: `${country}${ctx.rng.hex(8).toUpperCase()}`,
      id_front_image: `kyc-${country}-front`,
      id_back_image: `kyc-${country}-back`,
      selfie_image: `kyc-${country}-selfie`,
      status,
      remark: status === 2 ? ctx.rng.pick(['证件照片模糊，请重新上传', 'Document expired: upload a valid one', '自拍与证件不符']) : '',
      reviewed_at: status === 0 ? null : created + 6 * HOUR,
      reviewed_by: status === 0 ? '' : 'admin',
      created_at: created,
    };
  });
}

const CAMPAIGNS = Array.from({ length: 24 }, (_, i) => i);
function campaigns(ctx: SeedContext): Row[] {
  return CAMPAIGNS.map((i) => {
    const market = Object.keys(MARKETS)[i % 4]!;
    const start = ctx.now - (HISTORY_DAYS - i * 8) * DAY;
    const end = start + 14 * DAY;
    return {
      name: `${market.replace('_', '/')} 交易大赛 第${i + 1}期`,
      name_en: `${market.replace('_', '/')} trading competition #${i + 1}`,
      market,
      start_at: start,
      end_at: end,
      reward_pool: `${(i % 5) * 5000 + 10000}.00`,
      min_volume: '1000',
      winners: 20,
      status: end < ctx.now ? 2 : start <= ctx.now ? 1 : 0,
      rules: '按活动期间成交额排名，前 20 名按名次瓜分奖池。Ranked by traded volume; the top 20 share the pool.',
      created_at: start - 3 * DAY,
    };
  });
}

/** Campaign ids are 1…24 on a fresh database (inserted first). */
const ranks = (ctx: SeedContext): Row[] =>
  CAMPAIGNS.flatMap((c) =>
    Array.from({ length: 30 }, (_, r) => ({
      campaign_id: c + 1,
      rank: r + 1,
      user_uid: uid(c * 31 + r),
      trade_count: 400 - r * 11 + ctx.rng.int(0, 9),
      volume: decimal(BigInt(Math.round(5_000_000_000_000 / (r + 1))) + BigInt(ctx.rng.int(0, 999_999)), 6),
      decimals: COIN_DECIMALS.USDT,
    })),
  );

function rewards(ctx: SeedContext): Row[] {
  const rows: Row[] = [];
  for (const c of CAMPAIGNS) {
    const end = ctx.now - (HISTORY_DAYS - c * 8) * DAY + 14 * DAY;
    if (end > ctx.now) continue;
    // The latest finished campaigns wait for payment; the earlier ones were paid two days after their end.
    const paid = end < ctx.now - 30 * DAY;
    for (let r = 0; r < 20; r++)
      rows.push({
        campaign_id: c + 1,
        user_uid: uid(c * 31 + r),
        rank: r + 1,
        amount: decimal(BigInt(Math.round(3_000_000_000 / (r + 1))), 6),
        decimals: COIN_DECIMALS.USDT,
        status: paid ? 1 : 0,
        paid_at: paid ? end + 2 * DAY + ctx.rng.int(0, 8 * HOUR) : null,
        paid_by: paid ? 'admin' : '',
        created_at: end + HOUR,
      });
  }
  return rows;
}

function trade(ctx: SeedContext): Row {
  const market = ctx.rng.pick(Object.keys(MARKETS));
  const { price, size } = MARKETS[market]!;
  const cents = BigInt(Math.round(price * (0.85 + ctx.rng.next() * 0.3)));
  const quantity = BigInt(Math.max(1, Math.round(size * (0.05 + ctx.rng.next() * 3))));
  const amount = cents * quantity; // scale 2 + 4 = 6: USDT's precision
  return {
    user_uid: uid(ctx.rng.int(0, USERS - 1)),
    market,
    side: ctx.rng.int(0, 1),
    price: decimal(cents, 2),
    quantity: decimal(quantity, 4),
    amount: decimal(amount, 6),
    fee: decimal(amount / 1000n, 6),
    created_at: moment(ctx),
  };
}

function deposit(ctx: SeedContext): Row {
  const symbol = ctx.rng.pick(COINS);
  const decimals = COIN_DECIMALS[symbol]!;
  const direction = ctx.rng.chance(0.6) ? 0 : 1;
  const units = BigInt(ctx.rng.int(1, 5_000_000)) * 10n ** BigInt(Math.max(0, decimals - 4));
  return {
    user_uid: uid(ctx.rng.int(0, USERS - 1)),
    symbol,
    direction,
    amount: decimal(units, decimals),
    fee: direction === 1 ? decimal(units / 500n, decimals) : '0',
    decimals,
    address: symbol === 'EOS' ? `user${ctx.rng.hex(8)}` : symbol === 'TRX' ? `T${ctx.rng.hex(33)}` : `0x${ctx.rng.hex(40)}`,
    tx_hash: ctx.rng.hex(64),
    status: ctx.rng.chance(0.9) ? 1 : ctx.rng.chance(0.5) ? 0 : 2,
    created_at: moment(ctx),
  };
}

function transfer(ctx: SeedContext, i: number): Row {
  const symbol = ctx.rng.pick(COINS);
  const from = (i % 5) + 1;
  return {
    from_account: from,
    to_account: (from % 5) + 1,
    symbol,
    amount: decimal(BigInt(ctx.rng.int(100, 9_999_999)) * 10n ** BigInt(COIN_DECIMALS[symbol]! - 2), COIN_DECIMALS[symbol]!),
    decimals: COIN_DECIMALS[symbol],
    remark: ctx.rng.pick(['热钱包补充流动性', '冷钱包归集', 'Fee sweep to the fee account', '活动奖励池充值', 'Market-making top-up']),
    operator: 'admin',
    created_at: moment(ctx),
  };
}

const assets = (ctx: SeedContext): Row[] =>
  Array.from({ length: 150 * COINS.length }, (_, i) => {
    const symbol = COINS[i % COINS.length]!;
    const decimals = COIN_DECIMALS[symbol]!;
    return {
      user_uid: uid(Math.floor(i / COINS.length)),
      symbol,
      available: decimal(BigInt(ctx.rng.int(0, 90_000_000)) * 10n ** BigInt(decimals - 2), decimals),
      frozen: ctx.rng.chance(0.3) ? decimal(BigInt(ctx.rng.int(1, 9_000_000)) * 10n ** BigInt(decimals - 2), decimals) : '0',
      decimals,
    };
  });

const liquidations = (ctx: SeedContext): Row[] =>
  Array.from({ length: 2000 }, () => {
    const market = ctx.rng.pick(Object.keys(MARKETS));
    const { price, size } = MARKETS[market]!;
    const entry = BigInt(Math.round(price * (0.9 + ctx.rng.next() * 0.2)));
    const side = ctx.rng.int(0, 1);
    const leverage = ctx.rng.pick([5, 10, 20, 50, 100]);
    const move = entry / BigInt(leverage);
    return {
      user_uid: uid(ctx.rng.int(0, USERS - 1)),
      market,
      side,
      leverage,
      quantity: decimal(BigInt(ctx.rng.int(1, size * 4)), 4),
      entry_price: decimal(entry, 2),
      liquidation_price: decimal(side === 0 ? entry - move : entry + move, 2),
      loss: decimal(BigInt(ctx.rng.int(1_000, 900_000_000)), 6),
      decimals: COIN_DECIMALS.USDT,
      created_at: moment(ctx),
    };
  });

type Ledger = 'exchange_trade' | 'exchange_deposit' | 'exchange_transfer' | 'exchange_reward';
/** The ledgers of one seed run, made once: their rows are inserted, and their daily totals summed from the same rows
 * (whichever of the two the seed reaches first). */
const made = new WeakMap<SeedContext, Record<Ledger, Row[]>>();
function ledgers(ctx: SeedContext): Record<Ledger, Row[]> {
  let rows = made.get(ctx);
  if (!rows) {
    rows = {
      exchange_trade: Array.from({ length: atVolume(ctx, TRADES) }, () => trade(ctx)),
      exchange_deposit: Array.from({ length: atVolume(ctx, DEPOSITS) }, () => deposit(ctx)),
      exchange_transfer: Array.from({ length: TRANSFERS }, (_, i) => transfer(ctx, i)),
      exchange_reward: rewards(ctx),
    };
    made.set(ctx, rows);
  }
  return rows;
}

/** The daily totals of the ledgers seeded above (the same rows, summed exactly). */
function dayTotals(ctx: SeedContext): Row[] {
  const sources: [StatLedger, Ledger][] = [
    ['trade', 'exchange_trade'],
    ['deposit', 'exchange_deposit'],
    ['withdraw', 'exchange_deposit'],
    ['transfer', 'exchange_transfer'],
    ['reward', 'exchange_reward'],
  ];
  const entries = sources.flatMap(([ledger, table]) => ledgers(ctx)[table].flatMap((row) => entriesOf(ledger, row)));
  return totalsOf(entries, ctx.businessOffset).map((total) => ({ ...total, created_at: ctx.now }));
}

export const EXCHANGE_ROWS: Record<string, ResourceRows> = {
  exchange_kyc: { rows: kyc },
  exchange_campaign: { rows: campaigns },
  exchange_rank: { rows: ranks },
  exchange_liquidation: { rows: liquidations },
  exchange_asset: { rows: assets },
  exchange_reward: { rows: (ctx) => ledgers(ctx).exchange_reward },
  exchange_trade: { rows: (ctx) => ledgers(ctx).exchange_trade },
  exchange_deposit: { rows: (ctx) => ledgers(ctx).exchange_deposit },
  exchange_transfer: { rows: (ctx) => ledgers(ctx).exchange_transfer },
  exchange_day_total: { rows: dayTotals },
};

/** Bulk deposits and withdrawals for the statistics benchmark (scripts/bench/exchange.ts): the demo's generator. */
export const exchangeDeposits = (ctx: SeedContext, count: number): Row[] => Array.from({ length: count }, () => deposit(ctx));
