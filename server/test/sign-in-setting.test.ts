// Issue 55: the second factor at sign-in is on by default, and `SIGN_IN_SECOND_FACTOR=off` is for a demo on this
// machine only: refused with a shared database (DATABASE_URL) and on an address other than a loopback one.
import { describe, expect, it } from 'vitest';
import { signInSecondFactor } from '../src/config.ts';

describe('SIGN_IN_SECOND_FACTOR', () => {
  it('is on unless turned off, and off only for a loopback demo without DATABASE_URL', () => {
    expect(signInSecondFactor(undefined, {}, '0.0.0.0')).toBe(true);
    expect(signInSecondFactor('on', { DATABASE_URL: 'postgres://db/x' }, '10.0.0.5')).toBe(true);
    expect(signInSecondFactor('off', {}, '127.0.0.1')).toBe(false);
    expect(() => signInSecondFactor('off', { DATABASE_URL: 'postgres://db/x' }, '127.0.0.1')).toThrow(/not with DATABASE_URL/);
    expect(() => signInSecondFactor('off', {}, '0.0.0.0')).toThrow(/HOST must be a loopback address, not 0.0.0.0/);
  });
});
