// AWS Signature Version 4 checking for the embedded store (s3rver only looks the access key up): the header
// form and presigned URLs, with the request time, the session token and, when the client hashed it, the body.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

interface SignedRequest {
  method: string;
  /** Path and query as sent (still percent-encoded). */
  url: string;
  headers: IncomingHttpHeaders;
}

interface KeyLookup {
  secret: string;
  sessionToken: string;
}

interface Verified {
  accessKeyId: string;
  /** x-amz-content-sha256: a hex digest the body must match, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

const MAX_SKEW_MS = 15 * 60_000;

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
// RFC 3986 unreserved characters stay, everything else is %XX (what SigV4 canonicalizes to).
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

/** `20260101T000000Z` → ms */
function amzTime(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : Number.NaN;
}

class Refused extends Error {}

/** Checks the request's signature; throws with the reason when it is missing, stale or does not match. */
export function verifySigV4(request: SignedRequest, now: number, lookup: (accessKeyId: string) => KeyLookup | undefined): Verified {
  const [path = '/', rawQuery = ''] = request.url.split(/\?(.*)/s);
  const query = new URLSearchParams(rawQuery);
  const presigned = query.has('X-Amz-Algorithm');
  const auth = header(request.headers, 'authorization');
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let date: string;
  if (presigned) {
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    date = query.get('X-Amz-Date') ?? '';
    const expires = Number(query.get('X-Amz-Expires') ?? '0');
    if (!(amzTime(date) + expires * 1000 >= now)) throw new Refused('the presigned URL has expired');
  } else {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) throw new Refused('only AWS4-HMAC-SHA256 signatures are accepted');
    [, credential = '', signedHeaders = '', signature = ''] = m;
    date = header(request.headers, 'x-amz-date');
  }
  if (query.get('X-Amz-Algorithm') !== null && query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new Refused('unknown algorithm');
  const time = amzTime(date);
  if (!presigned && !(Math.abs(now - time) <= MAX_SKEW_MS)) throw new Refused('x-amz-date is missing or more than 15 minutes off');
  const [accessKeyId = '', day = '', region = '', service = '', terminal = ''] = credential.split('/');
  if (service !== 's3' || terminal !== 'aws4_request' || day !== date.slice(0, 8)) throw new Refused('malformed credential scope');
  const key = lookup(accessKeyId);
  if (!key) throw new Refused('unknown or expired access key');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) throw new Refused('the host header must be signed');
  const sessionToken = presigned ? (query.get('X-Amz-Security-Token') ?? '') : header(request.headers, 'x-amz-security-token');
  if (key.sessionToken && sessionToken !== key.sessionToken) throw new Refused('wrong session token');
  if (!presigned && !names.includes('x-amz-content-sha256')) throw new Refused('x-amz-content-sha256 must be signed');
  const payloadHash = presigned ? 'UNSIGNED-PAYLOAD' : header(request.headers, 'x-amz-content-sha256');

  const canonicalQuery = [...query]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    path,
    canonicalQuery,
    names.map((n) => `${n}:${header(request.headers, n)}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secret}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, toSign);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Refused('signature does not match');
  return { accessKeyId, payloadHash };
}

export const isRefusal = (error: unknown): error is Error => error instanceof Refused;
