// Request bodies in the operation's media type (see the media-type rule in openapi.yaml).

const FORM = 'application/x-www-form-urlencoded';

function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  // Flat bodies only hold primitives; anything else would be JSON per the contract, so keep it readable.
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** URLSearchParams of a flat object, leaving out undefined (and null) values. */
function encodeForm(body: unknown): string {
  const form = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      form.append(key, formValue(value));
    }
  }
  return form.toString();
}

export function encodeBody(mediaType: string, body: unknown): string {
  return mediaType === FORM ? encodeForm(body) : JSON.stringify(body);
}
