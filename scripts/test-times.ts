// Where `npm test`'s time goes: per project (files, tests, the sum of its files' times) and the 20 slowest files, from
// Vitest's JSON report, with the run's wall time and the machine's mean load while it ran (a loaded machine's run is
// not a quiet one's). scripts/test.ts prints it after every run; `npm test -- --times` also writes it into
// docs/performance.md as its "Test suite" section (`npm run bench` keeps that section as it is).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { join, relative } from 'node:path';

interface Report {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

export interface RunFacts {
  wallMs: number;
  meanLoad: number;
  args: string[];
}

const ROOT = join(import.meta.dirname, '..');
const DOC = join(ROOT, 'docs', 'performance.md');
const TITLE = 'Test suite (npm test: per project and the 20 slowest files)';

/** The Vitest project of a test file, by where it sits (vitest.workspace.ts). */
const projectOf = (file: string) =>
  file.startsWith('console/e2e/')
    ? 'e2e'
    : file.startsWith('console/')
      ? 'console'
      : file.startsWith('server/')
        ? 'server'
        : file.startsWith('sdk/')
          ? 'sdk'
          : 'contract';

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The markdown of one run's times. */
export function testTimes(reportFile: string, facts: RunFacts): string {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const files = report.testResults.map((r) => {
    const file = relative(ROOT, r.name);
    return { file, project: projectOf(file), start: r.startTime, ms: r.endTime - r.startTime, tests: r.assertionResults.length };
  });
  const runStart = Math.min(...files.map((f) => f.start));
  const projects = new Map<string, { files: number; tests: number; ms: number; from: number; to: number }>();
  for (const f of files) {
    const p = projects.get(f.project) ?? { files: 0, tests: 0, ms: 0, from: Infinity, to: 0 };
    projects.set(f.project, {
      files: p.files + 1,
      tests: p.tests + f.tests,
      ms: p.ms + f.ms,
      from: Math.min(p.from, f.start - runStart),
      to: Math.max(p.to, f.start - runStart + f.ms),
    });
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
  return [
    `## ${TITLE}`,
    '',
    `Measured ${new Date().toISOString()} on ${machine}; \`npm test${facts.args.length ? ` -- ${facts.args.join(' ')}` : ''}\` took ` +
      `${minutes(facts.wallMs)} of wall time at a mean load of ${facts.meanLoad.toFixed(1)} (1-minute load average, sampled each 10 s). ` +
      "Files of every project run side by side (vitest.config.ts: maxWorkers): a project's sum of file times is its work, and " +
      'its span (minutes into the run when its first file started and its last ended) shows when it ran.',
    '',
    '| project | files | tests | sum of file times | span |',
    '|---|---|---|---|---|',
    ...[...projects]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(([name, p]) => `| ${name} | ${p.files} | ${p.tests} | ${minutes(p.ms)} | ${(p.from / 60_000).toFixed(1)}–${minutes(p.to)} |`),
    '',
    '| slowest files | project | tests | time |',
    '|---|---|---|---|',
    ...files
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20)
      .map((f) => `| ${f.file} | ${f.project} | ${f.tests} | ${seconds(f.ms)} |`),
    '',
  ].join('\n');
}

/** docs/performance.md with its "Test suite" section replaced by `section` (or added at its end). */
export function writeTestTimes(section: string): void {
  const text = readFileSync(DOC, 'utf8');
  const parts = text.split(/^(?=## )/m);
  const at = parts.findIndex((p) => p.startsWith(`## ${TITLE.split(' (')[0]} (`));
  if (at >= 0) parts[at] = section;
  else parts.push(section);
  writeFileSync(DOC, parts.map((p) => p.trimEnd() + '\n').join('\n'));
}
