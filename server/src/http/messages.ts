// The one catalogue of every message the server writes into an envelope, in English and Simplified Chinese.
// A message is its English template (`{name}` marks a parameter); the answer's `message` is rendered in the
// caller's language (Accept-Language: a tag starting `en` → English, anything else or none → zh-Hans).
// Parameters are names the caller sent or the contract declares (fields, tables, ids) and stay as they are, or a
// `Text` (a phrase in both languages). Two messages are protocol and read the same in both languages: the
// `id N recommend M` pairs the SDK parses, and `get metadata error`, which the contract marks silent.

export type Lang = 'en' | 'zh';

/** A phrase in both languages. */
export interface Text {
  en: string;
  zh: string;
}

const CATALOGUE = {
  // sessions, sign-in, permissions
  'session missing: sign in first': '未登录：请先登录',
  'session unknown': '会话无效：请重新登录',
  'session revoked: sign in again': '会话已结束：请重新登录',
  'session revoked: you signed out': '会话已结束：您已退出登录',
  'session revoked: ended from another of your sessions': '会话已结束：您在另一个会话中结束了它',
  'session revoked: ended by the administrator {name}': '会话已结束：管理员 {name} 结束了它',
  'session revoked: your password was changed': '会话已结束：您的密码已修改',
  'session revoked: the administrator {name} reset your password': '会话已结束：管理员 {name} 重置了您的密码',
  'session revoked: the administrator {name} reset your second factors': '会话已结束：管理员 {name} 重置了您的二次验证',
  'session revoked: your account is disabled': '会话已结束：您的账号已停用',
  'session revoked: single sign-on no longer admits your account': '会话已结束：单点登录已不再允许您的账号',
  'session too old: sign in again': '会话已超过最长有效期：请重新登录',
  'session idle: sign in again': '长时间未操作，会话已失效：请重新登录',
  'too many attempts: try again later': '尝试次数过多：请稍后再试',
  'too many test mails: at most {limit} an hour': '测试邮件发送过于频繁：每小时最多 {limit} 封',
  'invalid input: test mails go only to addresses at {domains}': '输入无效：测试邮件只能发送到以下域名的地址：{domains}',
  'wrong password': '密码错误',
  'wrong account or password': '账号或密码错误',
  'account disabled': '账号已停用',
  'password sign-in is off: sign in with single sign-on': '已关闭密码登录：请使用单点登录',
  'password sign-in refused: this account signs in only with a passkey': '已拒绝密码登录：此账号只能使用通行密钥登录',
  'single sign-on refused: this account signs in only with a passkey': '单点登录被拒绝：此账号只能使用通行密钥登录',
  'single sign-on is off': '未启用单点登录',
  'single sign-on refused: this sign-in is unknown, used or expired (start again)':
    '单点登录被拒绝：此次登录无效、已使用或已过期（请重新开始）',
  'single sign-on refused: it was begun in another browser (start again)': '单点登录被拒绝：此次登录是在其他浏览器中发起的（请重新开始）',
  'single sign-on refused by the provider or its checks: {detail}': '单点登录被身份提供方或校验拒绝：{detail}',
  'single sign-on refused: the identity provider cannot be reached ({detail})': '单点登录被拒绝：无法连接身份提供方（{detail}）',
  'single sign-on refused: none of your groups is given a role here (ask an administrator)':
    '单点登录被拒绝：您所在的组都没有对应的角色（请联系管理员）',
  'single sign-on refused: SSO_GROUP_ROLES names the role {role}, which does not exist':
    '单点登录被拒绝：SSO_GROUP_ROLES 中的角色 {role} 不存在',
  'single sign-on refused: the account name {name} belongs to a local account': '单点登录被拒绝：账号名 {name} 已被本地账号使用',
  'single sign-on refused: the account name {name} looks like the existing account {other}':
    '单点登录被拒绝：账号名 {name} 与已有账号 {other} 相似，容易混淆',
  "single sign-on refused: the provider's user name {name} cannot be an account name (letters, digits and . _ @ - only, starting with a letter or digit, at most 64)":
    '单点登录被拒绝：身份提供方的用户名 {name} 不能用作账号名（只能包含字母、数字和 . _ @ -，须以字母或数字开头，最多 64 个字符）',
  'wrong verification code': '验证码错误',
  'verification code already used: wait for the next one': '验证码已使用过：请等待下一个验证码',
  'confirm it is you: prove your presence again (reauthenticate), then retry': '请确认是您本人：重新验证身份后再试',
  'passkey not accepted': '通行密钥未通过验证',
  'invalid input: this account proves its presence with {methods}': '输入无效：此账号只能用以下方式验证身份：{methods}',
  'forbidden: needs the {permission} screen': '无权限：需要 {permission} 页面的权限',
  'forbidden: needs a screen that uses {resource} rows': '无权限：需要使用 {resource} 数据的页面的权限',
  'forbidden: only a super-admin manages super-admin accounts': '无权限：只有超级管理员可以管理超级管理员账号',
  'forbidden: the role holds {screen}, a screen you do not hold': '无权限：该角色包含您没有的页面 {screen}',
  'forbidden: only your own password can be changed here': '无权限：这里只能修改自己的密码',
  'forbidden: only a super-admin changes a super-admin role': '无权限：只有超级管理员可以修改超级管理员角色',
  'forbidden: you cannot grant {screen}, a screen you do not hold': '无权限：不能授予您没有的页面 {screen}',
  'password accepted: now the second factor': '密码正确：请完成二次验证',
  'sign-in expired or already finished: sign in again': '此次登录已过期或已完成：请重新登录',
  'this account has no authenticator yet: enrol one': '此账号尚未绑定身份验证器：请先绑定',
  'this account already has an authenticator': '此账号已绑定身份验证器',
  'no authenticator being added: start again': '没有正在绑定的身份验证器：请重新开始',
  'refused: this is the last second factor of the account (add another one first)':
    '已拒绝：这是此账号最后一个二次验证方式（请先添加另一个）',
  'refused: add an authenticator or a passkey first, then recovery codes': '已拒绝：请先添加身份验证器或通行密钥，再生成恢复码',
  'refused: {accounts} of this role have no passkey and could not sign in; each adds one first':
    '已拒绝：此角色的账号 {accounts} 没有通行密钥，将无法登录；请先各自添加通行密钥',
  'forbidden: you cannot take away {screen}, a screen you do not hold': '无权限：不能移除您没有的页面 {screen}',
  'forbidden: none of your screens uploads files': '无权限：您的页面都不能上传文件',
  'forbidden: a view is shared only with the role you hold': '无权限：视图只能共享给您所属的角色',
  'forbidden: the session cookie is not accepted from another site (send the token header)':
    '无权限：来自其他站点的请求不能使用会话 Cookie（请发送 token 请求头）',
  'bad admin password header': '管理员密码头（X-Admin-Password）错误',
  'bad signature: {why}': '签名错误：{why}',
  // input
  'invalid input: {detail}': '输入无效：{detail}',
  'invalid input: {at} must not contain NUL characters': '输入无效：{at} 不能包含 NUL 字符',
  'invalid input: {at} must be a plain decimal number': '输入无效：{at} 必须是普通的十进制数',
  'invalid input: body is not allowed': '输入无效：此接口不接受请求体',
  'invalid input: body is required': '输入无效：缺少请求体',
  'invalid input: unsupported content type (send application/x-www-form-urlencoded or application/json)':
    '输入无效：不支持的内容类型（请发送 application/x-www-form-urlencoded 或 application/json）',
  'invalid input: body is too large': '输入无效：请求体过大',
  'invalid input: body is not valid JSON': '输入无效：请求体不是合法的 JSON',
  'invalid input: {header} must be sent once': '输入无效：{header} 只能发送一次',
  'invalid input: {header} must be {min} to {max} characters': '输入无效：{header} 的长度须为 {min} 到 {max} 个字符',
  'invalid input: {header} was already used for another request': '输入无效：{header} 已用于另一个请求',
  'invalid input: query.sort must be one of {columns}': '输入无效：query.sort 必须是 {columns} 之一',
  'invalid input: body.count must be from 1 to {max}': '输入无效：body.count 必须在 1 到 {max} 之间',
  'invalid input: query.cursor was not given by this list with these filters and this sort':
    '输入无效：query.cursor 不是此列表在当前筛选条件和排序下给出的游标',
  'invalid input: body.{name} names no {target} with id {id}': '输入无效：body.{name} 指向的 {target}（id {id}）不存在',
  'invalid input: body.{column}: no {target} {id}': '输入无效：body.{column}：{target} {id} 不存在',
  'invalid input: body.{column}: {target} {id} does not belong to {parent} {parentId}':
    '输入无效：body.{column}：{target} {id} 不属于 {parent} {parentId}',
  'invalid input: query.{column}: {target} {id} does not belong to {parent} {parentId}':
    '输入无效：query.{column}：{target} {id} 不属于 {parent} {parentId}',
  'invalid input: body.{end} must not be before body.{start}': '输入无效：body.{end} 不能早于 body.{start}',
  'invalid input: body.{remark} is required to {move}': '输入无效：执行 {move} 时 body.{remark} 为必填项',
  'invalid input: body.new_password must differ from the old password': '输入无效：body.new_password 不能与旧密码相同',
  'invalid input: body.symbol is required on EOS, ENU and BOS': '输入无效：EOS、ENU 和 BOS 链上 body.symbol 为必填项',
  'invalid input: body.items[{i}] names token_id {token} and lang {lang} twice':
    '输入无效：body.items[{i}] 重复了 token_id {token} 与 lang {lang}',
  'invalid input: body.id names a hidden collection ({id})': '输入无效：body.id 指向已隐藏的合集（{id}）',
  'invalid input: {at} repeats id {id}': '输入无效：{at} 重复了 id {id}',
  'invalid input: query needs exactly one of application_id and category_id':
    '输入无效：query 须且只能带 application_id 与 category_id 之一',
  'invalid input: body.permissions[{i}] is not a screen: {path}': '输入无效：body.permissions[{i}] 不是页面：{path}',
  'invalid input: query.from must not be after query.to': '输入无效：query.from 不能晚于 query.to',
  'invalid input: {at} must be {rule}': '输入无效：{at} 必须是{rule}',
  'invalid input: body.to_account must differ from body.from_account': '输入无效：body.to_account 不能与 body.from_account 相同',
  'invalid input: body.amount must be above 0': '输入无效：body.amount 必须大于 0',
  'invalid input: unknown chain platform {platform}': '输入无效：未知的链平台 {platform}',
  'invalid input: {field} is required': '输入无效：请填写{field}',
  'invalid input: {field} is required when {when}': '输入无效：{when} 时须填写{field}',
  'invalid input: {low} must not be above {high}': '输入无效：{low}不能大于{high}',
  'invalid input: {field} allows at most {decimals} decimals': '输入无效：{field}最多 {decimals} 位小数',
  'conflict: {resource} {id} is used by {uses} and is not deleted': '冲突：{resource} {id} 仍被 {uses} 引用，不能删除',
  'invalid input: {field} is a secret the history does not keep: set a new one': '输入无效：{field} 是密钥，历史记录不保存其值：请重新设置',
  'import refused: {count} of {total} rows; nothing was written': '导入被拒绝：{total} 行中有 {count} 行不合格，未写入任何数据',
  // rows
  '{what} {id} not found': '{what} {id} 不存在',
  'no such call: {method} {path}': '没有这个接口：{method} {path}',
  'no swap order matches {key}': '没有与 {key} 匹配的闪兑订单',
  'conflict: {columns} already exists': '冲突：{columns} 已存在',
  'conflict: {at} repeats {by} of {first}': '冲突：{at} 的 {by} 与 {first} 重复',
  'conflict: {dependent} {ids} use {resource} {id} under {parent} {value}':
    '冲突：{dependent} {ids} 在 {parent} {value} 下使用 {resource} {id}',
  'conflict: {resource} {id} changed meanwhile': '冲突：{resource} {id} 已被他人修改',
  'conflict: {resource} {id} is already {field} {value}': '冲突：{resource} {id} 的 {field} 已经是 {value}',
  'conflict: {resource}.{field} cannot go from {from} to {to}': '冲突：{resource}.{field} 不能从 {from} 变为 {to}',
  'conflict: {resource} {id} cannot be deleted: {why}': '冲突：{resource} {id} 不能删除：{why}',
  'conflict: {resource} {id} is held by a user ({field} {value}) and is never deleted':
    '冲突：{resource} {id} 已为用户所持有（{field} {value}），不能删除',
  'cannot delete the signed-in account': '不能删除当前登录的账号',
  'refused: the signed-in account cannot disable, enable or re-role itself': '已拒绝：不能停用、启用当前登录的账号或更改其角色',
  'refused: {account} has no passkey and could not sign in with a passkey-only role; it adds one first':
    '已拒绝：{account} 没有通行密钥，换到仅限通行密钥登录的角色后将无法登录；请先添加通行密钥',
  'token exists: id {id}': '代币已存在：id {id}',
  'version {id} is hidden: show it before publishing it': '版本 {id} 已隐藏：请先显示再发布',
  'message {id} was already sent': '消息 {id} 已发送',
  'stale: {resource} {id} changed since it was read': '数据已过期：{resource} {id} 在您打开后已被修改',
  // change control (operations/history.ts, approval.ts)
  'waiting for approval: request {id} waits for another operator of {permission}':
    '等待审批：请求 {id} 需由 {permission} 页面的另一位操作员批准',
  'forbidden: you cannot decide your own request': '无权限：不能审批自己提交的请求',
  'conflict: request {id} was already decided': '冲突：请求 {id} 已被处理',
  'conflict: you already approved request {id}: another operator must approve it too': '冲突：您已批准请求 {id}：还需其他操作员批准',
  'forbidden: {approver} approved already and created or changed your account: another operator must approve':
    '无权限：{approver} 已批准，且创建或修改过您的账号：请由其他操作员批准',
  'conflict: request {id} expired': '冲突：请求 {id} 已过期',
  'conflict: request {id} would now change other values than were approved': '冲突：请求 {id} 现在要修改的内容与批准时不同',
  'forbidden: {requester} created or changed your account: another operator must decide':
    '无权限：您的账号由 {requester} 创建或修改过：请由其他操作员审批',
  'invalid input: name a row (resource and id) or a config document (config)': '输入无效：请指定一行（resource 与 id）或一个配置（config）',
  'invalid input: no resource or config document named {name}': '输入无效：不存在名为 {name} 的资源或配置',
  'invalid input: revision {revision} deleted the row: revert to an earlier one':
    '输入无效：版本 {revision} 删除了该行：请恢复到更早的版本',
  'conflict: {resource} rows cannot be {what}': '冲突：{resource} 的行不能{what}',
  'internal error (request {id})': '内部错误（请求 {id}）',
  'database unavailable: try again shortly (request {id})': '数据库暂时不可用：请稍后重试（请求 {id}）',
  'database busy: try again shortly (request {id})': '数据库正忙：请稍后重试（请求 {id}）',
  // protocol: the same text in both languages
  '{pairs}': '{pairs}',
  'get metadata error': 'get metadata error',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof CATALOGUE;
export type Params = Record<string, string | number | Text>;

/** Phrases used as parameters, in both languages. */
export const PHRASES = {
  timestampOff: { en: 'timestamp is more than 5 minutes off', zh: '时间戳与服务器相差超过 5 分钟' },
  noAppKeys: { en: 'no app keys are configured', zh: '尚未配置任何应用密钥' },
  unknownAppKey: { en: 'unknown app_key', zh: 'app_key 不存在' },
  signMismatch: { en: 'sign does not match', zh: 'sign 不匹配' },
  signUsed: {
    en: 'this signature was already used (send a new timestamp or nonce)',
    zh: '该签名已使用过（请换用新的 timestamp 或 nonce）',
  },
  evmAddress: { en: '0x and 40 hex digits', zh: ' 0x 加 40 位十六进制数字' },
  eosAccount: { en: 'an account name of 1-12 characters from a-z, 1-5 and .', zh: '由 a-z、1-5 和 . 组成的 1-12 位账户名' },
  iostSymbol: { en: 'a token symbol of 2-16 characters from a-z, 0-9 and _', zh: '由 a-z、0-9 和 _ 组成的 2-16 位代币符号' },
  jingtumAddress: { en: 'a base58 account address starting with j', zh: '以 j 开头的 base58 账户地址' },
  evmChecksum: {
    en: 'written in one letter case or with its EIP-55 checksum (a mixed-case address whose checksum fails has a typo)',
    zh: '全小写、全大写或带正确 EIP-55 校验的大小写（校验失败的混合大小写地址有误）',
  },
  tronAddress: {
    en: 'a base58check TRON address starting with T (34 characters)',
    zh: '以 T 开头、校验正确的 base58check TRON 地址（34 位）',
  },
  badRequest: { en: 'the request could not be read', zh: '无法读取该请求' },
  headersTooLarge: { en: 'the URL and headers are over 16 kB', zh: 'URL 与请求头超过 16 kB' },
  requestTimeout: { en: 'the request did not arrive in time', zh: '请求未能及时送达' },
} as const satisfies Record<string, Text>;

/** Why a row is kept, by the column an `x-delete-refused-while` names. */
export const DELETE_REFUSALS: Record<string, Text> = {
  latest_at: {
    en: 'it is the version the app is told is latest: set another version as latest first',
    zh: '它是 App 当前的最新版本：请先将其他版本设为最新',
  },
};

/** `en*` → English; zh-Hans (the default) for anything else, including no header. */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

export function render(key: MessageKey, params: Params, lang: Lang): string {
  const template: string = lang === 'en' ? key : CATALOGUE[key];
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
  // A field is named as the caller sent it (`pool_address`), not by where it sat in the request (`body.`): the
  // envelope's `field` says that, and the console puts its own label in the name's place.
  return text.replace(/\b(?:body|query|path)\.(?=[A-Za-z_])/g, '');
}

/** Every template of the catalogue with its translation (for the catalogue's own test). */
export const catalogueEntries = (): [string, string][] => Object.entries(CATALOGUE);
