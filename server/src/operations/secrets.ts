// `x-secret` properties: an entity's (app secrets) are answered in full once, by the create; a config document's
// (integration keys and secrets, written on a settings screen) never are. Either is answered masked (maskSecret), and a
// masked value sent back by a form keeps the stored one.
import { isObject, objectShape, type OpenApiDocument } from '@wallet-admin/sdk/contract';
import { REDACTED_CHANGED } from '../http/audit.ts';

export const MASK = '*'.repeat(12);

/** A secret as it is shown: MASK and at most its last 4 characters, never more than a quarter of it, none under 8
 * (a 4-character secret's last 4 would be all of it). */
export function maskSecret(secret: string): string {
  const shown = secret.length < 8 ? 0 : Math.min(4, Math.floor(secret.length / 4));
  return MASK + (shown === 0 ? '' : secret.slice(-shown));
}

const isSecret = (prop: Record<string, unknown>) => prop['x-secret'] === true;

/** A copy of a config document with its non-empty secrets masked, nested objects included (what get, set and the
 * audit log show). */
export function maskedDocument(doc: OpenApiDocument, schema: unknown, value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [name, prop] of objectShape(doc, schema).properties) {
    const v = out[name];
    if (isSecret(prop)) {
      if (typeof v === 'string' && v !== '') out[name] = maskSecret(v);
    } else if (isObject(v)) out[name] = maskedDocument(doc, prop, v);
  }
  return out;
}

/** The config document to store: a secret sent back masked, or left blank, keeps the stored value (empty when none
 * was stored): a form that does not show a secret must not erase it. */
export function withStoredSecrets(doc: OpenApiDocument, schema: unknown, body: unknown, stored: unknown): unknown {
  if (!isObject(body)) return body;
  const out: Record<string, unknown> = { ...body };
  const before = isObject(stored) ? stored : {};
  for (const [name, prop] of objectShape(doc, schema).properties) {
    const v = out[name];
    if (isSecret(prop)) {
      if (typeof v === 'string' && (v.startsWith(MASK) || v.trim() === ''))
        out[name] = typeof before[name] === 'string' ? before[name] : '';
    } else if (isObject(v)) out[name] = withStoredSecrets(doc, prop, v, before[name]);
  }
  return out;
}

/** A config document's before and after as the audit log keeps them: masked, and a secret that changed marked so
 * (even when its last 4 characters did not), so its history has the entry without the value. */
export function auditedDocuments(doc: OpenApiDocument, schema: unknown, before: unknown, after: unknown): [unknown, unknown] {
  const masked = maskedDocument(doc, schema, after);
  if (!isObject(masked) || !isObject(after)) return [maskedDocument(doc, schema, before), masked];
  const then = isObject(before) ? before : {};
  const out: Record<string, unknown> = { ...masked };
  for (const [name, prop] of objectShape(doc, schema).properties) {
    const now = after[name];
    if (isSecret(prop) && typeof now === 'string' && now !== '' && now !== then[name]) out[name] = REDACTED_CHANGED;
    else if (isObject(now) && isObject(masked[name])) out[name] = auditedDocuments(doc, prop, then[name], now)[1];
  }
  return [maskedDocument(doc, schema, before), out];
}
