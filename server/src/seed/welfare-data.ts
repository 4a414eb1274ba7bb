// Demo rows of the welfare center (/welfareCenter) and the invitation codes (/settings/invitation): energy packages
// and four weeks of exchanges, other welfare entries, campaigns (past, running and coming, so every derived status
// shows) with their items, banners and codes, staking campaigns and invitation codes in every state. Derived from the
// seeded random source, so every machine gets the same rows. Token ids are the catalogue's first rows (1 USDT … 10
// WETH); chain 1 is Ethereum, 9 TRON is not seeded, so energy packages name the EVM chains.
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = (ctx: SeedContext, length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[ctx.rng.int(0, CODE_ALPHABET.length - 1)]).join('');

const PACKAGES: Array<[string, string, number, number]> = [
  ['小额能量包', 'Mini energy pack', 10_000, 100],
  ['标准能量包', 'Standard energy pack', 32_000, 300],
  ['转账能量包', 'Transfer energy pack', 65_000, 580],
  ['超值能量包', 'Value energy pack', 130_000, 1_100],
  ['大额能量包', 'Large energy pack', 260_000, 2_000],
  ['DeFi 能量包', 'DeFi energy pack', 520_000, 3_800],
  ['周末特惠能量包', 'Weekend energy deal', 50_000, 350],
  ['新人专享能量包', 'Newcomer energy pack', 20_000, 0],
];

function packages(): Row[] {
  return PACKAGES.map(([name, name_en, energy, points], i) => ({
    name,
    name_en,
    blockchain_id: [1, 2, 3, 4][i % 4],
    energy,
    points,
    stock: [5000, 2000, 1200, 800, 300, 100, 0, 10000][i]!,
    daily_limit: i === 7 ? 1 : 5,
    status: i === 6 ? 1 : 0,
    sort: i + 1,
  }));
}

function exchanges(ctx: SeedContext): Row[] {
  return Array.from({ length: 120 }, (_, i) => {
    const pack = i % PACKAGES.length;
    const status = i % 17 === 0 ? 2 : i % 11 === 0 ? 0 : 1;
    return {
      energy_package_id: pack + 1,
      user_address: `0x${ctx.rng.hex(40)}`,
      energy: PACKAGES[pack]![2],
      points: PACKAGES[pack]![3],
      status,
      tx_hash: status === 1 ? `0x${ctx.rng.hex(64)}` : '',
      created_at: ctx.now - (120 - i) * 5 * HOUR - ctx.rng.int(0, 240) * 60_000,
    };
  });
}

const WELFARE: Array<[string, string, string, string]> = [
  ['zh-Hans', '每日签到领积分', '连续签到 7 天额外奖励 50 积分', 'checkin'],
  ['zh-Hans', '邀请好友得 USDT', '每成功邀请一位好友奖励 2 USDT', 'invite'],
  ['zh-Hans', '硬件钱包 KeyPal 九折', '福利中心专属优惠码', 'keypal-offer'],
  ['zh-Hans', '新手任务', '完成首次转账、首次兑换领取能量', 'newbie'],
  ['zh-Hans', '空投日历', '本月可参与的空投汇总', 'airdrops'],
  ['zh-Hans', 'Gas 补贴', '跨链兑换满 100 USD 返还 Gas', 'gas-rebate'],
  ['zh-Hans', '安全知识问答', '答对 5 题领取 100 积分', 'quiz'],
  ['zh-Hant', '每日簽到領積分', '連續簽到 7 天額外獎勵 50 積分', 'checkin'],
  ['zh-Hant', '邀請好友得 USDT', '每成功邀請一位好友獎勵 2 USDT', 'invite'],
  ['zh-Hant', '新手任務', '完成首次轉帳領取能量', 'newbie'],
  ['en', 'Daily check-in points', 'Check in 7 days in a row for 50 bonus points', 'checkin'],
  ['en', 'Invite friends, earn USDT', '2 USDT for every friend who joins', 'invite'],
  ['en', '10% off KeyPal', 'An exclusive code from the welfare center', 'keypal-offer'],
  ['en', 'Starter tasks', 'Make your first transfer and swap to earn energy', 'newbie'],
  ['en', 'Airdrop calendar', 'This month’s airdrops in one place', 'airdrops'],
  ['en', 'Gas rebate', 'Gas back on cross-chain swaps over 100 USD', 'gas-rebate'],
  ['en', 'Security quiz', 'Answer 5 questions right for 100 points', 'quiz'],
  ['zh-Hant', '硬體錢包 KeyPal 九折', '福利中心專屬優惠碼', 'keypal-offer'],
  ['zh-Hant', '空投日曆', '本月可參與的空投彙總', 'airdrops'],
  ['zh-Hant', 'Gas 補貼', '跨鏈兌換滿 100 USD 返還 Gas', 'gas-rebate'],
  ['zh-Hans', '生态伙伴礼包', '合作 DApp 新用户专享权益', 'partners'],
  ['en', 'Partner perks', 'Welcome offers from partner DApps', 'partners'],
  ['zh-Hans', '周末双倍积分', '周末完成任务积分翻倍', 'weekend-points'],
];

function welfareItems(ctx: SeedContext): Row[] {
  return WELFARE.map(([lang, title, subtitle, slug], i) => ({
    lang,
    title,
    subtitle,
    icon: `https://cdn.example.com/welfare/${slug}.png`,
    link: `https://example.com/welfare/${slug}?lang=${lang}`,
    start_at: i % 5 === 4 ? ctx.now - 10 * DAY : 0,
    end_at: i % 5 === 4 ? ctx.now + 20 * DAY : 0,
    status: i === 6 ? 1 : 0,
    sort: i + 1,
  }));
}

const CAMPAIGNS: Array<[string, string, number, number]> = [
  // name, English name, start and end in days from now
  ['新年福利季', 'New Year welfare season', -90, -60],
  ['春节红包雨', 'Spring Festival red packets', -75, -68],
  ['以太坊质押周', 'Ethereum staking week', -50, -43],
  ['世界杯竞猜', 'World Cup predictions', -40, -10],
  ['双十一能量狂欢', 'Double 11 energy carnival', -20, -5],
  ['钱包五周年庆', 'Wallet 5th anniversary', -8, 12],
  ['跨链兑换返现', 'Cross-chain swap cashback', -3, 25],
  ['每周能量抽奖', 'Weekly energy draw', -1, 6],
  ['硬件钱包限时特惠', 'Hardware wallet flash sale', -2, 2],
  ['DApp 探索任务', 'DApp explorer quests', -14, 30],
  ['安全月知识竞赛', 'Security month quiz', -6, 24],
  ['新用户注册礼', 'New user welcome gift', -30, 60],
  ['圣诞节礼物', 'Christmas gifts', 20, 35],
  ['元旦跨年抽奖', 'New Year’s Eve draw', 30, 36],
  ['春季空投', 'Spring airdrop', 60, 90],
  ['NFT 创作大赛', 'NFT creator contest', 45, 75],
  ['Layer2 体验周', 'Layer 2 week', 10, 17],
  ['邀请排行榜第二季', 'Referral leaderboard S2', 5, 40],
  ['稳定币理财节', 'Stablecoin savings festival', 15, 45],
  ['社区 AMA 奖励', 'Community AMA rewards', -120, -100],
  ['矿工费减免周', 'Gas fee relief week', -35, -28],
  ['开发者黑客松', 'Developer hackathon', 25, 55],
];

function campaigns(ctx: SeedContext): Row[] {
  return CAMPAIGNS.map(([name, name_en, start, end], i) => ({
    name,
    name_en,
    description: `${name}：参与活动即可领取积分、能量或代币奖励，详情见活动规则。`,
    cover: `https://cdn.example.com/campaigns/${i + 1}.png`,
    rule_url: `https://example.com/welfare/campaigns/${i + 1}/rules`,
    start_at: ctx.now + start * DAY,
    end_at: ctx.now + end * DAY,
    sort: i + 1,
  }));
}

const ITEMS: Array<[string, string, number, number, string]> = [
  ['10 USDT 奖励', '10 USDT reward', 0, 1, '10'],
  ['500 积分', '500 points', 1, 0, '500'],
  ['10 万能量', '100k energy', 2, 0, '100000'],
  ['KeyPal 硬件钱包', 'KeyPal hardware wallet', 3, 0, '1'],
  ['0.01 ETH', '0.01 ETH', 0, 10, '0.01'],
];

function campaignItems(): Row[] {
  return CAMPAIGNS.flatMap((_, c) =>
    ITEMS.slice(0, 2 + (c % 4)).map(([name, name_en, reward_type, token_id, amount], k) => {
      const quantity = [1000, 5000, 200, 20, 300][k]!;
      return {
        campaign_id: c + 1,
        name,
        name_en,
        reward_type,
        token_id,
        amount,
        quantity,
        claimed: Math.min(quantity, Math.floor((quantity * ((c * 7 + k * 13) % 100)) / 100)),
        image: `https://cdn.example.com/rewards/${k + 1}.png`,
        status: 0,
        sort: k + 1,
      };
    }),
  );
}

function campaignBanners(): Row[] {
  return CAMPAIGNS.flatMap(([name, name_en], c) =>
    (['zh-Hans', 'en'] as const).map((lang, k) => ({
      campaign_id: c + 1,
      lang,
      title: lang === 'en' ? name_en : name,
      image: `https://cdn.example.com/campaigns/${c + 1}-banner-${lang}.png`,
      link: `https://example.com/welfare/campaigns/${c + 1}?lang=${lang}`,
      status: 0,
      sort: k + 1,
    })),
  );
}

function campaignCodes(ctx: SeedContext): Row[] {
  return Array.from({ length: 90 }, (_, i) => {
    const status = i % 6 === 1 ? 3 : i % 9 === 4 ? 4 : 2;
    return {
      campaign_id: (i % 6) + 6,
      code: code(ctx, 12),
      batch_no: `DEMO-${(i % 6) + 6}`,
      status,
      used_by: status === 3 ? `0x${ctx.rng.hex(40)}` : '',
      used_at: status === 3 ? ctx.now - ctx.rng.int(1, 72) * HOUR : 0,
      created_at: ctx.now - 10 * DAY + i * HOUR,
    };
  });
}

const STAKING: Array<[string, string, number, string, number, string]> = [
  // name, English name, token id, rate, lock days, quota
  ['USDT 稳健 30 天', 'USDT steady 30 days', 1, '8.5', 30, '500000'],
  ['USDC 活期加息', 'USDC flexible boost', 2, '6', 0, '300000'],
  ['ETH 质押 90 天', 'ETH staking 90 days', 10, '4.2', 90, '800'],
  ['DAI 新人专享', 'DAI newcomer offer', 3, '15', 7, '50000'],
  ['LINK 限量抢购', 'LINK limited rush', 5, '12', 60, '20000'],
  ['UNI 周末特惠', 'UNI weekend deal', 6, '9.8', 14, '40000'],
  ['USDT 高息 180 天', 'USDT high yield 180 days', 1, '11', 180, '1000000'],
  ['WBTC 季度理财', 'WBTC quarterly', 4, '3.5', 90, '25'],
  ['AAVE 抢购第二期', 'AAVE rush round 2', 8, '10', 30, '5000'],
  ['USDC 双十二', 'USDC Double 12', 2, '12', 12, '120000'],
  ['DAI 30 天', 'DAI 30 days', 3, '7.2', 30, '200000'],
  ['USDT 圣诞特惠', 'USDT Christmas deal', 1, '18', 7, '100000'],
];

/** Two rounds of every campaign: the second a quarter later, so every state shows and the list pages. */
function staking(ctx: SeedContext, keypal: boolean): Row[] {
  return [0, 1].flatMap((round) => STAKING.map((terms, i) => stakingRow(ctx, keypal, terms, i, round)));
}

function stakingRow(ctx: SeedContext, keypal: boolean, terms: (typeof STAKING)[number], i: number, round: number): Row {
  const [base, base_en, token_id, rate, lock_days, quota] = terms;
  const name = round ? `${base} 第二期` : base;
  const name_en = round ? `${base_en} round 2` : base_en;
  const start = ctx.now + ([-60, -30, -10, -5, -2, -1, 1, 3, 7, 14, -45, 20][i]! + round * 90) * DAY;
  const end = start + (10 + (i % 4) * 10) * DAY;
  const running = start <= ctx.now;
  const filled = running ? ((i * 23) % 100) / 100 : 0;
  return {
    name: keypal ? `KeyPal ${name}` : name,
    name_en: keypal ? `KeyPal ${name_en}` : name_en,
    token_id,
    rate,
    lock_days,
    quota,
    min_stake: Number(quota) >= 1000 ? '100' : '0.01',
    max_stake: Number(quota) >= 1000 ? (Number(quota) / 10).toFixed(0) : '0',
    subscribed: (Number(quota) * (end < ctx.now ? 1 : filled)).toFixed(Number(quota) >= 1000 ? 2 : 4),
    start_at: start,
    end_at: end,
    sort: round * STAKING.length + i + 1,
    ...(keypal ? { bonus_rate: ['1', '1.5', '2', '0.5'][i % 4], device_limit: i % 3 === 0 ? 0 : 3 } : {}),
  };
}

function inviteCodes(ctx: SeedContext): Row[] {
  return Array.from({ length: 80 }, (_, i) => {
    const status = [2, 2, 3, 1, 2, 4, 3, 2][i % 8]!;
    const pay_type = i % 3;
    return {
      code: code(ctx, 8),
      batch_no: `DEMO-${Math.floor(i / 20) + 1}`,
      pay_type,
      price: ['68', '9.9', '9.99'][pay_type],
      status,
      used_by: status === 3 ? ['alice@example.com', '张伟', 'bob_w', '李娜', 'carol.eth'][i % 5] : '',
      used_at: status === 3 ? ctx.now - ctx.rng.int(1, 240) * HOUR : 0,
      created_at: ctx.now - 30 * DAY + i * 6 * HOUR,
    };
  });
}

export const WELFARE_ROWS: Record<string, ResourceRows> = {
  energy_package: { rows: packages },
  energy_exchange: { rows: exchanges },
  welfare_item: { rows: welfareItems },
  campaign: { rows: campaigns },
  campaign_item: { rows: campaignItems },
  campaign_banner: { rows: campaignBanners },
  campaign_code: { rows: campaignCodes },
  staking_rush: { rows: (ctx) => staking(ctx, false) },
  staking_keypal: { rows: (ctx) => staking(ctx, true) },
  invite_code: { rows: inviteCodes },
};
