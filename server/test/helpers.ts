// Shared test setup: an app on a fresh database (SQLite :memory:, or a fresh PostgreSQL schema under
// DATABASE_URL), signed-in demo users, a user without any screen, and request helpers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { clientHash, hashPassword } from '../src/auth/password.ts';
import { signParams } from '../src/auth/signature.ts';
import type { ServerConfig } from '../src/config.ts';
import type { Operation } from '@wallet-admin/sdk/contract';
import { core } from '../src/db/core.ts';
import type { Db, Row } from '../src/db/types.ts';
import { build, type BuildOptions } from '../src/http/app.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { CONSOLE_APP_KEY } from '../src/seed/chain-data.ts';
import { RESULT, toText } from '@wallet-admin/sdk';
import { currentTotp } from '../src/auth/totp.ts';

export const ADMIN = { user_name: 'admin', password: 'Admin@12345' };
const OPERATOR = { user_name: 'operator', password: 'Operator@12345' };
export const ADMIN_HEADER = 'test-admin-header-password';

interface Answer {
  result: number;
  message: string;
  data?: unknown;
  field?: string;
  request_id: string;
}

export interface CallOptions {
  token?: string;
  query?: Row;
  params?: Row;
  body?: unknown;
  headers?: Record<string, string>;
  /** Force a media type instead of the operation's. */
  mediaType?: string;
  remoteAddress?: string;
  /** Sign the call with the console's app key (x-signed operations). */
  sign?: boolean | { secret?: string; timestamp?: number; tamper?: boolean };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  admin: string;
  operator: string;
  /** A signed-in user whose role holds no screen at all. */
  viewer: string;
  clock: { now: number };
  call(op: Operation | string, options?: CallOptions): Promise<Answer>;
  /** A whole sign-in: the password, then the second factor the server asks for (a recovery code made for this sign-in,
   * or, for an account without an authenticator, its enrolment with a code of the secret it is shown). */
  login(userName: string, password: string, remoteAddress?: string): Promise<Answer>;
  /** The password step alone (login's own answer: 20203 with the pending sign-in when the password is right). */
  passwordStep(userName: string, password: string, remoteAddress?: string): Promise<Answer>;
  /** Creates an account with the demo TOTP secret; returns its id. */
  createUser(userName: string, password: string, roleCode?: string): Promise<number>;
  /** A new account (password Change@12345) of a new role holding these screens, signed in: its session token. */
  signedInWith(name: string, screens: string[]): Promise<string>;
  close(): Promise<void>;
}

function encodeQuery(query: Row): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, toText(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function encodeForm(body: Row): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) params.append(k, toText(v));
  return params.toString();
}

export async function createTestApp(options: Partial<BuildOptions> & { config?: Partial<ServerConfig> } = {}): Promise<TestApp> {
  const clock = { now: Date.now() };
  const app = await build({
    db: ':memory:',
    // A tenth of the demo's long ledger histories (still months of them, pages deep): a test server starts in a
    // fraction of the time, on PostgreSQL above all. Tests of the demo's volume ask for `seed: { volume: 1 }`.
    seed: { volume: 0.1 },
    ...options,
    // Tests perform operations marked x-reauth on long-lived shared sessions: a proof of presence that outlives any
    // session (reauth.test.ts tests the short window).
    config: { now: () => clock.now, adminHeaderPassword: ADMIN_HEADER, reauthMinutes: 1440, ...options.config },
  });
  const db = app.services.database.db;
  const operations = app.services.contract.byId;

  const call = async (target: Operation | string, o: CallOptions = {}): Promise<Answer> => {
    const op = typeof target === 'string' ? operations.get(target)! : target;
    let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(toText(o.params?.[name])));
    // English unless a test asks for another language: the messages the tests read are the English ones.
    const headers: Record<string, string> = { 'accept-language': 'en', ...(o.token ? { token: o.token } : {}), ...o.headers };
    let query = { ...(o.query ?? {}) };
    let body = o.body;
    if (o.sign) {
      const options = typeof o.sign === 'object' ? o.sign : {};
      // A fresh nonce per call, as a real client sends: each signature is accepted once.
      const signed: Row = {
        ...query,
        ...(body && typeof body === 'object' ? (body as Row) : {}),
        timestamp: options.timestamp ?? Math.floor(clock.now / 1000),
        app_key: CONSOLE_APP_KEY.app_key,
        nonce: randomBytes(8).toString('hex'),
      };
      let sign = signParams(signed, options.secret ?? CONSOLE_APP_KEY.app_secret);
      if (options.tamper) sign = sign.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const extra = { timestamp: signed.timestamp, app_key: signed.app_key, nonce: signed.nonce, sign };
      if (op.method === 'get' || !op.body) query = { ...query, ...extra };
      else body = { ...(body as Row), ...extra };
    }
    url += encodeQuery(query);
    let payload: string | undefined;
    if (body !== undefined) {
      const mediaType = o.mediaType ?? op.body?.mediaType ?? 'application/json';
      headers['content-type'] = mediaType;
      payload = typeof body === 'string' ? body : mediaType.includes('json') ? JSON.stringify(body) : encodeForm(body as Row);
    }
    const response: LightMyRequestResponse = await app.inject({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url,
      headers,
      payload,
      remoteAddress: o.remoteAddress ?? '127.0.0.1',
    });
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} for ${op.operationId}: ${response.body}`);
    return JSON.parse(response.body) as Answer;
  };

  const passwordStep = (userName: string, password: string, remoteAddress?: string) =>
    call('login', { body: { user_name: userName, password: clientHash(password) }, remoteAddress });

  // A recovery code rather than the demo authenticator's code: tests sign one account in many times within one 30-s
  // step of their fake clock, and a TOTP step is accepted once per account (005_totp_step).
  const login = async (userName: string, password: string, remoteAddress?: string): Promise<Answer> => {
    const first = await passwordStep(userName, password, remoteAddress);
    if (first.result !== RESULT.SECOND_FACTOR_REQUIRED) return first;
    const challenge = first.data as { pending_token: string; enrol: boolean };
    const pending_token = challenge.pending_token;
    if (challenge.enrol) {
      const options = await call('signInTotpOptions', { body: { pending_token }, remoteAddress });
      if (options.result !== 0) return options;
      const { secret } = options.data as { secret: string };
      return call('enrolSignInTotp', { body: { pending_token, code: currentTotp(secret, clock.now) }, remoteAddress });
    }
    const user = await core(db).selectFrom('admin_user').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
    const code = randomBytes(8).toString('hex').toUpperCase();
    await core(db)
      .insertInto('recovery_code')
      .values({
        user_id: user.id,
        lookup: code.slice(0, 4),
        code_hash: await hashPassword(code),
        used_at: null,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
    return call('completeSignIn', { body: { pending_token, method: 'recovery_code', code }, remoteAddress });
  };

  const tokenOf = async (userName: string, password: string) => {
    const answer = await login(userName, password);
    if (answer.result !== 0) throw new Error(`login ${userName}: ${answer.message}`);
    return (answer.data as { token: string }).token;
  };

  const createUser = async (userName: string, password: string, roleCode = 'viewer'): Promise<number> => {
    const t = core(db);
    let role = await t.selectFrom('role').select('id').where('code', '=', roleCode).executeTakeFirst();
    if (!role) {
      role = await t
        .insertInto('role')
        .values({
          name: roleCode,
          code: roleCode,
          role_type: 1,
          permissions: '[]',
          description: '',
          created_at: clock.now,
          updated_at: clock.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const user = await t
      .insertInto('admin_user')
      .values({
        user_name: userName,
        password_hash: await hashPassword(clientHash(password)),
        totp_secret: DEMO_TOTP_SECRET,
        totp_enrolled_at: clock.now,
        role_id: role.id,
        status: 0,
        remark: '',
        last_login_at: null,
        last_login_ip: null,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  };

  const signedInWith = async (name: string, screens: string[]): Promise<string> => {
    await core(db)
      .insertInto('role')
      .values({
        name,
        code: name,
        role_type: 1,
        permissions: JSON.stringify(screens),
        description: '',
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
    await createUser(name, 'Change@12345', name);
    return tokenOf(name, 'Change@12345');
  };

  await createUser('viewer', 'Viewer@12345');
  return {
    signedInWith,
    app,
    db,
    clock,
    call,
    login,
    passwordStep,
    createUser,
    admin: await tokenOf(ADMIN.user_name, ADMIN.password),
    operator: await tokenOf(OPERATOR.user_name, OPERATOR.password),
    viewer: await tokenOf('viewer', 'Viewer@12345'),
    close: () => app.close(),
  };
}
