// A fetch that records every request and answers from a handler: the SDK's tests never need a server.
export interface CapturedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as text; null when the request has none. */
  body: string | null;
  signal: AbortSignal;
}

export type Handler = (request: CapturedRequest, index: number) => Response | Promise<Response>;

/** Reads a Request into plain values (header names lowercased). */
export async function captureRequest(request: Request): Promise<CapturedRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = request.body === null ? null : await request.text();
  return { method: request.method, url: request.url, headers, body, signal: request.signal };
}

export function fakeFetch(handler: Handler = () => envelope(0, 'ok')) {
  const requests: CapturedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const captured = await captureRequest(request);
    requests.push(captured);
    return handler(captured, requests.length - 1);
  };
  return { fetch: fetch, requests };
}

/** An HTTP 200 answer carrying the envelope. */
export function envelope(result: number, message: string, data?: unknown, init: ResponseInit = {}): Response {
  const body: Record<string, unknown> = { result, message, request_id: 'req-test' };
  if (data !== undefined) body.data = data;
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export const ok = (data?: unknown) => envelope(0, 'ok', data);

/** Never answers; rejects with the signal's reason when the request is aborted (as real fetch does). */
export function hang(request: CapturedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
}
