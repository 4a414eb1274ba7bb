// Graceful stop: what happens to connections when the server closes (a deploy's SIGTERM).
// Node's http server.close() drops every idle keep-alive connection at once. A client that has just sent its next
// request on such a connection (the bytes in flight, or not read yet) gets a reset: for a POST it cannot tell
// whether the write happened. Instead the port closes first (new connections are refused; a worker under
// --workers has no port of its own, the primary closes it) and the open connections are left to end by
// themselves: Fastify answers every request that arrives while closing with `Connection: close`
// (return503OnClosing off, http/app.ts), so each busy connection ends after its next answer. After the grace the
// idle ones (a client's pool) are closed, and the close waits for the busy ones to be answered: only then do the
// onClose hooks close the database. The process's stop bound (main.ts) cuts a request that never ends.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long open connections may take to end by themselves once the port is closed. */
const DRAIN_GRACE_MS = 2_000;

const nextPoll = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/** The listen backlog: Node's default, which every listen of the server keeps. The kernel's accept queue never holds
 * more than this many connections. */
const LISTEN_BACKLOG = 511;

/** Accepts the connections the kernel has completed but the server not yet taken (its accept queue): closing the
 * listening socket would reset them, requests and all. A signal is handled in the event loop's poll phase, after
 * which the loop does not look at the listening socket again until its next poll: so wait for polls until one
 * brings no new connection, or until LISTEN_BACKLOG connections have come since the signal. The queue is first in,
 * first out and never longer than the backlog, so by then every connection queued at the signal has been taken,
 * however slowly a loaded machine polls (a time bound of 1 s reset connections of writers queued before the signal
 * at a load of 6); and clients that keep connecting cannot hold a stop for ever (an SRE's 32 writers once held one
 * 8.7 s, until its bound cut 65 requests). Then the caller closes the port: a connection that comes after that is
 * refused (ECONNREFUSED, which a client or a balancer retries elsewhere); under clients that never pause, the ones
 * queued at that moment, all of them connected after the signal, are reset by the kernel, none of their requests read. */
export async function acceptPending(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => accepted++;
  server.on('connection', count);
  try {
    let seen: number;
    do {
      seen = accepted;
      await nextPoll();
    } while (accepted > seen && accepted < LISTEN_BACKLOG);
  } finally {
    server.off('connection', count);
  }
}

/** Call before listen (or before the first handed connection); the function it returns counts the requests being
 * answered. */
export function drainOnClose(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): () => number {
  const open = new Set<Socket>();
  // Sockets with a request being answered. Node's closeIdleConnections knows only the connections of a server that
  // listens itself; a worker of --workers is handed its connections, so the idle ones are told apart here.
  const busy = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    busy.add(socket);
    response.once('close', () => busy.delete(socket));
  });
  app.addHook('preClose', async () => {
    if (app.server.listening) {
      await acceptPending(app.server);
      // net's close, not http's: stop accepting without dropping the idle connections (Fastify's own close of the
      // http server comes after this hook and finds it closed).
      NetServer.prototype.close.call(app.server);
    }
    if (open.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const socket of open) if (!busy.has(socket)) socket.destroy();
      }, graceMs);
      const ended = () => {
        if (open.size > 0) return;
        clearTimeout(timer);
        resolve();
      };
      for (const socket of open) socket.once('close', ended);
    });
  });
  return () => busy.size;
}
