// Debian's haproxy in front of server processes, as the cluster test and the processes bench run it: round robin,
// health from /readyz (a stopping process says 503 at once and leaves the rotation), and L7 retries of a request no
// server answered (a refused connection, a connection closed without an answer: a process killed with -9) on the
// other server. Writes carry an Idempotency-Key, so a retried write is done once. A status page tells when haproxy
// sees a server UP. HAPROXY names the binary (.ci/run exports it), else `haproxy` on the PATH.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits for a state: `check` tried every 50 ms, for at most `seconds` (30). */
export async function until(check: () => Promise<boolean>, what: string, seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 20; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

export interface Balancer {
  url: string;
  /** Resolves once haproxy's health checks see the server UP. */
  up: (server: string) => Promise<void>;
  stop: () => void;
}

/** haproxy on a free port in front of `servers` (name → port); its config goes in `dir`. */
export async function startBalancer(dir: string, servers: Record<string, number>): Promise<Balancer> {
  const [front, stats] = await Promise.all([freePort(), freePort()]);
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
frontend front
  bind 127.0.0.1:${front}
  default_backend machines
backend machines
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 150ms fall 2 rise 1
${Object.entries(servers)
  .map(([name, port]) => `  server ${name} 127.0.0.1:${port} check`)
  .join('\n')}
listen stats
  bind 127.0.0.1:${stats}
  stats enable
  stats uri /stats
`,
  );
  const haproxy: ChildProcess = spawn(process.env.HAPROXY || 'haproxy', ['-db', '-q', '-f', config], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => haproxy.once('error', reject));
  const status = async (server: string) => {
    const csv = await (await fetch(`http://127.0.0.1:${stats}/stats;csv`)).text();
    // The 18th column of haproxy's CSV is the server's status (UP, DOWN, …).
    return (
      csv
        .split('\n')
        .find((line) => line.startsWith(`machines,${server},`))
        ?.split(',')[17] ?? ''
    );
  };
  const balancer: Balancer = {
    url: `http://127.0.0.1:${front}`,
    up: (server) => Promise.race([failed, until(async () => (await status(server)).startsWith('UP'), `haproxy sees ${server} UP`)]),
    stop: () => void haproxy.kill('SIGTERM'),
  };
  await Promise.all(Object.keys(servers).map((name) => balancer.up(name)));
  return balancer;
}
