import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mapError } from './error-mapper.ts';

/** A /v1 route that fails with a database driver's error code, answered by the one error mapper. */
async function answerTo(code: string, language = 'en') {
  const app = Fastify({ logger: false });
  app.setErrorHandler(mapError);
  app.post('/v1/admin/category/create', async () => {
    throw Object.assign(new Error(`driver says ${code}`), { code });
  });
  const response = await app.inject({ method: 'POST', url: '/v1/admin/category/create', headers: { 'accept-language': language } });
  await app.close();
  return response.json<{ result: number; message: string }>();
}

describe('a database another writer held past the wait', () => {
  it('answers 50300 "try again shortly" (which clients retry), not an internal error, on both engines', async () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '55P03', '40P01']) {
      const answer = await answerTo(code);
      expect(answer.result, code).toBe(50300);
      expect(answer.message, code).toMatch(/^database busy: try again shortly \(request .+\)$/);
    }
    expect((await answerTo('SQLITE_BUSY', 'zh-CN')).message).toMatch(/^数据库正忙：请稍后重试/);
  });
  it('keeps other driver errors internal (50000)', async () => {
    expect((await answerTo('SQLITE_CORRUPT')).result).toBe(50000);
  });
});
