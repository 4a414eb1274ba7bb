// /v1 answers and console files are compressed (br, else gzip) when the client asks, above 1 kB; the JSON inside
// is the same as the plain answer's. Files the console build pre-compressed are sent as built, not twice.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../src/http/app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The answer without its request_id (each request gets its own). */
const withoutRequestId = (text: string): unknown => {
  const { request_id: _ignored, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

describe('/v1 answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const routeTree = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/admin/user/routes',
      headers: { token: t.admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  test('the route tree is br when asked, gzip when only that is accepted, and the same JSON as the plain answer', async () => {
    const plain = await routeTree();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tree = withoutRequestId(plain.body) as { result: number; data: unknown[] };
    expect(tree.result).toBe(0);
    expect(tree.data.length).toBeGreaterThan(0);

    const br = await routeTree('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(withoutRequestId(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(tree);

    const gzip = await routeTree('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutRequestId(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(tree);
  });

  test('small answers stay plain', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/user/routes',
      headers: { token: 'a'.repeat(64), 'accept-encoding': 'br' },
    });
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(answer.body) as { result: number }).result).toBe(10000);
  });
});

describe('console files', () => {
  const consoleDir = mkdtempSync(join(tmpdir(), 'wallet-admin-compress-'));
  afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

  test('a file without a pre-compressed twin is compressed on the fly; one with a twin is sent as built', async () => {
    const script = 'console.log("wallet admin");\n'.repeat(200);
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>钱包管理后台</title>');
    writeFileSync(join(consoleDir, 'assets', 'plain-abc123.js'), script);
    writeFileSync(join(consoleDir, 'assets', 'built-abc123.js'), script);
    writeFileSync(join(consoleDir, 'assets', 'built-abc123.js.br'), brotliCompressSync(script));
    const app = await build({ db: ':memory:', seed: false, consoleDir });
    try {
      const plain = await app.inject({ method: 'GET', url: '/assets/plain-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(plain.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(plain.rawPayload).toString('utf8')).toBe(script);
      const built = await app.inject({ method: 'GET', url: '/assets/built-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(built.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(built.rawPayload).toString('utf8')).toBe(script);
    } finally {
      await app.close();
    }
  });
});
