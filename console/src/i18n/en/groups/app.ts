// English catalogue of the /app screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const app = {
  fields: {
    platform: 'Platform', image_url: 'Image', link_url: 'Link', start_at: 'Starts', end_at: 'Ends', content: 'Content',
    duration: 'Seconds shown', frequency: 'Frequency', button_text: 'Button text', reply: 'Reply', contact: 'Contact', app_version: 'App version',
    channel: 'Channel', upgrade_type: 'Upgrade type', min_version: 'Lowest version', max_version: 'Highest version', target_version: 'Target version',
    build_code: 'Build', download_url: 'Download URL', package_size: 'Package size (bytes)', sha256: 'SHA-256', version_name: 'Version',
    min_supported_version: 'Lowest supported version', force_update: 'Forced update', latest_at: 'Latest since', release_notes_zh_hans: 'Release notes (Simplified)',
    release_notes_zh_hant: 'Release notes (Traditional)', release_notes_en: 'Release notes (English)', application_id: 'DApp', menu_key: 'Menu key',
    badge_type: 'Badge type', badge_text: 'Badge text', account: 'Account', resource: 'Resource', quantity: 'Quantity', duration_days: 'Rental days',
    pay_amount: 'Amount paid', pay_symbol: 'Paid in', tx_id: 'Transaction hash', code: 'Code', max_uses: 'Uses allowed', used_count: 'Used',
    scheduled_at: 'Scheduled for', sent_at: 'Sent', recipient_count: 'Devices reached', os_version: 'OS version', device_model: 'Device',
    enabled: 'Enabled', version: 'Version', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English',
  },
  version: {
    title: 'Version', help: { version_name: 'e.g. 3.1.0, compared number by number', build_code: 'Higher is newer; unique per platform', min_supported_version: 'Installations below it must upgrade' },
  },
  upgrade: { title: 'Upgrade package', help: { channel: 'e.g. app_store, google_play, official_apk', min_version: 'Installed versions in this range (both ends included) are offered the upgrade' } },
  application_home: { title: 'Home DApp', fields: { title: 'Shown title' }, help: { title: "Empty uses the DApp's own title", sort: 'Lower comes first' } },
  application_config: { title: 'Small banner', help: { start_at: 'Empty starts at once', end_at: 'Empty never ends' } },
  boot_message: { title: 'Boot message', help: { button_text: "Empty uses the app's default" } },
  red_point: { title: 'Badge', help: { menu_key: 'e.g. discover or me.settings.security', badge_text: 'A number or short text; empty for a dot' } },
  splash: { title: 'Splash screen', help: { duration: "0 uses the app's default (3 s)" } },
  feedback: { title: 'Feedback' },
  res_order: { title: 'Resource order', help: { duration_days: 'RAM is bought: 0', pay_symbol: 'Empty for a free grant' } },
  smooth_code: { title: 'Redemption code', help: { code: 'Capital letters, digits and dashes; unique', max_uses: 'Redemptions allowed across all users' } },
  message: { title: 'Push message', help: { scheduled_at: 'Empty delivers as soon as it is sent' } },
  message_config: {
    title: 'Push settings',
    fields: { providers: 'Providers', ios: 'iOS', android: 'Android', daily_limit: 'Daily limit per device', quiet_hours: 'Quiet hours', start: 'Start', end: 'End', utc_offset: 'UTC offset (minutes)', default_lang: 'Default language' },
    help: { daily_limit: '0 for no limit', utc_offset: '480 for UTC+8' },
  },
  app_config: {
    title: 'App settings',
    fields: {
      links: 'Links', official_site: 'Website', customer_service: 'Customer service', share_download: 'Share page', help_center: 'Help center', terms: 'Terms', privacy: 'Privacy policy',
      features: 'Features', dapp_browser: 'DApp browser', swap: 'Swap', otc: 'OTC', card: 'Card', nft: 'NFT', welfare: 'Welfare center', smooth_mode: 'Smooth mode',
      review: 'Store review mode',
    },
  },
  sign_config: { title: 'Check-in rules', fields: { cycle_days: 'Days per cycle', reset_on_miss: 'Reset on a missed day', rules: 'Rules text' } },
  sign_table: { title: 'Check-in rewards', fields: { day: 'Day', amount: 'Amount' }, help: { items: 'One row per day, day 1 first.' } },
  account_fee: {
    title: 'Account fees',
    fields: { creator_account: 'Creator account', fee_amount: 'Fee', fee_symbol: 'Fee token', ram_bytes: 'RAM (bytes)', cpu_stake: 'CPU stake', net_stake: 'NET stake' },
    help: { items: 'What creating an account costs on EOS-type chains (platforms 4-7) and what the new account gets.' },
  },
};

export default app;
