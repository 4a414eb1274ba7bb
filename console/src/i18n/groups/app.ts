// The catalogue of the /app screens, merged under `screens` when the group's chunk loads (see ../groups.ts):
// field labels shared by the group's screens, then one section per screen key.
// Each string is [Chinese, English].
import type { GroupCatalogue } from '../groups';

export default {
  fields: {
    duration: ['展示秒数', 'Seconds shown'],
    frequency: ['展示频率', 'Frequency'],
    button_text: ['按钮文字', 'Button text'],
    reply: ['回复', 'Reply'],
    contact: ['联系方式', 'Contact'],
    channel: ['渠道', 'Channel'],
    upgrade_type: ['升级方式', 'Upgrade type'],
    max_version: ['最高版本', 'Highest version'],
    target_version: ['目标版本', 'Target version'],
    build_code: ['构建号', 'Build'],
    package_size: ['包大小（字节）', 'Package size (bytes)'],
    sha256: ['SHA-256', 'SHA-256'],
    version_name: ['版本号', 'Version'],
    min_supported_version: ['最低支持版本', 'Lowest supported version'],
    force_update: ['强制更新', 'Forced update'],
    latest_at: ['设为最新时间', 'Latest since'],
    release_notes_zh_hans: ['更新说明（简体）', 'Release notes (Simplified)'],
    release_notes_zh_hant: ['更新说明（繁體）', 'Release notes (Traditional)'],
    release_notes_en: ['更新说明（English）', 'Release notes (English)'],
    menu_key: ['菜单键', 'Menu key'],
    badge_type: ['角标类型', 'Badge type'],
    badge_text: ['角标文字', 'Badge text'],
    account: ['账户', 'Account'],
    resource: ['资源', 'Resource'],
    quantity: ['数量', 'Quantity'],
    duration_days: ['租用天数', 'Rental days'],
    pay_amount: ['支付金额', 'Amount paid'],
    pay_symbol: ['支付币种', 'Paid in'],
    tx_id: ['交易哈希', 'Transaction hash'],
    max_uses: ['可用次数', 'Uses allowed'],
    used_count: ['已用次数', 'Used'],
    scheduled_at: ['定时发送', 'Scheduled for'],
    sent_at: ['发送时间', 'Sent'],
    recipient_count: ['接收设备数', 'Devices reached'],
    os_version: ['系统版本', 'OS version'],
    device_model: ['设备型号', 'Device'],
    'zh-Hans': ['简体中文', '简体中文'],
    'zh-Hant': ['繁體中文', '繁體中文'],
    en: ['English', 'English'],
  },
  version: {
    title: ['版本', 'Version'],
    appView: ['App 所见', 'As the app sees it'],
    help: {
      version_name: ['如 3.1.0，按数字逐段比较', 'e.g. 3.1.0, compared number by number'],
      build_code: ['越大越新，同一平台不可重复', 'Higher is newer; unique per platform'],
      min_supported_version: ['低于此版本的安装必须升级', 'Installations below it must upgrade'],
    },
  },
  upgrade: {
    title: ['升级包', 'Upgrade package'],
    help: {
      channel: ['如 app_store、google_play、official_apk', 'e.g. app_store, google_play, official_apk'],
      min_version: [
        '对该范围内（含两端）的已安装版本提示升级',
        'Installed versions in this range (both ends included) are offered the upgrade',
      ],
    },
  },
  application_home: {
    title: ['首页应用', 'Home DApp'],
    fields: {
      title: ['显示标题', 'Shown title'],
    },
    help: {
      title: ['留空则使用 DApp 自己的名称', "Empty uses the DApp's own title"],
      sort: ['数值越小越靠前', 'Lower comes first'],
    },
  },
  application_config: {
    title: ['小Banner', 'Small banner'],
    help: {
      start_at: ['留空表示立即生效', 'Empty starts at once'],
      end_at: ['留空表示长期有效', 'Empty never ends'],
    },
  },
  boot_message: {
    title: ['启动消息', 'Boot message'],
    help: {
      button_text: ['留空使用 App 默认文字', "Empty uses the app's default"],
    },
  },
  red_point: {
    title: ['小红点', 'Badge'],
    help: {
      menu_key: ['如 discover 或 me.settings.security', 'e.g. discover or me.settings.security'],
      badge_text: ['数字或简短文字，红点类型留空', 'A number or short text; empty for a dot'],
    },
  },
  splash: {
    title: ['闪屏', 'Splash screen'],
    help: {
      duration: ['0 表示使用 App 默认（3 秒）', "0 uses the app's default (3 s)"],
    },
  },
  feedback: {
    title: ['用户反馈', 'Feedback'],
  },
  res_order: {
    title: ['资源订单', 'Resource order'],
    help: {
      duration_days: ['RAM 为购买，填 0', 'RAM is bought: 0'],
      pay_symbol: ['免费赠送留空', 'Empty for a free grant'],
    },
  },
  smooth_code: {
    fields: {
      code: ['兑换码', 'Redemption code'],
    },
    title: ['兑换码', 'Redemption code'],
    help: {
      code: ['大写字母、数字和短横线，不可重复', 'Capital letters, digits and dashes; unique'],
      max_uses: ['所有用户合计可兑换的次数', 'Redemptions allowed across all users'],
    },
  },
  message: {
    title: ['推送消息', 'Push message'],
    help: {
      scheduled_at: ['留空表示发送后立即送达', 'Empty delivers as soon as it is sent'],
    },
  },
  message_config: {
    title: ['消息配置', 'Push settings'],
    fields: {
      providers: ['推送通道', 'Providers'],
      ios: ['iOS', 'iOS'],
      android: ['Android', 'Android'],
      daily_limit: ['每台设备每日上限', 'Daily limit per device'],
      quiet_hours: ['免打扰时段', 'Quiet hours'],
      start: ['开始', 'Start'],
      end: ['结束', 'End'],
      utc_offset: ['时区偏移（分钟）', 'UTC offset (minutes)'],
      default_lang: ['默认语言', 'Default language'],
    },
    help: {
      daily_limit: ['0 表示不限', '0 for no limit'],
      utc_offset: ['东八区填 480', '480 for UTC+8'],
    },
  },
  app_config: {
    title: ['App 配置', 'App settings'],
    fields: {
      links: ['链接', 'Links'],
      official_site: ['官网', 'Website'],
      customer_service: ['客服', 'Customer service'],
      share_download: ['分享下载页', 'Share page'],
      help_center: ['帮助中心', 'Help center'],
      terms: ['用户协议', 'Terms'],
      privacy: ['隐私政策', 'Privacy policy'],
      features: ['功能开关', 'Features'],
      dapp_browser: ['DApp 浏览器', 'DApp browser'],
      swap: ['闪兑', 'Swap'],
      otc: ['OTC', 'OTC'],
      card: ['卡', 'Card'],
      nft: ['NFT', 'NFT'],
      welfare: ['福利中心', 'Welfare center'],
      smooth_mode: ['流畅模式', 'Smooth mode'],
      review: ['审核模式', 'Store review mode'],
    },
  },
  sign_config: {
    title: ['签到配置', 'Check-in rules'],
    fields: {
      cycle_days: ['周期天数', 'Days per cycle'],
      reset_on_miss: ['断签重置', 'Reset on a missed day'],
      rules: ['规则说明', 'Rules text'],
    },
  },
  sign_table: {
    title: ['签到奖励', 'Check-in rewards'],
    fields: {
      day: ['第几天', 'Day'],
    },
    help: {
      items: ['每行一天，从第 1 天开始。', 'One row per day, day 1 first.'],
    },
  },
  account_fee: {
    title: ['开户费用', 'Account fees'],
    fields: {
      creator_account: ['创建账户', 'Creator account'],
      fee_amount: ['费用', 'Fee'],
      fee_symbol: ['费用币种', 'Fee token'],
      ram_bytes: ['RAM（字节）', 'RAM (bytes)'],
      cpu_stake: ['CPU 抵押', 'CPU stake'],
      net_stake: ['NET 抵押', 'NET stake'],
    },
    help: {
      items: [
        'EOS 类链（平台 4-7）创建账户的费用及新账户获得的资源。',
        'What creating an account costs on EOS-type chains (platforms 4-7) and what the new account gets.',
      ],
    },
  },
} satisfies GroupCatalogue;
