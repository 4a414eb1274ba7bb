// Public API of @wallet-admin/sdk. Other packages code against these names. Uploads are the separate entry
// @wallet-admin/sdk/upload (src/upload.ts), so the core needs none of the AWS SDK.
export type { paths, components, operations } from './generated/schema.js';
export { operations as operationTable } from './generated/operations.js';
export type { OperationId } from './generated/operations.js';

export type {
  Schema,
  QueryOf,
  PathOf,
  BodyOf,
  DataOf,
  CallParams,
  CallArgs,
  CallOptions,
  CallQueryOf,
  Envelope,
  Page,
  OperationMeta,
  OperationRow,
  ListOperationId,
  RowOf,
  CurrentRowOf,
  UpdateOperationId,
} from './types.js';

export { BACKGROUND_HEADER, createAdminClient, createClientWith, IDEMPOTENCY_HEADER } from './client.js';
export type { AdminClient, AdminClientOptions, OperationSet, SignInCredentials } from './client.js';
export type { RecommendConflictEvent } from './outcome.js';
export { operationMeta, updateBody } from './operations.js';

export {
  ApiError,
  isApiError,
  isSessionExpired,
  isStale,
  isPendingApproval,
  isSecondFactorRequired,
  ReauthRequiredError,
  SecondFactorRequiredError,
  RESULT,
  SESSION_EXPIRED_CODES,
  RESULT_TRANSPORT,
  RESULT_INVALID_INPUT,
  RESULT_NOT_FOUND,
  RESULT_STALE,
} from './errors.js';
export type {
  ApiErrorKind,
  ApiErrorInit,
  PendingApproval,
  PendingApprovalError,
  ReauthChallenge,
  ResultCode,
  SecondFactorAnswer,
  SecondFactorChallenge,
  StaleError,
} from './errors.js';

export { signRequest, hashPassword } from './sign.js';
export { stringToSign } from './sign-input.js';
export { rowLabel, toText } from './encode.js';
export { checkAddress, toChecksumAddress, tronAddressOf } from './address.js';
export type { AddressCheck, AddressRule } from './address.js';
export { compareDecimals, formatMoney, isDecimal, normalizeDecimal, subtractDecimal, sumDecimals } from './money.js';
export { brokenRule, isUnset, needsApproval, policyHolds, type ApprovalPolicy, type RowRule } from './row-rules.js';
export type { PasswordHash } from './sign.js';
export type { SignOptions, Signed } from './sign-input.js';

export { changePasswordSchema } from './password.js';
export {
  isStrongPassword,
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  VERIFY_CODE_EMPTY_MESSAGE,
} from './password-rules.js';
export type { ChangePasswordInput, ChangePasswordValues } from './password.js';

export { parseRecommendConflicts } from './conflicts.js';
export type { RecommendConflict } from './conflicts.js';

export { isAuditReportFile, AUDIT_REPORT_EXTENSIONS, AUDIT_REPORT_MESSAGE } from './audit-file.js';

export { paginate } from './paginate.js';
export type { PaginateOptions, PagePosition } from './paginate.js';

export { createMemoryTokenStore, createCookieTokenStore, COOKIE_KEYS } from './token-store.js';
export type { TokenStore, Session, CookieTokenStoreOptions } from './token-store.js';
