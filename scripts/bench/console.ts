// Console benchmarks: what the browser really fetches (gzip sizes of the JS each step loads) and Lighthouse
// scores, both against the built console served by the reference server on a fresh database.
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { launchBrowser, signIn, startApp, type RunningApp } from '../../console/e2e/harness.ts';

export interface Row { name: string; value: number; unit: string; goal?: string }

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Records every JavaScript response of a page with its gzip size (level 9, as a CDN would serve it). */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  return sizes;
}
const total = (sizes: Map<string, number>, except = new Set<string>()) =>
  [...sizes].filter(([path]) => !except.has(path)).reduce((sum, [, size]) => sum + size, 0);

/** The screen groups each chunk-splitting step must keep small: one /system screen per visit. */
const SCREENS = ['system/blockchain', 'system/category', 'permission/role', 'system/address', 'system/homeDeFi'];

async function bundleSizes(app: RunningApp): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    const login = await browser.newPage();
    const loginScripts = recordScripts(login);
    await login.goto(`${app.url}/#/login`, { waitUntil: 'networkidle' });
    await login.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, app.url);
    const shell = recordScripts(page);
    await page.goto(`${app.url}/#/dashboard`);
    await page.reload({ waitUntil: 'networkidle' });
    const before = new Set(shell.keys());
    let largestScreen = 0;
    for (const screen of SCREENS) {
      const seen = new Set(shell.keys());
      await page.goto(`${app.url}/#/${screen}`, { waitUntil: 'networkidle' });
      largestScreen = Math.max(largestScreen, total(shell, seen));
    }
    return [
      { name: 'login route, initial JS (gzip)', value: kB(total(loginScripts)), unit: 'kB', goal: '≤ 120' },
      { name: 'shell + dashboard JS (gzip)', value: kB(total(new Map([...shell].filter(([p]) => before.has(p))))), unit: 'kB', goal: '≤ 170' },
      { name: 'largest screen step (gzip, new JS of one screen visit)', value: kB(largestScreen), unit: 'kB', goal: '≤ 30' },
    ];
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseScores(app: RunningApp, runs = 3): Promise<Row[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // Sign in once in this Chrome so /dashboard is reachable; Lighthouse then keeps the storage.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await signIn(page, app.url);
    await page.close();
    const rows: Row[] = [];
    for (const [route, keepStorage] of [['login', false], ['dashboard', true]] as const) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [] };
        for (let i = 0; i < runs; i++) {
          const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage, onlyCategories: Object.keys(scores) };
          const result = await lighthouse(`${app.url}/#/${route}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          for (const category of Object.keys(scores)) scores[category]!.push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        }
        for (const [category, values] of Object.entries(scores)) {
          const goal = category === 'performance' ? (formFactor === 'mobile' ? '≥ 95' : '100') : '100';
          rows.push({ name: `Lighthouse ${category}, /${route}, ${formFactor} (median of ${runs})`, value: median(values), unit: 'score', goal });
        }
      }
    }
    await cdp.close();
    return rows;
  } finally {
    chrome.kill();
  }
}

export async function benchConsole(): Promise<Row[]> {
  const app = await startApp();
  try {
    return [...(await bundleSizes(app)), ...(await lighthouseScores(app))];
  } finally {
    await app.close();
  }
}
