// The security headers of every answer (API, console files, not-found): a CSP under which the console runs
// with no inline script, no framing by another origin, no MIME sniffing and no referrer leaving the console.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** `connect` are the origins the console may call and show images from besides its own ('self', which holds the
 * embedded upload store at /s3/): a configured bucket's. */
function contentSecurityPolicy(connect: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and the toasts set style attributes and inject small <style> blocks; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Logos and icons: this server's files (the demo images, and the embedded upload store, served under /s3/ of
    // this origin: 'self'), https URLs on any host (an operator's CDN), data: URLs and a configured bucket's
    // origin (S3_ENDPOINT, or PUBLIC_ORIGIN when it is not the console's own). Not plain http from elsewhere:
    // a console served over https would not show it anyway (mixed content), and it would let any host be asked.
    `img-src ${["'self'", 'https:', 'data:', ...connect].join(' ')}`,
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers as name/value pairs: set on replies, and written as they are on answers made below
 * Fastify (client-error.ts). */
export function securityHeaders(connect: string[]): [string, string][] {
  return [
    ['content-security-policy', contentSecurityPolicy(connect)],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
  ];
}

export type HeaderSetter = (reply: FastifyReply) => void;

/** Sets the headers on every answer; the setter is for answers Fastify makes before any hook (bad URLs). */
export function registerSecurityHeaders(app: FastifyInstance, headers: [string, string][]): HeaderSetter {
  const set: HeaderSetter = (reply) => {
    reply.header('x-request-id', reply.request.id);
    for (const [name, value] of headers) reply.header(name, value);
  };
  app.addHook('onRequest', async (_request, reply) => {
    set(reply);
  });
  return set;
}
