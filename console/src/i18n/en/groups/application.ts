// English catalogue of the /application screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const applicationGroup = {
  fields: {
    application_id: 'DApp', download_url: 'Download URL', start_at: 'Starts', end_at: 'Ends', min_version: 'Lowest version', platform: 'Platform', version: 'Version',
    category_id: 'Category', developer: 'Developer', tag: 'Tag', tag_status: 'Tag shown', is_new: 'New', fixed_order: 'Pinned position',
    position: 'Position', email: 'Email', telegram: 'Telegram', wechat: 'WeChat', phone: 'Phone', audit_status: 'Review', audit_remark: 'Review note',
    audited_by: 'Reviewed by', audited_at: 'Reviewed', contact_name: 'Contact', contact_email: 'Contact email', contact_telegram: 'Contact Telegram',
    audit_report: 'Audit report', slot: 'Slot', image: 'Image', application_title: 'DApp', application_logo: 'DApp icon', application_url: 'DApp URL',
    application_status: 'DApp status', count: 'DApps', hidden_count: 'Hidden on', keyword: 'Keyword', domain: 'Domain', source: 'Source',
    source_id: 'Source id', category: 'Category', blockchain: 'Chain', users_24h: 'Users 24h', tx_24h: 'Transactions 24h', volume_24h: 'Volume 24h (USD)',
    crawled_at: 'Crawled', hash: 'Build hash',
  },
  application: { pin: 'Pin', title: 'DApp', move: 'Move to category', help: { min_version: 'Hidden from app versions below it; empty for all', sort: 'Lower comes first' } },
  application_language: { title: 'DApp languages' },
  application_blockchain: { title: 'DApp chains' },
  application_category: { title: 'DApp categories' },
  contact: { title: 'DApp contacts' },
  application_submit: { title: 'DApp submission' },
  version_hash: { title: 'Discover page build', help: { hash: 'Lowercase hex; the app reloads the discover page when it changes' } },
  recommend: { title: 'Recommendation', fields: { title: 'Shown title' }, help: { title: "Empty uses the DApp's title", image: "Empty uses the DApp's logo" } },
  dapp_tag: { title: 'DApp tags' },
  channel: { title: 'Channel', fields: { code: 'Channel code' }, help: { code: 'Lowercase letters, digits, _ or -; unique' } },
  spider: { title: 'Crawled DApps', fields: { application_id: 'Catalogue DApp' } },
  hotlist: { title: 'Hot DApps' },
  search_key: { title: 'Search keywords' },
  dapp_white_list: { title: 'DApp white list', help: { domain: 'Lowercase host; *.example.com covers its subdomains' } },
};

export default applicationGroup;
