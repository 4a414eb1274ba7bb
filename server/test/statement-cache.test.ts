// The SQLite statement cache (db/open.ts): reads kept per bound values must still read the rows afresh, tell
// different values apart, leave writes alone and stay bounded.
import BetterSqlite from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { withStatementCache } from '../src/db/open.ts';

let sqlite: BetterSqlite.Database;
afterEach(() => sqlite.close());

function open(limit?: number) {
  sqlite = new BetterSqlite(':memory:');
  sqlite.exec('create table t (id integer primary key, lang text not null, n integer not null); create index t_lang on t (lang, n)');
  return withStatementCache(sqlite, limit);
}

describe('the statement cache', () => {
  test('a read bound once reads the rows afresh, and other values get their own rows', () => {
    const db = open();
    const insert = db.prepare('insert into t (lang, n) values (?, ?)');
    insert.run(['en', 1]);
    const page = 'select n from t where lang = ? order by n limit ? offset ?';
    expect(db.prepare(page).all(['en', 10, 0])).toEqual([{ n: 1 }]);
    insert.run(['en', 2]);
    insert.run(['zh-Hans', 3]);
    expect(db.prepare(page).all(['en', 10, 0])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(db.prepare(page).all(['zh-Hans', 10, 0])).toEqual([{ n: 3 }]);
    expect(db.prepare(page).all(['en', 1, 1])).toEqual([{ n: 2 }]);
    expect([...db.prepare(page).iterate(['en', 10, 0])]).toEqual([{ n: 1 }, { n: 2 }]);
    // Two texts, and the page bound to three sets of values (each kept once, however often it ran).
    expect(db.size()).toBe(5);
  });

  test('a write with RETURNING (a reader too) runs every time and is kept once, not per values', () => {
    const db = open();
    const insert = 'insert into t (lang, n) values (?, ?) returning id';
    expect(db.prepare(insert).all(['en', 1])).toEqual([{ id: 1 }]);
    expect(db.prepare(insert).all(['en', 1])).toEqual([{ id: 2 }]);
    expect(db.prepare(insert).all(['zh-Hans', 3])).toEqual([{ id: 3 }]);
    expect(sqlite.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
    expect(db.size()).toBe(1);
  });

  test('values that are not plain (a blob) are bound anew; the caches stay within their limit', () => {
    const db = open(3);
    db.prepare('insert into t (lang, n) values (?, ?)').run(['en', 1]);
    expect(db.prepare('select n from t where lang = cast(? as text)').all([Buffer.from('en')])).toEqual([{ n: 1 }]);
    for (let i = 0; i < 10; i++) db.prepare('select n from t where n > ?').all([i]);
    expect(db.size()).toBeLessThanOrEqual(6);
  });
});
