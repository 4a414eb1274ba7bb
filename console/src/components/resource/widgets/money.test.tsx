import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import orderContract from 'virtual:contract/swap_order';
import custodyToken from 'virtual:contract/custody_token';
import otcToken from 'virtual:contract/otc_token';
import otcMerchantCurrency from 'virtual:contract/otc_merchant_currency';
import type { FieldSchema } from '@/lib/contract';
import { Cell, cellOf } from '../cells';
import { useLabels } from '../labels';
import { renderAt } from '../test-utils';
import { MoneyText, rowDecimals } from './money';

afterEach(cleanup);

/** One cell of a list as the table shows it. */
function OneCell({
  field,
  row,
  schema,
  trim,
}: {
  field: string;
  row: Record<string, unknown>;
  schema: FieldSchema | undefined;
  trim?: boolean;
}) {
  const labels = useLabels('otc_token');
  return (
    <span data-testid="cell">
      <Cell column={{ field, trim }} row={row} schema={schema} labels={labels} />
    </span>
  );
}
const cellText = async (field: string, row: Record<string, unknown>, schema: FieldSchema | undefined, trim?: boolean) => {
  await renderAt('/', () => <OneCell field={field} row={row} schema={schema} trim={trim} />);
  const text = screen.getByTestId('cell').textContent;
  cleanup();
  return text;
};

describe('money', () => {
  it('is the default cell of every money field (format: decimal)', () => {
    const schema = orderContract.entity?.properties?.from_amount;
    expect(schema?.format).toBe('decimal');
    expect(cellOf<Record<string, unknown>>({ field: 'from_amount' }, schema).kind).toBe('money');
  });

  it('shows grouped digits with the token decimals and never rounds', () => {
    render(
      <>
        <MoneyText value="1234567.5" decimals={6} />
        <MoneyText value="0.123456789012345678" decimals={6} />
      </>,
    );
    expect(screen.getByText('1,234,567.500000')).toBeTruthy();
    expect(screen.getByText('0.123456789012345678')).toBeTruthy();
  });

  it('reads the precision from the row', () => {
    expect(rowDecimals({ decimals: 8 })).toBe(8);
    expect(rowDecimals({ decimals: '8' })).toBeUndefined();
    expect(rowDecimals(null)).toBeUndefined();
  });

  it('shows USD values with their 2 decimals, not the token row\'s 18 (issue 56: "1,250.780000000000000000")', async () => {
    const schema = custodyToken.entity?.properties?.value_usd;
    expect(schema?.decimals).toBe(2);
    expect(await cellText('value_usd', { decimals: 18, value_usd: '1250.780000000000000000' }, schema)).toBe('1,250.78');
    expect(await cellText('value_usd', { decimals: 18, value_usd: '25000' }, schema)).toBe('25,000.00');
    // The token's own balance keeps the token's precision.
    expect(await cellText('balance', { decimals: 6, balance: '0.1' }, custodyToken.entity?.properties?.balance)).toBe('0.100000');
  });

  it("shows an upper limit of 0 as no limit and a token's limit trimmed where the screen says so", async () => {
    const max = otcToken.entity?.properties?.max_amount;
    expect(max?.noLimit).toBe(true);
    expect(await cellText('max_amount', { decimals: 18, max_amount: '0.000000000000000000' }, max)).toBe('不限');
    expect(
      await cellText('min_amount', { decimals: 18, min_amount: '0.006250000000000000' }, otcToken.entity?.properties?.min_amount, true),
    ).toBe('0.00625');
    expect(await cellText('max_amount', { max_amount: '0' }, otcMerchantCurrency.entity?.properties?.max_amount)).toBe('不限');
    expect(await cellText('buy_price', { buy_price: '7.1' }, otcMerchantCurrency.entity?.properties?.buy_price)).toBe('7.1000');
  });
});
