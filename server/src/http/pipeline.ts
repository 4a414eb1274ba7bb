// The request pipeline of one route, assembled from its operation's extensions: session → permission → a recent proof
// of presence (x-reauth; all three before the body is read) → input validation → admin password header → signature → password confirmation → approval (x-approval: the
// request is stored for a second operator, operations/approval.ts). Handlers never repeat these.
// Authentication comes before validation so a caller without a valid session learns nothing about inputs.
import { REFERENCES, type Operation } from '@wallet-admin/sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual, verifyPassword } from '../auth/password.ts';
import { holds, resolveSession, verifiedAt, type SessionUser } from '../auth/sessions.ts';
import { reauthMethods } from '../auth/reauth.ts';
import { signParams } from '../auth/signature.ts';
import { recheckSsoSession } from '../auth/sso.ts';
import { core } from '../db/core.ts';
import type { Row } from '../db/types.ts';
import { throttlePolicy, type Services } from '../operations/types.ts';
import { approvalHook } from '../operations/approval.ts';
import { verifyThrottled } from '../auth/throttle.ts';
import { AppError, Result } from './errors.ts';
import { PHRASES, type Text } from './messages.ts';
import { clearSessionCookie, sameOrigin, sessionCookie } from './session-cookie.ts';
import { validateInput, type OperationValidators } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: SessionUser | null;
    /** The validated (and coerced) query, path parameters and body. */
    input: { query: Row; params: Row; body: Row };
    /** Query and body as sent, before coercion: what a signature covers. */
    signedFields: Row;
  }
}

export type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sessionHook(services: Services): Hook {
  const { config } = services;
  const policy = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs, touchMs: config.sessionTouchMs };
  // An SSO account's groups are checked again with the provider while its sessions last (at most every
  // SSO_RECHECK_SECONDS), whichever way it signed in: a passkey session of an SSO account too.
  // A background read (the contract's root x-background: the console's polls) is checked as any call but does not
  // renew the session's idle window, so an unattended console still signs out.
  const background = (services.contract.doc as unknown as Record<string, { header?: unknown; value?: unknown } | undefined>)[
    'x-background'
  ];
  const isBackground = (request: FastifyRequest) =>
    request.method === 'GET' &&
    typeof background?.header === 'string' &&
    header(request, background.header.toLowerCase()) === String(background.value);
  const resolve = async (token: string | undefined, touch: boolean) => {
    const user = await resolveSession(services.database.db, token, config.now(), policy, touch);
    if (config.sso) await recheckSsoSession(services.database.db, config.sso, user, config.now());
    return user;
  };
  return async (request, reply) => {
    const token = header(request, 'token');
    const cookie = token === undefined ? sessionCookie(request) : undefined;
    if (cookie === undefined) {
      request.caller = await resolve(token, !isBackground(request));
      return;
    }
    if (!sameOrigin(request))
      throw new AppError(Result.FORBIDDEN, 'forbidden: the session cookie is not accepted from another site (send the token header)');
    try {
      request.caller = await resolve(cookie, !isBackground(request));
    } catch (error) {
      // A cookie of an ended session is dropped with the answer that says so: the console cannot (HttpOnly).
      clearSessionCookie(request, reply);
      throw error;
    }
  };
}

function permissionHook(op: Operation, services: Services): Hook {
  // A lookup (`references`) answers the holders of any screen that uses its rows (the contract derives which).
  const screens = op.permission === REFERENCES ? (services.contract.lookupScreens.get(op.operationId) ?? []) : null;
  if (screens)
    return async (request) => {
      const caller = request.caller;
      if (!caller || !screens.some((screen) => holds(caller, screen)))
        throw new AppError(Result.FORBIDDEN, 'forbidden: needs a screen that uses {resource} rows', {
          params: { resource: op.resource ?? '' },
        });
    };
  const permission = op.permission ?? 'session';
  return async (request) => {
    if (!request.caller || !holds(request.caller, permission))
      throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission } });
  };
}

/** x-reauth ("sudo mode"): the session proved its operator's presence within REAUTH_MINUTES, else 40013 with the proofs
 * the account may give. Before the body is read, so a refused call changes nothing and costs nothing. */
function reauthHook(services: Services): Hook {
  const { config } = services;
  return async (request) => {
    const user = request.caller;
    if (!user) return;
    const { db } = services.database;
    const proved = await verifiedAt(db, user.session_id);
    if (proved !== null && config.now() - proved <= config.reauthMinutes * 60_000) return;
    throw new AppError(Result.REAUTH_REQUIRED, 'confirm it is you: prove your presence again (reauthenticate), then retry', {
      data: { methods: await reauthMethods(db, user.id) },
    });
  };
}

function validationHook(op: Operation, validators: () => OperationValidators): Hook {
  return async (request) => {
    const query = { ...(request.query as Row) };
    const params = { ...(request.params as Row) };
    request.signedFields = { ...query, ...(isRow(request.body) ? request.body : {}) };
    const body = validateInput(op, validators(), { query, params, body: request.body, contentType: request.headers['content-type'] });
    request.input = { query, params, body };
  };
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function adminPasswordHook(services: Services): Hook {
  return async (request) => {
    const sent = header(request, 'x-admin-password') ?? '';
    if (!safeEqual(sent, services.config.adminHeaderPassword)) throw new AppError(Result.BAD_SIGNATURE, 'bad admin password header');
  };
}

function signatureHook(services: Services): Hook {
  return async (request) => {
    const fields = request.signedFields;
    const bad = (why: Text) => new AppError(Result.BAD_SIGNATURE, 'bad signature: {why}', { params: { why } });
    const timestamp = Number(fields.timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(services.config.now() / 1000 - timestamp) > services.config.signatureWindowSeconds)
      throw bad(PHRASES.timestampOff);
    if (!services.contract.resources.has('app_key')) throw bad(PHRASES.noAppKeys);
    const key = await services.database.db
      .selectFrom('app_key')
      .select(['app_secret', 'status'])
      .where('app_key', '=', String(fields.app_key))
      .executeTakeFirst();
    if (!key || Number(key.status) !== 0) throw bad(PHRASES.unknownAppKey);
    const expected = signParams(fields, String(key.app_secret));
    if (typeof fields.sign !== 'string' || !safeEqual(fields.sign, expected)) throw bad(PHRASES.signMismatch);
    await useOnce(services, fields.sign, timestamp);
  };
}

/** A signature is accepted once: a replayed request within the window answers 40002. The register keeps each
 * signature until its timestamp leaves the window (the sign covers the timestamp and the optional nonce). */
async function useOnce(services: Services, sign: string, timestamp: number): Promise<void> {
  const db = core(services.database.db);
  const now = services.config.now();
  await db.deleteFrom('used_signature').where('expires_at', '<', now).execute();
  const expiresAt = (timestamp + services.config.signatureWindowSeconds) * 1000;
  const stored = await db
    .insertInto('used_signature')
    .values({ sign, expires_at: expiresAt })
    .onConflict((oc) => oc.column('sign').doNothing())
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0)
    throw new AppError(Result.BAD_SIGNATURE, 'bad signature: {why}', { params: { why: PHRASES.signUsed } });
}

function passwordConfirmHook(services: Services): Hook {
  return async (request) => {
    const password = request.input.body.password;
    const user = request.caller;
    if (!user || typeof password !== 'string') throw new AppError(Result.WRONG_PASSWORD, 'wrong password');
    const { db } = services.database;
    await verifyThrottled(db, user.id, services.config.now(), throttlePolicy(services.config), async () => {
      const row = await core(db).selectFrom('admin_user').select('password_hash').where('id', '=', user.id).executeTakeFirst();
      return row !== undefined && (await verifyPassword(row.password_hash, password));
    });
  };
}

/** The hooks of one route. Session and permission run on request, before any body is read: a caller without
 * a session is answered 9999 whatever it sent, and its body is never parsed (nor its size spent). */
export function pipelineFor(
  op: Operation,
  validators: () => OperationValidators,
  services: Services,
): { onRequest: Hook[]; preHandler: Hook[] } {
  const onRequest = op.session ? [sessionHook(services), permissionHook(op, services)] : [];
  if (op.session && op.extensions['x-reauth'] === true) onRequest.push(reauthHook(services));
  const hooks: Hook[] = [validationHook(op, validators)];
  if (op.adminPassword) hooks.push(adminPasswordHook(services));
  if (op.signed) hooks.push(signatureHook(services));
  if (op.passwordConfirm) hooks.push(passwordConfirmHook(services));
  const approval = approvalHook(op, services);
  if (approval) hooks.push(approval);
  return { onRequest, preHandler: hooks };
}
