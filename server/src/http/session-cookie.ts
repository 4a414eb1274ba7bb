// The console's session cookie. The login answer sets USER_TOKEN (the product spec's storage key) HttpOnly, so no
// script in the page can read it, SameSite=Strict, and Secure when the request came over https (X-Forwarded-Proto
// counts from a trusted proxy, config.ts trustProxy); logout and a refused session clear it. Scripts and the CLI
// send the `token` header instead, which wins when both come.
//
// A cookie rides along with requests other pages make, so the session hook accepts it only on a same-origin
// request: Sec-Fetch-Site `same-origin` (current browsers send it to https and localhost origins), else an Origin
// equal to the server's own (browsers send Origin on every POST). A request with neither header is not a browser's
// write from another page, and the cookie counts. docs/security.md says why this and not a CSRF token.
import type { FastifyReply, FastifyRequest } from 'fastify';

const SESSION_COOKIE = 'USER_TOKEN';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The session cookie's value, if the request carries one. */
export function sessionCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether a browser sent the request from the server's own origin (see above). */
export function sameOrigin(request: FastifyRequest): boolean {
  const site = one(request.headers['sec-fetch-site']);
  if (site !== undefined) return site === 'same-origin';
  const origin = one(request.headers.origin);
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

const attributes = (request: FastifyRequest) => `Path=/; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes(request)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}
