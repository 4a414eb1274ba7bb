// The demo data's images are the product's own: every logo, icon and banner a seeded row or config names is
// /static/seed/<name>.svg, which the server draws (immutable, same origin), so an offline install shows them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readConfig } from '../src/operations/crud.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const IMAGE_FIELD = /(^|_)(logo|icon|image|banner|avatar|cover)($|_)/;

/** Every [path, value] of image fields in a row or document. */
function images(value: unknown, path: string, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((v, i) => images(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (IMAGE_FIELD.test(k) && typeof v === 'string') out.push([`${path}.${k}`, v]);
      else images(v, `${path}.${k}`, out);
    }
  return out;
}

async function seededImages(): Promise<[string, unknown][]> {
  const found: [string, unknown][] = [];
  for (const resource of t.app.services.contract.resources.values()) {
    const rows = await t.db.selectFrom(resource.table).selectAll().execute();
    rows.forEach((row) => images(row, `${resource.table}:${String(row.id)}`, found));
  }
  for (const op of t.app.services.contract.operations)
    if (op.action === 'config_get' && op.resource) images(await readConfig(t.db, op.resource), `config:${op.resource}`, found);
  return found;
}

test('no seeded image names an outside host: each is empty or a /static/seed/ file', async () => {
  const found = await seededImages();
  expect(found.length).toBeGreaterThan(500);
  expect(found.filter(([, v]) => v !== '' && !/^\/static\/seed\/[a-z0-9-]+\.svg$/.test(String(v)))).toEqual([]);
});

test('every seeded image is served, as an SVG cached for good under the product’s headers', async () => {
  const urls = [...new Set((await seededImages()).map(([, v]) => String(v)).filter(Boolean))];
  expect(urls).toContain('/static/seed/eth.svg');
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  }
});

test('only plain names are drawn', async () => {
  for (const url of ['/static/seed/..%2Fsecret.svg', '/static/seed/Eth.svg', '/static/seed/eth.png', '/static/seed/<x>.svg'])
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
});
