// Card data as PCI DSS asks (issue 56): a card's number (PAN, x-mask: pan) is answered masked, its first 6 and last 4
// digits only, by the list (and so every export, which pages the list), the get, the freeze's answer, the audit log
// and the row's history; the full number only by revealPrepaidCardNo, after sudo (x-reauth: 40013 until a fresh proof
// of presence), for one card, with an audit entry naming it. SQLite, and PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { maskPan } from '../src/operations/masks.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const MASKED = /^\d{6}\*{6,9}\d{4}$/;
/** A string of 16 to 19 digits: a card number in full (a Unix ms time is a 13-digit number, not a string). */
const FULL = /"\d{16,19}"/;

let t: TestApp;
let cards: string;
let stored: { id: number; card_no: string };
beforeAll(async () => {
  t = await createTestApp({ config: { approvalEnabled: false } });
  cards = await t.signedInWith('card-auditor', ['/card/list']);
  const row = await t.db
    .selectFrom('prepaid_card')
    .select(['id', 'card_no'])
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  stored = { id: Number(row.id), card_no: String(row.card_no) };
});
afterAll(() => t.close());

describe('masked everywhere', () => {
  it('masks a number as its first 6 and last 4 digits', () => {
    expect(maskPan('5329000000000000')).toBe('532900******0000');
    expect(maskPan('6212345678901234567')).toBe('621234*********4567');
  });

  it('lists and gets every card with its number masked (a list is what an export writes)', async () => {
    const list = await t.call('listPrepaidCard', { token: cards, query: { count: 100 } });
    expect(list.result, list.message).toBe(0);
    const rows = (list.data as { list: Row[] }).list;
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(String(row.card_no)).toMatch(MASKED);
    expect(JSON.stringify(list.data)).not.toMatch(FULL);
    const one = await t.call('getPrepaidCard', { token: cards, query: { id: stored.id } });
    expect((one.data as Row).card_no).toBe(maskPan(stored.card_no));
  });

  it('still finds a card by its whole number or its last 4 digits, answering it masked', async () => {
    for (const key of [stored.card_no, stored.card_no.slice(-4)]) {
      const found = await t.call('listPrepaidCard', { token: cards, query: { key, count: 100 } });
      const rows = (found.data as { list: Row[] }).list;
      expect(rows.map((r) => r.id)).toContain(stored.id);
      expect(JSON.stringify(rows)).not.toMatch(FULL);
    }
  });

  it('keeps the number masked in a freeze’s answer, the audit log and the row’s history', async () => {
    const frozen = await t.call('updatePrepaidCard', { token: cards, body: { id: stored.id, status: 1, remark: '挂失' } });
    expect(frozen.result, frozen.message).toBe(0);
    expect((frozen.data as Row).card_no).toBe(maskPan(stored.card_no));
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('target', '=', `prepaid_card:${stored.id}`)
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(entries)).not.toContain(stored.card_no);
    expect(JSON.stringify(entries)).toContain(maskPan(stored.card_no));
    const history = await t.call('listRowHistory', { token: cards, query: { resource: 'prepaid_card', id: stored.id } });
    expect(history.result, history.message).toBe(0);
    expect(JSON.stringify(history.data)).not.toContain(stored.card_no);
  });
});

describe('revealed after sudo, for one card, audited', () => {
  it('refuses without a fresh proof of presence (40013) and reveals nothing', async () => {
    const stale = await createTestApp({ config: { reauthMinutes: 1 } });
    try {
      const token = await stale.signedInWith('card-stale', ['/card/list']);
      stale.clock.now += 5 * 60_000;
      const answer = await stale.call('revealPrepaidCardNo', { token, body: { id: 1 } });
      expect(answer.result).toBe(40013);
      expect(JSON.stringify(answer)).not.toMatch(FULL);
    } finally {
      await stale.close();
    }
  });

  it('refuses an operator without the card screen', async () => {
    expect((await t.call('revealPrepaidCardNo', { token: t.viewer, body: { id: stored.id } })).result).toBe(40003);
  });

  it('answers one card’s full number and writes an audit entry naming the card, masked there', async () => {
    const answer = await t.call('revealPrepaidCardNo', { token: cards, body: { id: stored.id } });
    expect(answer.result, answer.message).toBe(0);
    expect(answer.data).toEqual({ id: stored.id, card_no: stored.card_no });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['user_name', 'target', 'after'])
      .where('operation', '=', 'revealPrepaidCardNo')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_name: 'card-auditor', target: `prepaid_card:${stored.id}` });
    expect(String(entry.after)).not.toContain(stored.card_no);
    expect(String(entry.after)).toContain(maskPan(stored.card_no));
    expect((await t.call('revealPrepaidCardNo', { token: cards, body: { id: 999999 } })).result).toBe(40004);
  });
});
