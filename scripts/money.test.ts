// Money is never a JSON number: every amount/balance/price/fee/value-like property of the contract, and every
// property declared money (`format: decimal`, common.yaml#/Amount), is a decimal string. A float cannot hold
// 0.1 + 0.2, so an amount that travels as one is already wrong before anyone adds it up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deref, schemaTypes, type OpenApiDocument } from '@wallet-admin/sdk/contract';

const root = join(import.meta.dirname, '..');
const doc = JSON.parse(readFileSync(join(root, 'sdk/src/generated/openapi.json'), 'utf8')) as OpenApiDocument;

const MONEY_NAME = /(^|_)(amount|balance|price|fee|value|volume|cost|profit|reward|usd|assets?)(_|$)/;
/** Fields that were floats before this test: the owners of those groups move them to `Amount` (named, never grown). */
const LEGACY: ReadonlySet<string> = new Set([
  'UsdAmount', // flashcash.yaml: amount_usd, volume_usd, min/max_amount_usd, min_order_usd
  'volume_24h', // application.yaml: a DApp's 24 h volume
]);

interface Finding {
  where: string;
  name: string;
  types: string[];
  money: boolean;
}

function walk(node: unknown, where: string, out: Finding[], seen: Set<unknown>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  const properties = record.properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const [name, prop] of Object.entries(properties as Record<string, unknown>)) {
      const ref =
        typeof (prop as { $ref?: unknown }).$ref === 'string'
          ? String((prop as { $ref: string }).$ref)
              .split('/')
              .pop()
          : undefined;
      const resolved = deref(doc, prop);
      out.push({
        where: `${where}.${name}${ref ? ` ($ref ${ref})` : ''}`,
        name: ref && LEGACY.has(ref) ? ref : name,
        types: schemaTypes(doc, prop),
        money: resolved.format === 'decimal',
      });
    }
  }
  for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`, out, seen);
}

describe('money in the contract', () => {
  const found: Finding[] = [];
  walk(doc, '#', found, new Set());

  it('finds the money fields (the walk reaches every schema)', () => {
    expect(found.filter((f) => f.money).length).toBeGreaterThan(10);
  });

  it('no money field is a JSON number', () => {
    // A union with string (an NFT attribute's value: text or number) is no amount.
    const float = (f: Finding) => f.types.includes('number') && !f.types.includes('string');
    const floats = found.filter((f) => (f.money || MONEY_NAME.test(f.name)) && float(f) && !LEGACY.has(f.name));
    expect(floats.map((f) => f.where)).toEqual([]);
  });

  it('every declared money field is a decimal string with a pattern', () => {
    const bad = found.filter((f) => f.money && !(f.types.length === 1 && f.types[0] === 'string'));
    expect(bad.map((f) => f.where)).toEqual([]);
  });
});
