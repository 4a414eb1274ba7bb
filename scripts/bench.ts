// `npm run bench`: every benchmark of the product in one run (so ratios compare like with like on this shared,
// noisy machine); prints a table and rewrites docs/performance.md with the figures, the date and the machine.
//   npm run bench -- sdk server processes console import exchange audit observability    run only some sections (the others keep their last figures)
//   npm run bench -- server --sizes 10000,100000                       the scale curve's sizes (10,000 / 100,000 / 1,000,000 by default)
//   npm run bench -- curve --engines postgres                          the scale curve alone, on one engine (both when DATABASE_URL is set)
//   npm run bench -- find --sizes 10000,1000000                        Ctrl+K's row search (findRows) at those sizes
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem, release } from 'node:os';
import { join } from 'node:path';
import { benchOverhead } from '../sdk/bench/overhead.bench.ts';
import { benchSign } from '../sdk/bench/sign.bench.ts';
import { benchSize } from '../sdk/bench/size.bench.ts';
import { startServer } from '../server/src/index.ts';
import { benchAudit } from './bench/audit.ts';
import { benchConsole, type Row } from './bench/console.ts';
import { benchCurve, DEFAULT_ENGINES, DEFAULT_SIZES } from './bench/curve.ts';
import type { Engine } from '../server/bench/prepare.ts';
import { benchImport } from './bench/import.ts';
import { benchExchange } from './bench/exchange.ts';
import { benchFind, DEFAULT_FIND_SIZES } from './bench/find.ts';
import { benchObservability } from './bench/observability.ts';
import { benchProcesses } from './bench/processes.ts';
import { benchServer } from './bench/server.ts';

const file = join(import.meta.dirname, '..', 'docs', 'performance.md');
const kept = new Map<string, string>();
for (const part of (existsSync(file) ? readFileSync(file, 'utf8') : '').split(/^## /m).slice(1))
  kept.set(part.split('\n')[0] ?? '', `## ${part.trimEnd()}\n`);

/** Markdown of a section measured now, else as last written. */
function sectionText(prefix: string): string {
  const measured = sections.find((s) => s.title.startsWith(`${prefix} (`));
  if (measured) return measured.rows.map((r) => `| ${r.name} | ${r.value} ${r.unit} |`).join('\n');
  return [...kept].find(([title]) => title.startsWith(`${prefix} (`))?.[1] ?? '';
}

/** Goal rows copied from another section: every row whose name contains the text (e.g. the processes' ratios). */
function sectionGoals(prefix: string, wanted: [contains: string, name: string, goal: string][]): Row[] {
  const rows = sectionText(prefix)
    .split('\n')
    .map((line) => /^\| (.+?) \| ([\d.]+) ?([^|]*?) \|/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null);
  return wanted.flatMap(([contains, name, goal]) => {
    const found = rows.filter((m) => m[1]!.includes(contains));
    if (!found.length) return [{ name, value: 0, unit: `not measured (npm run bench -- ${prefix.toLowerCase().split(' ').pop()})`, goal }];
    return found.map((m) => ({ name: `${name}: ${m[1]!}`, value: Number(m[2]), unit: m[3]!.trim(), goal }));
  });
}

/** The console's goals of issue 15, from the Console section measured now or last. */
function consoleGoals(): Row[] {
  const text = sectionText('Console');
  const value = (name: string) =>
    new RegExp(`\\| ${name.replace(/[()/]/g, '\\$&')} \\| ([^|]+) \\|`).exec(text)?.[1]?.trim() ?? 'not measured';
  const asRow = (name: string, measured: string, goal: string): Row => ({
    name,
    value: Number.parseFloat(measured) || 0,
    unit: measured.replace(/^[\d.]+\s*/, ''),
    goal,
  });
  return [
    asRow('console: login initial JS (gzip)', value('login route, initial JS (gzip)'), '≤ 110'),
    asRow(
      'console: Lighthouse mobile performance, /dashboard (median of 3)',
      value('Lighthouse performance, /dashboard, mobile (median of 3)'),
      '≥ 95 in 3 of 3',
    ),
  ];
}

const argv = process.argv.slice(2);
const sizesAt = argv.indexOf('--sizes');
const sizes = sizesAt >= 0 ? (argv[sizesAt + 1] ?? '').split(',').map(Number) : DEFAULT_SIZES;
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--sizes takes row counts like 10000,100000, not ${argv[sizesAt + 1]}`);
const enginesAt = argv.indexOf('--engines');
const isEngine = (name: string): name is Engine => name === 'sqlite' || name === 'postgres';
const engineNames = enginesAt >= 0 ? (argv[enginesAt + 1] ?? '').split(',') : DEFAULT_ENGINES;
const engines = engineNames.filter(isEngine);
if (!engines.length || engines.length < engineNames.length)
  throw new Error(`--engines takes sqlite, postgres or both, not ${argv[enginesAt + 1]}`);
const options = new Set([sizesAt, enginesAt].filter((i) => i >= 0).flatMap((i) => [i, i + 1]));
const wanted = argv.filter((_, i) => !options.has(i));
const runs = (section: string) => wanted.length === 0 || wanted.includes(section);
const sections: { title: string; rows: Row[] }[] = [];
let serverGoals: Row[] | undefined;

if (runs('sdk')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-'));
  const server = await startServer({ dataDir, port: 0 });
  try {
    const rows = [...(await benchSign()), ...(await benchOverhead(server.url)), ...(await benchSize())];
    const goals: Record<string, string> = {
      signRequest: '≥ 100000',
      'client / bare': '≤ 1.10',
      'one-call script, createClientWith': '≤ 6',
    };
    sections.push({
      title: 'SDK',
      rows: rows.map((r) => ({ ...r, goal: Object.entries(goals).find(([prefix]) => r.name.startsWith(prefix))?.[1] })),
    });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (runs('server')) {
  // SQLite, and PostgreSQL too when DATABASE_URL is set (a fresh schema of that database, dropped afterwards).
  const { rows, goals } = await benchServer({ log: (line) => console.error(line) });
  sections.push({ title: 'Server (100,000 DApps and tokens, SQLite and PostgreSQL, autocannon on loopback)', rows });
  serverGoals = goals;
}
if (runs('server') || wanted.includes('curve')) {
  const curve = await benchCurve({ sizes, engines, log: (line) => console.error(line) });
  sections.push({
    title: `Scale curve (${sizes.map((n) => n.toLocaleString('en-US')).join(' / ')} DApps and tokens, autocannon on loopback)`,
    rows: curve,
  });
}
if (runs('find')) {
  const findSizes = sizesAt >= 0 ? sizes : DEFAULT_FIND_SIZES;
  sections.push({
    title: `Find rows (Ctrl+K's findRows, ${findSizes.map((n) => n.toLocaleString('en-US')).join(' / ')} DApps and tokens, one request at a time)`,
    rows: await benchFind({ sizes: findSizes, engines, log: (line) => console.error(line) }),
  });
}
if (runs('processes'))
  sections.push({
    title: 'Server processes (2 vs 1, 100,000 DApps and tokens)',
    rows: await benchProcesses({ log: (line) => console.error(line) }),
  });
if (runs('console')) sections.push({ title: 'Console (built, served by the reference server)', rows: await benchConsole() });
if (runs('import'))
  sections.push({
    title: 'Import (10,000 address labels: preview check and all-or-none commit)',
    rows: await benchImport({ log: (line) => console.error(line) }),
  });
if (runs('exchange'))
  sections.push({
    title: 'Exchange statistics (1,000,000 ledger rows, SQLite and PostgreSQL, autocannon on loopback)',
    rows: await benchExchange({ log: (line) => console.error(line) }),
  });
if (runs('audit'))
  sections.push({
    title: 'Audit chain (cost on the write path, chained ÷ plain in one run; SQLite and PostgreSQL)',
    rows: await benchAudit({ log: (line) => console.error(line) }),
  });
// The goals of issue 15: the server's from this run (when measured), the console's from this run or the last.
if (runs('observability'))
  sections.push({
    title: 'Logging and tracing (listApplication, 10,000 DApps, SQLite, one process, autocannon on loopback)',
    rows: await benchObservability({ log: (line) => console.error(line) }),
  });
if (serverGoals)
  sections.push({
    title: 'Goals of issue 15 (ratios measured in one run; the console rows from the Console section)',
    rows: [
      ...serverGoals,
      ...sectionGoals('Server processes', [['/ 1', '2 processes ÷ 1 process throughput', '≥ 1.6 with cores to spare']]),
      ...consoleGoals(),
    ],
  });

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
const table = (rows: Row[]) =>
  ['| measure | value | goal |', '|---|---|---|', ...rows.map((r) => `| ${r.name} | ${r.value} ${r.unit} | ${r.goal ?? ''} |`)].join('\n');
const ORDER = ['Goals', 'Notes', 'SDK', 'Server', 'Scale', 'Find', 'Console', 'Import', 'Exchange', 'Audit', 'Logging'];
// Sections of the last runs, by title; a section measured now replaces its namesake (and earlier titles of it).
const stem = (title: string) => title.split(' (')[0];
for (const s of sections) for (const title of [...kept.keys()]) if (stem(title) === stem(s.title)) kept.delete(title);
for (const s of sections)
  kept.set(
    s.title,
    [
      `## ${s.title}`,
      '',
      `Measured ${new Date().toISOString()} on ${machine}, load average ${loadavg()[0]!.toFixed(1)} at the end (other work shares the machine).`,
      '',
      table(s.rows),
      '',
    ].join('\n'),
  );
const rank = (title: string) => ORDER.findIndex((prefix) => title.startsWith(prefix));
const markdown = [
  '# Performance',
  '',
  'Written by `npm run bench` (each section says when and where it was measured; `npm run bench -- console` re-measures one).',
  'The machine is shared and noisy: compare ratios measured in the same run rather than absolute figures across runs.',
  '',
  ...[...kept].sort(([a], [b]) => rank(a) - rank(b)).map(([, text]) => text),
].join('\n');
console.log(markdown);
writeFileSync(file, markdown);
