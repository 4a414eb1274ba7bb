// 017_approval_guards (issue 54): what approvals need of the database.
//   - One latest version per platform: a database of an earlier version may hold two rows of a platform with latest_at
//     set (a published version moved to another platform); the newest stays the latest, the others lose it, so the
//     partial unique index the contract declares (`x-unique-while`, made by sync.ts after the migrations, when the
//     resource tables exist) can be built. A fresh database has no version table yet: nothing to mend.
//   - One open request per row and action: `open_key` (the operation, its row and the body asked, hashed) is unique
//     among pending requests, so a second identical submit answers the open request instead of filing another.
//   - The request is what goes live: `written_rows` keeps the whole resulting rows, which the approver is shown and
//     the applied write must equal.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types.ts';

async function tableExists(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<boolean> {
  const found =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return found.rows.length > 0;
}

export function approvalGuardsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (await tableExists(db, dialect, 'version'))
        await sql`update version set latest_at = null where latest_at is not null and id <> (
            select v.id from version v where v.platform = version.platform and v.latest_at is not null
            order by v.latest_at desc, v.id desc limit 1)`.execute(db);
      await db.schema.alterTable('approval_request').addColumn('open_key', 'text').execute();
      await db.schema
        .alterTable('approval_request')
        .addColumn('written_rows', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createIndex('approval_request_open')
        .unique()
        .on('approval_request')
        .column('open_key')
        .where(sql<boolean>`status = 'pending'`)
        .execute();
    },
  };
}

/** 021_approval_quorum (issue 54): how many independent approvers a request needs (the contract's `quorum`, decided
 * when it is stored) and who approved it so far, `[{ id, name, at }]`; it applies at the last one. */
export const approvalQuorumMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('approval_request')
      .addColumn('approvals_needed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('approval_request')
      .addColumn('approvals', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};
