// Write turns for the workers of `--workers N` on one SQLite file: a write transaction first asks the primary for the
// turn to write (first come, first served, over the workers' IPC channel), then begins.
// Why: SQLite lets one process write at a time, and a process that finds the file locked waits inside the driver
// (busy_timeout), its event loop frozen. Under a burst of writes the worker holding the lock took it again at once
// for its next write while the other polled, so the other waited seconds at a time, frozen: no hand-over of a new
// connection, no read, no scrape answered meanwhile (graceful-stop.test: requests unanswered after 60 s under load).
// Waiting for a turn is a promise: the worker keeps answering everything else, and the turns alternate fairly.
// Only between the workers of one server: other processes on the file (a backup, the seed CLI) still meet SQLite's
// own lock and wait under busy_timeout, as a single process does.
import cluster, { type Worker } from 'node:cluster';
import { SqliteDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { isMessage as isMessageOf } from '../ipc.ts';

const ASK = 'wallet-admin:write-turn';
const GRANT = 'wallet-admin:write-turn-granted';
const DONE = 'wallet-admin:write-turn-done';

interface Message {
  type: typeof ASK | typeof GRANT | typeof DONE;
  id: number;
}

const isMessage = (message: unknown, type: Message['type']): message is Message => isMessageOf<Message>(message, type);

/** How long a write waits for its turn before it answers "database busy" (50300), as SQLite's own wait would. */
const TURN_WAIT_MS = 30_000;

// The primary's side: one queue for all workers, the turn's holder first.
const queue: { worker: Worker; id: number }[] = [];

function grantNext(): void {
  const next = queue[0];
  if (next) next.worker.send({ type: GRANT, id: next.id } satisfies Message, undefined, undefined, () => {});
}

/** In the primary: serves this worker's asks for a turn; its turns end with it (a worker killed mid-write). */
export function serveWriteTurns(worker: Worker): void {
  worker.on('message', (message: unknown) => {
    if (isMessage(message, ASK)) {
      queue.push({ worker, id: message.id });
      if (queue.length === 1) grantNext();
    } else if (isMessage(message, DONE)) {
      const at = queue.findIndex((turn) => turn.worker === worker && turn.id === message.id);
      if (at < 0) return;
      queue.splice(at, 1);
      if (at === 0) grantNext();
    }
  });
  worker.once('exit', () => {
    const held = queue[0]?.worker === worker;
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.worker === worker) queue.splice(i, 1);
    if (held) grantNext();
  });
}

// The worker's side.
let asked = 0;
const granted = new Map<number, () => void>();
let listening = false;

/** In a worker: waits for the turn to write; call the answer to give it back. Outside a worker: at once. */
function writeTurn(): Promise<() => void> {
  if (!cluster.isWorker || !process.connected) return Promise.resolve(() => {});
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (isMessage(message, GRANT)) granted.get(message.id)?.();
    });
  }
  const id = ++asked;
  const done = () => {
    if (process.connected) process.send?.({ type: DONE, id } satisfies Message);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      granted.delete(id);
      done(); // leaves the queue, or gives back a turn granted too late
      reject(Object.assign(new Error(`no turn to write within ${TURN_WAIT_MS / 1000} s`), { code: 'SQLITE_BUSY' }));
    }, TURN_WAIT_MS);
    granted.set(id, () => {
      clearTimeout(timer);
      granted.delete(id);
      resolve(done);
    });
    process.send?.({ type: ASK, id } satisfies Message);
  });
}

/** A driver whose transactions begin once the worker has the turn to write, and give it back as they end. */
function takingTurns(driver: Driver): Driver {
  const turns = new WeakMap<DatabaseConnection, () => void>();
  const giveBack = (connection: DatabaseConnection) => {
    const done = turns.get(connection);
    turns.delete(connection);
    done?.();
  };
  return {
    init: () => driver.init(),
    acquireConnection: () => driver.acquireConnection(),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      turns.set(connection, await writeTurn());
      try {
        await driver.beginTransaction(connection, settings);
      } catch (error) {
        giveBack(connection);
        throw error;
      }
    },
    async commitTransaction(connection: DatabaseConnection) {
      try {
        await driver.commitTransaction(connection);
      } finally {
        giveBack(connection);
      }
    },
    async rollbackTransaction(connection: DatabaseConnection) {
      try {
        await driver.rollbackTransaction(connection);
      } finally {
        giveBack(connection);
      }
    },
    ...(driver.savepoint && { savepoint: driver.savepoint.bind(driver) }),
    ...(driver.rollbackToSavepoint && { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) }),
    ...(driver.releaseSavepoint && { releaseSavepoint: driver.releaseSavepoint.bind(driver) }),
    releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  };
}

/** SQLite for a worker of `--workers`: its write transactions take turns with the other workers'. */
export class TurnTakingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return takingTurns(super.createDriver());
  }
}
