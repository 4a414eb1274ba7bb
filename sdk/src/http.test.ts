import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { httpCall, type HttpCall } from './http.ts';

const call = (over: Partial<HttpCall> = {}): HttpCall => ({
  method: 'get',
  path: '/v1/admin/item/{id}',
  headers: {},
  signal: new AbortController().signal,
  ...over,
});

/** What httpCall makes of `response`, the answer to a GET of /v1/x. */
const answer = (response: Response) => httpCall(fakeFetch(() => response).fetch, 'http://h:1', call({ path: '/v1/x' }));

describe('httpCall (one request and its answer)', () => {
  it("writes the URL as the contract's parameter styles say: path filled and escaped, arrays as repeated keys", async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ result: 0 }));
    await httpCall(fetch, 'http://h:1/prefix/', call({ pathParams: { id: 'a/b c' }, query: { ids: [1, 2], key: 'x&y', skip: undefined } }));
    expect(requests[0]?.url).toBe('http://h:1/prefix/v1/admin/item/a%2Fb%20c?ids=1&ids=2&key=x%26y');
    expect(requests[0]?.method).toBe('GET');
  });

  it('sends the method, headers and body it is given', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ result: 0 }));
    await httpCall(
      fetch,
      'http://h:1',
      call({ method: 'post', path: '/v1/x', headers: { 'Content-Type': 'application/json', token: 't' }, body: '{"a":1}' }),
    );
    expect(requests[0]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json', token: 't' } });
  });

  it('reads a 2xx as JSON, an empty one as undefined, and throws SyntaxError on one that is not JSON', async () => {
    expect((await answer(Response.json({ result: 0, data: [1] }))).body).toEqual({ result: 0, data: [1] });
    expect((await answer(new Response(null, { status: 204 }))).body).toBeUndefined();
    await expect(answer(new Response('<html>', { status: 200 }))).rejects.toBeInstanceOf(SyntaxError);
  });

  it("reads a failed answer's JSON, else its text, and hands back the response", async () => {
    const envelope = await answer(Response.json({ result: 40001, message: 'no' }, { status: 401 }));
    expect(envelope.body).toEqual({ result: 40001, message: 'no' });
    expect(envelope.response.status).toBe(401);
    expect((await answer(new Response('Bad Gateway', { status: 502 }))).body).toBe('Bad Gateway');
    expect((await answer(new Response(null, { status: 503 }))).body).toBe('');
  });
});
