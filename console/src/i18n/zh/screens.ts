// Chinese catalogue of the screens: `ui` (the engine's own words), `rules` (field messages), `fields`
// (labels shared by every resource), `enums` (overrides of the contract's x-enum-labels) and one section
// per screen key (`block_chain`, …) with its title, field labels and help texts.
const screens = {
  ui: {
    create: '新增', edit: '编辑', view: '查看', delete: '删除', save: '保存', cancel: '取消',
    back: '返回', refresh: '刷新', search: '搜索', reset: '重置', export: '导出 Excel', exporting: '正在导出…',
    actions: '操作', show: '显示', hide: '隐藏', all: '全部', choose: '请选择',
    loading: '加载中…', empty: '暂无数据', loadFailed: '加载失败', retry: '重试', notFound: '记录不存在或已被删除',
    total: '共 {{total}} 条', pageSize: '{{size}} 条/页', previous: '上一页', next: '下一页',
    pagination: '分页', goToPage: '跳转到第 {{page}} 页', rowsPerPage: '每页条数',
    searchPlaceholder: '输入关键字搜索', dateFrom: '开始日期', dateTo: '结束日期',
    createTitle: '新增{{title}}', editTitle: '编辑{{title}}', detailTitle: '{{title}}详情',
    created: '新增成功', saved: '保存成功', deleted: '删除成功', done: '操作成功', exported: '已导出 {{count}} 行',
    deleteTitle: '删除确认', deleteMessage: '确定删除「{{name}}」吗？删除后无法恢复。',
    confirmTitle: '操作确认', confirmMessage: '确定对「{{name}}」执行“{{action}}”吗？',
    passwordTitle: '输入登录密码确认删除', passwordHint: '删除「{{name}}」需要验证您的登录密码。', password: '登录密码',
    passwordRequired: '请输入登录密码', sortValue: '排序值',
    upload: '上传文件', uploadImage: '上传图片', uploading: '上传中 {{percent}}%', uploaded: '上传成功',
    uploadFailed: '上传失败', urlPlaceholder: '或直接填写网址',
    addRow: '添加一行', removeRow: '删除此行', moveUp: '上移', moveDown: '下移', noRows: '还没有条目，点击“添加一行”开始。',
    dappPlaceholder: '输入 DApp 名称搜索', noMatches: '没有匹配的结果',
    reveal: '显示密钥', conceal: '隐藏密钥',
    dateTimePlaceholder: '年-月-日 时:分，留空表示不限', setLatest: '设为最新', send: '发送', sendConfirm: '发送后无法撤回，确定发送「{{name}}」吗？',
    imageBroken: '图片无法加载',
  },
  rules: {
    required: '此项为必填项', minLength: '至少 {{min}} 个字符', maxLength: '最多 {{max}} 个字符', pattern: '格式不正确',
    oneOf: '请选择有效的选项', integer: '请输入整数', number: '请输入数字', min: '不能小于 {{min}}', max: '不能大于 {{max}}',
    url: '请输入以 http:// 或 https:// 开头的网址', maxItems: '最多 {{max}} 项',
    dateTime: '请按 年-月-日 时:分 填写，例如 2026-01-31 09:30', endBeforeStart: '结束时间不能早于开始时间',
  },
  fields: {
    id: 'ID', name: '名称', status: '状态', sort: '排序', created_at: '创建时间', updated_at: '更新时间', lang: '语言',
    logo: 'Logo', icon: '图标', description: '描述', remark: '备注', url: '网址', blockchain_id: '区块链', symbol: '符号',
    key: '关键字', title: '标题', address: '地址',
  },
  enums: {
    DisplayStatus: { 0: '显示', 1: '隐藏' },
    Language: { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' },
    UserStatus: { 0: '正常', 1: '停用' },
    RoleType: { 0: '超级管理员', 1: '普通角色' },
    wallet_type: { mnemonic: '助记词', private_key: '私钥', hardware: '硬件钱包', watch: '观察钱包' },
    platform_os: { ios: 'iOS', android: 'Android' },
    table: { message: '消息', feedback: '用户反馈', wallet_info: '钱包地址' },
  },
  block_chain: {
    title: '区块链',
    fields: { platform: '链平台', chain_id: '链 ID', decimals: '精度', rpc_url: 'RPC 地址', explorer_url: '浏览器地址' },
    help: { chain_id: '网络 ID，例如以太坊主网为 1', sort: '数值越小越靠前', symbol: '原生币的代号，如 ETH' },
  },
  custom_chain: {
    title: '自定义链',
    fields: { chain_id: '链 ID', decimals: '精度', rpc_url: 'RPC 地址', explorer_url: '浏览器地址', synced_at: '同步时间' },
    help: { rpc_url: '同步前请确认节点可用' },
    sync: '同步', syncConfirm: '确定将「{{name}}」同步到区块链列表吗？', synced: '同步成功',
  },
  unique_info_map_config: {
    title: '关联关系配置',
    fields: { key: '键', value: '值', remark: '备注' },
    help: { items: '每行一条关联关系，例如代币合约与其所属链，保存后立即生效。' },
  },
  explorer: {
    title: '浏览器',
    fields: { url: '首页地址', tx_url: '交易页模板', address_url: '地址页模板' },
    help: { tx_url: '{hash} 会被替换为交易哈希', address_url: '{address} 会被替换为地址' },
  },
  endpoint: { title: '节点', fields: { url: '节点地址' }, help: { url: '支持 http、https、ws、wss' } },
  bp: { title: '投票节点', fields: { account: '链上账户', website: '官网', location: '地区' }, help: { account: '出块节点的链上账户名' } },
  category: { title: '分类', fields: { name: '分类名称' }, help: { sort: '数值越小越靠前' } },
  language: { title: '语言', fields: { code: '语言代码', name: '语言名称' }, help: { code: 'BCP 47 语言标签，如 zh-Hans' } },
  wallet_info: {
    title: '钱包地址',
    fields: { device_id: '设备 ID', wallet_type: '钱包类型', app_version: 'App 版本', platform_os: '系统' },
    logs: '日志', exportHint: '导出符合当前筛选条件的全部地址。',
  },
  wallet_log: { title: '地址日志', fields: { action: '动作', detail: '详情', ip: 'IP' } },
  app_key: {
    title: 'AppKey',
    fields: { app_key: 'App Key', app_secret: 'App Secret' },
    help: { app_key: '字母、数字、下划线或短横线', app_secret: '至少 16 位，用于签名' },
  },
  defi_market_config: {
    title: '首页 DeFi',
    fields: { name: '名称', url: '链接', logo: 'Logo', blockchain_id: '区块链', status: '状态' },
    help: { items: '按显示顺序排列，App 首页的 DeFi 区域按此顺序展示。' },
  },
  msg_excel: {
    title: '消息导出',
    fields: { table: '数据表', from: '开始日期', to: '结束日期', count: '最多行数' },
    help: { count: '单次最多 10000 行' },
    download: '导出 Excel',
  },
  role: {
    title: '角色权限', entity: '角色', roles: '角色', screens: '可访问的页面', newRole: '新建角色', save: '保存权限', selectRole: '请选择左侧的角色',
    superAdmin: '超级管理员拥有全部页面，无需设置。', hiddenScreen: '隐藏', saved: '权限已保存', count: '已选 {{count}} 个页面',
    fields: { name: '角色名称', code: '角色代码', description: '说明', permissions: '页面权限', role_type: '角色类型' },
    help: { code: '小写字母开头，可含数字、下划线、短横线；路由的 meta.roles 按此匹配' },
  },
  admin_user: {
    title: '用户管理', register: '新增用户', resetPassword: '重置密码', resetTitle: '重置「{{name}}」的密码', reset: '密码已重置',
    fields: { user_name: '用户名', role_id: '角色', role_name: '角色', role_type: '角色类型', last_login_at: '最近登录', last_login_ip: '登录 IP', password: '初始密码', new_password: '新密码' },
    help: { password: '8-30 位，须包含字母、数字和特殊字符', new_password: '8-30 位，须包含字母、数字和特殊字符' },
  },
  dashboard: {
    title: '首页', counts: '数据概览', recent: '最近变更', noRecent: '暂无变更记录', open: '打开{{title}}',
  },
};

export default { screens };
