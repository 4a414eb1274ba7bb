// Chinese catalogue of the /app screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const app = {
  fields: {
    platform: '平台', image_url: '图片', link_url: '跳转链接', start_at: '开始时间', end_at: '结束时间', content: '内容',
    duration: '展示秒数', frequency: '展示频率', button_text: '按钮文字', reply: '回复', contact: '联系方式', app_version: 'App 版本',
    channel: '渠道', upgrade_type: '升级方式', min_version: '最低版本', max_version: '最高版本', target_version: '目标版本',
    build_code: '构建号', download_url: '下载地址', package_size: '包大小（字节）', sha256: 'SHA-256', version_name: '版本号',
    min_supported_version: '最低支持版本', force_update: '强制更新', latest_at: '设为最新时间', release_notes_zh_hans: '更新说明（简体）',
    release_notes_zh_hant: '更新说明（繁體）', release_notes_en: '更新说明（English）', application_id: 'DApp', menu_key: '菜单键',
    badge_type: '角标类型', badge_text: '角标文字', account: '账户', resource: '资源', quantity: '数量', duration_days: '租用天数',
    pay_amount: '支付金额', pay_symbol: '支付币种', tx_id: '交易哈希', code: '兑换码', max_uses: '可用次数', used_count: '已用次数',
    scheduled_at: '定时发送', sent_at: '发送时间', recipient_count: '接收设备数', os_version: '系统版本', device_model: '设备型号',
    enabled: '启用', version: '版本', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English',
  },
  version: {
    title: '版本', help: { version_name: '如 3.1.0，按数字逐段比较', build_code: '越大越新，同一平台不可重复', min_supported_version: '低于此版本的安装必须升级' },
  },
  upgrade: { title: '升级包', help: { channel: '如 app_store、google_play、official_apk', min_version: '对该范围内（含两端）的已安装版本提示升级' } },
  application_home: { title: '首页应用', fields: { title: '显示标题' }, help: { title: '留空则使用 DApp 自己的名称', sort: '数值越小越靠前' } },
  application_config: { title: '小Banner', help: { start_at: '留空表示立即生效', end_at: '留空表示长期有效' } },
  boot_message: { title: '启动消息', help: { button_text: '留空使用 App 默认文字' } },
  red_point: { title: '小红点', help: { menu_key: '如 discover 或 me.settings.security', badge_text: '数字或简短文字，红点类型留空' } },
  splash: { title: '闪屏', help: { duration: '0 表示使用 App 默认（3 秒）' } },
  feedback: { title: '用户反馈' },
  res_order: { title: '资源订单', help: { duration_days: 'RAM 为购买，填 0', pay_symbol: '免费赠送留空' } },
  smooth_code: { title: '兑换码', help: { code: '大写字母、数字和短横线，不可重复', max_uses: '所有用户合计可兑换的次数' } },
  message: { title: '推送消息', help: { scheduled_at: '留空表示发送后立即送达' } },
  message_config: {
    title: '消息配置',
    fields: { providers: '推送通道', ios: 'iOS', android: 'Android', daily_limit: '每台设备每日上限', quiet_hours: '免打扰时段', start: '开始', end: '结束', utc_offset: '时区偏移（分钟）', default_lang: '默认语言' },
    help: { daily_limit: '0 表示不限', utc_offset: '东八区填 480' },
  },
  app_config: {
    title: 'App 配置',
    fields: {
      links: '链接', official_site: '官网', customer_service: '客服', share_download: '分享下载页', help_center: '帮助中心', terms: '用户协议', privacy: '隐私政策',
      features: '功能开关', dapp_browser: 'DApp 浏览器', swap: '闪兑', otc: 'OTC', card: '卡', nft: 'NFT', welfare: '福利中心', smooth_mode: '流畅模式',
      review: '审核模式',
    },
  },
  sign_config: { title: '签到配置', fields: { cycle_days: '周期天数', reset_on_miss: '断签重置', rules: '规则说明' } },
  sign_table: { title: '签到奖励', fields: { day: '第几天', amount: '数量' }, help: { items: '每行一天，从第 1 天开始。' } },
  account_fee: {
    title: '开户费用',
    fields: { creator_account: '创建账户', fee_amount: '费用', fee_symbol: '费用币种', ram_bytes: 'RAM（字节）', cpu_stake: 'CPU 抵押', net_stake: 'NET 抵押' },
    help: { items: 'EOS 类链（平台 4-7）创建账户的费用及新账户获得的资源。' },
  },
};

export default app;
