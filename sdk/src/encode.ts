// Request bodies in the operation's media type (see the media-type rule in openapi.yaml).

const FORM = 'application/x-www-form-urlencoded';

/**
 * A value as text: scalars as themselves, objects and arrays as JSON (never `[object Object]`), nothing for null,
 * undefined, functions and symbols. Form fields, signatures and the console's cells all print values this way.
 */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      return value === null ? '' : JSON.stringify(value);
    default:
      return '';
  }
}

/**
 * How a row is named to a person: the values of its label fields (an entity's `x-label` in the contract) joined by
 * ` · `, leaving out empty ones; `#id` when none has a value. The console's buttons, pickers and dialogs and the
 * server's dashboard sentences all name rows this way.
 */
export function rowLabel(fields: readonly string[] | undefined, row: Readonly<Record<string, unknown>>): string {
  const parts = (fields ?? []).map((field) => toText(row[field]).trim()).filter(Boolean);
  return parts.length ? parts.join(' · ') : `#${toText(row.id)}`;
}

/** URLSearchParams of a flat object, leaving out undefined (and null) values. */
function encodeForm(body: unknown): string {
  const form = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      form.append(key, toText(value));
    }
  }
  return form.toString();
}

export function encodeBody(mediaType: string, body: unknown): string {
  return mediaType === FORM ? encodeForm(body) : JSON.stringify(body);
}
