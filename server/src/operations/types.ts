// What a handler receives. Handlers return the answer's `data` or throw AppError; everything around them
// (validation, session, permission, signature, transaction, audit, envelope) is done by the pipeline.
import type { Chainer } from '../audit/chain.ts';
import type { KeyObject } from 'node:crypto';
import type { Operation } from '@wallet-admin/sdk/contract';
import type { SessionUser } from '../auth/sessions.ts';
import type { ThrottlePolicy } from '../auth/throttle.ts';
import type { ServerConfig } from '../config.ts';
import type { Contract } from '../contract/contract.ts';
import type { Database, Db, Row } from '../db/types.ts';
import type { RegisteredHandler } from './handlers.ts';
import type { Written } from './door.ts';

interface AuditEntry {
  /** The row written, as `resource:id`. */
  target: string;
  before: unknown;
  after: unknown;
  /** Who, when the call has no session yet (login). */
  actor?: { id: number; user_name: string };
}

export interface Services {
  database: Database;
  contract: Contract;
  config: ServerConfig;
  /** The AES-256 key of list cursors, from the database (006_server_secret): every process has the same. */
  /** A KeyObject, made once: node:crypto prepares a raw key Buffer again on every call (about 0.1 ms a list
   * answer, five times the sealing itself). */
  cursorKey: KeyObject;
  /** Every operation's handler (handlers.ts): an approval applies the request it stores through it. */
  handlers: Map<string, RegisteredHandler>;
  /** Gives the audit entries written since their places in the chain (audit/chain.ts); verify drains it first. */
  chainer: Chainer;
}

export interface OperationContext {
  op: Operation;
  query: Row;
  params: Row;
  body: Row;
  user: SessionUser | null;
  /** The write's transaction (POST), or the database (GET). */
  db: Db;
  services: Services;
  ip: string;
  /** The caller's User-Agent header ('' when none). */
  userAgent: string;
  /** The origin the request was sent to (`https://admin.example.com`): a passkey's relying party by default. */
  origin: string;
  requestId: string;
  now: number;
  /** Set by a handler that wrote a row (or rows: a batch, one entry per row); the pipeline records them in the audit log. */
  audit: AuditEntry | AuditEntry[] | null;
  /** Set by login (a new session's token) and logout (null): the answer sets or clears the session cookie. */
  sessionCookie?: string | null;
  /** Every row the call wrote, in order, as the door (door.ts) let it through. */
  writes?: Written[];
  /** The approval request being applied: the door lets its guarded writes through (they were approved). */
  approving?: number;
  /** With `approving`: the user name of the operator who asked for it (a row that records who asked keeps it). */
  requester?: string;
}

export type Handler = (ctx: OperationContext) => Promise<unknown>;

export const throttlePolicy = (config: ServerConfig): ThrottlePolicy => ({
  windowMs: config.loginWindowMs,
  maxPerAccount: config.loginMaxFailuresPerAccount,
  maxPerIp: config.loginMaxFailuresPerIp,
});

/** The session user, for handlers of operations that require one. */
export function caller(ctx: OperationContext): SessionUser {
  if (!ctx.user) throw new Error(`${ctx.op.operationId} needs a session`);
  return ctx.user;
}
