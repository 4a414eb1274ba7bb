// The catalogue of the /application screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    developer: ['开发者', 'Developer'],
    tag: ['标签', 'Tag'],
    tag_status: ['标签显示', 'Tag shown'],
    is_new: ['新上架', 'New'],
    fixed_order: ['固定位置', 'Pinned position'],
    position: ['职位', 'Position'],
    telegram: ['Telegram', 'Telegram'],
    wechat: ['微信', 'WeChat'],
    phone: ['电话', 'Phone'],
    slot: ['推荐位', 'Slot'],
    image: ['图片', 'Image'],
    application_title: ['DApp', 'DApp'],
    application_logo: ['DApp 图标', 'DApp icon'],
    application_url: ['DApp 链接', 'DApp URL'],
    application_status: ['DApp 状态', 'DApp status'],
    hidden_count: ['已隐藏数', 'Hidden on'],
    domain: ['域名', 'Domain'],
    source: ['来源', 'Source'],
    source_id: ['来源 ID', 'Source id'],
    category: ['分类', 'Category'],
    blockchain: ['链', 'Chain'],
    users_24h: ['24h 用户', 'Users 24h'],
    tx_24h: ['24h 交易', 'Transactions 24h'],
    volume_24h: ['24h 交易额（USD）', 'Volume 24h (USD)'],
    crawled_at: ['抓取时间', 'Crawled'],
    hash: ['构建哈希', 'Build hash'],
  },
  application: {
    pin: ['固定位置', 'Pin'],
    profit: ['收益', 'Income'],
    recommends: ['推荐引用', 'Used by recommendations'],
    recommendDapp: ['DApp ID', 'DApp ID'],
    recommendEntry: ['推荐 ID', 'Recommendation ID'],
    title: ['DApp', 'DApp'],
    move: ['移到分类', 'Move to category'],
    help: {
      min_version: ['低于此版本的 App 不显示，留空表示全部', 'Hidden from app versions below it; empty for all'],
      sort: ['数值越小越靠前', 'Lower comes first'],
    },
  },
  application_language: {
    title: ['DApp 多语言', 'DApp languages'],
  },
  application_blockchain: {
    title: ['DApp 所在链', 'DApp chains'],
  },
  application_category: {
    title: ['DApp 分类', 'DApp categories'],
  },
  contact: {
    title: ['DApp 联系人', 'DApp contacts'],
  },
  application_submit: {
    title: ['DApp 提交', 'DApp submission'],
  },
  version_hash: {
    title: ['发现页版本', 'Discover page build'],
    help: {
      hash: ['小写十六进制，App 发现哈希变化后重新加载发现页', 'Lowercase hex; the app reloads the discover page when it changes'],
    },
  },
  recommend: {
    title: ['推荐位', 'Recommendation'],
    oldList: ['旧版推荐列表', 'Old recommendation list'],
    fields: {
      title: ['显示标题', 'Shown title'],
    },
    help: {
      title: ['留空使用 DApp 名称', "Empty uses the DApp's title"],
      image: ['留空使用 DApp 图标', "Empty uses the DApp's logo"],
    },
  },
  dapp_tag: {
    title: ['DApp 标签', 'DApp tags'],
    fields: {
      count: ['使用数', 'DApps'],
    },
  },
  channel: {
    title: ['渠道', 'Channel'],
    fields: {
      code: ['渠道代码', 'Channel code'],
    },
    help: {
      code: ['小写字母、数字、下划线或短横线，不可重复', 'Lowercase letters, digits, _ or -; unique'],
    },
  },
  spider: {
    title: ['爬虫 DApp', 'Crawled DApps'],
    fields: {
      application_id: ['已收录 DApp', 'Catalogue DApp'],
    },
  },
  hotlist: {
    title: ['热门 DApp', 'Hot DApps'],
  },
  search_key: {
    title: ['搜索关键词', 'Search keywords'],
    appView: ['App 搜索结果', 'Search results in the app'],
  },
  dapp_white_list: {
    title: ['DApp 白名单', 'DApp white list'],
    help: {
      domain: ['小写域名，*.example.com 表示包含子域名', 'Lowercase host; *.example.com covers its subdomains'],
    },
  },
} satisfies GroupCatalogue;
