import { describe, expect, it } from 'vitest';
import { fieldNamedIn } from './ResourceForm';

describe('fieldNamedIn (a 40000 message → the form field it names)', () => {
  const names = ['name', 'chain_id', 'symbol'];
  it('prefers the body path the server writes', () => {
    expect(fieldNamedIn('invalid input: body.chain_id must NOT have more than 64 characters (name)', names)).toBe('chain_id');
  });
  it('falls back to a whole-word mention and ignores partial ones', () => {
    expect(fieldNamedIn('symbol is taken', names)).toBe('symbol');
    expect(fieldNamedIn('username is taken', names)).toBeUndefined();
  });
});
