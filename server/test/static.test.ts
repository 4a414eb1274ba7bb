// The built console is served at /: index.html never cached, hashed assets cached for good and sent in the
// precompressed form the browser accepts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { build } from '../src/http/app.ts';

const consoleDir = mkdtempSync(join(tmpdir(), 'wallet-admin-console-'));
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

test('serves index.html at / and precompressed, immutable assets', async () => {
  const script = 'console.log("wallet admin");'.repeat(50);
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>钱包管理后台</title>');
  writeFileSync(join(consoleDir, 'assets', 'entry-abc123.js'), script);
  writeFileSync(join(consoleDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
  const app = await build({ db: ':memory:', seed: false, consoleDir });
  try {
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    // No .br twin in this directory: compressed on the fly (compression.test.ts).
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('钱包管理后台');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(plain.body).toBe(script);
  } finally {
    await app.close();
  }
});
