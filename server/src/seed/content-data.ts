// Demo rows of what the app shows and mails its users: news articles (Chinese and English, rich-text bodies), the
// ads between them, carousel banners, KeyPal purchase channels and the mail templates of every language.
// Deterministic (dates from the seed's clock), so every machine gets the same rows.
import type { Row } from '../db/types.ts';
import type { SeedContext } from './index.ts';
import type { ResourceRows } from './resource-data.ts';

const DAY = 86_400_000;

const NEWS: [zh: string, en: string, source: string][] = [
  [
    '以太坊完成 Pectra 升级，质押上限提高至 2048 ETH',
    'Ethereum completes the Pectra upgrade, raising the staking cap to 2,048 ETH',
    'The Block',
  ],
  ['比特币现货 ETF 单周净流入创三个月新高', 'Spot bitcoin ETFs post their largest weekly inflow in three months', 'CoinDesk'],
  ['钱包新版本支持 Base 与 Arbitrum 一键跨链', 'The new wallet release bridges to Base and Arbitrum in one tap', '官方团队'],
  ['警惕假冒空投：请勿在陌生网站授权代币', 'Beware of fake airdrops: never approve tokens on unknown sites', '安全中心'],
  ['Solana 生态周报：DEX 交易量环比增长 18%', 'Solana weekly: DEX volume up 18% week on week', 'Messari'],
  ['香港证监会发布虚拟资产交易平台新指引', 'Hong Kong SFC issues new guidance for virtual asset platforms', '财新'],
  ['USDT 在 TRON 上的流通量突破 600 亿', 'USDT supply on TRON passes 60 billion', 'Tether'],
  ['KeyPal 硬件钱包固件 2.4 发布：支持 EIP-712 签名预览', 'KeyPal firmware 2.4 previews EIP-712 signatures', '官方团队'],
  ['Layer 2 手续费降至历史低点，转账不足 0.01 美元', 'Layer 2 fees hit record lows, transfers under one cent', 'L2BEAT'],
  ['闪兑上线 12 条新交易对，手续费限时五折', 'Swap adds 12 new pairs with half-price fees for a week', '官方团队'],
  ['美联储议息会议前加密市场波动加剧', 'Crypto volatility rises ahead of the Fed meeting', 'Bloomberg'],
  ['如何备份助记词：三个常见误区', 'Backing up your recovery phrase: three common mistakes', '安全中心'],
  ['Uniswap v4 钩子合约审计报告公布', 'Audit reports of Uniswap v4 hooks published', 'Uniswap Labs'],
  ['NFT 市场回暖，蓝筹系列地板价周涨 12%', 'NFT market recovers, blue-chip floors up 12% in a week', 'OpenSea'],
  ['钱包开启 2025 年度安全审计，报告将全文公开', 'The wallet opens its annual security audit; the report will be public', '官方团队'],
];
const ADS: [zh: string, en: string][] = [
  ['闪兑五折手续费', 'Half-price swap fees'],
  ['KeyPal 限时 85 折', 'KeyPal 15% off'],
  ['质押抢购第 3 期', 'Staking rush, round 3'],
  ['邀请好友得能量', 'Invite friends, earn energy'],
  ['安全课堂：防钓鱼', 'Security class: phishing'],
  ['DApp 精选周刊', 'DApp picks of the week'],
];
const BANNERS: [zh: string, en: string, link: 0 | 1 | 2][] = [
  ['新用户福利：注册领取能量', 'Welcome bonus: energy for new users', 1],
  ['KeyPal 硬件钱包双十一', 'KeyPal Singles Day sale', 1],
  ['闪兑零手续费周', 'Zero-fee swap week', 2],
  ['质押 USDT 年化 8%', 'Stake USDT at 8% APR', 1],
  ['DApp 精选：DeFi 入门', 'DApp picks: DeFi basics', 2],
  ['安全月：开启交易密码', 'Security month: set a transaction password', 0],
  ['跨链桥上线 Base', 'The bridge now reaches Base', 2],
  ['社区征文大赛', 'Community writing contest', 1],
];
const POSITIONS = ['home', 'discover', 'assets'] as const;
const CHANNELS: [name: string, region: string, lang: string, url: string][] = [
  ['KeyPal 官方商城', 'cn', 'zh-Hans', 'https://example.com/shop.keypal'],
  ['KeyPal 天猫旗舰店', 'cn', 'zh-Hans', 'https://example.com/keypal.tmall'],
  ['KeyPal 京东自营', 'cn', 'zh-Hans', 'https://example.com/item.jd/keypal'],
  ['拼多多官方店', 'cn', 'zh-Hans', 'https://example.com/mobile.pdd/keypal'],
  ['抖音商城', 'cn', 'zh-Hans', 'https://example.com/haohuo.douyin/keypal'],
  ['小红书店铺', 'cn', 'zh-Hans', 'https://example.com/xhs/keypal'],
  ['有赞微商城', 'cn', 'zh-Hans', 'https://example.com/youzan/keypal'],
  ['KeyPal 香港旗舰店', 'hk_tw', 'zh-Hant', 'https://example.com/hk.keypal'],
  ['HKTVmall', 'hk_tw', 'zh-Hant', 'https://example.com/hktvmall/keypal'],
  ['蝦皮購物', 'hk_tw', 'zh-Hant', 'https://example.com/shopee.tw/keypal'],
  ['PChome 24h', 'hk_tw', 'zh-Hant', 'https://example.com/24h.pchome/keypal'],
  ['KeyPal Official Store', 'global', 'en', 'https://example.com/store.keypal'],
  ['Amazon', 'na', 'en', 'https://example.com/amazon/keypal'],
  ['Best Buy', 'na', 'en', 'https://example.com/bestbuy/keypal'],
  ['Newegg', 'na', 'en', 'https://example.com/newegg/keypal'],
  ['Amazon.de', 'eu', 'en', 'https://example.com/amazon.de/keypal'],
  ['Coolblue', 'eu', 'en', 'https://example.com/coolblue/keypal'],
  ['Fnac', 'eu', 'en', 'https://example.com/fnac/keypal'],
  ['Lazada', 'sea', 'en', 'https://example.com/lazada/keypal'],
  ['Shopee SG', 'sea', 'en', 'https://example.com/shopee.sg/keypal'],
  ['Tokopedia', 'sea', 'en', 'https://example.com/tokopedia/keypal'],
  ['AliExpress', 'global', 'en', 'https://example.com/aliexpress/keypal'],
];
const MAILS: [key: string, zh: string, en: string, remark: string][] = [
  ['register_code', '【钱包】注册验证码', 'Your sign-up code', '注册时发送验证码'],
  ['login_alert', '【钱包】新设备登录提醒', 'New sign-in to your account', '新设备登录后发送'],
  ['password_reset', '【钱包】重置密码', 'Reset your password', '申请找回密码时发送'],
  ['withdraw_notice', '【钱包】提币申请已提交', 'Your withdrawal was submitted', '提交提币后发送'],
  ['deposit_notice', '【钱包】充值到账通知', 'Your deposit has arrived', '充值确认后发送'],
  ['invite_reward', '【钱包】邀请奖励已到账', 'Your invitation reward', '被邀请人完成注册后发送'],
  ['keypal_order', '【钱包】KeyPal 订单已发货', 'Your KeyPal order has shipped', 'KeyPal 订单发货后发送'],
  ['staking_end', '【钱包】质押到期提醒', 'Your staking term has ended', '质押活动到期时发送'],
];
const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

const article = (title: string, zh: boolean) =>
  zh
    ? `<h2>${title}</h2><p>据多方消息，<strong>${title}</strong>。以下为要点整理。</p><ul><li>影响范围：全部用户</li><li>生效时间：即日起</li></ul><p>详情见<a href="https://example.com/news/a" target="_blank">原文链接</a>。</p>`
    : `<h2>${title}</h2><p>According to several sources, <strong>${title.toLowerCase()}</strong>. The key points:</p><ul><li>Who: every user</li><li>When: from today</li></ul><p>Read the <a href="https://example.com/news/a" target="_blank">full story</a>.</p>`;

function news(ctx: SeedContext): Row[] {
  return NEWS.flatMap(([zh, en, source], i) =>
    [zh, en].map((title, k) => ({
      lang: k === 0 ? 'zh-Hans' : 'en',
      title,
      summary: k === 0 ? `${title}：要点速览。` : `${title}: the essentials.`,
      content: article(title, k === 0),
      cover_image: `https://example.com/cdn/news/${i + 1}.png`,
      source: k === 0 || source !== '官方团队' ? (source === '安全中心' && k === 1 ? 'Security center' : source) : 'The team',
      publish_at: ctx.now - (i * 2 + k) * DAY,
      status: i === 4 ? 1 : 0,
      sort: i,
    })),
  );
}

export const CONTENT_ROWS: Record<string, ResourceRows> = {
  news: { rows: news },
  news_ad: {
    rows: (ctx) =>
      [0, 1, 2, 3].flatMap((round) =>
        ADS.map(([zh, en], i) => ({
          title: round % 2 === 0 ? zh : en,
          image_url: `https://example.com/cdn/ads/${i + 1}.png`,
          link_url: `https://example.com/wallet/campaign/${i + 1}`,
          lang: round % 2 === 0 ? 'zh-Hans' : 'en',
          position: 3 + i * 2,
          start_at: ctx.now + (round - 2) * 14 * DAY,
          end_at: ctx.now + (round - 1) * 14 * DAY,
          status: round === 0 ? 1 : 0,
          sort: i,
        })),
      ),
  },
  banner: {
    rows: (ctx) =>
      POSITIONS.flatMap((position, p) =>
        BANNERS.map(([zh, en, link_type], i) => ({
          title: p === 1 ? en : zh,
          image_url: `https://example.com/cdn/banners/${position}-${i + 1}.png`,
          link_type,
          link_url: link_type === 1 ? `https://example.com/wallet/events/${position}-${i + 1}` : '',
          application_id: link_type === 2 ? i + 1 : 0,
          lang: p === 1 ? 'en' : 'zh-Hans',
          position,
          start_at: ctx.now - (10 - i) * DAY,
          end_at: i === 7 ? ctx.now - DAY : ctx.now + (20 + i) * DAY,
          sort: i + 1,
          status: i === 5 ? 1 : 0,
        })),
      ),
  },
  keypal_channel: {
    rows: () =>
      CHANNELS.map(([name, region, lang, link_url], i) => ({
        name,
        logo: `https://example.com/cdn/keypal/${i + 1}.png`,
        link_url,
        region,
        lang,
        sort: i + 1,
        status: i === 6 ? 1 : 0,
      })),
  },
  mail_template: {
    rows: () =>
      MAILS.flatMap(([template_key, zh, en, remark]) =>
        LANGS.map((lang) => ({
          template_key,
          lang,
          subject: lang === 'en' ? en : lang === 'zh-Hant' ? zh.replace('钱包', '錢包') : zh,
          content:
            lang === 'en'
              ? `<p>Hello {{name}},</p><p>${en}.</p><p>If this was not you, contact <a href="mailto:support@wallet.example.com">support</a>.</p>`
              : `<p>{{name}} 您好：</p><p>${zh.replace(/【.*】/, '')}。</p><p>如非本人操作，请联系<a href="mailto:support@wallet.example.com">客服</a>。</p>`,
          remark,
        })),
      ),
  },
};
