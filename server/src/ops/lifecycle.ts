// What a process says about itself: who it is (instance id, host, version: in its start line, its traces and its
// metrics' labels) and its start, stop and fatal errors. At LOG_LEVEL info (or debug, trace) these are JSON lines
// like the request log's, so a fleet's collector reads one format; otherwise readable lines. Never a secret: the start
// line says where the X-Admin-Password is kept, not what it is.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** This process: INSTANCE_ID when the orchestrator names it (a pod's name), else the host, the pid and 4 random bytes. */
export const instance = {
  id: process.env.INSTANCE_ID || `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`,
  host: hostname(),
  version: VERSION,
};

const JSON_LEVELS = new Set(['info', 'debug', 'trace']);

export interface Lifecycle {
  /** A start, a stop, a step of either: `msg` and its fields. */
  event(msg: string, fields?: Record<string, unknown>, level?: 'info' | 'warn'): void;
  /** An error that ends the process: one line (JSON with the stack, or the message alone). */
  fatal(error: unknown): void;
}

export function lifecycle(logLevel: string | undefined, write = (line: string) => process.stdout.write(`${line}\n`)): Lifecycle {
  const json = JSON_LEVELS.has((logLevel ?? 'warn').toLowerCase());
  const line = (level: number, msg: string, fields: Record<string, unknown>) =>
    JSON.stringify({
      level,
      time: new Date().toISOString(),
      msg,
      instance: instance.id,
      host: instance.host,
      version: instance.version,
      ...fields,
    });
  return {
    event(msg, fields = {}, level = 'info') {
      if (json) write(line(level === 'warn' ? 40 : 30, msg, fields));
      else write(msg);
    },
    fatal(error) {
      const message = error instanceof Error ? error.message : String(error);
      if (json)
        process.stderr.write(`${line(60, message, { err: { message, stack: error instanceof Error ? error.stack : undefined } })}\n`);
      else process.stderr.write(`${message}\n`);
    },
  };
}
