import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import message from 'virtual:contract/message';
import { loadScreenCatalogue } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { exportValue } from './exportValue';
import { useLabels } from './labels';

describe('exportValue', () => {
  it('writes a row of the message export as the message list shows it, not as stored', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('msg_excel')).result.current;
    const schema = message.entity?.properties ?? {};
    const at = (field: string, value: unknown) => exportValue(value, { field, schema: schema[field] }, labels);
    expect(at('created_at', 1_700_000_000_000)).toBe(formatDateTime(1_700_000_000_000));
    expect(at('scheduled_at', 0)).toBe('不限');
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
});
