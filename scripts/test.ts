// `npm test`: installs what the tests need (Debian's Chromium for the browser tests), runs every Vitest
// project once and prints the one line CI reads: `N passed, N failed`.
//   npm test -- --project server      run one project (any extra arguments go to vitest)
//   npm test -- --times               also write where the time went into docs/performance.md (scripts/test-times.ts)
// Vitest runs on the Node that runs this script: under `npm test` that is the pinned `node` devDependency
// (npm puts node_modules/.bin first on the PATH of its scripts); .ci/run also runs it with Node 22.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { testTimes, writeTestTimes } from './test-times.ts';

const CHROMIUM = '/usr/bin/chromium';
const writeTimes = process.argv.includes('--times');
const args = process.argv.slice(2).filter((a) => a !== '--times');
const wantsBrowser = !args.includes('--project') || args.some((a) => a === 'e2e');

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(cmd, argv, { stdio: 'inherit', env }).status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium) as root`);
  console.log('installing Debian chromium for the browser tests…');
  if (
    run('apt-get', ['update', '-qq']) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }) !== 0
  ) {
    throw new Error('apt-get install chromium failed');
  }
}

if (wantsBrowser) ensureChromium();
mkdirSync('.tmp', { recursive: true });
const report = join('.tmp', `vitest-${process.pid}.json`);
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
console.log(`running the tests on Node ${process.version}`);
const started = Date.now();
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0]!), 10_000);
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  // Ctrl-C or a CI stop reaches Vitest too: it is in this process group, and this process waits for it to end.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => resolve(code ?? 1));
});
clearInterval(sampler);

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
}
let passed = 0;
let failed = 0;
// Each failure on one line `failed: <file> › <test>: <first line of why>`, so that the end of a long log (all CI
// shows of it) names what failed; .ci/run gathers these lines from every leg.
const failures: string[] = [];
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
  passed = result.numPassedTests;
  failed = result.numFailedTests;
  const firstLine = (text = '') =>
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  // The first line of why, the test file's line that failed and, for a browser wait, what it waited for (Playwright's
  // call log): two tests failing at one waitFor otherwise read the same.
  const whyAndWhere = (message = '', file: string) => {
    const base = file.split('/').pop() ?? file;
    const line = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`).exec(message)?.[1];
    const waited = /waiting for (.+)/.exec(message)?.[1]?.trim().slice(0, 160);
    return [firstLine(message), line && `(line ${line})`, waited && `waiting for ${waited}`].filter(Boolean).join(' ');
  };
  for (const file of result.testResults) {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failures.push(`failed: ${where} › ${t.fullName}: ${whyAndWhere(t.failureMessages[0], where)}`);
    if (!tests.length && file.message) failures.push(`failed: ${where}: ${firstLine(file.message)}`);
  }
}
if (existsSync(report)) {
  const facts = {
    wallMs: Date.now() - started,
    meanLoad: loads.length ? loads.reduce((a, b) => a + b) / loads.length : loadavg()[0]!,
    args,
  };
  const times = testTimes(report, facts);
  console.log(`\n${times}`);
  if (writeTimes) writeTestTimes(times);
}
// A run that could not load a file counts as a failure even when no test inside it failed.
if (status !== 0 && failed === 0) failed = 1;
for (const line of failures) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || status !== 0 ? 1 : 0);
