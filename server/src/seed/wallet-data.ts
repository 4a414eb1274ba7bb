// Wallet records the app reports: addresses per chain and their activity, spread over the last 120 days.
import type { Row } from '../db/types.ts';
import { CHAINS } from './chain-data.ts';
import type { Rng } from './random.ts';

const DAY = 86_400_000;
const EOS_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];

function addressFor(platform: number, rng: Rng, i: number): string {
  if (platform === 4 || platform === 5 || platform === 6)
    return `${rng.pick(EOS_NAMES)}${String(i % 10000).replace(/[06789]/g, '1')}`.slice(0, 12);
  if (platform === 2) return `j${rng.hex(33)}`;
  if (platform === 7) return `iost${rng.hex(8)}`;
  return `0x${rng.hex(40)}`;
}

export function walletInfos(rng: Rng, now: number, count = 150): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const chain = rng.int(1, CHAINS.length);
    const created = now - rng.int(0, 120) * DAY - rng.int(0, DAY - 1);
    return {
      address: addressFor(CHAINS[chain - 1]![0], rng, i),
      blockchain_id: chain,
      device_id: `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`,
      wallet_type: rng.pick(['mnemonic', 'mnemonic', 'private_key', 'hardware', 'watch']),
      app_version: rng.pick(['2.8.1', '2.9.0', '2.9.3', '3.0.0', '3.0.2']),
      lang: rng.pick(['zh-Hans', 'zh-Hans', 'zh-Hant', 'en']),
      platform_os: rng.pick(['ios', 'android']),
      created_at: created,
      updated_at: created,
    };
  });
}

const ACTIONS: Array<[string, (rng: Rng) => string]> = [
  ['create', () => '创建钱包'],
  ['import', (rng) => `导入钱包（${rng.pick(['助记词', '私钥', 'Keystore'])}）`],
  ['backup', () => '备份助记词'],
  ['transfer', (rng) => `转账 ${rng.int(1, 500)}.${rng.int(0, 99)} 到 0x${rng.hex(8)}…`],
  ['swap', (rng) => `闪兑 ${rng.pick(['ETH→USDT', 'BNB→BUSD', 'EOS→USDT', 'POL→USDC'])}`],
  ['dapp_visit', (rng) => `访问 DApp ${rng.pick(['Uniswap', 'PancakeSwap', 'Aave', 'OpenSea', 'Curve'])}`],
];

export function walletLogs(rng: Rng, now: number, wallets: Row[], count = 300): Row[] {
  return Array.from({ length: count }, () => {
    const wallet = rng.pick(wallets);
    const [action, detail] = rng.pick(ACTIONS);
    const created = Number(wallet.created_at) + rng.int(0, 20) * DAY;
    const at = Math.min(created, now);
    return {
      address: wallet.address,
      action,
      detail: detail(rng),
      ip: `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      created_at: at,
      updated_at: at,
    };
  });
}
