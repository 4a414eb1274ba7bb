// Public API of @wallet-admin/sdk. Other packages code against these names.
export type { paths, components, operations } from './generated/schema';
export { operations as operationTable } from './generated/operations';
export type { OperationId } from './generated/operations';

export type {
  Schema,
  QueryOf,
  PathOf,
  BodyOf,
  DataOf,
  CallParams,
  CallArgs,
  CallQueryOf,
  Envelope,
  OperationMeta,
  ListOperationId,
  RowOf,
} from './types';

export { createAdminClient } from './client';
export type { AdminClient, AdminClientOptions, RetryOptions } from './client';
export type { RecommendConflictEvent } from './outcome';
export { operationMeta } from './operations';

export { ApiError, isApiError, SESSION_EXPIRED_CODES, RESULT_TRANSPORT, RESULT_INVALID_INPUT } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';

export { signRequest, stringToSign, hashPassword } from './sign';
export { toText } from './encode';
export type { SignOptions, Signed } from './sign';

export { changePasswordSchema } from './password';
export {
  isStrongPassword,
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  VERIFY_CODE_EMPTY_MESSAGE,
} from './password-rules';
export type { ChangePasswordInput, ChangePasswordValues } from './password';

export { parseRecommendConflicts } from './conflicts';
export type { RecommendConflict } from './conflicts';

export { isAuditReportFile, AUDIT_REPORT_EXTENSIONS, AUDIT_REPORT_MESSAGE } from './audit-file';

export { createUploader, DEFAULT_UPLOAD_REGION } from './upload';
export type { Uploader, UploaderOptions, UploadOptions, UploadResult, UploadCredentials } from './upload';

export { paginate } from './paginate';
export type { PaginateOptions } from './paginate';

export { createMemoryTokenStore, createCookieTokenStore, COOKIE_KEYS } from './token-store';
export type { TokenStore, Session, CookieTokenStoreOptions } from './token-store';
