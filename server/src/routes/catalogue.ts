// Every screen route of the console (routes.tsv, plus the fixed home and the role screen) with its Chinese menu
// title, English title, icon and flags. One line per route: `path menu|hidden title [icon] [>activeMenu] | English title`,
// paths relative to their group. Hidden routes without `>` highlight their list page (see activeMenuOf).

export interface CatalogueRoute {
  /** Full path, as in routes.tsv: `/system/blockchain/add*`. */
  path: string;
  /** Path inside the group: `blockchain/add*`. */
  relative: string;
  group: string;
  hidden: boolean;
  title: string;
  /** The English menu title (meta.titleEn). */
  titleEn: string;
  icon: string;
  order: number;
  activeMenu?: string;
  affix?: boolean;
  /** The entry of a group hidden in the menu (its `entry`): the home page shows its card to users who hold it. */
  entry?: boolean;
}

export interface CatalogueGroup {
  path: string;
  name: string;
  title: string;
  titleEn: string;
  icon: string;
  hidden: boolean;
  order: number;
  routes: CatalogueRoute[];
}

interface GroupSource {
  path: string;
  title: string;
  titleEn: string;
  icon: string;
  hidden?: boolean;
  /** A hidden group's hub (a relative path): the one route of the group the home page opens; its toolbar opens the rest. */
  entry?: string;
  lines: string;
}

const SOURCES: GroupSource[] = [
  {
    path: '/app',
    title: 'App管理',
    titleEn: 'App',
    icon: 'mobile',
    lines: `
    appconfig menu App配置 setting | App config
    version menu 版本管理 version | Versions
    version/{path} hidden 版本编辑 | Edit version
    update menu 升级管理 upgrade | Upgrades
    update/{path} hidden 升级编辑 | Edit upgrade
    home menu 首页应用 home | Home apps
    home/{path} hidden 首页应用编辑 | Edit home app
    config/home menu 小Banner配置 banner | Small banners
    config/home/{path} hidden 小Banner编辑 | Edit small banner
    feedback menu 用户反馈 feedback | User feedback
    smoothMode menu 流畅模式 speed | Smooth mode
    smoothMode/code menu 流畅模式代码 code | Smooth mode codes
    bootMessage menu 启动消息 message | Launch messages
    bootMessage/{path} hidden 启动消息编辑 | Edit launch message
    redPoint menu 小红点 badge | Red dots
    redPoint/{path} hidden 小红点编辑 | Edit red dot
    splash menu 闪屏管理 image | Splash screens
    messagePush menu 消息推送 push | Push messages
    messagePushInfo hidden 推送详情 | Push details
    messageConfig menu 消息配置 setting | Message config`,
  },
  {
    path: '/application',
    title: '发现页管理',
    titleEn: 'Discover',
    icon: 'compass',
    lines: `
    dapp menu DApp管理 app | DApps
    dappVerify menu DApp审核 audit | DApp review
    dappVerifyInfo hidden DApp审核详情 | DApp review details
    discover menu 发现页 discover | Discover page
    dappCategory menu DApp分类 category | DApp categories
    dapp/{path}/{id*} hidden DApp编辑 | Edit DApp
    contact hidden DApp联系人 contact >/application/dapp | DApp contacts
    recommend hidden 推荐位(旧) star >/application/DAppRecommend | Recommendations (old)
    dapptag menu DApp标签 tag | DApp tags
    recommend/detail/{id} hidden 推荐详情 star >/application/DAppRecommend | Recommendation details
    DAppRecommend menu DApp推荐 star | DApp recommendations
    DAppRecommendList hidden 推荐列表 star >/application/DAppRecommend | Recommendation list
    DAppRecommendInfo hidden 推荐信息 star >/application/DAppRecommend | Recommendation info
    channel menu 渠道管理 channel | Channels
    channel/{path*} hidden 渠道编辑 | Edit channel
    spider hidden 爬虫列表 spider >/application/dapp | Crawler list
    dapphot menu 热门DApp hot | Popular DApps
    key hidden 搜索关键词 search >/application/dapp | Search keywords
    white hidden DApp白名单 shield >/application/dapp | DApp allowlist`,
  },
  {
    path: '/token',
    title: '代币管理',
    titleEn: 'Tokens',
    icon: 'coin',
    lines: `
    tokenlist menu 代币列表 list | Token list
    tokenVerify menu 代币审核 audit | Token review
    tokenVerifyInfo hidden 代币审核详情 | Token review details
    tokenFilterConfig menu 代币过滤配置 filter | Token filter config
    tokenKeyFilter menu 关键词过滤 search | Keyword filter
    tokenadd hidden 新增代币 coin >/token/tokenlist | New token
    tokendetail hidden 代币详情 coin >/token/tokenlist | Token details
    NFT menu NFT管理 nft | NFTs
    marketadd hidden 新增行情 chart >/token/tokenlist | New market
    hot menu 热门代币 hot | Popular tokens
    tokenexchange menu 代币兑换 exchange | Token exchange`,
  },
  {
    path: '/information',
    title: '资讯管理',
    titleEn: 'News',
    icon: 'news',
    lines: `
    information menu 资讯列表 news | News list
    advertisement hidden 广告管理 ad | Advertisements`,
  },
  {
    path: '/banner',
    title: 'Banner管理',
    titleEn: 'Banners',
    icon: 'picture',
    lines: `
    list menu Banner列表 list | Banner list
    add hidden 新增Banner | New banner
    detail hidden Banner详情 | Banner details`,
  },
  {
    path: '/keypal',
    title: 'KeyPal硬件钱包',
    titleEn: 'KeyPal hardware wallet',
    icon: 'wallet',
    lines: `
    payList menu 购买渠道 shopping | Purchase channels`,
  },
  {
    path: '/exchange',
    title: '交易所',
    titleEn: 'Exchange',
    icon: 'chart',
    lines: `
    overseaIndex menu 海外KYC kyc | Overseas KYC
    trade hidden 交易管理 | Trades
    trade/info hidden 交易详情 | Trade details
    trade/rank hidden 交易排行 | Trade ranking
    liquidation hidden 清算管理 | Liquidations
    rewards hidden 奖励管理 | Rewards
    adminindex hidden 交易所后台 | Exchange back office
    ua hidden 用户资产 | User assets
    deposit hidden 充值记录 | Deposits
    internal/transfer hidden 内部转账 | Internal transfers
    transfer/log hidden 转账日志 | Transfer log
    stat/trade hidden 交易统计 | Trade statistics
    stat/reward hidden 奖励统计 | Reward statistics
    AssetsInformation hidden 资产信息 | Asset information`,
  },
  {
    path: '/flashCash',
    title: '闪兑管理',
    titleEn: 'Flash swap',
    icon: 'swap',
    lines: `
    profitAccount menu 收益账户 money | Profit accounts
    ordertracking menu 订单追踪 track | Order tracking
    configlist menu 闪兑配置 setting | Flash swap config
    orderList menu 订单列表 list | Order list
    swapConfigList menu Swap配置 setting | Swap config
    classMarketConfig menu 分类市场配置 category | Category market config
    swapMarketConfig menu Swap市场配置 market | Swap market config
    subCLassConfig menu 子分类配置 tree | Subcategory config
    bridgeTokensConfig menu 跨链桥代币 bridge | Bridge tokens
    swapMarketTokenList menu 市场代币列表 coin | Market tokens
    exchangeOrderConfig menu 兑换订单配置 setting | Exchange order config
    transitExcel menu Transit导出 excel | Transit export`,
  },
  {
    path: '/card',
    title: '预付卡',
    titleEn: 'Prepaid cards',
    icon: 'card',
    lines: `
    list menu 预付卡列表 card | Prepaid card list`,
  },
  {
    path: '/otc',
    title: 'OTC管理',
    titleEn: 'OTC',
    icon: 'otc',
    hidden: true,
    entry: 'order',
    lines: `
    payment hidden 支付方式 pay | Payment methods
    token hidden OTC代币 coin | OTC tokens
    token/info hidden OTC代币详情 coin | OTC token details
    order hidden OTC订单 list | OTC orders
    dayinfo hidden 每日统计 chart | Daily statistics
    gasindex hidden Gas首页 gas | Gas home
    gasConfig hidden Gas配置 setting | Gas config
    gasinfo hidden Gas详情 gas | Gas details
    merchant hidden 商户管理 shop | Merchants
    addMerChant hidden 新增商户 shop | New merchant
    addMerChantCurrency hidden 商户币种 shop | Merchant currencies
    paywaylist hidden 支付渠道列表 pay | Payment channels`,
  },
  {
    path: '/welfareCenter',
    title: '福利中心',
    titleEn: 'Rewards center',
    icon: 'gift',
    lines: `
    energyExchange menu 能量兑换 energy | Energy exchange
    sendCode menu 发放兑换码 code | Issue redeem codes
    otherWelfare hidden 其他福利 | Other rewards
    activity hidden 活动管理 | Campaigns
    activityItem hidden 活动项目 | Campaign items
    activityBanner hidden 活动Banner | Campaign banners
    stakingRush menu 质押抢购 staking | Staking rush
    stakingKeypal menu KeyPal质押 staking | KeyPal staking`,
  },
  {
    path: '/settings',
    title: '运营设置',
    titleEn: 'Operations settings',
    icon: 'settings',
    lines: `
    email menu 邮件管理 email | Emails
    email/add hidden 新增邮件 | New email
    invitation menu 邀请码 invite | Invitation codes
    price menu 价格设置 price | Price settings
    tpools hidden 交易池 | Trading pools
    finance/config hidden 理财配置 | Finance config
    finance/config/info hidden 理财配置详情 | Finance config details
    finance/list hidden 理财列表 | Finance list
    finance/info hidden 理财详情 | Finance details
    IM hidden 即时通讯 | Instant messaging
    newdex hidden Newdex配置 | Newdex config
    btex hidden BTEX配置 | BTEX config`,
  },
  {
    path: '/centralizewallet',
    title: '中心化钱包',
    titleEn: 'Custodial wallet',
    icon: 'bank',
    lines: `
    UserIndex menu 用户资产 user | User assets
    UserAssetsList hidden 用户资产列表 | User asset list
    userassetsinforlist hidden 资产明细 | Asset details
    UserAssetsTokenList hidden 用户代币资产 | User token assets
    currencyindex hidden 币种首页 | Currency home
    addcurrency hidden 新增币种 | New currency
    currencylist hidden 币种列表 | Currency list
    addcurrencyname hidden 新增币种名称 | New currency name
    ethgasapi hidden ETHGas接口 | ETH gas API
    currenctalert hidden 币种预警 | Currency alerts
    addcurrenctalert hidden 新增预警 | New alert
    adddefiinfo hidden 新增DeFi信息 | New DeFi info
    defiexdata hidden DeFi兑换数据 | DeFi exchange data
    adddefiexinfo hidden 新增DeFi兑换 | New DeFi exchange`,
  },
  {
    path: '/label',
    title: '标签管理',
    titleEn: 'Labels',
    icon: 'label',
    lines: `
    List menu 地址标签 label | Address labels
    fraudList menu 诈骗地址 warning | Fraud addresses
    Report menu 举报管理 report | Reports`,
  },
  {
    path: '/system',
    title: '系统设置',
    titleEn: 'System',
    icon: 'system',
    lines: `
    blockchain menu 区块链管理 chain | Blockchains
    blockchainCustom menu 自定义链 link | Custom chains
    blockchainCustom/add hidden 新增自定义链 | New custom chain
    blockchainCustom/info hidden 自定义链详情 | Custom chain details
    underRelationConfig menu 关联关系配置 relation | Relation config
    blockchain/add* hidden 新增区块链 | New blockchain
    blockchain/detail* hidden 区块链详情 | Blockchain details
    explorer menu 浏览器管理 explorer | Explorers
    endpoint menu 节点管理 node | Nodes
    vote menu 投票管理 vote | Votes
    category menu 分类管理 category | Categories
    language menu 语言管理 language | Languages
    address menu 地址管理 address | Addresses
    exportUser menu 用户导出 export | User export
    appkey menu AppKey管理 key | AppKeys
    homeDeFi menu 首页DeFi defi | Home DeFi
    msgExcel menu 消息导出 excel | Message export`,
  },
  {
    path: '/permission',
    title: '权限管理',
    titleEn: 'Permissions',
    icon: 'lock',
    lines: `
    role menu 角色权限 role | Roles and permissions
    audit menu 操作日志 news | Audit log`,
  },
];

/** The home page: every signed-in user holds it; its tab is pinned. */
export const HOME: CatalogueRoute = {
  path: '/dashboard',
  relative: 'dashboard',
  group: '/',
  hidden: false,
  title: '首页',
  titleEn: 'Home',
  icon: 'dashboard',
  order: 0,
  affix: true,
};

const nameOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/[{}*]/g, ''))
    .filter(Boolean)
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join('');

function parseGroup(source: GroupSource, order: number): CatalogueGroup {
  const routes = source.lines
    .trim()
    .split('\n')
    .map((line, index): CatalogueRoute => {
      const [words = '', titleEn = ''] = line.split(' | ');
      const [relative = '', visibility, title = '', ...rest] = words.trim().split(/\s+/);
      const icon = rest.find((r) => !r.startsWith('>')) ?? '';
      const active = rest.find((r) => r.startsWith('>'))?.slice(1);
      return {
        path: `${source.path}/${relative}`,
        relative,
        group: source.path,
        hidden: visibility === 'hidden',
        title,
        titleEn: titleEn.trim(),
        icon,
        order: index,
        ...(active ? { activeMenu: active } : {}),
        ...(source.entry === relative ? { entry: true } : {}),
      };
    });
  for (const route of routes)
    if (route.hidden && !route.activeMenu) {
      const active = activeMenuOf(route, routes);
      if (active) route.activeMenu = active;
    }
  return {
    path: source.path,
    name: nameOf(source.path),
    title: source.title,
    titleEn: source.titleEn,
    icon: source.icon,
    hidden: source.hidden === true,
    order: order + 1,
    routes,
  };
}

/** The list page a hidden detail route belongs to: its nearest visible parent path (`version/{path}` →
 * `version`), else the route without its `Info` suffix (`messagePushInfo` → `messagePush`), else the group's first
 * visible route. */
function activeMenuOf(route: CatalogueRoute, siblings: CatalogueRoute[]): string | undefined {
  const visible = new Set(siblings.filter((r) => !r.hidden).map((r) => r.relative));
  const segments = route.relative.replace(/\*$/, '').split('/');
  for (let n = segments.length - 1; n > 0; n--) {
    const parent = segments.slice(0, n).join('/');
    if (visible.has(parent)) return `${route.group}/${parent}`;
  }
  const base = route.relative.replace(/Info$/, '');
  if (base !== route.relative && visible.has(base)) return `${route.group}/${base}`;
  const first = siblings.find((r) => !r.hidden);
  return first ? `${route.group}/${first.relative}` : undefined;
}

export const GROUPS: CatalogueGroup[] = SOURCES.map(parseGroup);

/** Every screen route a role may hold (routes.tsv paths, /permission/role and /permission/audit). */
export const SCREENS: CatalogueRoute[] = GROUPS.flatMap((g) => g.routes);

export const SCREEN_PATHS = new Set(SCREENS.map((r) => r.path));

export function routeName(route: CatalogueRoute): string {
  return nameOf(route.path);
}
