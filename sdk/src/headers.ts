// What call/request add to a request besides its parameters: the signed query of x-signed operations and the
// fixed admin password header (the token header is set where the request is built, see client.ts).
import { ApiError, RESULT_BAD_SIGNATURE, RESULT_TRANSPORT, errorText } from './errors.js';
import { uniqueId } from './unique-id.js';
import { signRequestAsync } from './web-crypto.js';

export interface SigningContext {
  appKey?: string;
  appSecret?: string;
  now: () => number;
}

export const ADMIN_PASSWORD_HEADER = 'X-Admin-Password';

function configError(operationId: string, message: string): ApiError {
  return new ApiError({ result: RESULT_BAD_SIGNATURE, message, operationId, kind: 'config' });
}

/** Signs a query with a fresh nonce (call it once per attempt: each signature is accepted once), or explains which
 * option is missing. */
export async function signQuery(
  ctx: SigningContext,
  operationId: string,
  query: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  if (!ctx.appKey || !ctx.appSecret) {
    throw configError(operationId, `${operationId} is a signed call: createAdminClient needs appKey and appSecret`);
  }
  return signRequestAsync({ ...query, nonce: uniqueId() }, { appKey: ctx.appKey, appSecret: ctx.appSecret, now: ctx.now() });
}

/** The value of X-Admin-Password, or a config error saying why there is none. */
export async function adminPasswordHeader(
  adminPassword: (() => string | undefined | Promise<string | undefined>) | undefined,
  operationId: string,
): Promise<string> {
  let value: string | undefined;
  try {
    value = await adminPassword?.();
  } catch (error) {
    // The operator declined to give it (cancelled the prompt): nothing went wrong, so no error is shown.
    if (error instanceof Error && error.name === 'AbortError')
      throw new ApiError({
        result: RESULT_TRANSPORT,
        message: `${operationId}: the admin password was not given`,
        operationId,
        kind: 'abort',
      });
    throw configError(operationId, `${operationId}: the admin password could not be read: ${errorText(error)}`);
  }
  if (!value)
    throw configError(operationId, `${operationId} needs the ${ADMIN_PASSWORD_HEADER} header: set createAdminClient's adminPassword`);
  return value;
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The language of a POSIX locale, as an Accept-Language tag: LC_ALL, else LC_MESSAGES, else LANG (the order C's
 * setlocale reads them in); `en_US.UTF-8` → `en-US`, `zh_CN.UTF-8` → `zh-CN`, `C` and `POSIX` (whose messages are
 * English) → `en`. Undefined when none is set, or outside Node (browsers pass the page's language themselves).
 */
export function localeLanguage(
  env: Environment | undefined = (globalThis as { process?: { env?: Environment } }).process?.env,
): string | undefined {
  const locale = env?.LC_ALL || env?.LC_MESSAGES || env?.LANG;
  if (!locale) return undefined;
  const tag = locale.split(/[.@]/)[0]!.replace(/_/g, '-');
  return tag === 'C' || tag === 'POSIX' ? 'en' : tag || undefined;
}
