// The approval policies' rule, shared by the server's door and the console's forms (x-approval-policy).
import { describe, expect, it } from 'vitest';
import { needsApproval, type ApprovalPolicy } from './row-rules.js';

const latest: ApprovalPolicy = { when: { latest_at: 'set' }, fields: ['download_url', 'force_update'], harmless: [], creates: false };
const forced: ApprovalPolicy = { when: { upgrade_type: 1 }, fields: [], harmless: [], creates: true };
const sent: ApprovalPolicy = { when: { status: 1 }, fields: [], harmless: [], creates: false };
const live: ApprovalPolicy = { when: { latest_at: 'set' }, fields: [], harmless: ['remark'], creates: false };

describe('needsApproval', () => {
  it('guards the listed fields of a row in the guarded state, before or after the write', () => {
    const row = { id: 1, latest_at: 1_700_000_000, download_url: 'https://a', remark: '' };
    expect(needsApproval([latest], row, { ...row, download_url: 'https://b' }, ['download_url'])).toBe(true);
    expect(needsApproval([latest], row, { ...row, remark: 'x' }, ['remark'])).toBe(false);
    expect(
      needsApproval([latest], { ...row, latest_at: null }, { ...row, latest_at: null, download_url: 'https://b' }, ['download_url']),
    ).toBe(false);
    // Leaving the guarded state is guarded too: the row before it held.
    expect(needsApproval([latest], row, { ...row, latest_at: null, force_update: true }, ['latest_at', 'force_update'])).toBe(true);
  });

  it('guards a create only where the policy says so, and any change or delete where it lists no field', () => {
    expect(needsApproval([forced], null, { upgrade_type: '1' }, ['upgrade_type'])).toBe(true);
    expect(needsApproval([forced], null, { upgrade_type: 2 }, ['upgrade_type'])).toBe(false);
    expect(needsApproval([sent], null, { status: 1 }, ['status'])).toBe(false);
    expect(needsApproval([sent], { status: 1, title: 'a' }, { status: 1, title: 'b' }, ['title'])).toBe(true);
    expect(needsApproval([sent], { status: 1 }, null, [])).toBe(true);
    expect(needsApproval([sent], { status: 1 }, { status: 1 }, [])).toBe(false);
  });

  it('guards every field of a live row but its harmless ones (deny by default)', () => {
    const row = { id: 7, latest_at: 1_700_000_000, platform: 'android', remark: '' };
    expect(needsApproval([live], row, { ...row, platform: 'ios' }, ['platform'])).toBe(true);
    expect(needsApproval([live], row, { ...row, remark: 'checked' }, ['remark'])).toBe(false);
    expect(needsApproval([live], row, { ...row, remark: 'checked', platform: 'ios' }, ['remark', 'platform'])).toBe(true);
    expect(needsApproval([live], row, null, [])).toBe(true);
  });
});
