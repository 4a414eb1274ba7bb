// `x-secret` properties of a config document (the gas API's keys): write-only, like an entity's secret columns.
// Every answer shows 12 `*` and the last 4 characters; a save that sends that masked value back keeps the stored one.
import { objectShape, type OpenApiDocument } from '@wallet-admin/sdk/contract';

/** What a secret shows instead of itself (then its last 4 characters). */
export const SECRET_MASK = '*'.repeat(12);

const secretNames = (doc: OpenApiDocument, schema: unknown) =>
  [...objectShape(doc, schema).properties].filter(([, prop]) => prop['x-secret'] === true).map(([name]) => name);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document as answered: each non-empty secret masked. */
export function maskConfig(doc: OpenApiDocument, schema: unknown, value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out = { ...value };
  for (const name of secretNames(doc, schema)) {
    const secret = out[name];
    if (typeof secret === 'string' && secret !== '') out[name] = SECRET_MASK + secret.slice(-4);
  }
  return out;
}

/** The document to store: a secret sent back masked keeps the value stored before. */
export function keepSecrets(
  doc: OpenApiDocument,
  schema: unknown,
  body: Record<string, unknown>,
  before: unknown,
): Record<string, unknown> {
  const out = { ...body };
  for (const name of secretNames(doc, schema)) {
    const sent = out[name];
    if (typeof sent === 'string' && sent.startsWith(SECRET_MASK)) out[name] = isRecord(before) ? (before[name] ?? '') : '';
  }
  return out;
}
