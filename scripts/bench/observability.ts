// What logging and tracing cost on the list path (issue 39: goal under 10 % of throughput): one server process on
// a prepared SQLite database of 10,000 DApps, `listApplication` at 50 connections, three times: LOG_LEVEL=warn (no
// line per request, the default), LOG_LEVEL=info (one JSON line per request, written to a pipe this process reads,
// as a log collector would), and info with traces exported to an OTLP/HTTP receiver in this process. Each run
// measured twice, alternating, and the better kept: the machine is shared and noisy.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareDatabase } from '../../server/bench/prepare.ts';
import type { Row } from './console.ts';
import { runPath, signIn, startServer, type Measured } from './server.ts';

const ROWS = 10_000;
const CONNECTIONS = 50;

export async function benchObservability(options: { seconds?: number; log?: (line: string) => void } = {}): Promise<Row[]> {
  const seconds = options.seconds ?? 5;
  const log = options.log ?? (() => {});
  let exported = 0;
  const receiver = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (exported += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const database = await prepareDatabase('sqlite', ROWS, log);
  const modes: [name: string, env: NodeJS.ProcessEnv][] = [
    ['LOG_LEVEL=warn (no request lines)', { LOG_LEVEL: 'warn' }],
    ['LOG_LEVEL=info (a JSON line per request)', { LOG_LEVEL: 'info' }],
    ['LOG_LEVEL=info and traces (OTLP/HTTP)', { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }],
  ];
  const best = new Map<string, Measured>();
  try {
    for (let round = 0; round < 2; round++)
      for (const [name, env] of modes) {
        const server = await startServer({ ...database, env: { ...database.env, ...env } });
        try {
          const token = await signIn(server.url);
          const measured = await runPath(`${server.url}/v1/admin/application/list?start=0&count=10`, CONNECTIONS, seconds, { token });
          log(`${name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms`);
          if ((best.get(name)?.requestsPerSecond ?? 0) < measured.requestsPerSecond) best.set(name, measured);
        } finally {
          await server.stop();
        }
      }
  } finally {
    await database.dispose();
    receiver.close();
  }
  const base = best.get(modes[0]![0])!.requestsPerSecond;
  const rows: Row[] = [];
  for (const [name] of modes) {
    const m = best.get(name)!;
    rows.push({
      name: `listApplication @${CONNECTIONS}, ${name}`,
      value: m.requestsPerSecond,
      unit: `req/s (p99 ${m.p99Ms} ms, errors ${m.errors})`,
    });
  }
  for (const [name] of modes.slice(1))
    rows.push({
      name: `${name} ÷ warn throughput`,
      value: Math.round((best.get(name)!.requestsPerSecond / base) * 100) / 100,
      unit: '',
      goal: '≥ 0.90',
    });
  rows.push({ name: 'trace data exported during the runs', value: Math.round(exported / 1024), unit: 'KiB' });
  return rows;
}
