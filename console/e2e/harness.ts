// End-to-end harness shared by every console/e2e/*.e2e.ts file: builds the console once (when
// console/dist is missing or older than its sources), starts the reference server on a fresh database,
// drives Chromium through playwright-core and checks accessibility with axe.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data directory every test server starts from (a copy each: global-setup.ts). */
    e2eTemplate: string;
  }
}

const CONSOLE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = join(CONSOLE_DIR, '..');
const DIST_INDEX = join(CONSOLE_DIR, 'dist', 'index.html');
/** Concurrent test runs (several helpers) must not build into console/dist at the same time. */
const BUILD_LOCK = join(tmpdir(), 'wallet-admin-console-build.lock');

export const DEMO_USERS = {
  admin: { user: 'admin', password: 'Admin@12345' },
  operator: { user: 'operator', password: 'Operator@12345' },
} as const;
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * How long a browser test waits for a state it needs (an answer shown, a row listed, a title set) before it fails:
 * every page's default (newPage) and every `until`. Generous, because a test decides by the state, never by the time
 * it took: on a busy machine (CI once ran at load 6–8 on 2 cores) a state comes late, which must make a test slower,
 * not red (a spreadsheet import's preview took 15 s at load 5 and over 30 s at load 8). Half the e2e project's
 * testTimeout (120 s), so a state that never comes fails with its own message first.
 */
export const STATE_TIMEOUT = 60_000;

/** `expect.poll(read)` for up to STATE_TIMEOUT; `state` names what never came when it gives up
 * (`await until(() => tab.textContent(), 'the edit title in the active tab').toBe('编辑区块链')`). */
export function until<T>(read: () => T, state: string) {
  return expect.poll(read, { timeout: STATE_TIMEOUT, message: state });
}
/** The X-Admin-Password value the test server is started with (calls such as setLastVersion carry it). */
export const ADMIN_HEADER_PASSWORD = 'e2e-admin-header-password';

export interface RunningApp {
  /** Origin of the server, e.g. http://127.0.0.1:43121 (the console is at `${url}/#/…`). */
  url: string;
  /** Its DATA_DIR: the SQLite database (wallet-admin.sqlite), for a spec that must set a state no call can (an old
   * proof of presence). */
  dataDir: string;
  close(): Promise<void>;
}

/** The environment of child processes, without Vitest's NODE_ENV=test (it would make a dev build). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function isBuildFresh(): boolean {
  if (!existsSync(DIST_INDEX)) return false;
  const sources = ['src', 'index.html', 'vite.config.ts', 'build'].map((p) => join(CONSOLE_DIR, p)).filter(existsSync);
  const sdk = join(REPO_DIR, 'sdk', 'src');
  return statSync(DIST_INDEX).mtimeMs >= Math.max(...sources.map(newestChange), existsSync(sdk) ? newestChange(sdk) : 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withBuildLock<T>(work: () => T): Promise<T> {
  for (const started = Date.now(); ; await sleep(500)) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // A lock older than five minutes belongs to a run that died.
      const lock = statSync(BUILD_LOCK, { throwIfNoEntry: false });
      if ((lock && Date.now() - lock.mtimeMs > 300_000) || Date.now() - started > 600_000)
        rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }
  try {
    return work();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/** Builds console/dist unless it is newer than every source (once per run in practice). */
async function ensureConsoleBuilt(): Promise<void> {
  if (isBuildFresh()) return;
  await withBuildLock(() => {
    if (isBuildFresh()) return; // built by another run while we waited
    const vite = join(REPO_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: CONSOLE_DIR,
      env: childEnv(),
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`console build failed:\n${result.stdout}\n${result.stderr}`);
  });
}

/** Starts the reference server (serving console/dist) on a free port with a database of its own: a copy of the run's
 * seeded one (global-setup.ts); `env`: its settings besides the defaults (`{ APPROVAL: 'off' }` for a spec that tests
 * something else than maker-checker approval). */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  await ensureConsoleBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-e2e-'));
  cpSync(inject('e2eTemplate'), dataDir, { recursive: true });
  const tsx = join(REPO_DIR, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['server/src/main.ts', '--data-dir', dataDir, '--port', '0'], {
    cwd: REPO_DIR,
    // The specs make x-reauth calls on one sign-in for a whole file: a proof of presence that outlives any session
    // (reauth.e2e.ts makes its own proof stale). SIGN_IN_SECOND_FACTOR off (a demo on this machine: loopback, SQLite):
    // files run side by side and each signs the demo admin in, and a TOTP code is accepted once per account and 30-s
    // step, so a second factor at every one of those sign-ins would pass or fail by the clock. The second factor's own
    // file (second-factor.e2e.ts) turns it on, with accounts of its own.
    env: childEnv({ LOG_LEVEL: 'warn', ADMIN_HEADER_PASSWORD, REAUTH_MINUTES: '1440', SIGN_IN_SECOND_FACTOR: 'off', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Waits for the "listening" line (a server that dies is reported at once, below); the bound is for a server that
    // hangs. On a loaded 2-core machine a start (tsx, migrations, demo data) took over 60 s: the hook's own 300 s rules.
    const timer = setTimeout(() => reject(new Error(`server did not start within 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^\s)]+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in its own context (own cookies and storage), whose waits and navigations give up after STATE_TIMEOUT;
 * close the context when done. */
export async function newPage(browser: Browser, viewport = { width: 1366, height: 860 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(STATE_TIMEOUT);
  return { context, page: await context.newPage() };
}

/** In-app navigation to a console path, as typing the address would do it (the guard runs). */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

/** Waits until the console's location (the decoded hash) starts with `path`. */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => decodeURIComponent(url.hash).startsWith(`#${path}`));
}

/** Waits until the console shows the page of `path` (a query string is ignored) with its level-1 heading. A hash
 * change is handled after the address changed (goTo and page.goto return first): until the main area says it shows
 * `path`, the page before it, heading included, is still on screen. */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  const pathname = path.split('?')[0] ?? path;
  try {
    await page.locator(`main[data-path="${pathname}"]`).getByRole('heading', { level: 1 }).first().waitFor();
  } catch (error) {
    // What the page showed instead, on the first line of the failure (all a CI log keeps of it).
    const seen = await page
      .evaluate(() => ({
        hash: decodeURIComponent(window.location.hash),
        main: document.querySelector('main')?.getAttribute('data-path') ?? null,
        headings: [...document.querySelectorAll('main h1')].map((h) => h.textContent?.trim()).join(' | '),
        dialogs: [...document.querySelectorAll('[role=dialog], [role=alertdialog]')]
          .map((d) => d.textContent?.trim().slice(0, 40))
          .join(' | '),
        hidden: [...document.querySelectorAll('[aria-hidden=true], [inert]')]
          .filter((e) => e.contains(document.querySelector('main')))
          .map((e) => e.id || e.tagName)
          .join(','),
      }))
      .catch((e: unknown) => ({ unreadable: String(e) }));
    throw new Error(`the page of ${path} did not show (${(error as Error).message.split('\n')[0]}); it showed ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
}

/** Signs in through the login page and waits until the console left it. */
export async function signIn(
  page: Page,
  url: string,
  user: string = DEMO_USERS.admin.user,
  password: string = DEMO_USERS.admin.password,
): Promise<void> {
  await page.goto(`${url}/#/login`);
  await page.locator('input[name="user_name"]').fill(user);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((address) => !address.hash.startsWith('#/login'), { timeout: STATE_TIMEOUT });
}

/** The current Google Authenticator code of a secret (the demo users share one). */
export function totp(secret: string = TOTP_SECRET): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/**
 * Waits until no CSS transition or finite animation is running (infinite ones, such as a spinner, never
 * settle and are ignored). Checked on animation frames, so a transition started by the last change is seen.
 */
async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 'raf', timeout: STATE_TIMEOUT },
  );
}

/**
 * Fails with a readable list when axe finds a serious or critical violation on the page, sampled once the page
 * has settled (axe reads colours mid-transition otherwise). The page must come from `browser.newContext()`
 * (axe refuses pages of `browser.newPage()`).
 */
export async function expectNoSeriousA11y(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const analyze = async () => {
    await waitForSettled(page);
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let serious = await analyze();
  // A toast that starts to fade while axe reads the page (its time ran out after the page settled) reads as low
  // contrast (forms.e2e in CI: 1.47): the page is read again once settled; a colour that is really too faint stays.
  if (serious.some((v) => v.id === 'color-contrast')) serious = await analyze();
  if (serious.length === 0) return;
  const report = serious.map(
    (v) =>
      `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  throw new Error(`axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${report.join('\n')}`);
}

export interface AppSession {
  app: RunningApp;
  browser: Browser;
}
export interface SignedInApp extends AppSession {
  page: Page;
}

/** One server on a fresh database and one browser for a whole spec file, closed after it; `receive` gets them. */
export function useApp(receive: (session: AppSession) => void | Promise<void>, env: Record<string, string> = {}): void {
  let session: Partial<AppSession> = {};
  beforeAll(async () => {
    session.app = await startApp(env);
    session.browser = await launchBrowser();
    await receive(session as AppSession);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.close();
    session = {};
  });
}

/** `useApp` plus one page signed in as admin (1440 × 900), the usual set-up of a screen spec. */
export function useSignedInApp(receive: (session: SignedInApp) => void, env: Record<string, string> = {}): void {
  useApp(async ({ app, browser }) => {
    const { page } = await newPage(browser, { width: 1440, height: 900 });
    await signIn(page, app.url);
    receive({ app, browser, page });
  }, env);
}
