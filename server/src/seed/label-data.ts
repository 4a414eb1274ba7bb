// Demo rows of the /label screens: address labels (exchanges, projects, bridges, whales) on Ethereum-type chains,
// TRON and EOS, the fraud list, and users' fraud reports (pending, approved with their fraud entry, rejected). Chain
// ids are chain-data's order (1 Ethereum, 2 BNB Smart Chain, 3 Polygon, 4 Arbitrum One, 8 Base, 16 EOS, TRON_ID).
// Addresses fit their chain's rule (sdk/src/address.ts): EVM lowercase hex, TRON base58check, EOS account names.
import { tronAddressOf } from '@wallet-admin/sdk';
import type { Row } from '../db/types.ts';
import { TRON_ID } from './chain-data.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const DAY = 86_400_000;
const EOS = 16;
const evm = (ctx: SeedContext) => `0x${ctx.rng.hex(40)}`;
const tron = (ctx: SeedContext) => tronAddressOf(ctx.rng.hex(40));

// chain, label, category, source, remark; the address is drawn for its chain unless given.
type LabelLine = [number, string, string, string, string, string?];
const LABELS: LabelLine[] = [
  [1, 'Binance 14', 'exchange', 'explorer', '币安热钱包', '0x28c6c06298d514db089934071355e5743bf21d60'],
  [1, 'Binance 15', 'exchange', 'explorer', '币安热钱包', '0x21a31ee1afc51d94c2efccaa2092ad1028285549'],
  [1, 'Coinbase 10', 'exchange', 'explorer', 'Coinbase hot wallet', '0xa9d1e08c7793af67e9d92fe308d5697fb81d3e43'],
  [1, 'Uniswap V3: Router', 'defi', 'explorer', 'Uniswap V3 交易路由合约', '0xe592427a0aece92de3edee1f18e0157c05861564'],
  [1, '1inch v5: Aggregation Router', 'defi', 'partner', '1inch 聚合路由', '0x1111111254eeb25477b68fb85ed929f73a960582'],
  [1, 'OKX 7', 'exchange', 'manual', '欧易充值归集地址', ''],
  [1, 'Kraken 13', 'exchange', 'explorer', 'Kraken cold storage', ''],
  [1, 'Arbitrum: Bridge', 'bridge', 'explorer', 'Arbitrum 官方跨链桥', ''],
  [1, 'Stargate: Pool USDC', 'bridge', 'partner', 'Stargate USDC 资金池', ''],
  [1, '巨鲸 #1024', 'whale', 'manual', '持有 ETH 超过 10 万枚', ''],
  [1, 'Whale 0x7a…', 'whale', 'import', 'Moves over $10M a week', ''],
  [1, 'Lido: stETH', 'project', 'explorer', 'Lido 质押合约', ''],
  [1, 'Tether Treasury', 'project', 'explorer', 'USDT 发行方国库', ''],
  [2, 'Binance: BSC Hot Wallet', 'exchange', 'explorer', '币安 BSC 热钱包', ''],
  [2, 'PancakeSwap: Router v3', 'defi', 'explorer', 'PancakeSwap 路由', ''],
  [2, 'Venus: vUSDT', 'defi', 'import', 'Venus 借贷市场', ''],
  [3, 'Polygon: Plasma Bridge', 'bridge', 'explorer', 'Polygon PoS 跨链桥', ''],
  [3, 'QuickSwap: Router', 'defi', 'manual', 'QuickSwap 交易路由', ''],
  [4, 'GMX: Vault', 'defi', 'explorer', 'GMX 金库合约', ''],
  [8, 'Base: Bridge', 'bridge', 'explorer', 'Base 官方跨链桥', ''],
  [TRON_ID, 'Tether USD (TRC20)', 'project', 'explorer', 'USDT TRC20 合约', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  [TRON_ID, 'Binance: TRON Hot Wallet', 'exchange', 'explorer', '币安 TRON 热钱包', ''],
  [TRON_ID, 'HTX: TRON Deposit', 'exchange', 'partner', '火币 TRON 充值归集', ''],
  [TRON_ID, 'SunSwap V2: Router', 'defi', 'manual', 'SunSwap 交易路由', ''],
  [EOS, 'Binance EOS Cold', 'exchange', 'explorer', '币安 EOS 冷钱包', 'binancecold1'],
  [EOS, 'Newdex', 'defi', 'manual', 'Newdex 去中心化交易所', 'newdexpocket'],
  [EOS, 'EOS Token', 'project', 'explorer', 'EOS 系统代币合约', 'eosio.token'],
];

const addressFor = (chain: number, ctx: SeedContext, given?: string) =>
  given || (chain === TRON_ID ? tron(ctx) : chain === EOS ? `eosacct${ctx.rng.hex(5).replace(/[06789abcdef]/g, '1')}` : evm(ctx));

const labels = (ctx: SeedContext): Row[] =>
  LABELS.map(([blockchain_id, label, category, source, remark, address]) => ({
    blockchain_id,
    address: addressFor(blockchain_id, ctx, address),
    label,
    category,
    source,
    remark,
  }));

// reason, remark in Chinese or English, reports
type FraudLine = [string, string, number];
const FRAUD: FraudLine[] = [
  ['phishing', '仿冒 Uniswap 空投页面，诱导授权', 14],
  ['phishing', 'Fake MetaMask support site asking for seed phrases', 9],
  ['scam', '冒充客服索要助记词', 6],
  ['scam', 'Romance scam: victims asked to "invest" on a fake exchange', 4],
  ['ponzi', '高息理财资金盘，承诺日收益 3%', 22],
  ['ponzi', 'Pyramid staking scheme paying earlier users from deposits', 11],
  ['theft', '某交易所被盗资金流入地址', 3],
  ['theft', 'Bridge exploit proceeds, laundered through mixers', 2],
  ['fake_token', '假 USDT 合约，名称与官方一致', 17],
  ['fake_token', 'Counterfeit PEPE token with a blacklist in transfer()', 5],
  ['other', '批量空投垃圾代币诱导点击', 1],
  ['phishing', '钓鱼网站收款地址（TRON）', 8],
];

const fraudChain = (i: number) => [1, 1, 2, TRON_ID, 1, 3, 1, 4, TRON_ID, 1, 2, TRON_ID][i % 12]!;

const fraudAddresses = (ctx: SeedContext): Row[] =>
  Array.from({ length: 24 }, (_, i) => {
    const [reason, remark, reports] = FRAUD[i % FRAUD.length]!;
    const blockchain_id = fraudChain(i);
    return {
      blockchain_id,
      address: addressFor(blockchain_id, ctx),
      reason,
      source: ['report', 'manual', 'partner', 'import'][i % 4],
      report_count: i < FRAUD.length ? reports : 0,
      remark,
      created_at: ctx.now - (40 - i) * DAY,
      updated_at: ctx.now - (40 - i) * DAY,
    };
  });

const REPORTERS = ['alice@example.com', '@crypto_li', '', 'zhang.wei@example.cn', '@satoshi_fan', 'bob@example.org', ''];
const STORIES = [
  '在群里看到的"官方空投"链接，授权后 USDT 被转走',
  'Sent ETH to this address after a fake support agent on Telegram asked me to "verify" my wallet',
  '投资平台无法提现，客服失联',
  'This token shows up in my wallet and its website asks me to connect and approve',
  '对方冒充交易所客服，让我转账到该地址解冻账户',
];

/** Reports: most pending (the review queue), some rejected with a reason; approved ones are made by the review. */
const reports = (ctx: SeedContext): Row[] =>
  Array.from({ length: 26 }, (_, i) => {
    const blockchain_id = fraudChain(i + 3);
    const rejected = i % 6 === 5;
    const at = ctx.now - (30 - i) * DAY + i * 3_600_000;
    return {
      blockchain_id,
      address: addressFor(blockchain_id, ctx),
      reason: FRAUD[i % FRAUD.length]![0],
      remark: STORIES[i % STORIES.length],
      reporter: REPORTERS[i % REPORTERS.length],
      evidence: i % 3 === 0 ? `https://files.example.com/reports/2024${String(100 + i).slice(1)}-evidence.pdf` : '',
      source: 'report',
      status: rejected ? 2 : 0,
      audit_remark: rejected ? '证据不足：未提供交易哈希 / No transaction hash given' : '',
      audited_at: rejected ? at + DAY : null,
      audited_by: rejected ? 'admin' : '',
      created_at: at,
      updated_at: rejected ? at + DAY : at,
    };
  });

export const LABEL_ROWS: Record<string, ResourceRows> = {
  address_label: { rows: labels },
  fraud_address: { rows: fraudAddresses },
  fraud_report: { rows: reports },
};
