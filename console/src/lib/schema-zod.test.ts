import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './contract';
import otcToken from 'virtual:contract/otc_token';
import otcMerchantCurrency from 'virtual:contract/otc_merchant_currency';
import { objectRule, type RuleMessages } from './schema-zod';

const m: RuleMessages = {
  required: 'required',
  minLength: (n) => `min ${n}`,
  maxLength: (n) => `max ${n}`,
  pattern: 'pattern',
  oneOf: 'oneOf',
  integer: 'integer',
  number: 'number',
  min: (n) => `>= ${n}`,
  max: (n) => `<= ${n}`,
  url: 'url',
  maxItems: (n) => `items ${n}`,
  dateTime: 'dateTime',
  endBeforeStart: 'endBeforeStart',
  notAbove: (low, high) => `${low} > ${high}`,
  decimals: (n) => `decimals ${n}`,
};
const schema: FieldSchema = {
  type: 'object',
  required: ['name', 'platform', 'decimals'],
  properties: {
    name: { type: 'string', ref: 'Name', minLength: 1, maxLength: 8 },
    code: { type: 'string', pattern: '^[a-z]+$' },
    platform: { type: 'integer', enum: [1, 2, 3] },
    lang: { type: 'string', enum: ['zh-Hans', 'en'] },
    decimals: { type: 'integer', minimum: 0, maximum: 36 },
    logo: { type: 'string', ref: 'Url', maxLength: 1024, pattern: '^(https?://\\S+)?$' },
  },
};
const rule = objectRule(schema, m);
const messages = (input: Record<string, unknown>) =>
  Object.fromEntries((rule.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('objectRule (contract schema → zod)', () => {
  it('reports every missing required field as required, blanks included', () => {
    expect(messages({ name: '', decimals: '' })).toEqual({ name: 'required', platform: 'required', decimals: 'required' });
  });
  it('checks lengths and patterns', () => {
    expect(messages({ name: 'x'.repeat(9), platform: 1, decimals: 1, code: 'AB' })).toEqual({ name: 'max 8', code: 'pattern' });
  });
  it('checks enums, mapping select strings back to numbers', () => {
    expect(rule.parse({ name: 'a', platform: '2', decimals: '3' })).toMatchObject({ platform: 2, decimals: 3 });
    expect(messages({ name: 'a', platform: 9, decimals: 1, lang: 'fr' })).toEqual({ platform: 'oneOf', lang: 'oneOf' });
  });
  it('checks integer ranges', () => {
    expect(messages({ name: 'a', platform: 1, decimals: 37 })).toEqual({ decimals: '<= 36' });
    expect(messages({ name: 'a', platform: 1, decimals: -1 })).toEqual({ decimals: '>= 0' });
    expect(messages({ name: 'a', platform: 1, decimals: 1.5 })).toEqual({ decimals: 'integer' });
    expect(messages({ name: 'a', platform: 1, decimals: 'abc' })).toEqual({ decimals: 'number' });
  });
  it('checks URLs, keeps an empty optional URL (to clear it) and drops other blank optionals', () => {
    expect(messages({ name: 'a', platform: 1, decimals: 1, logo: 'ftp:x' })).toEqual({ logo: 'url' });
    expect(rule.parse({ name: 'a', platform: 1, decimals: 1, logo: '', code: '' })).toEqual({
      name: 'a',
      platform: 1,
      decimals: 1,
      logo: '',
    });
  });
  it('builds a subset when a form shows only some fields', () => {
    expect(Object.keys(objectRule(schema, m, ['name', 'logo']).shape)).toEqual(['name', 'logo']);
  });
});

describe('moments (TimeMs) and periods', () => {
  const time: FieldSchema = { type: 'integer', ref: 'TimeMs', minimum: 0 };
  const period = objectRule({ type: 'object', properties: { start_at: time, end_at: time }, ranges: [['start_at', 'end_at']] }, m);
  const issues = (input: Record<string, unknown>) =>
    Object.fromEntries((period.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  it('refuses an end before its start under the end', () => {
    expect(issues({ start_at: 2000, end_at: 1000 })).toEqual({ end_at: 'endBeforeStart' });
    expect(issues({ start_at: 1000, end_at: 2000 })).toEqual({});
  });
  it('checks only the pairs the contract declares (x-range)', () => {
    const undeclared = objectRule({ type: 'object', properties: { start_at: time, end_at: time } }, m);
    expect(undeclared.safeParse({ start_at: 2000, end_at: 1000 }).success).toBe(true);
  });
  it('treats 0 as no limit on either side', () => {
    expect(issues({ start_at: 2000, end_at: 0 })).toEqual({});
    expect(issues({ start_at: 0, end_at: 1000 })).toEqual({});
  });
  it('says how to write a moment that could not be read', () => {
    expect(issues({ start_at: '31/01/2026' })).toEqual({ start_at: 'dateTime' });
  });
});

describe('rules across fields (x-rules), as the door of the server keeps them', () => {
  const amount: FieldSchema = { type: 'string', format: 'decimal' };
  const staking = objectRule(
    {
      type: 'object',
      properties: { min_stake: amount, max_stake: amount, link_type: { type: 'integer' }, link_url: { type: 'string' } },
      rules: [{ le: ['min_stake', 'max_stake'] }, { requires: 'link_url', when: { link_type: 1 } }],
    },
    m,
  );
  const issues = (input: Record<string, unknown>) =>
    Object.fromEntries((staking.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  it('refuses a low side above the high one at the high field, exactly (decimals, not floats), 0 as no limit', () => {
    expect(issues({ min_stake: '100', max_stake: '10' })).toEqual({ max_stake: 'min_stake > max_stake' });
    expect(issues({ min_stake: '0.30000000000000001', max_stake: '0.3' })).toEqual({ max_stake: 'min_stake > max_stake' });
    expect(issues({ min_stake: '10', max_stake: '100' })).toEqual({});
    expect(issues({ min_stake: '10', max_stake: '0' })).toEqual({});
  });
  it('asks for a field while another has the value that needs it', () => {
    expect(issues({ link_type: 1, link_url: ' ' })).toEqual({ link_url: 'required' });
    expect(issues({ link_type: 0, link_url: '' })).toEqual({});
  });
  it('checks only rules whose fields the form shows', () => {
    const shown = objectRule({ type: 'object', properties: { min_stake: amount }, rules: [{ le: ['min_stake', 'max_stake'] }] }, m);
    expect(shown.safeParse({ min_stake: '100' }).success).toBe(true);
  });
});

describe('money precision (x-decimals, x-decimals-of), as the door refuses it (issue 56)', () => {
  const issues = (schema: FieldSchema | undefined, fields: string[], input: Record<string, unknown>) =>
    Object.fromEntries((objectRule(schema!, m, fields).safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('refuses a price past its 4 decimals and a fiat limit past its 2; trailing zeros do not count', () => {
    const fields = ['buy_price', 'max_amount'];
    expect(issues(otcMerchantCurrency.entity, fields, { buy_price: '7.123456789', max_amount: '10.001' })).toEqual({
      buy_price: 'decimals 4',
      max_amount: 'decimals 2',
    });
    expect(issues(otcMerchantCurrency.entity, fields, { buy_price: '7.12350000', max_amount: '10.5' })).toEqual({});
  });

  it("refuses a token's limit past the decimals the same form gives the token", () => {
    const fields = ['decimals', 'min_amount'];
    expect(issues(otcToken.entity, fields, { decimals: 6, min_amount: '1.1234567' })).toEqual({ min_amount: 'decimals 6' });
    expect(issues(otcToken.entity, fields, { decimals: 8, min_amount: '1.1234567' })).toEqual({});
  });
});
