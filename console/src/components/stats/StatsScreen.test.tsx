import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import contract from 'virtual:contract/statExchangeTrade';
import { defineStats } from '@/lib/stats-screen';
import { useLabels } from '@/components/resource/labels';
import { defaultRange, StatsTable, type StatsAnswer } from './StatsScreen';

afterEach(cleanup);

const spec = {
  route: '/exchange/stat/trade',
  key: 'exchange_stat_trade',
  operation: 'statExchangeTrade' as const,
  contract,
  figures: [{ field: 'count' }, { field: 'amount', money: true, chart: '--color-primary-ink' }],
};

function Table({ answer }: { answer: StatsAnswer }) {
  return <StatsTable spec={spec} answer={answer} labels={useLabels(spec.key)} />;
}

describe('statistics screen', () => {
  it('is a page description whose screen loads with the route', () => {
    const page = defineStats({ ...spec, from: { screen: '/exchange/adminindex' } });
    expect(page).toMatchObject({ kind: 'page', route: '/exchange/stat/trade', key: 'exchange_stat_trade' });
  });

  it('shows the same numbers as a table, exact, with the total', () => {
    const day = Date.UTC(2026, 0, 1) - 8 * 3_600_000;
    render(
      <Table
        answer={{
          list: [
            { day, count: 1200, amount: '1234567.100000000000000001' },
            { day: day + 86_400_000, count: 3, amount: '0.2' },
          ],
          total: { count: 1203, amount: '1234567.300000000000000001' },
          decimals: 6,
        }}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('2026-01-01');
    expect(within(rows[1]!).getByText('1,234,567.100000000000000001')).toBeTruthy();
    expect(within(rows[2]!).getByText('0.200000')).toBeTruthy();
    expect(within(rows[3]!).getByText('1,203')).toBeTruthy();
  });

  it('starts at 90 whole business days back, today the last', () => {
    // 2026-07-01 01:00 at UTC+8 (the business zone), still 30 June in UTC.
    const { from, to } = defaultRange(Date.UTC(2026, 5, 30, 17));
    expect(from).toBe(Date.UTC(2026, 3, 2, 16));
    expect(to).toBe(Date.UTC(2026, 6, 1, 16) - 1);
    expect(Math.round((to - from) / 86_400_000)).toBe(90);
  });
});
