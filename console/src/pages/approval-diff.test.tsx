// What an approver is shown (issue 54): every row a request writes, only the fields it changes, in the screen's labels
// with the values the list shows (热钱包, not account 1; a date, not epoch milliseconds), and the values set when it
// is approved read 审批人 / 审批时, in Chinese and in English.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Schema } from '@wallet-admin/sdk';
import { renderAt } from '@/components/resource/test-utils';
import { setLanguage } from '@/i18n';
import { formatMoment } from '@/lib/format';
import { shownRows } from './approval-diff';
import { RequestRows } from './ApprovalRows';

type Approval = Schema<'Approval'>;
afterEach(cleanup);

const ASKED = 1_780_000_000_000;
const base = {
  id: 1,
  created_at: ASKED,
  body: {},
  remark: '',
  requester_name: 'maker',
  status: 'pending',
  decided_by_name: '',
  decided_at: null,
  decision_remark: '',
  expires_at: ASKED + 86_400_000,
  mine: false,
} as const;

const version = (id: number, fields: Record<string, unknown>) => ({
  id,
  platform: 'android',
  version_name: `1.0.${id}`,
  download_url: 'https://example.com/a.apk',
  force_update: 0,
  latest_at: null,
  created_at: 1,
  updated_at: 2,
  ...fields,
});

/** A publish: version 7 becomes the latest (at approval), version 3 stops being it. */
const publish = {
  ...base,
  operation: 'setLastVersion',
  permission: '/app/version',
  target: 'version:7',
  changes: [{ field: 'latest_at', before: null, after: ASKED, target: 'version:7' }],
  rows: [
    { target: 'version:7', before: version(7, {}), after: version(7, { latest_at: ASKED, updated_at: ASKED }) },
    { target: 'version:3', before: version(3, { latest_at: 5 }), after: version(3, { latest_at: null, updated_at: ASKED }) },
  ],
} as unknown as Approval;

const transfer = {
  ...base,
  operation: 'transferExchangeInternal',
  permission: '/exchange/internal/transfer',
  target: '',
  changes: [],
  rows: [
    {
      target: 'exchange_transfer:9',
      before: null,
      after: {
        id: 9,
        from_account: 1,
        to_account: 2,
        symbol: 'USDT',
        amount: '100.5',
        decimals: 6,
        remark: '',
        operator: 'maker',
        requested_by: 'maker',
        created_at: ASKED,
        updated_at: ASKED,
      },
    },
  ],
} as unknown as Approval;

describe('shownRows', () => {
  it('lists every row a request writes with only the fields it changes, the values set at approval marked', () => {
    const rows = shownRows(publish);
    expect(rows.map((row) => [row.target, row.action])).toEqual([
      ['version:7', 'update'],
      ['version:3', 'update'],
    ]);
    expect(rows[0]!.changes).toEqual([{ field: 'latest_at', before: null, after: ASKED, atApproval: 'at' }]);
    // Cleared, not set at approval; updated_at is the server's own.
    expect(rows[1]!.changes).toEqual([{ field: 'latest_at', before: 5, after: null }]);
  });

  it('leads a publish with what users get now → then: the version it replaces against the one it makes live', () => {
    const policies = (resource: string) =>
      resource === 'version' ? [{ when: { latest_at: 'set' }, fields: [], harmless: [], creates: true }] : [];
    const request = {
      ...publish,
      rows: [
        {
          target: 'version:7',
          before: version(7, { download_url: 'https://example.com/new.apk' }),
          after: version(7, { download_url: 'https://example.com/new.apk', latest_at: ASKED, updated_at: ASKED }),
        },
        publish.rows![1]!,
      ],
    } as unknown as Approval;
    const [live, ...rows] = shownRows(request, policies);
    expect(live).toMatchObject({ target: 'version:7', action: 'live' });
    expect(live!.changes).toEqual([
      { field: 'version_name', before: '1.0.3', after: '1.0.7' },
      { field: 'download_url', before: 'https://example.com/a.apk', after: 'https://example.com/new.apk' },
      { field: 'latest_at', before: 5, after: ASKED, atApproval: 'at' },
    ]);
    // The rows themselves: only what the write changes in each (the URL was edited before, while not live).
    expect(rows.map((row) => row.changes.map((change) => change.field))).toEqual([['latest_at'], ['latest_at']]);
    // Without the policies nothing is live.
    expect(shownRows(request).map((row) => row.action)).toEqual(['update', 'update']);
  });

  it('does not list a field whose value only changed its spelling', () => {
    const rows = shownRows({
      ...publish,
      rows: [
        {
          target: 'version:7',
          before: version(7, { package_size: '1.50', force_update: 0 }),
          after: version(7, { package_size: 1.5, force_update: false }),
        },
      ],
    } as unknown as Approval);
    expect(rows[0]!.changes).toEqual([]);
  });

  it('marks the requester as the approver and keeps a secret change without its values', () => {
    const rows = shownRows({
      ...transfer,
      changes: [{ field: 'api_key', secret: true, target: 'exchange_transfer:9' }],
    });
    expect(rows[0]!.action).toBe('create');
    expect(rows[0]!.changes).toContainEqual({ field: 'operator', before: null, after: 'maker', atApproval: 'by' });
    // Who asked stays who asked.
    expect(rows[0]!.changes).toContainEqual({ field: 'requested_by', before: null, after: 'maker' });
    expect(rows[0]!.changes).toContainEqual({ field: 'api_key', before: undefined, after: undefined, secret: true });
    expect(rows[0]!.changes.some((change) => change.field === 'created_at' || change.field === 'id')).toBe(false);
  });

  it('reads a request stored without whole rows from its field diff, row by row', () => {
    const rows = shownRows({ ...publish, rows: undefined });
    expect(rows).toEqual([
      {
        target: 'version:7',
        resource: 'version',
        row: {},
        action: 'update',
        changes: [{ field: 'latest_at', before: null, after: ASKED, atApproval: 'at' }],
      },
    ]);
  });
});

describe('RequestRows', () => {
  it("shows an internal transfer in the screen's labels with the accounts' names, the approver set at approval", async () => {
    await setLanguage('zh');
    await renderAt('/approvals', () => <RequestRows request={transfer} />);
    // The exchange group's chunk and catalogue load first (slow on a cold transform).
    const row = await screen.findByRole('region', { name: /#9$/ }, { timeout: 30_000 });
    expect(row.textContent).toContain('转出账户');
    expect(row.textContent).toContain('热钱包');
    expect(row.textContent).toContain('转入账户');
    expect(row.textContent).toContain('冷钱包');
    expect(row.textContent).toContain('审批人');
    expect(row.textContent).toMatch(/申请人.*maker/);
    expect(row.textContent).not.toMatch(/from_account|to_account/);
  });

  it('shows a publish with its dates as the product formats them, in English', async () => {
    await setLanguage('en');
    try {
      await renderAt('/approvals', () => <RequestRows request={{ ...publish, rows: [publish.rows![1]!] }} />);
      const row = await screen.findByRole('region', { name: /#3$/ }, { timeout: 30_000 });
      expect(row.textContent).toContain(formatMoment(5));
      expect(row.textContent).not.toContain('latest_at');
      await setLanguage('en');
      await renderAt('/approvals', () => <RequestRows request={transfer} />);
      const created = await screen.findByRole('region', { name: /#9$/ });
      expect(created.textContent).toContain('Hot wallet');
      expect(created.textContent).toContain('the approver');
    } finally {
      await setLanguage('zh');
    }
  });
});
