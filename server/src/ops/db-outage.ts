// A database outage in the log as changes of state, not one line per failed request: the first request that finds
// the database unreachable logs `database unavailable: <why>`; while it stays so, one `database still unavailable
// after N s` a minute; once a probe (`select 1`, each second while down) succeeds, `database available again after
// N s`. Every request meanwhile still answers 50300 (http/error-mapper.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const PROBE_MS = 1_000;
const REMIND_MS = 60_000;

/** Returns what the error mapper calls for each request that found the database unavailable. */
export function watchOutages(app: FastifyInstance, probeMs = PROBE_MS, remindMs = REMIND_MS): (error: Error) => void {
  let downSince: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const seconds = () => Math.round((Date.now() - (downSince ?? Date.now())) / 1000);
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
  const probe = (remindAt: number) => {
    timer = setTimeout(() => {
      sql`select 1`.execute(app.services.database.db).then(
        () => {
          app.log.warn(`database available again after ${seconds()} s`);
          downSince = null;
          timer = null;
        },
        () => {
          if (closed) return;
          let next = remindAt;
          if (Date.now() >= remindAt) {
            app.log.warn(`database still unavailable after ${seconds()} s`);
            next = remindAt + remindMs;
          }
          probe(next);
        },
      );
    }, probeMs);
    timer.unref();
  };
  return (error) => {
    if (downSince !== null || closed) return;
    downSince = Date.now();
    app.log.warn(`database unavailable: ${error.message} (calls answer 50300 until it is back)`);
    probe(downSince + remindMs);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notes a request that found the database unavailable (db-outage.ts). */
    databaseUnavailable(error: Error): void;
  }
}
