import { describe, expect, it } from 'vitest';
import { requestUrl, send } from './send.js';

describe('requestUrl', () => {
  it('fills path parameters and writes the query percent-encoded, leaving out undefined and null', () => {
    expect(
      requestUrl(
        'http://api.test/prefix/',
        '/v1/admin/category/delete/{id}',
        { id: 'a/b c' },
        {
          key: '钱包 & co',
          start: 0,
          none: undefined,
          empty: null,
          flag: false,
        },
      ),
    ).toBe('http://api.test/prefix/v1/admin/category/delete/a%2Fb%20c?key=%E9%92%B1%E5%8C%85%20%26%20co&start=0&flag=false');
  });

  it('repeats the key of an array (form, exploded) and writes nothing for an empty one', () => {
    expect(requestUrl('', '/v1/x', {}, { id: [1, 2], none: [] })).toBe('/v1/x?id=1&id=2');
  });

  it('leaves a segment whose parameter is missing as it is (checkParams refuses the call before)', () => {
    expect(requestUrl('http://api.test', '/v1/x/{id}')).toBe('http://api.test/v1/x/{id}');
  });
});

describe('send', () => {
  const answer = (body: string, status: number) => () => Promise.resolve(new Response(status === 204 ? null : body, { status }));

  it('sends a Request with the given method, headers and body', async () => {
    let seen: Request | undefined;
    await send(
      (request) => {
        seen = request;
        return Promise.resolve(new Response('{}'));
      },
      'http://api.test/v1/x',
      { method: 'POST', headers: { token: 't', 'Content-Type': 'application/json' }, body: '{"a":1}' },
    );
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.get('token')).toBe('t');
    expect(await seen?.text()).toBe('{"a":1}');
  });

  it('parses a JSON answer, and reads no body as undefined', async () => {
    await expect(send(answer('{"result":0}', 200), 'http://api.test', {})).resolves.toMatchObject({ body: { result: 0 } });
    await expect(send(answer('', 204), 'http://api.test', {})).resolves.toMatchObject({ body: undefined });
  });

  it('keeps the text of a failed answer that is not JSON, and rejects a 2xx one that is not', async () => {
    await expect(send(answer('Bad Gateway', 502), 'http://api.test', {})).resolves.toMatchObject({ body: 'Bad Gateway' });
    await expect(send(answer('<html>', 200), 'http://api.test', {})).rejects.toBeInstanceOf(SyntaxError);
  });
});
