// `npm run bench`: every benchmark of the product in one run (so ratios compare like with like on this shared,
// noisy machine); prints a table and rewrites docs/performance.md with the figures, the date and the machine.
//   npm run bench -- sdk server processes console    run only some sections (the others keep their last figures)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem, release } from 'node:os';
import { join } from 'node:path';
import { benchOverhead } from '../sdk/bench/overhead.bench.ts';
import { benchSign } from '../sdk/bench/sign.bench.ts';
import { benchSize } from '../sdk/bench/size.bench.ts';
import { benchServer } from '../server/bench/list.bench.ts';
import { startServer } from '../server/src/index.ts';
import { benchConsole, type Row } from './bench/console.ts';
import { benchProcesses } from './bench/processes.ts';

const wanted = process.argv.slice(2);
const runs = (section: string) => wanted.length === 0 || wanted.includes(section);
const sections: { title: string; rows: Row[] }[] = [];

if (runs('sdk')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-'));
  const server = await startServer({ dataDir, port: 0 });
  try {
    const rows = [...(await benchSign()), ...(await benchOverhead(server.url)), ...(await benchSize())];
    const goals: Record<string, string> = { signRequest: '≥ 100000', 'client / bare': '≤ 1.10' };
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
  const rows = await benchServer({ log: (line) => console.error(line) });
  sections.push({
    title: 'Server (100,000 DApps and tokens, SQLite, autocannon on loopback)',
    rows: rows.flatMap((r) => [
      { name: `${r.target} @${r.connections}: p50`, value: r.p50Ms, unit: 'ms' },
      { name: `${r.target} @${r.connections}: p99`, value: r.p99Ms, unit: 'ms', goal: r.target.includes('hello') ? undefined : '≤ 10' },
      { name: `${r.target} @${r.connections}: throughput`, value: Math.round(r.requestsPerSecond), unit: 'req/s' },
      {
        name: `${r.target} @${r.connections}: ratio to hello`,
        value: Math.round(r.ratioToHello * 100) / 100,
        unit: '×',
        goal: r.target.includes('hello') ? undefined : '≥ 0.5',
      },
      { name: `${r.target} @${r.connections}: server RSS`, value: r.serverRssMb, unit: 'MB' },
    ]),
  });
}
if (runs('processes'))
  sections.push({
    title: 'Server processes (2 vs 1, 100,000 DApps and tokens)',
    rows: await benchProcesses({ log: (line) => console.error(line) }),
  });
if (runs('console')) sections.push({ title: 'Console (built, served by the reference server)', rows: await benchConsole() });

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
const table = (rows: Row[]) =>
  ['| measure | value | goal |', '|---|---|---|', ...rows.map((r) => `| ${r.name} | ${r.value} ${r.unit} | ${r.goal ?? ''} |`)].join('\n');
const ORDER = ['SDK', 'Server', 'Console'];
const file = join(import.meta.dirname, '..', 'docs', 'performance.md');
// Sections of the last runs, by title; a section measured now replaces its namesake.
const kept = new Map<string, string>();
for (const part of (existsSync(file) ? readFileSync(file, 'utf8') : '').split(/^## /m).slice(1))
  kept.set(part.split('\n')[0] ?? '', `## ${part.trimEnd()}\n`);
for (const s of sections)
  kept.set(s.title, [`## ${s.title}`, '', `Measured ${new Date().toISOString()} on ${machine}.`, '', table(s.rows), ''].join('\n'));
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
