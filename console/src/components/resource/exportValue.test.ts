import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import campaign from 'virtual:contract/campaign';
import campaignCode from 'virtual:contract/campaign_code';
import message from 'virtual:contract/message';
import { loadScreenCatalogue } from '@/i18n';
import { exportValue } from './exportValue';
import { useLabels } from './labels';

describe('exportValue', () => {
  it('writes a row of the message export as the message list shows it, not as stored', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('msg_excel')).result.current;
    const schema = message.entity?.properties ?? {};
    const at = (field: string, value: unknown) => exportValue(value, { field, schema: schema[field] }, labels);
    // A date cell of the business zone's wall clock (export-xlsx.ts), not text.
    expect(at('created_at', 1_700_000_000_000)).toEqual({ moment: 1_700_000_000_000, day: false });
    // 0 delivers at once: not a range's bound, so not "no limit".
    expect(at('scheduled_at', 0)).toBeNull();
    expect(at('status', 0)).toEqual(expect.any(String));
    expect(at('status', 0)).not.toBe('0');
    expect(at('platform', 'all')).toBe('全部');
    expect(at('lang', 'zh-Hans')).toBe('简体中文');
    expect(at('recipient_count', 12)).toBe(12);
    expect(at('sent_at', null)).toBeNull();
  });

  it('writes a chain by name, and nothing for chain 0 (a centralized exchange)', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('msg_excel')).result.current;
    const names = new Map([[1, 'Ethereum']]);
    const chain = (id: number) =>
      exportValue(id, { field: 'blockchain_id', schema: undefined, cell: 'chain' }, labels, (n) => names.get(n));
    expect([chain(1), chain(0)]).toEqual(['Ethereum', null]);
  });

  it("writes nothing for a moment that has not happened (an unused code's 使用时间), 不限 only for a range's bound of 0", async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('campaign_code')).result.current;
    const code = campaignCode.entity?.properties ?? {};
    const window = campaign.entity?.properties ?? {};
    expect(exportValue(0, { field: 'used_at', schema: code.used_at }, labels)).toBeNull();
    expect(exportValue(0, { field: 'end_at', schema: window.end_at }, labels)).toBe('不限');
    expect(exportValue(0, { field: 'start_at', schema: window.start_at }, labels)).toBe('不限');
  });

  it('writes a referenced row by its name as the list shows it (the campaign, not its id), #id when unknown', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('campaign_code')).result.current;
    const schema = campaignCode.entity?.properties?.campaign_id;
    const names = new Map([[9, '新春活动']]);
    const at = (id: number) => exportValue(id, { field: 'campaign_id', schema }, labels, (n) => names.get(n));
    expect([at(9), at(7), at(0)]).toEqual(['新春活动', '#7', null]);
  });
});
