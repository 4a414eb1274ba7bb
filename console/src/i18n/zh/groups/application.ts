// Chinese catalogue of the /application screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const applicationGroup = {
  fields: {
    application_id: 'DApp', download_url: '下载地址', start_at: '开始时间', end_at: '结束时间', min_version: '最低版本', platform: '平台', version: '版本',
    category_id: '分类', developer: '开发者', tag: '标签', tag_status: '标签显示', is_new: '新上架', fixed_order: '固定位置',
    position: '职位', email: '邮箱', telegram: 'Telegram', wechat: '微信', phone: '电话', audit_status: '审核状态', audit_remark: '审核说明',
    audited_by: '审核人', audited_at: '审核时间', contact_name: '联系人', contact_email: '联系邮箱', contact_telegram: '联系 Telegram',
    audit_report: '审计报告', slot: '推荐位', image: '图片', application_title: 'DApp', application_logo: 'DApp 图标', application_url: 'DApp 链接',
    application_status: 'DApp 状态', count: '使用数', hidden_count: '已隐藏数', keyword: '关键词', domain: '域名', source: '来源',
    source_id: '来源 ID', category: '分类', blockchain: '链', users_24h: '24h 用户', tx_24h: '24h 交易', volume_24h: '24h 交易额（USD）',
    crawled_at: '抓取时间', hash: '构建哈希',
  },
  application: { pin: '固定位置', title: 'DApp', move: '移到分类', help: { min_version: '低于此版本的 App 不显示，留空表示全部', sort: '数值越小越靠前' } },
  application_language: { title: 'DApp 多语言' },
  application_blockchain: { title: 'DApp 所在链' },
  application_category: { title: 'DApp 分类' },
  contact: { title: 'DApp 联系人' },
  application_submit: { title: 'DApp 提交' },
  version_hash: { title: '发现页版本', help: { hash: '小写十六进制，App 发现哈希变化后重新加载发现页' } },
  recommend: { title: '推荐位', fields: { title: '显示标题' }, help: { title: '留空使用 DApp 名称', image: '留空使用 DApp 图标' } },
  dapp_tag: { title: 'DApp 标签' },
  channel: { title: '渠道', fields: { code: '渠道代码' }, help: { code: '小写字母、数字、下划线或短横线，不可重复' } },
  spider: { title: '爬虫 DApp', fields: { application_id: '已收录 DApp' } },
  hotlist: { title: '热门 DApp' },
  search_key: { title: '搜索关键词' },
  dapp_white_list: { title: 'DApp 白名单', help: { domain: '小写域名，*.example.com 表示包含子域名' } },
};

export default applicationGroup;
