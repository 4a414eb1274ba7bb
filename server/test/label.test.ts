// The /label group: addresses checked per chain platform (sdk/src/address.ts through x-address, for labels, fraud
// entries, reports and the token create), spreadsheet imports (x-action: import: all rows or none, every refused
// row listed), and the fraud-report review whose approval adds the address to the fraud list in its transaction.
// The generic cases of every operation (success, no session, no permission, bad input) are operations.test.ts's.
import { checkAddress, toChecksumAddress, tronAddressOf } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let chains: { evm: number; tron: number; eos: number; iost: number; jingtum: number };
beforeAll(async () => {
  t = await createTestApp();
  const first = async (platform: number) =>
    Number((await t.db.selectFrom('block_chain').select('id').where('platform', '=', platform).orderBy('id').executeTakeFirstOrThrow()).id);
  chains = { evm: await first(1), tron: await first(8), eos: await first(4), iost: await first(7), jingtum: await first(2) };
});
afterAll(() => t.close());

const hex = (n: number) => n.toString(16).padStart(40, '0');
const count = async (table: string) => (await t.db.selectFrom(table).select('id').execute()).length;
const label = (blockchain_id: number, address: string) => ({ blockchain_id, address, label: 'Test label', category: 'exchange' });

describe('addresses per chain platform (one rule: sdk/src/address.ts)', () => {
  const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const badChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

  it('takes EVM addresses in one case or with a valid EIP-55 checksum, refuses a mixed case that fails it', () => {
    expect(toChecksumAddress(lower)).toBe(checksummed);
    expect(checkAddress(1, lower)).toEqual({ ok: true, value: lower });
    expect(checkAddress(1, `0x${lower.slice(2).toUpperCase()}`)).toEqual({ ok: true, value: lower });
    expect(checkAddress(3, checksummed)).toEqual({ ok: true, value: lower });
    expect(checkAddress(1, badChecksum)).toEqual({ ok: false, rule: 'evmChecksum' });
    expect(checkAddress(1, '0x1234')).toEqual({ ok: false, rule: 'evmAddress' });
  });

  it('checks TRON base58check: the T prefix, 25 bytes and the double-SHA-256 checksum', () => {
    expect(checkAddress(8, tron)).toEqual({ ok: true, value: tron });
    expect(checkAddress(8, tronAddressOf(hex(7)))).toMatchObject({ ok: true });
    expect(checkAddress(8, `${tron.slice(0, -1)}u`)).toEqual({ ok: false, rule: 'tronAddress' });
    expect(checkAddress(8, `A${tron.slice(1)}`)).toEqual({ ok: false, rule: 'tronAddress' });
    expect(checkAddress(8, 'T0OIl')).toEqual({ ok: false, rule: 'tronAddress' });
    expect(checkAddress(8, lower)).toEqual({ ok: false, rule: 'tronAddress' });
  });

  it('keeps the EOS-type, IOST and Jingtum forms and refuses an unknown platform', () => {
    expect(checkAddress(4, 'eosio.token')).toMatchObject({ ok: true });
    expect(checkAddress(5, 'Not.An.Account')).toEqual({ ok: false, rule: 'eosAccount' });
    expect(checkAddress(7, 'iost_token')).toMatchObject({ ok: true });
    expect(checkAddress(2, 'jHb9CJAWyB4jr91VRWn96DkukG4bwdtyTh')).toMatchObject({ ok: true });
    expect(checkAddress(2, '0xabc')).toEqual({ ok: false, rule: 'jingtumAddress' });
    expect(checkAddress(99, 'x')).toEqual({ ok: false, rule: 'unknownPlatform' });
  });

  it('applies to labels, fraud entries and reports on create (40000 naming address; stored normalized)', async () => {
    for (const operationId of ['createAddressLabel', 'createFraudAddress', 'createFraudReport']) {
      const extra = operationId === 'createAddressLabel' ? { label: 'x', category: 'other' } : { reason: 'scam' };
      const call = (blockchain_id: number, address: string) =>
        t.call(operationId, { token: t.admin, body: { blockchain_id, address, ...extra } });
      expect(await call(chains.evm, badChecksum), operationId).toMatchObject({ result: 40000, field: 'address' });
      expect(await call(chains.tron, `${tron.slice(0, -1)}u`), operationId).toMatchObject({ result: 40000, field: 'address' });
      expect(await call(chains.eos, 'Bad Account'), operationId).toMatchObject({ result: 40000, field: 'address' });
      const good = await call(chains.evm, `0x${hex(operationId.length * 1000).toUpperCase()}`);
      expect(good.result, operationId).toBe(0);
      expect((good.data as Row).address).toMatch(/^0x[0-9a-f]{40}$/);
      expect((await call(chains.tron, tronAddressOf(hex(operationId.length)))).result, operationId).toBe(0);
    }
  });

  it('refuses a token create whose address its chain refuses (not-an-address, a failed checksum)', async () => {
    const body = { blockchain_id: chains.evm, symbol: 'LBLT', name: 'Label test token', decimals: 18, protocol: 0 };
    const before = await count('token');
    for (const address of ['not-an-address', badChecksum, tron])
      expect(await t.call('createToken', { token: t.admin, body: { ...body, address } }), address).toMatchObject({
        result: 40000,
        field: 'address',
      });
    expect(await count('token')).toBe(before);
    const good = await t.call('createToken', { token: t.admin, body: { ...body, address: checksummed } });
    expect((good.data as Row).address).toBe(lower);
  });
});

describe('import (x-action: import): every row checked as the create checks it, all written or none', () => {
  it('writes every row in one call, with the x-import-set source and one audit row', async () => {
    const [labels, audits] = [await count('address_label'), await count('audit_log')];
    const rows = [
      label(chains.evm, `0x${hex(101)}`),
      label(chains.tron, tronAddressOf(hex(102))),
      { ...label(chains.eos, 'imported1'), source: 'partner' },
    ];
    const answer = await t.call('importAddressLabel', { token: t.admin, body: { rows } });
    expect(answer).toMatchObject({ result: 0, data: { created: 3 } });
    expect(await count('address_label')).toBe(labels + 3);
    expect(await count('audit_log')).toBe(audits + 1);
    const stored = await t.db.selectFrom('address_label').select(['address', 'source']).orderBy('id', 'desc').limit(3).execute();
    expect(stored.map((r) => r.source)).toEqual(['partner', 'import', 'import']);
  });

  it('lists every refused row (address, chain, duplicate in the file, already stored) and writes nothing', async () => {
    const stored = await t.db.selectFrom('fraud_address').select(['blockchain_id', 'address']).orderBy('id').executeTakeFirstOrThrow();
    const before = await count('fraud_address');
    const rows = [
      { blockchain_id: chains.evm, address: `0x${hex(201)}`, reason: 'scam' },
      { blockchain_id: chains.evm, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', reason: 'scam' },
      { blockchain_id: 999_999, address: `0x${hex(202)}`, reason: 'scam' },
      { blockchain_id: chains.evm, address: `0x${hex(201).toUpperCase()}`, reason: 'phishing' },
      { blockchain_id: Number(stored.blockchain_id), address: String(stored.address), reason: 'theft' },
    ];
    const answer = await t.call('importFraudAddress', { token: t.admin, body: { rows } });
    expect(answer).toMatchObject({ result: 40000, field: 'rows[1].address' });
    expect((answer.data as { errors: Row[] }).errors).toEqual([
      expect.objectContaining({ row: 1, field: 'address', reason: 'address', rule: 'evmChecksum' }),
      expect.objectContaining({ row: 2, field: 'blockchain_id', reason: 'reference' }),
      expect.objectContaining({ row: 3, field: 'address', reason: 'duplicate', first: 0 }),
      expect.objectContaining({ row: 4, field: 'address', reason: 'exists' }),
    ]);
    expect(await count('fraud_address')).toBe(before);
  });

  it('a dry run (the preview) answers exactly the rows the import refuses, duplicates included, and writes nothing', async () => {
    const stored = await t.db.selectFrom('address_label').select(['blockchain_id', 'address']).orderBy('id').executeTakeFirstOrThrow();
    const before = await count('address_label');
    const rows = [
      label(chains.evm, `0x${hex(301)}`),
      label(chains.evm, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'),
      label(chains.evm, `0x${hex(301).toUpperCase()}`),
      label(Number(stored.blockchain_id), String(stored.address)),
      label(999_999, `0x${hex(302)}`),
    ];
    const check = await t.call('importAddressLabel', { token: t.admin, body: { rows, dry_run: true } });
    expect(check.result, check.message).toBe(0);
    const { created, errors } = check.data as { created: number; errors: Row[] };
    expect(created).toBe(0);
    expect(errors.map((e) => [e.row, e.reason])).toEqual([
      [1, 'address'],
      [2, 'duplicate'],
      [3, 'exists'],
      [4, 'reference'],
    ]);
    expect(await count('address_label')).toBe(before);
    const commit = await t.call('importAddressLabel', { token: t.admin, body: { rows } });
    expect((commit.data as { errors: Row[] }).errors).toEqual(errors);
    // The good rows alone pass the dry run and the import.
    const good = [rows[0]!];
    expect((await t.call('importAddressLabel', { token: t.admin, body: { rows: good, dry_run: true } })).data).toEqual({
      created: 0,
      errors: [],
    });
    expect((await t.call('importAddressLabel', { token: t.admin, body: { rows: good } })).data).toEqual({ created: 1 });
    expect(await count('address_label')).toBe(before + 1);
  });

  it('answers 40009 when only natural keys clash', async () => {
    const stored = await t.db.selectFrom('address_label').select(['blockchain_id', 'address']).orderBy('id').executeTakeFirstOrThrow();
    const answer = await t.call('importAddressLabel', {
      token: t.admin,
      body: { rows: [label(Number(stored.blockchain_id), String(stored.address))] },
    });
    expect(answer).toMatchObject({ result: 40009, field: 'rows[0].address' });
  });

  it('leaves nothing written when 10,000 rows fail at row 5,000 (a late duplicate)', async () => {
    const before = await count('address_label');
    const rows = Array.from({ length: 10_000 }, (_, i) => label(chains.evm, `0x${hex(1_000_000 + (i === 5000 ? 10 : i))}`));
    const answer = await t.call('importAddressLabel', { token: t.admin, body: { rows } });
    expect(answer).toMatchObject({ result: 40009, field: 'rows[5000].address' });
    expect((answer.data as { errors: Row[] }).errors).toEqual([expect.objectContaining({ row: 5000, reason: 'duplicate', first: 10 })]);
    expect(await count('address_label')).toBe(before);
  });

  it('refuses more than 10,000 rows, a row the schema refuses, no session and another group', async () => {
    const row = label(chains.evm, `0x${hex(301)}`);
    const tooMany = await t.call('importAddressLabel', { token: t.admin, body: { rows: Array.from({ length: 10_001 }, () => row) } });
    expect(tooMany).toMatchObject({ result: 40000, field: 'rows' });
    const bad = await t.call('importAddressLabel', { token: t.admin, body: { rows: [row, { ...row, category: 'bank' }] } });
    expect(bad).toMatchObject({ result: 40000, field: 'rows[1].category' });
    expect((await t.call('importAddressLabel', { body: { rows: [row] } })).result).toBe(9999);
    expect((await t.call('importAddressLabel', { token: t.viewer, body: { rows: [row] } })).result).toBe(40003);
  });
});

describe('fraud report review (x-transitions: approving creates the fraud entry in the same transaction)', () => {
  const pending = async () => t.db.selectFrom('fraud_report').selectAll().where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const review = (id: unknown, body: Row) => t.call('updateFraudReport', { token: t.admin, body: { id, ...body } });

  it('approves a pending report: its address joins the fraud list, linked and stamped; a second approval is refused', async () => {
    const report = await pending();
    const answer = await review(report.id, { status: 1 });
    expect(answer.result, answer.message).toBe(0);
    const approved = answer.data as Row;
    expect(approved).toMatchObject({ status: 1, audited_by: 'admin' });
    const entry = await t.db
      .selectFrom('fraud_address')
      .selectAll()
      .where('id', '=', Number(approved.fraud_address_id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ address: report.address, blockchain_id: report.blockchain_id, reason: report.reason, source: 'report' });
    expect((await review(report.id, { status: 1 })).result).toBe(40009);
  });

  it('counts the approved reports of an address: 1 when the approval creates the entry, one more for each later approval', async () => {
    const first = await pending();
    const again = async () =>
      (
        await t.call('createFraudReport', {
          token: t.admin,
          body: { blockchain_id: first.blockchain_id, address: first.address, reason: 'scam', remark: 'Reported again' },
        })
      ).data as Row;
    const second = await again();
    const third = await again();
    const entries = await count('fraud_address');
    const created = await review(first.id, { status: 1 });
    expect(created.result, created.message).toBe(0);
    const id = Number((created.data as Row).fraud_address_id);
    const entry = async () => t.db.selectFrom('fraud_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await entry()).toMatchObject({ report_count: 1, reason: first.reason, source: 'report' });
    expect(await count('fraud_address')).toBe(entries + 1);
    // A later approval of the same chain and address links to that entry and raises its count; a rejection does not.
    expect((await review(second.id, { status: 1 })).data).toMatchObject({ status: 1, fraud_address_id: id });
    expect((await review(third.id, { status: 2, audit_remark: '重复' })).data).toMatchObject({ status: 2, fraud_address_id: 0 });
    expect(await entry()).toMatchObject({ report_count: 2, reason: first.reason });
    expect(await count('fraud_address')).toBe(entries + 1);
    // The listed entry as the API answers it.
    const listed = await t.call('listFraudAddress', {
      token: t.admin,
      query: { address: String(first.address), blockchain_id: Number(first.blockchain_id) },
    });
    expect((listed.data as { list: Row[] }).list).toEqual([expect.objectContaining({ id, report_count: 2 })]);
  });

  it('links an approval to an entry listed by hand and raises its count from there', async () => {
    const report = await pending();
    const listed = await t.call('createFraudAddress', {
      token: t.admin,
      body: { blockchain_id: report.blockchain_id, address: report.address, reason: 'scam', report_count: 3 },
    });
    expect(listed.result).toBe(0);
    const before = await count('fraud_address');
    const answer = await review(report.id, { status: 1 });
    expect(answer.data).toMatchObject({ status: 1, fraud_address_id: (listed.data as Row).id });
    expect(await count('fraud_address')).toBe(before);
    expect(
      await t.db
        .selectFrom('fraud_address')
        .selectAll()
        .where('id', '=', Number((listed.data as Row).id))
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ report_count: 4, reason: 'scam', source: 'manual' });
  });

  it('a report recorded as approved is the approval: it creates or counts the entry, stamped', async () => {
    const report = await pending();
    const record = async () =>
      t.call('createFraudReport', {
        token: t.admin,
        body: { blockchain_id: report.blockchain_id, address: report.address, reason: 'theft', status: 1 },
      });
    const first = await record();
    expect(first.result, first.message).toBe(0);
    const id = Number((first.data as Row).fraud_address_id);
    expect(id).toBeGreaterThan(0);
    expect(first.data).toMatchObject({ status: 1, audited_by: 'admin' });
    expect((await record()).data).toMatchObject({ status: 1, fraud_address_id: id });
    expect(await t.db.selectFrom('fraud_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      address: report.address,
      report_count: 2,
    });
  });

  it('rejects only with a remark', async () => {
    const report = await pending();
    expect(await review(report.id, { status: 2 })).toMatchObject({ result: 40000, field: 'audit_remark' });
    expect((await review(report.id, { status: 2, audit_remark: '重复举报' })).data).toMatchObject({ status: 2, fraud_address_id: 0 });
  });
});

describe('demo rows', () => {
  it('seeds enough rows to page, each address fitting its chain', async () => {
    const platform = new Map(
      (await t.db.selectFrom('block_chain').select(['id', 'platform']).execute()).map((c) => [Number(c.id), Number(c.platform)]),
    );
    for (const table of ['address_label', 'fraud_address', 'fraud_report']) {
      const rows = await t.db.selectFrom(table).select(['blockchain_id', 'address']).execute();
      expect(rows.length, table).toBeGreaterThan(20);
      for (const row of rows)
        expect(
          checkAddress(platform.get(Number(row.blockchain_id))!, String(row.address)),
          `${table} ${String(row.address)}`,
        ).toMatchObject({ ok: true });
    }
  });
});
