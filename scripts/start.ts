// `npm start`: build the console when its sources are newer than the last build, then run the reference
// server (node itself with tsx's loader: `node --import tsx server/src/main.ts`), which migrates and seeds its
// embedded database, starts the embedded S3 store and serves the console at / and the API under /v1. `npm run dev`
// runs the console's Vite dev server beside it instead. A service manager runs the server command itself
// (docs/deploy.md).
// Arguments go to the server: `npm start -- --workers 4 --port 9000` (several processes: docs/deploy.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const passThrough = process.argv.slice(2).filter((a) => a !== '--dev');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** This process's children (Linux: /proc/self/task/<thread>/children); none where that cannot be read. */
function liveChildren(): string[] {
  try {
    return readdirSync('/proc/self/task').flatMap((thread) =>
      readFileSync(`/proc/self/task/${thread}/children`, 'utf8').split(' ').filter(Boolean),
    );
  } catch {
    return [];
  }
}

function consoleIsStale(): boolean {
  const built = join(root, 'console/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(join(root, 'console/src')),
    newestMtime(join(root, 'sdk/src')),
    statSync(join(root, 'console/index.html')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

if (!dev && consoleIsStale()) {
  console.log('building the console…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'console'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production: this process becomes the server (process.execve, Node 22.15+): the PID a service manager or a shell
// started is the server's own, and its signals reach it directly. Elsewhere the server is one child that gets every
// signal this process gets, and this process exits as it does.
const server = [process.execPath, '--import', 'tsx', join(root, 'server/src/main.ts'), ...passThrough];
// Only when this process has no child left: a child outlives execve, and the server it becomes, knowing nothing of it,
// never reaps it (a zombie under the server for its whole life). This script runs on Node's own type stripping
// (package.json), not tsx's loader, whose esbuild service child was that zombie; the console build is spawnSync'd
// (reaped before it returns).
const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
if (!dev && execve && liveChildren().length === 0) execve(server[0]!, server, process.env);

const children: ChildProcess[] = [];
const start = (cmd: string, args: string[], cwd = root) => {
  const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });

start(server[0]!, server.slice(1));
if (dev) start('npx', ['vite', '--port', process.env.CONSOLE_PORT ?? '5173'], join(root, 'console'));
