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
