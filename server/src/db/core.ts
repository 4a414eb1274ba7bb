// Typed view of the tables the migrations own (001_core), for the modules that read and write them.
import type { Generated, Kysely } from 'kysely';
import type { Schema } from '@wallet-admin/sdk';
import type { Db } from './types.ts';

interface Stamped {
  id: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** The contract's AdminUser row as stored: without the role it joins (role_name, role_type), with the secrets it never answers. */
type AdminUserTable = Stamped &
  Omit<Schema<'AdminUser'>, keyof Stamped | 'role_name' | 'role_type'> & {
    password_hash: string;
    totp_secret: string;
    /** The last TOTP time step accepted (005_totp_step); null before the first. */
    totp_step: number | null;
    /** When the operator confirmed the authenticator with a code (015): null, it is no factor yet and enrols at sign-in. */
    totp_enrolled_at: number | null;
  };

/** The contract's Role row as stored: `permissions` (screen routes) is JSON text, `passkey_only` 0 or 1 (012). */
type RoleTable = Stamped &
  Omit<Schema<'Role'>, keyof Stamped | 'permissions' | 'passkey_only'> & {
    permissions: string;
    passkey_only: Generated<number>;
  };

interface SessionTable extends Stamped {
  user_id: number;
  token_hash: string;
  ip: string;
  last_seen_at: number;
  revoked_at: number | null;
  /** Why it was revoked (the contract's SessionEnded reason) and the administrator who did it (016); null before. */
  revoked_reason: string | null;
  revoked_by: string | null;
  /** The browser or client that signed in (its User-Agent, cut to 300 characters). */
  user_agent: string;
  /** How it signed in: `password`, `sso` (single sign-on, auth/sso.ts) or `passkey`. */
  method: string;
  /** When its operator last proved presence (sign-in, reauthenticate; 010): null for a session older than that. */
  verified_at: number | null;
}

/** A WebAuthn credential of an operator (010). */
interface PasskeyTable extends Stamped {
  user_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the transports the authenticator named. */
  transports: string;
  name: string;
  last_used_at: number | null;
}

/** A challenge handed to a browser, kept until it is used once or expires (010). */
interface WebAuthnChallengeTable extends Stamped {
  challenge: string;
  user_id: number | null;
  /** `register` (a signed-in account adds a passkey) or `login`. */
  purpose: string;
  expires_at: number;
}

/** A sign-in waiting for its second factor, or an authenticator waiting for its confirming code (015). */
interface SignInChallengeTable extends Stamped {
  user_id: number;
  /** SHA-256 of the pending token a sign-in hands out; null for an enrolment from 我的账户 (the session names it). */
  token_hash: string | null;
  /** `sign_in` or `enrol_totp`. */
  purpose: string;
  /** The TOTP secret being enrolled, until its code confirms it. */
  secret: string | null;
  expires_at: number;
}

/** A single-use recovery code (015): `lookup` its first characters, `code_hash` scrypt of the whole code. */
interface RecoveryCodeTable extends Stamped {
  user_id: number;
  lookup: string;
  code_hash: string;
  used_at: number | null;
}

interface LoginAttemptTable extends Stamped {
  user_name: string;
  ip: string;
  success: number;
}

/** The contract's AuditLog row, as stored, with its place in the hash chain (008_audit_chain, audit/chain.ts): null
 * until the chainer gives it one shortly after its commit, and for good for a row whose seal does not hold. */
type AuditLogTable = Stamped &
  Omit<Schema<'AuditLog'>, keyof Stamped> & {
    seq: number | null;
    prev_hash: string | null;
    hash: string | null;
    /** Set when written (020_audit_seal, audit/chain.ts); null for entries written before it, or by hand. */
    seal: string | null;
  };

interface ConfigTable {
  name: string;
  value: string;
  updated_at: number;
}

interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: number;
}

interface UsedSignatureTable {
  sign: string;
  expires_at: number;
}

/** Keys the server makes for itself (006_server_secret), shared by every process on the database. */
interface ServerSecretTable {
  name: string;
  value: string;
}

/** A request of an x-approval operation (007_change_control): `request` is the JSON `{ query, params, body }` as
 * asked, `changes` the JSON diff it would make; `status` pending, approved or rejected. */
interface ApprovalRequestTable extends Stamped {
  operation: string;
  permission: string;
  target: string;
  request: string;
  changes: string;
  row_updated_at: number | null;
  remark: string;
  requester_id: number;
  requester_name: string;
  status: string;
  decided_by_id: number | null;
  decided_by_name: string;
  decided_at: number | null;
  decision_remark: string;
  expires_at: number;
  /** The Idempotency-Key the request was sent with: a retry finds its request instead of storing a second one. */
  idempotency_key: string | null;
  /** 017: the operation, its row and the body asked, hashed, while the request is pending (one open request each). */
  open_key: string | null;
  /** 017: the whole rows the request writes, `[{ target, before, after }]` as the approver is shown them. */
  written_rows: Generated<string>;
  /** 021: the approvers the request needs (its quorum) and those who approved it so far, `[{ id, name, at }]`. */
  approvals_needed: Generated<number>;
  approvals: Generated<string>;
}

export interface CoreTables {
  admin_user: AdminUserTable;
  role: RoleTable;
  admin_session: SessionTable;
  passkey: PasskeyTable;
  webauthn_challenge: WebAuthnChallengeTable;
  sign_in_challenge: SignInChallengeTable;
  recovery_code: RecoveryCodeTable;
  login_attempt: LoginAttemptTable;
  audit_log: AuditLogTable;
  config: ConfigTable;
  login_throttle: LoginThrottleTable;
  used_signature: UsedSignatureTable;
  server_secret: ServerSecretTable;
  approval_request: ApprovalRequestTable;
  /** The database's copy of the audit chain's signed checkpoints (audit/checkpoints.ts), by file name. */
  audit_checkpoint: { name: string; body: string };
}

export const core = (db: Db): Kysely<CoreTables> => db as unknown as Kysely<CoreTables>;

export function parsePermissions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
