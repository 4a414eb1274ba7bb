// A write's diff lists only what changed (issue 58: the history listed unchanged fields as changes), however each
// side spells a value: a number and its text, JSON text and its object, keys in another order, a decimal's zeros.
import { describe, expect, test } from 'vitest';
import { fieldChanges, unchanged } from './changes.ts';

describe('fieldChanges', () => {
  test('a field written with the value it had is not a change', () => {
    const before = { id: 1, title: 'Uniswap', sort: 3, status: 0, extra: '{"b":1,"a":[1,2]}', enabled: true, price: '1.50' };
    const after = { id: 1, title: 'Uniswap!', sort: '3', status: 0, extra: { a: [1, 2], b: 1 }, enabled: 1, price: '1.50' };
    expect(fieldChanges(undefined, before, after)).toEqual([{ field: 'title', before: 'Uniswap', after: 'Uniswap!' }]);
  });
  test('a real change of a text stays a change, even when both read as the same number', () => {
    expect(unchanged('007', '7')).toBe(false);
    expect(unchanged('a', 'b')).toBe(false);
    expect(unchanged(1, '2')).toBe(false);
    expect(unchanged('{"a":1}', { a: 2 })).toBe(false);
  });
  test("a decimal column's trailing zeros are not a change", () => {
    expect(unchanged('1.50', '1.5', true)).toBe(true);
    expect(unchanged('1.50', '1.51', true)).toBe(false);
    expect(unchanged('-0.0', '0', true)).toBe(true);
  });
});
