// Console benchmarks: what the browser really fetches (gzip sizes of the JS each step loads) and Lighthouse
// scores, both against the built console served by the reference server on a fresh database.
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { goTo, launchBrowser, signIn, startApp, type RunningApp } from '../../console/e2e/harness.ts';

export interface Row {
  name: string;
  value: number;
  unit: string;
  goal?: string;
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Records the JavaScript a page fetches with its gzip size (level 9, as a CDN would serve it). Measure in a fresh
 * context: a warm HTTP cache answers 304 without a body. `settled()` waits until the network was quiet for
 * half a second (a hash navigation resolves before the chunks it loads are requested) and every size is read.
 */
function recordScripts(page: Page) {
  const sizes = new Map<string, number>();
  const reads: Promise<void>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfailed', () => change(-1));
  page.on('requestfinished', (request) => {
    change(-1);
    if (request.resourceType() !== 'script') return;
    reads.push(
      request.response().then(async (response) => {
        const body = await response?.body().catch(() => null);
        if (body) sizes.set(new URL(request.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  const settled = async () => {
    while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
    await Promise.all(reads);
  };
  return { sizes, settled };
}
/** What a step fetched, largest first, so a budget overrun names its chunks. */
const chunks = (sizes: Map<string, number>, except = new Set<string>()) =>
  [...sizes]
    .filter(([path]) => !except.has(path))
    .sort((a, b) => b[1] - a[1])
    .map(([path, size]) => `${path.split('/').pop()} ${kB(size)}`)
    .join(', ');
const total = (sizes: Map<string, number>, except = new Set<string>()) =>
  [...sizes].filter(([path]) => !except.has(path)).reduce((sum, [, size]) => sum + size, 0);

/** The screen groups each chunk-splitting step must keep small: one screen per visit. */
const SCREENS = [
  'system/blockchain',
  'system/category',
  'permission/role',
  'system/address',
  'system/homeDeFi',
  'app/appconfig',
  'app/version/add',
  'application/dapp',
  'application/dapp/1',
  'token/tokenlist',
  'token/tokendetail?id=1',
  'token/hot',
  'flashCash/orderList',
  'flashCash/ordertracking',
];

async function bundleSizes(app: RunningApp): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    // Signed out, cold cache: everything /login needs.
    const loginContext = await browser.newContext();
    const login = await loginContext.newPage();
    const loginScripts = recordScripts(login);
    await login.goto(`${app.url}/#/login`);
    await loginScripts.settled();
    await loginContext.close();
    console.error(`login: ${kB(total(loginScripts.sizes))} kB = ${chunks(loginScripts.sizes)}`);

    // Signed in, cold cache: a reload of #/dashboard, then one in-app visit per screen.
    const signedIn = await browser.newContext();
    const first = await signedIn.newPage();
    await signIn(first, app.url);
    const context = await browser.newContext({ storageState: await signedIn.storageState() });
    await signedIn.close();
    const page = await context.newPage();
    const shell = recordScripts(page);
    await page.goto(`${app.url}/#/dashboard`);
    await shell.settled();
    const dashboard = total(shell.sizes);
    console.error(`shell + dashboard: ${kB(dashboard)} kB = ${chunks(shell.sizes)}`);
    let largestScreen = 0;
    let largestName = '';
    for (const screen of SCREENS) {
      const seen = new Set(shell.sizes.keys());
      await goTo(page, `/${screen}`);
      await shell.settled();
      const step = total(shell.sizes, seen);
      if (step > largestScreen) [largestScreen, largestName] = [step, screen];
      console.error(`screen step ${screen}: ${kB(step)} kB = ${chunks(shell.sizes, seen)}`);
    }
    await context.close();
    return [
      { name: 'login route, initial JS (gzip)', value: kB(total(loginScripts.sizes)), unit: 'kB', goal: '≤ 120' },
      { name: 'shell + dashboard JS (gzip)', value: kB(dashboard), unit: 'kB', goal: '≤ 170' },
      {
        name: `largest screen step (gzip, new JS of one screen visit: ${largestName})`,
        value: kB(largestScreen),
        unit: 'kB',
        goal: '≤ 30',
      },
    ];
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseScores(app: RunningApp, runs = 3): Promise<Row[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rows: Row[] = [];
    for (const [route, keepStorage] of [
      ['login', false],
      ['dashboard', true],
    ] as const) {
      if (route === 'dashboard') {
        // Sign in once in this Chrome so /dashboard is reachable; Lighthouse then keeps the storage. Only
        // now: Lighthouse never clears cookies, so a signed-in /login run would measure the dashboard.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await cdp.contexts()[0]!.newPage();
        await signIn(page, app.url);
        await page.close();
        await cdp.close();
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [] };
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            disableStorageReset: keepStorage,
            onlyCategories: Object.keys(scores),
          };
          const result = await lighthouse(`${app.url}/#/${route}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          for (const category of Object.keys(scores))
            scores[category]!.push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        }
        for (const [category, values] of Object.entries(scores)) {
          const goal = category === 'performance' ? (formFactor === 'mobile' ? '≥ 95' : '100') : '100';
          rows.push({
            name: `Lighthouse ${category}, /${route}, ${formFactor} (median of ${runs})`,
            value: median(values),
            unit: 'score',
            goal,
          });
        }
      }
    }
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
