// What the server logs. LOG_LEVEL (or --log):
// - `warn` (the default), `error`, `fatal`, `silent`: warnings and errors only, one readable line each;
// - `requests`: the same, and one readable line per answered request:
//   `2026-11-29T07:50:01.123Z GET /v1/admin/category/list 0 3ms request=<id> user=1 ip=10.0.0.7`;
// - `info` (or `debug`, `trace`): pino's JSON lines for log collectors, `time` in ISO 8601, with one line per answered
//   request: `{"level":30,"time":"…","reqId":"…","msg":"request","method":"GET","route":"/v1/admin/category/list",
//   "operation":"listCategory","result":"0","status":200,"ms":3.1,"user":1,"ip":"10.0.0.7"}`.
// The request id is the one every answer carries as `X-Request-Id` and every envelope as `request_id`; `ip` is the
// client's address as TRUST_PROXY lets it be read (config.ts); `user` is absent before a sign-in.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { destination } from 'pino';

export interface Logging {
  logger: FastifyServerOptions['logger'];
  /** Add the one-line-per-request hook (readable lines; JSON lines come with a logger at `info` or below). */
  requestLog: boolean;
}

/** Writes pino's JSON lines as `2026-11-29T07:50:01.123Z WARN message (request …): error`. */
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
      const time = new Date(entry.time ?? Date.now()).toISOString();
      const error = entry.err ? `: ${entry.err.stack ?? entry.err.message ?? ''}` : '';
      write(`${time} ${LEVELS[entry.level ?? 30] ?? 'LOG'} ${entry.msg ?? ''}${entry.reqId ? ` (request ${entry.reqId})` : ''}${error}`);
    },
  };
}

/** pino's `time` as an ISO 8601 string rather than epoch milliseconds. */
const isoTime = () => `,"time":"${new Date().toISOString()}"`;

export function loggingFor(
  level: string | undefined,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logging {
  const mode = (level ?? 'warn').toLowerCase();
  if (mode === 'requests') return { logger: { level: 'warn', stream: readableStream(write) }, requestLog: true };
  if (mode === 'warn' || mode === 'error' || mode === 'fatal' || mode === 'silent')
    return { logger: { level: mode, stream: readableStream(write) }, requestLog: false };
  return { logger: { level: mode, timestamp: isoTime, stream: jsonLines() }, requestLog: false };
}

/** How long a JSON line may wait to go out with others. */
const LOG_FLUSH_MS = 200;

/**
 * Standard output for JSON lines, written asynchronously and in batches: pino's default writes each line
 * synchronously, so a slow reader of the pipe (journald, a collector, a busy terminal) held every request behind its
 * log line (LOG_LEVEL=info answered 0.54 × the requests of warn in the observability bench), and one write per line
 * is a system call per request for the server and for the reader. Lines gather up to 8 KiB (below sonic-boom's 16 KiB write) and go out together, at
 * the latest LOG_FLUSH_MS after they were logged; what is still gathered is written at exit.
 */
function jsonLines() {
  const stream = destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Nothing gathered, or the reader is gone: the next line tries again.
    }
  }, LOG_FLUSH_MS).unref();
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // The reader is gone (a closed pipe): there is nowhere left to write.
    }
  });
  return stream;
}

/** One line per answered request: readable through `write`, else JSON at `info` when the logger is that verbose. */
export function registerRequestLog(app: FastifyInstance, write: ((line: string) => void) | null): void {
  if (!write && !['info', 'debug', 'trace'].includes(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    const { operation, route, result } = app.answerOf(request, reply);
    const user = request.caller?.id;
    if (write) {
      const who = `${user === undefined ? '' : ` user=${user}`} ip=${request.ip}`;
      write(
        `${new Date().toISOString()} ${request.method} ${request.url.split('?')[0] ?? ''} ${result} ${reply.elapsedTime.toFixed(0)}ms request=${request.id}${who}`,
      );
      return;
    }
    request.log.info(
      {
        method: request.method,
        route,
        operation,
        result,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(user === undefined ? {} : { user }),
        ip: request.ip,
      },
      'request',
    );
  });
}

/** A request unanswered this long is logged (at warn, so at every level): a stuck request shows in the log while it
 * is stuck, with its id, not only as a client's timeout somewhere else. */
const UNANSWERED_MS = 15_000;

export function warnUnanswered(app: FastifyInstance): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, _reply, done) => {
    const started = Date.now();
    const timer = setTimeout(function report() {
      request.log.warn(
        `${request.method} ${request.url.split('?')[0] ?? ''} unanswered after ${Math.round((Date.now() - started) / 1000)} s`,
      );
      timers.set(request, setTimeout(report, UNANSWERED_MS).unref());
    }, UNANSWERED_MS).unref();
    timers.set(request, timer);
    done();
  });
  const clear = (request: object) => clearTimeout(timers.get(request));
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}
