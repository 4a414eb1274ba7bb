// Versioned migrations (our runner, Kysely's bookkeeping table). 001_core creates what the contract does not
// describe as a resource: accounts, roles, sessions, login attempts, the audit log and config documents.
// 002_security adds the throttling counters and the used-signature register; 003_idempotency the answers of
// POSTs sent with an Idempotency-Key; 004_auth_stamp the counter session caches check (auth-stamp.ts);
// 005_totp_step the last TOTP time step each account used, so a code is accepted once; 006_server_secret the
// keys the server makes for itself (the cursor key, operations/cursor.ts); 007_change_control the audit log's
// index by row and the approval requests; 008_audit_chain the audit log's hash chain (audit/chain.ts); 009 the
// sessions' client and sign-in method; 010 when each session last proved presence (re-authentication) and passkeys;
// 011_sso single sign-on's pending sign-ins, provider identities and SSO sessions (auth/sso-store.ts); 012 passkey-only
// roles; 013 the database's copy of the audit chain's signed checkpoints (audit/checkpoints.ts); 016 why each revoked
// session was ended (auth/sessions.ts); 017 one latest version per platform and one open approval request per row and
// action (db/approval-guards.ts); 021 how many approvers a request needs and who approved it so far.
// Resource tables are created and extended from the contract by sync.ts, after these run.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { auditChainMigration, auditSealMigration } from '../audit/chain.ts';
import { auditCheckpointMigration } from '../audit/checkpoints.ts';
import { securityMailMigration } from '../auth/security-mail.ts';
import { sessionEndMigration } from '../auth/sessions.ts';
import { ssoMigration } from '../auth/sso-store.ts';
import { approvalGuardsMigration, approvalQuorumMigration } from './approval-guards.ts';
import { authStampMigration } from './auth-stamp.ts';
import { sqlType, withLockTimeout, withSystemColumns } from './dialect.ts';
import type { Database, Dialect } from './types.ts';

function coreMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await withSystemColumns(dialect, db.schema.createTable('role'))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('role_type', int, (c) => c.notNull().defaultTo(1))
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await withSystemColumns(dialect, db.schema.createTable('admin_user'))
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text', (c) => c.notNull())
        .addColumn('role_id', int, (c) => c.notNull())
        .addColumn('status', int, (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_login_at', int)
        .addColumn('last_login_ip', 'text')
        .execute();
      await sql`create view admin_user_view as
        select u.id, u.user_name, u.role_id, coalesce(r.name, '') as role_name, coalesce(r.role_type, 1) as role_type,
               u.status, u.remark, u.last_login_at, u.last_login_ip, u.created_at, u.updated_at
        from admin_user u left join role r on r.id = u.role_id`.execute(db);
      await withSystemColumns(dialect, db.schema.createTable('admin_session'))
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_seen_at', int, (c) => c.notNull())
        .addColumn('revoked_at', int)
        .execute();
      await db.schema.createIndex('admin_session_user').on('admin_session').column('user_id').execute();
      await withSystemColumns(dialect, db.schema.createTable('login_attempt'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('success', int, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempt_user').on('login_attempt').columns(['user_name', 'created_at']).execute();
      await db.schema.createIndex('login_attempt_ip').on('login_attempt').columns(['ip', 'created_at']).execute();
      await withSystemColumns(dialect, db.schema.createTable('audit_log'))
        .addColumn('user_id', int)
        .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('request_id', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('config')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', int, (c) => c.notNull())
        .execute();
    },
  };
}

/** Login throttling counters (one row per account+address, account and address) and signatures already used. */
function securityMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', int, (c) => c.notNull())
        .addColumn('window_start', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('used_signature')
        .addColumn('sign', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', int, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('used_signature_expiry').on('used_signature').column('expires_at').execute();
    },
  };
}

/** Idempotency keys of POST writes: (user, operation, key) → the answer, kept 24 hours (http/idempotency.ts). */
function idempotencyMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_key')
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('answer', 'text')
        .addColumn('created_at', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'operation', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_key_created').on('idempotency_key').column('created_at').execute();
    },
  };
}

/** The last accepted TOTP time step per account: kept in the database so that every process refuses a replay. */
function totpStepMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_user').addColumn('totp_step', sqlType(dialect, 'integer')).execute();
    },
  };
}

/** 009: what an operator's session list shows of each session besides its address: the client and the sign-in method. */
const sessionDeviceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['user_agent', 'method'])
      await db.schema
        .alterTable('admin_session')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(column === 'method' ? 'password' : ''))
        .execute();
  },
};

/** 010: when each session last proved its operator's presence (sign-in, reauthenticate), which the operations marked
 * `x-reauth` need to be recent (http/pipeline.ts; a session from before it has none: its next such call asks for one);
 * the operators' passkeys (WebAuthn credentials: the public key, base64url, and the signature counter) and the
 * challenges the server keeps while a passkey is added or signs in (auth/passkeys.ts). */
function reauthPasskeysMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_session').addColumn('verified_at', int).execute();
      await withSystemColumns(dialect, db.schema.createTable('passkey'))
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', int, (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('last_used_at', int)
        .execute();
      await db.schema.createIndex('passkey_user').on('passkey').column('user_id').execute();
      await withSystemColumns(dialect, db.schema.createTable('webauthn_challenge'))
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('user_id', int)
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', int, (c) => c.notNull())
        .execute();
    },
  };
}

/** Secrets every process must share, made once with the database (the migration runs under the start lock):
 * `cursor`, the AES-256 key of list cursors (32 random bytes, hex). A fresh database makes a fresh key, so
 * cursors of another installation are refused. */
const serverSecretMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secret')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into server_secret (name, value) values ('cursor', ${randomBytes(32).toString('hex')})`.execute(db);
  },
};

/** Change control: the audit log read by row (a row's history is `target = 'resource:id'` by time) and the
 * requests of x-approval operations waiting for a second operator (operations/approval.ts). */
function changeControlMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target', 'created_at']).execute();
      await withSystemColumns(dialect, db.schema.createTable('approval_request'))
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('permission', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('row_updated_at', int)
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('requester_id', int, (c) => c.notNull())
        .addColumn('requester_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by_id', int)
        .addColumn('decided_by_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('decided_at', int)
        .addColumn('decision_remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('expires_at', int, (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .execute();
      await db.schema.createIndex('approval_request_status').on('approval_request').columns(['status', 'id']).execute();
      // One request per retried call (keys that are null never clash).
      await db.schema
        .createIndex('approval_request_retry')
        .unique()
        .on('approval_request')
        .columns(['requester_id', 'operation', 'idempotency_key'])
        .execute();
    },
  };
}

/** 012: a role whose accounts sign in only with a passkey (Role.passkey_only; login and finishSso refuse them). */
function passkeyPolicyMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('role')
        .addColumn('passkey_only', sqlType(dialect, 'boolean'), (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

/** 015 (issue 55): a second factor at every sign-in. `totp_enrolled_at`: when the operator confirmed their
 * authenticator with a code (null: never, so it enrols at its next sign-in). Before it, no server ever showed a secret
 * it issued, so only the demo accounts' public secret can be on anyone's phone: those count as enrolled, every other
 * account enrols. `sign_in_challenge`: a sign-in whose password was right, waiting for its second factor (the token's
 * SHA-256, minutes long), or an authenticator being enrolled (its secret until confirmed). `recovery_code`: single-use
 * codes, a scrypt hash each, found by a short lookup prefix so one code costs one scrypt. */
function secondFactorsMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_user').addColumn('totp_enrolled_at', int).execute();
      await sql`update admin_user set totp_enrolled_at = created_at where totp_secret = 'JBSWY3DPEHPK3PXP'`.execute(db);
      await withSystemColumns(dialect, db.schema.createTable('sign_in_challenge'))
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('secret', 'text')
        .addColumn('expires_at', int, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_challenge_user').on('sign_in_challenge').column('user_id').execute();
      await withSystemColumns(dialect, db.schema.createTable('recovery_code'))
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('lookup', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', int)
        .execute();
      await db.schema.createIndex('recovery_code_user').on('recovery_code').columns(['user_id', 'lookup']).execute();
    },
  };
}

// Rows written for the record of what was said then (hash-chained, signed or answered): left as they were.
const HISTORY_TABLES = new Set(['audit_log', 'audit_checkpoint', 'approval_request', 'idempotency_key', 'kysely_migration']);
// A URL of the embedded store from before 014: its loopback origin and random port, then the bucket.
const LOOPBACK_UPLOAD = /https?:\/\/(?:127\.0\.0\.1|localhost):[0-9]{1,5}\/wallet-admin\//g;

/** The stable form of the embedded store's URLs in `text` (`http://127.0.0.1:36309/wallet-admin/u1/a.png` →
 * `/s3/wallet-admin/u1/a.png`, on the console's own origin: uploads/embedded-store.ts); exported for its test. */
const stableUploadUrls = (text: string) => text.replace(LOOPBACK_UPLOAD, '/s3/wallet-admin/');

/** 014: URLs the embedded store handed out before it was served on the main port named its random loopback port,
 * dead after every restart and on every other machine: rewritten in every text column of every table (resource
 * tables, config documents, rich text embedding them) except the history above and the search indexes' own tables
 * (the base tables' triggers keep those). On a fresh database the resource tables do not exist yet: nothing to do. */
function uploadUrlsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const columns =
        dialect === 'postgres'
          ? await sql<{ table_name: string; column_name: string }>`select c.table_name, c.column_name from information_schema.columns c
              join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
              where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
                and c.data_type in ('text', 'character varying')`.execute(db)
          : await sql<{ table_name: string; column_name: string }>`select m.name as table_name, p.name as column_name
              from sqlite_master m join pragma_table_info(m.name) p
              where m.type = 'table' and substr(m.name, 1, 7) != 'sqlite_' and upper(m.sql) not like 'CREATE VIRTUAL%'
                and upper(p.type) in ('TEXT', '')`.execute(db);
      for (const { table_name: table, column_name: column } of columns.rows) {
        if (HISTORY_TABLES.has(table) || table.includes('__')) continue;
        const found = await sql<{ value: string }>`select distinct ${sql.ref(column)} as value from ${sql.table(table)}
          where ${sql.ref(column)} like '%://127.0.0.1:%/wallet-admin/%' or ${sql.ref(column)} like '%://localhost:%/wallet-admin/%'`.execute(
          db,
        );
        for (const { value } of found.rows) {
          const mended = stableUploadUrls(value);
          if (mended !== value)
            await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${mended} where ${sql.ref(column)} = ${value}`.execute(db);
        }
      }
    },
  };
}

/** Every migration by name (exported for migrations.test.ts, which has Kysely's Migrator run the older ones). */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_core': coreMigration(dialect),
    '002_security': securityMigration(dialect),
    '003_idempotency': idempotencyMigration(dialect),
    '004_auth_stamp': authStampMigration(dialect),
    '005_totp_step': totpStepMigration(dialect),
    '006_server_secret': serverSecretMigration,
    '007_change_control': changeControlMigration(dialect),
    '008_audit_chain': auditChainMigration,
    '009_session_device': sessionDeviceMigration,
    '010_reauth_passkeys': reauthPasskeysMigration(dialect),
    '011_sso': ssoMigration(dialect),
    '012_passkey_policy': passkeyPolicyMigration(dialect),
    '013_audit_checkpoint': auditCheckpointMigration(),
    '014_upload_urls': uploadUrlsMigration(dialect),
    '015_second_factors': secondFactorsMigration(dialect),
    '016_session_end': sessionEndMigration,
    '017_approval_guards': approvalGuardsMigration(dialect),
    '019_security_mail': securityMailMigration,
    '020_audit_seal': auditSealMigration,
    '021_approval_quorum': approvalQuorumMigration,
  };
}

/** Kysely's bookkeeping table, kept as it was: a database migrated before this runner carries on from its rows. */
interface MigrationTable {
  kysely_migration: { name: string; timestamp: string };
}

/**
 * Runs, in name order, each migration the database has not run, each in a transaction with its row. Not Kysely's
 * Migrator: to find its table it reads the catalogue of every schema (introspection.getTables), which fails while
 * another process drops a schema, so the PostgreSQL test files, each on a schema of its own, could not run at once.
 * The caller holds the start lock (db/startup-lock.ts), which is what keeps two starts from running one twice.
 */
export async function migrate(database: Database): Promise<void> {
  // Where Kysely's Migrator kept the table: on PostgreSQL the named schema, else `public` (not the search path's first
  // schema, which may be the user's own), so a database it migrated is found where it left it.
  const schema = database.dialect === 'postgres' ? (database.schema ?? 'public') : undefined;
  const db = database.db as unknown as Kysely<MigrationTable>;
  const books = (k: Kysely<MigrationTable>) => (schema ? k.withSchema(schema) : k);
  await (schema ? db.schema.withSchema(schema) : db.schema)
    .createTable('kysely_migration')
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
    .execute();
  const all = migrations(database.dialect);
  const done = (await books(db).selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((row) => row.name);
  const unknown = done.filter((name) => !(name in all));
  if (unknown.length)
    throw new Error(`migration ${unknown.join(', ')} is in the database but not in this server: a newer version ran on it`);
  const last = done.at(-1) ?? '';
  const pending = Object.keys(all)
    .sort()
    .filter((name) => !done.includes(name));
  const early = pending.filter((name) => name < last);
  if (early.length) throw new Error(`migration ${early.join(', ')} sorts before ${last}, which already ran`);
  for (const name of pending)
    await db.transaction().execute(async (trx) => {
      await withLockTimeout(database.dialect, trx as never);
      try {
        await all[name]!.up(trx);
      } catch (error) {
        throw new Error(`migration ${name} failed: ${String(error)}`, { cause: error });
      }
      await books(trx).insertInto('kysely_migration').values({ name, timestamp: new Date().toISOString() }).execute();
    });
}
