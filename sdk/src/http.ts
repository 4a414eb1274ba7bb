// One HTTP exchange: the URL written from the operation's path and parameters, the request sent, the answer read.
// A module of its own, so the upload entry (which shares transport.ts) does not bundle the serializers.
import { createFinalURL, createQuerySerializer, defaultPathSerializer, removeTrailingSlash } from 'openapi-fetch';

/** What one attempt sends: the operation's method and path template, its parameters, headers and encoded body. */
export interface HttpCall {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  pathParams?: Record<string, unknown>;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

// openapi-fetch's serializers write the URL as the contract's parameter styles say: path parameters filled in,
// the query as form style with arrays as repeated keys (`ids=1&ids=2`).
const querySerializer = createQuerySerializer();

/**
 * Sends one request and reads its answer: the parsed JSON of a 2xx (undefined when empty, as a 204 is; a
 * SyntaxError when it is not JSON), or of a failed answer its JSON, else its text. Not openapi-fetch's createClient:
 * its middleware and per-call options are code a one-call script would ship and the client never uses (issue 30).
 */
export async function httpCall(
  fetchFn: (request: Request) => Promise<Response>,
  baseUrl: string,
  call: HttpCall,
): Promise<{ body: unknown; response: Response }> {
  const url = createFinalURL(call.path, {
    baseUrl: removeTrailingSlash(baseUrl),
    params: { query: call.query, path: call.pathParams },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  const { method, headers, body, signal } = call;
  const response = await fetchFn(new Request(url, { method: method.toUpperCase(), headers, body, signal }));
  const text = await response.text();
  if (response.ok) return { body: text ? JSON.parse(text) : undefined, response };
  try {
    return { body: JSON.parse(text), response };
  } catch {
    return { body: text, response };
  }
}
