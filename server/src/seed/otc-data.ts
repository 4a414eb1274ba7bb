// Demo rows of the OTC back office (/otc): payment methods and their channels, the tokens traded, merchants (most
// approved, some waiting for review, a few rejected) with the currencies they quote, six months of orders and the gas
// service's accounts and records. Amounts are exact decimal strings built from integers (never a float's digits),
// so the daily statistics are sums of exactly what the rows hold. Everything comes from the seeded random source.
// Chain ids are chain-data's order (1 Ethereum, 2 BNB Smart Chain, 3 Polygon, 4 Arbitrum One, 5 Optimism, 8 Base).
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import { atVolume } from './volume.ts';
import type { ResourceRows } from './resource-data.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Orders over the last DAYS days (the statistics screen's 90-day default and two more quarters behind it). */
const ORDER_COUNT = 6000;
const DAYS = 180;

/** `units` / 10^scale as a decimal string: 123456 at scale 2 is "1234.56". */
function decimalOf(units: number, scale: number): string {
  if (scale === 0) return String(units);
  const digits = String(units).padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const PAYMENTS: Array<[string, string, string, boolean]> = [
  ['银行卡', 'Bank card', 'bank_card', true],
  ['支付宝', 'Alipay', 'alipay', true],
  ['微信支付', 'WeChat Pay', 'wechat', true],
  ['PayPal', 'PayPal', 'paypal', true],
  ['Wise', 'Wise', 'wise', true],
  ['转数快', 'FPS', 'fps', false],
  ['PayNow', 'PayNow', 'paynow', false],
  ['街口支付', 'JKOPAY', 'jkopay', false],
  ['LINE Pay', 'LINE Pay', 'line_pay', false],
  ['SEPA 转账', 'SEPA transfer', 'sepa', true],
];
const PAYMENT = Object.fromEntries(PAYMENTS.map(([, , code], i) => [code, i + 1])) as Record<string, number>;

/** name, payment method code, provider, fiat, fee (basis points), min, max (whole units of the fiat). */
const PAYWAYS: Array<[string, string, string, string, number, number, number]> = [
  ['中国工商银行', 'bank_card', '工商银行', 'CNY', 0, 100, 200000],
  ['中国建设银行', 'bank_card', '建设银行', 'CNY', 0, 100, 200000],
  ['招商银行', 'bank_card', '招商银行', 'CNY', 0, 100, 500000],
  ['中国银行', 'bank_card', '中国银行', 'CNY', 0, 100, 200000],
  ['中国农业银行', 'bank_card', '农业银行', 'CNY', 0, 100, 200000],
  ['交通银行', 'bank_card', '交通银行', 'CNY', 0, 100, 100000],
  ['支付宝个人收款', 'alipay', 'Alipay', 'CNY', 10, 10, 50000],
  ['支付宝商户收款', 'alipay', 'Alipay', 'CNY', 60, 10, 0],
  ['微信个人收款', 'wechat', 'Tenpay', 'CNY', 10, 10, 50000],
  ['微信商户收款', 'wechat', 'Tenpay', 'CNY', 60, 10, 0],
  ['HSBC Hong Kong', 'bank_card', 'HSBC', 'HKD', 0, 500, 1000000],
  ['中银香港', 'bank_card', 'BOCHK', 'HKD', 0, 500, 1000000],
  ['FPS 转数快', 'fps', 'HKMA FPS', 'HKD', 0, 100, 200000],
  ['国泰世华银行', 'bank_card', 'Cathay United', 'TWD', 0, 1000, 2000000],
  ['玉山银行', 'bank_card', 'E.SUN', 'TWD', 0, 1000, 2000000],
  ['街口支付', 'jkopay', 'JKOS', 'TWD', 20, 100, 50000],
  ['LINE Pay 台湾', 'line_pay', 'LINE Pay', 'TWD', 20, 100, 50000],
  ['Chase', 'bank_card', 'JPMorgan Chase', 'USD', 0, 20, 50000],
  ['Bank of America', 'bank_card', 'Bank of America', 'USD', 0, 20, 50000],
  ['PayPal USD', 'paypal', 'PayPal', 'USD', 349, 10, 10000],
  ['Wise USD', 'wise', 'Wise', 'USD', 43, 10, 100000],
  ['DBS Bank', 'bank_card', 'DBS', 'SGD', 0, 50, 100000],
  ['OCBC', 'bank_card', 'OCBC', 'SGD', 0, 50, 100000],
  ['PayNow SGD', 'paynow', 'PayNow', 'SGD', 0, 10, 50000],
  ['SEPA EUR', 'sepa', 'SEPA', 'EUR', 0, 20, 100000],
  ['Wise EUR', 'wise', 'Wise', 'EUR', 43, 10, 100000],
  ['三菱UFJ银行', 'bank_card', 'MUFG', 'JPY', 0, 3000, 5000000],
  ['KB 국민은행', 'bank_card', 'KB Kookmin', 'KRW', 0, 30000, 50000000],
];

/** chain, symbol, name, address, decimals, fee (basis points), shown scale of amounts, USD price in cents. */
const TOKENS: Array<[number, string, string, string, number, number, number, number]> = [
  [1, 'USDT', 'Tether USD', '0xdac17f958d2ee523a2206206994597c13d831ec7', 6, 10, 2, 100],
  [1, 'USDC', 'USD Coin', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6, 10, 2, 100],
  [1, 'ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18, 20, 6, 320000],
  [1, 'WBTC', 'Wrapped Bitcoin', '0x2260fac5e5542a773aa44fbcfec7c199c13c9e8f', 8, 20, 6, 6500000],
  [2, 'USDT', 'Tether USD (BSC)', '0x55d398326f99059ff775997e6fafb3d67ea8d4bd', 18, 10, 2, 100],
  [2, 'USDC', 'USD Coin (BSC)', '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d', 18, 10, 2, 100],
  [3, 'USDT', 'Tether USD (Polygon)', '0xc2132d05d31c914a87c6611c10748aeb04b58e8f', 6, 10, 2, 100],
  [3, 'USDC', 'USD Coin (Polygon)', '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', 6, 10, 2, 100],
  [4, 'USDT', 'Tether USD (Arbitrum)', '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', 6, 10, 2, 100],
  [8, 'USDC', 'USD Coin (Base)', '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', 6, 10, 2, 100],
];

/** Fiat per US dollar, in ten-thousandths, and each fiat's share of orders (of 100). */
const FIATS: Array<[string, number, number]> = [
  ['CNY', 72150, 55],
  ['HKD', 78100, 12],
  ['TWD', 323000, 9],
  ['USD', 10000, 12],
  ['SGD', 13450, 4],
  ['EUR', 9230, 4],
  ['JPY', 1498000, 2],
  ['KRW', 13520000, 2],
];
const FIAT_PAYMENTS: Record<string, string[]> = {
  CNY: ['bank_card', 'alipay', 'wechat'],
  HKD: ['bank_card', 'fps'],
  TWD: ['bank_card', 'jkopay', 'line_pay'],
  USD: ['bank_card', 'paypal', 'wise'],
  SGD: ['bank_card', 'paynow'],
  EUR: ['sepa', 'wise'],
  JPY: ['bank_card'],
  KRW: ['bank_card'],
};

/** Chinese name, English name, country, contact. */
const MERCHANTS: Array<[string, string, string, string]> = [
  ['金盾承兑', 'Golden Shield OTC', 'CN', '王磊'],
  ['恒信数字', 'Hengxin Digital', 'CN', '李娜'],
  ['鼎盛通', 'Dingsheng Pay', 'CN', '张伟'],
  ['港汇通', 'HK Remit Link', 'HK', 'Chan Tai Man'],
  ['维港数字资产', 'Victoria Harbour Digital', 'HK', 'Wong Ka Yan'],
  ['宝岛币商', 'Formosa Coin House', 'TW', '陳志明'],
  ['台北承兑中心', 'Taipei OTC Center', 'TW', '林怡君'],
  ['狮城数字', 'Lion City Digital', 'SG', 'Tan Wei Ming'],
  ['Atlantic OTC', 'Atlantic OTC', 'US', 'Michael Johnson'],
  ['Liberty Crypto Desk', 'Liberty Crypto Desk', 'US', 'Sarah Miller'],
  ['Thames Digital', 'Thames Digital', 'GB', 'Oliver Smith'],
  ['东京数字交易', 'Tokyo Digital Trade', 'JP', 'Sato Haruto'],
  ['首尔币行', 'Seoul Coin Exchange', 'KR', 'Kim Min-jun'],
  ['吉隆坡数字', 'KL Digital Assets', 'MY', 'Ahmad Razak'],
  ['云端承兑', 'Cloud OTC', 'CN', '刘洋'],
  ['星河币商', 'Galaxy Coin Trader', 'CN', '陈静'],
  ['顺达数字', 'Shunda Digital', 'CN', '杨帆'],
  ['瑞丰承兑', 'Ruifeng OTC', 'CN', '赵敏'],
  ['汇丰通宝', 'Huifeng Tongbao', 'CN', '黄强'],
  ['东方币行', 'Oriental Coin Bank', 'HK', 'Lee Siu Ming'],
  ['海峡数字', 'Strait Digital', 'TW', '黃冠宇'],
  ['Pacific Crypto', 'Pacific Crypto', 'US', 'David Brown'],
  ['Euro Coin Desk', 'Euro Coin Desk', 'GB', 'Emma Wilson'],
  ['南洋承兑', 'Nanyang OTC', 'SG', 'Lim Hui Min'],
  ['长城数字', 'Great Wall Digital', 'CN', '周杰'],
  ['蓝海币商', 'Blue Ocean Coins', 'CN', '吴婷'],
  ['金桥承兑', 'Golden Bridge OTC', 'CN', '徐磊'],
  ['新界数字', 'New Territories Digital', 'HK', 'Cheung Wai Kit'],
  ['高雄币行', 'Kaohsiung Coin House', 'TW', '吳家豪'],
  ['Sakura OTC', 'Sakura OTC', 'JP', 'Suzuki Yui'],
  ['明日承兑', 'Tomorrow OTC', 'CN', '孙悦'],
  ['速汇数字', 'Swift Remit Digital', 'CN', '马超'],
  ['Harbor Crypto', 'Harbor Crypto', 'US', 'James Taylor'],
  ['华夏币商', 'Huaxia Coin Trader', 'CN', '朱丽'],
  ['富达承兑', 'Fortune OTC', 'CN', '胡军'],
  ['Seoul Digital Desk', 'Seoul Digital Desk', 'KR', 'Park Ji-hoon'],
];
const REJECT_REASONS = ['营业执照与申请主体不一致', '保证金未按期缴纳', '联系人身份核验未通过', 'Business licence could not be verified'];
/** Merchant review states by row: pending (0) every 9th from the first, rejected (2) every 11th from the 6th, else approved. */
const merchantStatus = (i: number) => (i % 9 === 0 ? 0 : i % 11 === 5 ? 2 : 1);
const APPROVED = MERCHANTS.map((_, i) => i).filter((i) => merchantStatus(i) === 1);

const GAS_ACCOUNTS: Array<[number, string, number, number, number]> = [
  // chain, coin, balance, alert threshold, gas per order (all in 10^-6 of the coin)
  [1, 'ETH', 2_481_300, 1_000_000, 1_500],
  [2, 'BNB', 18_205_000, 2_000_000, 3_000],
  [3, 'POL', 1_520_400_000, 200_000_000, 500_000],
  [4, 'ETH', 420_000, 500_000, 300],
  [5, 'ETH', 910_000, 300_000, 300],
  [8, 'ETH', 1_305_000, 300_000, 200],
];

const txHash = (ctx: SeedContext) => `0x${ctx.rng.hex(64)}`;
const address = (ctx: SeedContext) => `0x${ctx.rng.hex(40)}`;

function merchants(ctx: SeedContext): Row[] {
  return MERCHANTS.map(([name, name_en, country, contact], i) => {
    const status = merchantStatus(i);
    const created = ctx.now - (DAYS + 30 - i * 5) * DAY;
    return {
      name,
      name_en,
      country,
      contact_name: contact,
      contact_email: `otc${i + 1}@${name_en.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
      contact_phone: `+${country === 'CN' ? '86 138' : country === 'US' ? '1 415' : '852 6'}${String(1_000_000 + i * 7919).slice(-7)}`,
      deposit: decimalOf(ctx.rng.int(5, 200) * 1000, 0),
      audit_status: status,
      audit_remark: status === 2 ? REJECT_REASONS[i % REJECT_REASONS.length]! : '',
      remark: i % 7 === 0 ? '老客户，优先处理申诉' : '',
      audited_at: status === 0 ? null : created + 2 * DAY,
      audited_by: status === 0 ? '' : 'admin',
      created_at: created,
    };
  });
}

/** Fiat per token in 10^-4 of the fiat (two decimals for stablecoins' fiat, four kept), around the market. */
function priceOf(ctx: SeedContext, token: number, fiat: number): number {
  const usdCents = TOKENS[token]![7];
  const perUsd = FIATS[fiat]![1];
  // ±1.5 % around the market, to the cent of the fiat.
  const spread = 10_000 + ctx.rng.int(-150, 150);
  return Math.round((usdCents * perUsd * spread) / 100 / 10_000 / 100) * 100;
}

function merchantCurrencies(ctx: SeedContext): Row[] {
  return APPROVED.flatMap((m) => {
    const fiatIndex = FIATS.findIndex(([code]) => code === countryFiat(MERCHANTS[m]![2]));
    const tokens = [0, 4, 6, m % 2 === 0 ? 2 : 3].slice(0, 2 + (m % 3));
    return tokens.map((token) => {
      const price = priceOf(ctx, token, fiatIndex);
      const perUsd = FIATS[fiatIndex]![1];
      return {
        otc_merchant_id: m + 1,
        otc_token_id: token + 1,
        fiat: FIATS[fiatIndex]![0],
        buy_price: decimalOf(Math.round(price * 1.005), 4),
        sell_price: decimalOf(Math.round(price * 0.995), 4),
        min_amount: decimalOf(Math.round((perUsd * 20) / 10_000), 0),
        max_amount: decimalOf(Math.round((perUsd * 50_000) / 10_000), 0),
        status: m % 8 === 7 ? 1 : 0,
      };
    });
  });
}

const COUNTRY_FIAT: Record<string, string> = {
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  SG: 'SGD',
  US: 'USD',
  GB: 'EUR',
  JP: 'JPY',
  KR: 'KRW',
  MY: 'USD',
};
const countryFiat = (country: string) => COUNTRY_FIAT[country] ?? 'USD';

function pickFiat(ctx: SeedContext): number {
  let roll = ctx.rng.int(0, 99);
  for (let f = 0; f < FIATS.length; f++) {
    roll -= FIATS[f]![2];
    if (roll < 0) return f;
  }
  return 0;
}

/** Order states by age: recent orders may still be open; older ones completed (most), cancelled or in appeal. */
function orderStatus(ctx: SeedContext, ageMs: number): number {
  const roll = ctx.rng.int(0, 99);
  if (ageMs < 30 * MINUTE) return roll < 40 ? 0 : roll < 70 ? 1 : 2;
  return roll < 82 ? 2 : roll < 95 ? 3 : roll < 98 ? 4 : 1;
}

function orders(ctx: SeedContext): Row[] {
  const start = ctx.now - DAYS * DAY;
  // Older days have fewer orders: the business grew over the half year.
  const times = Array.from(
    { length: atVolume(ctx, ORDER_COUNT) },
    () => start + Math.floor(Math.sqrt(ctx.rng.int(0, 1_000_000) / 1_000_000) * DAYS * DAY),
  );
  times.sort((a, b) => a - b);
  return times.map((created, i) => {
    const fiat = pickFiat(ctx);
    const [code] = FIATS[fiat]!;
    const token = ctx.rng.int(0, 99) < 80 ? [0, 4, 6, 8, 1, 5, 7, 9][i % 8]! : [2, 3][i % 2]!;
    const [, , , , , , scale, usdCents] = TOKENS[token]!;
    const merchant = APPROVED[i % APPROVED.length]!;
    const price = priceOf(ctx, token, fiat); // 10^-4 fiat per token
    // 20 to 20,000 USD worth of the token, in 10^-scale units of it.
    const usd = ctx.rng.int(20, 20_000);
    const amount = Math.max(1, Math.round((usd * 100 * 10 ** scale) / usdCents));
    // total in the fiat's cents: amount × price, rounded to the cent.
    const total = Math.round((amount * price) / 10 ** scale / 100);
    const fee = Math.round(amount / 1000);
    const status = orderStatus(ctx, ctx.now - created);
    const paid = status === 0 || (status === 3 && i % 2 === 0) ? null : created + ctx.rng.int(2, 25) * MINUTE;
    const finished = status === 2 || status === 3 ? (paid ?? created) + ctx.rng.int(3, 40) * MINUTE : null;
    const day = new Date(created + ctx.businessOffset).toISOString().slice(2, 10).replaceAll('-', '');
    return {
      order_no: `OTC${day}${String(100_000 + i)}`,
      side: ctx.rng.int(0, 99) < 70 ? 0 : 1,
      otc_merchant_id: merchant + 1,
      otc_token_id: token + 1,
      fiat: code,
      price: decimalOf(price, 4),
      amount: decimalOf(amount, scale),
      total: decimalOf(total, 2),
      fee: decimalOf(fee, scale),
      otc_payment_id: PAYMENT[FIAT_PAYMENTS[code]![i % FIAT_PAYMENTS[code]!.length]!]!,
      user_address: address(ctx),
      status,
      paid_at: paid,
      finished_at: finished,
      remark:
        status === 3
          ? ['用户超时未付款', '用户主动取消', 'Payment not received in time'][i % 3]!
          : status === 4
            ? '用户称已付款，商户未收到'
            : '',
      created_at: created,
      updated_at: finished ?? paid ?? created,
    };
  });
}

/** The orders of this seeding run, made once: the gas records (seeded in any order) serve the same orders. */
const ordersMade = new WeakMap<SeedContext, Row[]>();
function ordersOf(ctx: SeedContext): Row[] {
  const made = ordersMade.get(ctx) ?? orders(ctx);
  ordersMade.set(ctx, made);
  return made;
}

function gasRecords(ctx: SeedContext): Row[] {
  const all = ordersOf(ctx);
  const chainOf = (tokenId: number) => TOKENS[tokenId - 1]![0];
  return all
    .filter(
      (order) => order.status === 2 && order.side === 0 && GAS_ACCOUNTS.some(([chain]) => chain === chainOf(Number(order.otc_token_id))),
    )
    .filter((_, k) => k % 3 === 0)
    .map((order, k) => {
      const account = GAS_ACCOUNTS.findIndex(([chain]) => chain === chainOf(Number(order.otc_token_id)));
      const status = k % 40 === 7 ? 2 : 1;
      return {
        otc_gas_account_id: account + 1,
        order_no: order.order_no,
        user_address: order.user_address,
        amount: decimalOf(GAS_ACCOUNTS[account]![4], 6),
        tx_hash: status === 2 ? '' : txHash(ctx),
        status,
        fail_reason: status === 2 ? '账户 nonce 冲突，重试次数用尽' : '',
        created_at: Number(order.finished_at) + MINUTE,
      };
    });
}

export const OTC_ROWS: Record<string, ResourceRows> = {
  otc_payment: {
    rows: () =>
      PAYMENTS.map(([name, name_en, code, need_account], i) => ({
        name,
        name_en,
        code,
        icon: '',
        need_account,
        sort: i + 1,
        status: code === 'line_pay' ? 1 : 0,
      })),
  },
  otc_payway: {
    rows: () =>
      PAYWAYS.map(([name, code, provider, fiat, fee_bps, min, max], i) => ({
        otc_payment_id: PAYMENT[code],
        name,
        provider,
        fiat,
        fee_bps,
        min_amount: decimalOf(min, 0),
        max_amount: decimalOf(max, 0),
        sort: i + 1,
        status: i % 10 === 9 ? 1 : 0,
        remark: max === 0 ? '商户收款，单笔不限额' : '',
      })),
  },
  otc_token: {
    rows: () =>
      TOKENS.map(([blockchain_id, symbol, name, tokenAddress, decimals, fee_bps, scale, usdCents], i) => ({
        blockchain_id,
        symbol,
        name,
        address: tokenAddress,
        decimals,
        logo: '',
        min_amount: scale === 2 ? '10' : decimalOf(Math.round((10 ** scale * 2000) / usdCents), scale),
        max_amount: scale === 2 ? '500000' : '0',
        fee_bps,
        sort: i + 1,
        status: 0,
        remark: symbol === 'WBTC' ? '仅支持以太坊主网' : '',
      })),
  },
  otc_merchant: { rows: merchants },
  otc_merchant_currency: { rows: merchantCurrencies },
  otc_order: { rows: ordersOf },
  otc_gas_account: {
    rows: (ctx) =>
      GAS_ACCOUNTS.map(([blockchain_id, symbol, balance, alert, perOrder], i) => ({
        blockchain_id,
        address: address(ctx),
        symbol,
        balance: decimalOf(balance, 6),
        alert_threshold: decimalOf(alert, 6),
        gas_per_order: decimalOf(perOrder, 6),
        status: 0,
        remark: balance < alert ? '余额低于告警线，待补充' : i === 0 ? '主账户' : '',
      })),
  },
  otc_gas_record: { rows: gasRecords },
  otc_gas_config: {
    config: {
      enabled: true,
      min_order_total: '100',
      daily_per_user: 2,
      retries: 3,
      alert_email: 'otc-ops@example.com',
      notice_zh: '购买 USDT 等代币时，系统将赠送少量 Gas 以便转账。',
      notice_en: 'Buying a token comes with a little gas so you can move it.',
    },
  },
};
