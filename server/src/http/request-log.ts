// What `npm start` prints while it serves: by default only warnings and errors, one readable line each; with
// `--log requests` (or LOG_LEVEL=requests) also one line per request: time, method, path, result code (the
// envelope's `result` for /v1 calls, the HTTP status for files) and milliseconds. Any other LOG_LEVEL (info,
// debug, …) is pino's JSON as Fastify writes it, for log collectors.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export interface Logging {
  logger: FastifyServerOptions['logger'];
  /** Add the one-line-per-request hook. */
  requestLog: boolean;
}

/** Writes pino's JSON lines as `21:15:02 WARN message (err: …)`. */
function readableStream(write: (line: string) => void) {
  const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
  return {
    write(json: string) {
      let entry: { level?: number; time?: number; msg?: string; err?: { message?: string; stack?: string }; reqId?: string };
      try {
        entry = JSON.parse(json) as typeof entry;
      } catch {
        return write(json.trimEnd());
      }
      const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
      const error = entry.err ? `: ${entry.err.stack ?? entry.err.message ?? ''}` : '';
      write(`${time} ${LEVELS[entry.level ?? 30] ?? 'LOG'} ${entry.msg ?? ''}${entry.reqId ? ` (request ${entry.reqId})` : ''}${error}`);
    },
  };
}

export function loggingFor(
  level: string | undefined,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logging {
  const mode = (level ?? 'warn').toLowerCase();
  if (mode === 'requests') return { logger: { level: 'warn', stream: readableStream(write) }, requestLog: true };
  if (mode === 'warn' || mode === 'error' || mode === 'fatal' || mode === 'silent')
    return { logger: { level: mode, stream: readableStream(write) }, requestLog: false };
  return { logger: { level: mode }, requestLog: false };
}

// The envelope starts `{"result":N,` (envelope.ts builds it in that order).
const RESULT = /^\{"result":(-?\d+)/;

/** One line per answered request, written through `write`. */
export function registerRequestLog(app: FastifyInstance, write: (line: string) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string') {
      const result = RESULT.exec(payload)?.[1];
      if (result !== undefined) (reply as { resultCode?: string }).resultCode = result;
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const time = new Date().toTimeString().slice(0, 8);
    const code = (reply as { resultCode?: string }).resultCode ?? String(reply.statusCode);
    write(`${time} ${request.method} ${request.url.split('?')[0] ?? ''} ${code} ${reply.elapsedTime.toFixed(0)}ms`);
  });
}
