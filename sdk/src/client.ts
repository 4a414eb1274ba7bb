// createAdminClient: typed calls by operationId over fetch, with the console's conventions
// (envelope results, session expiry, toasts, signing, retries) built in. It knows every operation of the contract;
// createClientWith knows only those it is given, so a script that calls two ships two rows of the table, not 270.
import type { OperationId } from './generated/operations.js';
import {
  ApiError,
  isApiError,
  isSecondFactorRequired,
  isSessionExpired,
  ReauthRequiredError,
  RESULT,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type SecondFactorRequiredError,
  RESULT_DATABASE_UNAVAILABLE,
  RESULT_INTERNAL,
  RESULT_INVALID_INPUT,
} from './errors.js';
import { encodeBody } from './encode.js';
import { ADMIN_PASSWORD_HEADER, localeLanguage } from './headers.js';
import { httpCall, type HttpCall } from './http.js';
import { operationMeta } from './operations.js';
import { createDispatcher, envelopeOf, settle, toApiError, type OutcomeCallbacks } from './outcome.js';
import { checkParams } from './params.js';
import { createMemoryTokenStore, type TokenStore } from './token-store.js';
import { abortable, backoff, deadline, sleep } from './transport.js';
import { uniqueId } from './unique-id.js';
import { hashPasswordAsync } from './web-crypto.js';
import type { CallArgs, CallOptions, DataOf, Envelope, OperationRow } from './types.js';

export interface AdminClientOptions extends OutcomeCallbacks {
  /** Origin (and optional prefix) the /v1 paths are appended to, e.g. http://localhost:8080. */
  baseUrl: string;
  tokenStore?: TokenStore;
  fetch?: typeof fetch;
  /** Credentials of x-signed (public) operations. */
  appKey?: string;
  appSecret?: string;
  /** Value of X-Admin-Password on operations that need it (may prompt; undefined refuses the call). */
  adminPassword?: () => string | undefined | Promise<string | undefined>;
  /** Per attempt (default 15000; 0 disables). */
  timeoutMs?: number;
  /** Retries after the first attempt of a call that failed on the way (network, timeout, HTTP 5xx, 50000, 50300): GETs and
   * writes that carry an Idempotency-Key (every POST with a session does). Default 2; a call's options override it. */
  maxRetries?: number;
  /** The first retry's delay; it doubles per retry, with jitter (default 200). */
  retryDelayMs?: number;
  /** Signs in again when a call finds the session gone (9999–10003): the client logs in with these once, for all
   * calls that failed so, and sends each of them again; only if that fails is onSessionExpired called. */
  credentials?: () => SignInCredentials | Promise<SignInCredentials>;
  /** Answers a sign-in's 20203 (the server asks for a second factor: SIGN_IN_SECOND_FACTOR, on by default), for
   * `login` and for the sign-ins `credentials` makes: a code of the account's authenticator or one of its recovery
   * codes (`{ method, code }`, or a string: six digits are an authenticator code, else a recovery code), sent with
   * completeSignIn (a client of createClientWith needs it among its operations). Asked once per sign-in, never for an
   * account that must enrol an authenticator first (`challenge.enrol`: it signs in once in the console). Unset, or
   * answering undefined: the sign-in fails with the SecondFactorRequiredError; a wrong code fails with completeSignIn's
   * 40010. */
  secondFactor?: (challenge: SecondFactorChallenge) => SecondFactorAnswer | undefined | Promise<SecondFactorAnswer | undefined>;
  /** Answers a 40013 (an operation marked x-reauth found the session's proof of presence too old): prove presence
   * (call `reauthenticate` with one of `error.data.methods`) and resolve true to have the call sent again, once; false
   * (or a rejection) lets the call fail with the ReauthRequiredError. Unset: every such call fails with it. */
  reauthenticate?: (error: ReauthRequiredError) => boolean | Promise<boolean>;
  /** Clock for signature timestamps (default Date.now). */
  now?: () => number;
  /** The language failure messages are written in, sent as Accept-Language (`en`, `zh-Hans`; the server answers
   * English for tags starting `en`, Simplified Chinese otherwise); a function is read per request. Unset: the
   * process's locale in Node (LC_ALL, LC_MESSAGES, LANG), else no header (Simplified Chinese). */
  language?: string | (() => string | undefined);
}

/** What `credentials` answers: the account to sign in again as (the password in plain text; it is sent hashed). */
export interface SignInCredentials {
  userName: string;
  password: string;
}

export interface AdminClient {
  /** Resolves with `data` of a successful answer; rejects with ApiError otherwise. */
  call: <Id extends OperationId>(operationId: Id, ...args: CallArgs<Id>) => Promise<DataOf<Id>>;
  /** Resolves with the envelope, also for failures (result ≠ 0; -1 for transport failures). */
  request: <Id extends OperationId>(operationId: Id, ...args: CallArgs<Id>) => Promise<Envelope<DataOf<Id>>>;
  /** Hashes the password, signs in (with the `secondFactor` option's code when the server asks for one) and stores the
   * session. */
  login(userName: string, plainPassword: string): Promise<DataOf<'login'>>;
  /** Ends the session on the server (ignoring failures) and clears the store. Resolves with the server's answer (a
   * session of single sign-on: `end_session_url`, where the provider's session ends), or null when the call failed. */
  logout(): Promise<DataOf<'logout'> | null>;
  /** Routes an error raised outside a call (e.g. an upload) to the same callbacks as call failures. */
  report(error: ApiError): void;
  readonly tokenStore: TokenStore;
}

/** The shape call() works with internally, whatever the operation. */
interface LooseParams {
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The header of idempotent writes (the contract's root `x-idempotency`; a contract test keeps them equal). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header and value of a background read (the contract's root `x-background`; a contract test keeps them equal). */
export const BACKGROUND_HEADER = ['X-Background-Read', '1'] as const;

/** Query keys the client adds to x-signed operations itself (the command line hides them from its inputs too). */
export const SIGNED_KEYS = ['timestamp', 'app_key', 'sign', 'nonce'] as const;

/**
 * Failures on the way, which the next attempt may not meet: no answer, or the server (or a proxy before it) failed.
 * Not 40029: the login throttle counts every attempt for 15 minutes, so a retry within seconds only adds a count.
 */
function worthRetrying(error: ApiError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && error.status >= 500) ||
    error.result === RESULT_INTERNAL ||
    // The server lost its database (a PostgreSQL restart): it reconnects by itself, and a write answered so was
    // rolled back or is found again by its Idempotency-Key.
    error.result === RESULT_DATABASE_UNAVAILABLE
  );
}

/** The operations a client knows, by operationId (the generated `operations` table, or a few of its exports). */
export type OperationSet = Readonly<Record<string, OperationRow>>;

/** A client of every operation of the contract. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  return createClientWith(operationMeta, options);
}

/**
 * A client of the given operations only (`login` and `logout` among them for its sign-in), for scripts that bundle
 * small: `createClientWith({ login, logout, listBlockChain }, { baseUrl })` with the three imported from
 * `@wallet-admin/sdk/operations`. Calling another operation fails as an unknown one.
 */
export function createClientWith(
  known: OperationSet | ((operationId: string) => OperationRow | undefined),
  options: AdminClientOptions,
): AdminClient {
  const lookup = typeof known === 'function' ? known : (id: string) => (Object.hasOwn(known, id) ? known[id] : undefined);
  const store = options.tokenStore ?? createMemoryTokenStore();
  const timeoutMs = options.timeoutMs ?? 15000;
  const maxRetries = options.maxRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const now = options.now ?? Date.now;
  const dispatcher = createDispatcher(options, store, lookup);
  const signing = { appKey: options.appKey, appSecret: options.appSecret, now };
  const given = options.language;
  // Called without arguments: localeLanguage reads the process's environment.
  const languageOf = typeof given === 'string' ? () => given : (given ?? localeLanguage);

  // Resolve fetch per request so a global replaced later (tests, polyfills) is honoured.
  const userFetch = options.fetch;
  const fetchFn = (request: Request) => (userFetch ?? globalThis.fetch)(request);

  /** One attempt loop; every failure leaves as an ApiError, `sent` records the token used. */
  async function execute(
    operationId: string,
    params: LooseParams,
    callOptions: CallOptions,
    sent: { token?: string },
  ): Promise<Envelope<unknown>> {
    const meta = lookup(operationId);
    if (!meta)
      throw new ApiError({ result: RESULT_INVALID_INPUT, message: `unknown operation ${operationId}`, operationId, kind: 'validation' });
    checkParams(operationId, meta, params, meta.sign ? SIGNED_KEYS : []);
    const adminPassword = meta.adminPasswordHeader ? await meta.adminPasswordHeader(options.adminPassword, operationId) : undefined;
    const mediaType = meta.mediaType;
    const body = mediaType && params.body !== undefined ? encodeBody(mediaType, params.body) : undefined;
    // One key for every attempt, so a write whose answer was lost is done once however often it is sent
    // (the contract's x-idempotency: every POST with a session accepts it).
    const idempotencyKey = callOptions.idempotencyKey ?? (meta.method === 'post' && meta.session ? uniqueId() : undefined);
    const retries = meta.method === 'get' || idempotencyKey !== undefined ? Math.max(0, callOptions.maxRetries ?? maxRetries) : 0;

    for (let attempt = 0; ; attempt++) {
      // Signed afresh per attempt: a retry that reused the first attempt's signature would be refused as a replay.
      const query = meta.sign ? await meta.sign(signing, operationId, params.query ?? {}) : params.query;
      const limit = deadline(params.signal, timeoutMs);
      const outgoing: HttpCall = {
        method: meta.method,
        path: meta.path,
        query,
        pathParams: params.path,
        headers: {},
        body,
        signal: limit.signal,
      };
      if (body !== undefined) outgoing.headers['Content-Type'] = mediaType!;
      if (adminPassword !== undefined) outgoing.headers[ADMIN_PASSWORD_HEADER] = adminPassword;
      if (idempotencyKey !== undefined) outgoing.headers[IDEMPOTENCY_HEADER] = idempotencyKey;
      if (callOptions.background && meta.method === 'get') outgoing.headers[BACKGROUND_HEADER[0]] = BACKGROUND_HEADER[1];
      const language = languageOf();
      if (language) outgoing.headers['Accept-Language'] = language;
      sent.token = store.get()?.token;
      if (sent.token) outgoing.headers.token = sent.token;
      dispatcher.sending(sent.token);
      try {
        const answer = await abortable(httpCall(fetchFn, options.baseUrl, outgoing), limit.signal);
        return settle(operationId, answer.response, answer.body);
      } catch (thrown) {
        const error = toApiError(thrown, operationId, limit.timedOut() ? timeoutMs : 0, params.signal?.aborted);
        if (attempt < retries && worthRetrying(error)) {
          try {
            await sleep(backoff(attempt, retryDelayMs), params.signal);
          } catch (reason) {
            throw toApiError(reason, operationId, 0, true);
          }
          continue;
        }
        throw error;
      } finally {
        limit.done();
      }
    }
  }

  // One sign-in for every call that found the session gone at the same time.
  let signingIn: Promise<void> | undefined;

  /** Signs in again with the credentials unless another call already has since `sentToken` failed. */
  function signInAgain(sentToken: string | undefined): Promise<void> {
    const current = store.get()?.token;
    if (current !== undefined && current !== sentToken) return Promise.resolve();
    signingIn ??= (async () => {
      const { userName, password } = await options.credentials!();
      await client.login(userName, password);
    })().finally(() => {
      signingIn = undefined;
    });
    return signingIn;
  }

  /** One call. `quiet` (logout's own call): its failure reaches no callback, and an ended session is not signed in
   * again only to be ended. */
  async function run(operationId: string, params: LooseParams, quiet: boolean, callOptions: CallOptions = {}): Promise<Envelope<unknown>> {
    const sent: { token?: string } = {};
    try {
      try {
        return await execute(operationId, params, callOptions, sent);
      } catch (thrown) {
        if (thrown instanceof ReauthRequiredError && !quiet && options.reauthenticate) {
          if (!(await options.reauthenticate(thrown))) throw thrown;
          return await execute(operationId, params, callOptions, sent);
        }
        const recoverable = !quiet && options.credentials && isApiError(thrown) && isSessionExpired(thrown) && lookup(operationId)?.session;
        if (!recoverable) throw thrown;
        try {
          await signInAgain(sent.token);
        } catch {
          throw thrown; // could not sign in again: the session stays expired, reported below
        }
        return await execute(operationId, params, callOptions, sent);
      }
    } catch (thrown) {
      const error = toApiError(thrown, operationId);
      // A right password's "now the second factor" (20203) is the sign-in's next step, not a failure to report.
      if (!quiet && error.result !== RESULT.SECOND_FACTOR_REQUIRED) dispatcher.dispatch(error, sent.token);
      throw error;
    }
  }

  /** The second step of a sign-in the server answered 20203: the option's code, sent with completeSignIn. */
  async function finishSignIn(challenge: SecondFactorRequiredError): Promise<DataOf<'login'>> {
    if (challenge.data.enrol || !options.secondFactor) throw challenge;
    const answer = await options.secondFactor(challenge.data);
    if (answer === undefined || (typeof answer === 'string' && answer.trim() === '')) throw challenge;
    const { method, code } =
      typeof answer === 'string'
        ? { method: /^\d{6}$/.test(answer.trim()) ? ('totp' as const) : ('recovery_code' as const), code: answer.trim() }
        : answer;
    return client.call('completeSignIn', { body: { pending_token: challenge.data.pending_token, method, code } });
  }

  const client: AdminClient = {
    async call(operationId, ...args) {
      const envelope = await run(operationId, args[0] ?? {}, false, args[1]);
      return envelope.data as DataOf<typeof operationId>;
    },
    async request(operationId, ...args) {
      try {
        return (await run(operationId, args[0] ?? {}, false, args[1])) as Envelope<DataOf<typeof operationId>>;
      } catch (error) {
        return envelopeOf(error as ApiError) as Envelope<DataOf<typeof operationId>>; // run() only ever rejects with ApiError
      }
    },
    async login(userName, plainPassword) {
      let data: DataOf<'login'>;
      try {
        data = await client.call('login', { body: { user_name: userName, password: await hashPasswordAsync(plainPassword) } });
      } catch (error) {
        if (!isSecondFactorRequired(error)) throw error;
        data = await finishSignIn(error);
      }
      store.set({ token: data.token, userName: data.user_name ?? userName, userId: data.user_id });
      dispatcher.resetExpiry();
      return data;
    },
    async logout() {
      dispatcher.ended(store.get()?.token);
      let answer: DataOf<'logout'> | null = null;
      try {
        answer = ((await run('logout', {}, true)).data as DataOf<'logout'> | undefined) ?? null;
      } catch {
        // Already gone on the server (expired, revoked) or unreachable: the local session ends anyway.
      }
      store.clear();
      return answer;
    },
    report(error) {
      dispatcher.dispatch(error, undefined);
    },
    tokenStore: store,
  };
  return client;
}
