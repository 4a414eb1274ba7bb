// Every screen route of the console (routes.tsv, plus the fixed home and the role screen) with its Chinese menu
// title, icon and flags. One line per route: `path menu|hidden title [icon] [>activeMenu]`, paths relative to
// their group. Hidden routes without `>` highlight their list page (see activeMenuOf).

export interface CatalogueRoute {
  /** Full path, as in routes.tsv: `/system/blockchain/add*`. */
  path: string;
  /** Path inside the group: `blockchain/add*`. */
  relative: string;
  group: string;
  hidden: boolean;
  title: string;
  icon: string;
  order: number;
  activeMenu?: string;
  affix?: boolean;
}

export interface CatalogueGroup {
  path: string;
  name: string;
  title: string;
  icon: string;
  hidden: boolean;
  order: number;
  routes: CatalogueRoute[];
}

interface GroupSource {
  path: string;
  title: string;
  icon: string;
  hidden?: boolean;
  lines: string;
}

const SOURCES: GroupSource[] = [
  {
    path: '/app',
    title: 'App管理',
    icon: 'mobile',
    lines: `
    appconfig menu App配置 setting
    version menu 版本管理 version
    version/{path} hidden 版本编辑
    update menu 升级管理 upgrade
    update/{path} hidden 升级编辑
    home menu 首页应用 home
    home/{path} hidden 首页应用编辑
    config/home menu 小Banner配置 banner
    config/home/{path} hidden 小Banner编辑
    feedback menu 用户反馈 feedback
    smoothMode menu 流畅模式 speed
    smoothMode/code menu 流畅模式代码 code
    bootMessage menu 启动消息 message
    bootMessage/{path} hidden 启动消息编辑
    redPoint menu 小红点 badge
    redPoint/{path} hidden 小红点编辑
    splash menu 闪屏管理 image
    messagePush menu 消息推送 push
    messagePushInfo hidden 推送详情
    messageConfig menu 消息配置 setting`,
  },
  {
    path: '/application',
    title: '发现页管理',
    icon: 'compass',
    lines: `
    dapp menu DApp管理 app
    dappVerify menu DApp审核 audit
    dappVerifyInfo hidden DApp审核详情
    discover menu 发现页 discover
    dappCategory menu DApp分类 category
    dapp/{path}/{id*} hidden DApp编辑
    contact hidden DApp联系人 contact >/application/dapp
    recommend hidden 推荐位(旧) star >/application/DAppRecommend
    dapptag menu DApp标签 tag
    recommend/detail/{id} hidden 推荐详情 star >/application/DAppRecommend
    DAppRecommend menu DApp推荐 star
    DAppRecommendList hidden 推荐列表 star >/application/DAppRecommend
    DAppRecommendInfo hidden 推荐信息 star >/application/DAppRecommend
    channel menu 渠道管理 channel
    channel/{path*} hidden 渠道编辑
    spider hidden 爬虫列表 spider >/application/dapp
    dapphot menu 热门DApp hot
    key hidden 搜索关键词 search >/application/dapp
    white hidden DApp白名单 shield >/application/dapp`,
  },
  {
    path: '/token',
    title: '代币管理',
    icon: 'coin',
    lines: `
    tokenlist menu 代币列表 list
    tokenVerify menu 代币审核 audit
    tokenVerifyInfo hidden 代币审核详情
    tokenFilterConfig menu 代币过滤配置 filter
    tokenKeyFilter menu 关键词过滤 search
    tokenadd hidden 新增代币 coin >/token/tokenlist
    tokendetail hidden 代币详情 coin >/token/tokenlist
    NFT menu NFT管理 nft
    marketadd hidden 新增行情 chart >/token/tokenlist
    hot menu 热门代币 hot
    tokenexchange menu 代币兑换 exchange`,
  },
  {
    path: '/information',
    title: '资讯管理',
    icon: 'news',
    lines: `
    information menu 资讯列表 news
    advertisement hidden 广告管理 ad`,
  },
  {
    path: '/banner',
    title: 'Banner管理',
    icon: 'picture',
    lines: `
    list menu Banner列表 list
    add hidden 新增Banner
    detail hidden Banner详情`,
  },
  {
    path: '/keypal',
    title: 'KeyPal硬件钱包',
    icon: 'wallet',
    lines: `
    payList menu 购买渠道 shopping`,
  },
  {
    path: '/exchange',
    title: '交易所',
    icon: 'chart',
    lines: `
    overseaIndex menu 海外KYC kyc
    trade hidden 交易管理
    trade/info hidden 交易详情
    trade/rank hidden 交易排行
    liquidation hidden 清算管理
    rewards hidden 奖励管理
    adminindex hidden 交易所后台
    ua hidden 用户资产
    deposit hidden 充值记录
    internal/transfer hidden 内部转账
    transfer/log hidden 转账日志
    stat/trade hidden 交易统计
    stat/reward hidden 奖励统计
    AssetsInformation hidden 资产信息`,
  },
  {
    path: '/flashCash',
    title: '闪兑管理',
    icon: 'swap',
    lines: `
    profitAccount menu 收益账户 money
    ordertracking menu 订单追踪 track
    configlist menu 闪兑配置 setting
    orderList menu 订单列表 list
    swapConfigList menu Swap配置 setting
    classMarketConfig menu 分类市场配置 category
    swapMarketConfig menu Swap市场配置 market
    subCLassConfig menu 子分类配置 tree
    bridgeTokensConfig menu 跨链桥代币 bridge
    swapMarketTokenList menu 市场代币列表 coin
    exchangeOrderConfig menu 兑换订单配置 setting
    transitExcel menu Transit导出 excel`,
  },
  {
    path: '/card',
    title: '预付卡',
    icon: 'card',
    lines: `
    list menu 预付卡列表 card`,
  },
  {
    path: '/otc',
    title: 'OTC管理',
    icon: 'otc',
    hidden: true,
    lines: `
    payment hidden 支付方式 pay
    token hidden OTC代币 coin
    token/info hidden OTC代币详情 coin
    order hidden OTC订单 list
    dayinfo hidden 每日统计 chart
    gasindex hidden Gas首页 gas
    gasConfig hidden Gas配置 setting
    gasinfo hidden Gas详情 gas
    merchant hidden 商户管理 shop
    addMerChant hidden 新增商户 shop
    addMerChantCurrency hidden 商户币种 shop
    paywaylist hidden 支付渠道列表 pay`,
  },
  {
    path: '/welfareCenter',
    title: '福利中心',
    icon: 'gift',
    lines: `
    energyExchange menu 能量兑换 energy
    sendCode menu 发放兑换码 code
    otherWelfare hidden 其他福利
    activity hidden 活动管理
    activityItem hidden 活动项目
    activityBanner hidden 活动Banner
    stakingRush menu 质押抢购 staking
    stakingKeypal menu KeyPal质押 staking`,
  },
  {
    path: '/settings',
    title: '运营设置',
    icon: 'settings',
    lines: `
    email menu 邮件管理 email
    email/add hidden 新增邮件
    invitation menu 邀请码 invite
    price menu 价格设置 price
    tpools hidden 交易池
    finance/config hidden 理财配置
    finance/config/info hidden 理财配置详情
    finance/list hidden 理财列表
    finance/info hidden 理财详情
    IM hidden 即时通讯
    newdex hidden Newdex配置
    btex hidden BTEX配置`,
  },
  {
    path: '/centralizewallet',
    title: '中心化钱包',
    icon: 'bank',
    lines: `
    UserIndex menu 用户资产 user
    UserAssetsList hidden 用户资产列表
    userassetsinforlist hidden 资产明细
    UserAssetsTokenList hidden 用户代币资产
    currencyindex hidden 币种首页
    addcurrency hidden 新增币种
    currencylist hidden 币种列表
    addcurrencyname hidden 新增币种名称
    ethgasapi hidden ETHGas接口
    currenctalert hidden 币种预警
    addcurrenctalert hidden 新增预警
    adddefiinfo hidden 新增DeFi信息
    defiexdata hidden DeFi兑换数据
    adddefiexinfo hidden 新增DeFi兑换`,
  },
  {
    path: '/label',
    title: '标签管理',
    icon: 'label',
    lines: `
    List menu 地址标签 label
    fraudList menu 诈骗地址 warning
    Report menu 举报管理 report`,
  },
  {
    path: '/system',
    title: '系统设置',
    icon: 'system',
    lines: `
    blockchain menu 区块链管理 chain
    blockchainCustom menu 自定义链 link
    blockchainCustom/add hidden 新增自定义链
    blockchainCustom/info hidden 自定义链详情
    underRelationConfig menu 关联关系配置 relation
    blockchain/add* hidden 新增区块链
    blockchain/detail* hidden 区块链详情
    explorer menu 浏览器管理 explorer
    endpoint menu 节点管理 node
    vote menu 投票管理 vote
    category menu 分类管理 category
    language menu 语言管理 language
    address menu 地址管理 address
    exportUser menu 用户导出 export
    appkey menu AppKey管理 key
    homeDeFi menu 首页DeFi defi
    msgExcel menu 消息导出 excel`,
  },
  {
    path: '/permission',
    title: '权限管理',
    icon: 'lock',
    lines: `
    role menu 角色权限 role`,
  },
];

/** The home page: every signed-in user holds it; its tab is pinned. */
export const HOME: CatalogueRoute = {
  path: '/dashboard',
  relative: 'dashboard',
  group: '/',
  hidden: false,
  title: '首页',
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
      const [relative = '', visibility, title = '', ...rest] = line.trim().split(/\s+/);
      const icon = rest.find((r) => !r.startsWith('>')) ?? '';
      const active = rest.find((r) => r.startsWith('>'))?.slice(1);
      return {
        path: `${source.path}/${relative}`,
        relative,
        group: source.path,
        hidden: visibility === 'hidden',
        title,
        icon,
        order: index,
        ...(active ? { activeMenu: active } : {}),
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

/** Every screen route a role may hold (routes.tsv paths and /permission/role). */
export const SCREENS: CatalogueRoute[] = GROUPS.flatMap((g) => g.routes);

export const SCREEN_PATHS = new Set(SCREENS.map((r) => r.path));

export function routeName(route: CatalogueRoute): string {
  return nameOf(route.path);
}
