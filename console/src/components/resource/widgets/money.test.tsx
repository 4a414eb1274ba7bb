import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import orderContract from 'virtual:contract/swap_order';
import { cellOf } from '../cells';
import { MoneyText, rowDecimals } from './money';

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
});
