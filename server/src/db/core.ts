// Typed view of the tables the migrations own (001_core), for the modules that read and write them.
import type { Generated, Kysely } from 'kysely';
import type { Schema } from '@wallet-admin/sdk';
import type { Db } from './types.ts';

interface Stamped {
  id: Generated<number>;
  created_at: number;
  updated_at: number;
}

interface AdminUserTable extends Stamped {
  user_name: string;
  password_hash: string;
  totp_secret: string;
  role_id: number;
  status: number;
  remark: string;
  last_login_at: number | null;
  last_login_ip: string | null;
}

interface RoleTable extends Stamped {
  name: string;
  code: string;
  role_type: number;
  /** JSON array of screen routes. */
  permissions: string;
  description: string;
}

interface SessionTable extends Stamped {
  user_id: number;
  token_hash: string;
  ip: string;
  last_seen_at: number;
  revoked_at: number | null;
}

interface LoginAttemptTable extends Stamped {
  user_name: string;
  ip: string;
  success: number;
}

/** The contract's AuditLog row, as stored. */
type AuditLogTable = Stamped & Omit<Schema<'AuditLog'>, keyof Stamped>;

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

export interface CoreTables {
  admin_user: AdminUserTable;
  role: RoleTable;
  admin_session: SessionTable;
  login_attempt: LoginAttemptTable;
  audit_log: AuditLogTable;
  config: ConfigTable;
  login_throttle: LoginThrottleTable;
  used_signature: UsedSignatureTable;
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
