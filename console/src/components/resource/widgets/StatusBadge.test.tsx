// A status badge's colour: the contract's x-enum-tones where it gives them (issue 56: a reward 待发放 read green).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import reward from 'virtual:contract/exchange_reward';
import { StatusBadge } from './StatusBadge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it('reads an unpaid reward as a warning and a paid one as a success', () => {
    const schema = reward.entity?.properties?.status;
    expect(schema?.enumTones).toEqual({ '0': 'warning', '1': 'success' });
    render(
      <>
        <StatusBadge schema={schema} value={0} label="待发放" />
        <StatusBadge schema={schema} value={1} label="已发放" />
      </>,
    );
    expect(screen.getByText('待发放').className).toMatch(/warning/);
    expect(screen.getByText('已发放').className).toMatch(/success/);
  });
});
