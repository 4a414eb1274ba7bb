// `x-secret` properties: an entity's (app secrets) are answered in full once, by the create; a config document's
// (integration keys and secrets, written on a settings screen) never are. Either is answered as MASK and its last 4
// characters, and a masked value sent back by a form keeps the stored one.
import { isObject, objectShape, type OpenApiDocument } from '@wallet-admin/sdk/contract';

export const MASK = '*'.repeat(12);

const isSecret = (prop: Record<string, unknown>) => prop['x-secret'] === true;

/** A copy of a config document with its non-empty secrets masked, nested objects included (what get, set and the
 * audit log show). */
export function maskedDocument(doc: OpenApiDocument, schema: unknown, value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [name, prop] of objectShape(doc, schema).properties) {
    const v = out[name];
    if (isSecret(prop)) {
      if (typeof v === 'string' && v !== '') out[name] = MASK + v.slice(-4);
    } else if (isObject(v)) out[name] = maskedDocument(doc, prop, v);
  }
  return out;
}

/** The config document to store: a secret sent back masked keeps the stored value (empty when none was stored). */
export function withStoredSecrets(doc: OpenApiDocument, schema: unknown, body: unknown, stored: unknown): unknown {
  if (!isObject(body)) return body;
  const out: Record<string, unknown> = { ...body };
  const before = isObject(stored) ? stored : {};
  for (const [name, prop] of objectShape(doc, schema).properties) {
    const v = out[name];
    if (isSecret(prop)) {
      if (typeof v === 'string' && v.startsWith(MASK)) out[name] = typeof before[name] === 'string' ? before[name] : '';
    } else if (isObject(v)) out[name] = withStoredSecrets(doc, prop, v, before[name]);
  }
  return out;
}
