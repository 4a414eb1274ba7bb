// One HTTP exchange of a call: its URL (base, path parameters, query), fetch, the answer's body. This is all the
// client used of openapi-fetch's `request` (no middleware, serializer options or typed paths: the client checks the
// parameters against the operation table and reads the envelope itself), and openapi-fetch was 2.4 kB of a one-call
// script's 6 kB min+gzip.
import { toText } from './encode.js';

type Values = Readonly<Record<string, unknown>>;

/**
 * `baseUrl` (without a trailing slash) + `path` with its `{name}` segments filled in + the query: undefined and null
 * values left out, an array as its key repeated (`id=1&id=2`), every name and value percent-encoded.
 */
export function requestUrl(baseUrl: string, path: string, pathParams: Values = {}, query: Values = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (segment, name: string) => {
    const value = pathParams[name];
    return value === undefined || value === null ? segment : encodeURIComponent(toText(value));
  });
  const search: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) search.push(`${encodeURIComponent(key)}=${encodeURIComponent(toText(item))}`);
    }
  }
  return baseUrl.replace(/\/+$/, '') + filled + (search.length ? `?${search.join('&')}` : '');
}

export interface Answer {
  response: Response;
  /** The parsed JSON body; undefined when there is none; a non-2xx answer's text when it is not JSON. */
  body: unknown;
}

/** Sends the request and reads its answer. A 2xx answer that is not JSON rejects with a SyntaxError. */
export async function send(fetchRequest: (request: Request) => Promise<Response>, url: string, init: RequestInit): Promise<Answer> {
  const response = await fetchRequest(new Request(url, init));
  const text = await response.text();
  if (!text) return { response, body: undefined };
  if (response.ok) return { response, body: JSON.parse(text) as unknown };
  try {
    return { response, body: JSON.parse(text) as unknown };
  } catch {
    return { response, body: text };
  }
}
