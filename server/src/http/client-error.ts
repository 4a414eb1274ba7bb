// Answers to requests Node's HTTP parser refuses before Fastify sees them (URL and headers over 16 kB, a control
// character in a header, a request too slow to arrive): Fastify would write its own bare JSON without the
// security headers. They get what any other request gets: the envelope (40000) at HTTP 200 for a /v1 call, or a
// plain status for the console's files, with the security headers and a request id; then the connection closes
// (the parser cannot go on reading it). A request line the parser never saw counts as a /v1 call.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { failure } from './envelope.ts';
import { invalidInput } from './errors.ts';
import { isApiCall } from './error-mapper.ts';
import { languageOf, PHRASES } from './messages.ts';

/** The parser's own status: what a plain (non-/v1) answer carries. */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function reasonOf(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return PHRASES.headersTooLarge;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return PHRASES.requestTimeout;
  return PHRASES.badRequest;
}

export function clientErrorHandler(headers: [string, string][]) {
  return (error: ConnectionError, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // What the parser had read, to tell a /v1 call and the caller's language (best effort: the request line
    // may not be in the last packet read).
    // Node hands the bytes as a Buffer (Fastify's type describes its JSON form); none on a timeout.
    const packet: unknown = error.rawPacket;
    const head = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
    const target = /^[A-Z]+ (\S+) HTTP\//.exec(head)?.[1];
    const lang = languageOf(/^accept-language:[ \t]*([^\r\n]*)/im.exec(head)?.[1]);
    const id = randomUUID();
    const api = target === undefined || isApiCall(target);
    const status = api ? 200 : statusOf(error.code);
    const refusal = invalidInput('invalid input: {detail}', { detail: reasonOf(error.code) });
    const body = api ? JSON.stringify(failure(refusal.result, refusal.messageIn(lang), id)) : 'bad request';
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      `content-type: ${api ? 'application/json' : 'text/plain'}; charset=utf-8`,
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${id}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    // Closed once the answer is flushed: destroying at once may drop it.
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
    else socket.destroy();
  };
}
