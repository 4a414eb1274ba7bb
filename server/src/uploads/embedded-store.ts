// The embedded S3-compatible store main.ts starts: s3rver for storage, behind a guard that makes it safe to run
// beside the console. Browsers reach it on the product's own origin, under the path STORE_PATH (`/s3/…`) of the
// main port (behind the same TLS and proxy as the console): the main app forwards those requests, streamed, to the
// store's own listener on loopback (a random port nobody outside the machine sees and no stored URL names). The
// credentials' Endpoint and PublicUrl are `${PUBLIC_ORIGIN}/s3` and `${PUBLIC_ORIGIN}/s3/<bucket>`, or the
// root-relative `/s3` and `/s3/<bucket>` when PUBLIC_ORIGIN is unset (the console resolves them against its own
// origin), so a stored URL outlives a restart and works from every browser that reaches the console. Each process
// (each worker of --workers) has a store of its own over the shared folder and knows only the keys it handed out:
// a key's id names the loopback port of the store that issued it, with a MAC (a key shared by the processes of the
// data folder) so no one can make the forwarder call another port; requests signed by it go there, the rest to
// this process's store. s3rver (unmaintained since 2021) allows anonymous writes and never checks SigV4
// signatures, so the guard, the first middleware of its Koa app, decides every request:
//   - only paths under STORE_PATH are served; the signature is checked against the path as the client sent it
//     (the prefix included), which is then taken off for s3rver; s3rver never sees the client's Host (its virtual
//     host buckets would read the bucket from it);
//   - before anything else, the object key must be a plain relative path: s3rver joins it onto its folder, so a
//     `..` segment (sent as is or percent-encoded, even twice) would reach another user's files or leave the
//     store; the multipart upload id and part number it also joins must have the form s3rver gives them;
//   - without a signature only GET/HEAD of an object (uploads are public files) pass;
//   - a signed request must carry a valid SigV4 signature of a key handed out by getUploadCredentials, not yet
//     expired and whose session still stands (asked of the database at each request: uploads/session.ts), and
//     may touch only objects under that key's prefix (no bucket operations);
//   - a body is never larger than the store's limit, whatever the form (hashed, UNSIGNED-PAYLOAD, presigned, the
//     parts of a multipart upload together): counted while it streams to a file beside the store, refused the
//     moment it passes the limit, so neither memory nor an existing object holds any of a refused body;
//   - a body the client hashed must match its hash;
//   - objects are served as downloads that cannot run: Content-Disposition attachment, nosniff and a sandbox
//     CSP (an HTML upload opened in a browser gets an opaque origin: no cookies, no script).
// Beside the guard, s3rver's store answers a write only once its bytes are in the file (whole-writes.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { observeUpload } from '../ops/instruments.ts';
import { privateFolder, sharedSecret } from '../private-files.ts';
import { ephemeralUploads, type IssuedKey, type UploadProvider } from './credentials.ts';
import { isRefusal, verifySigV4 } from './sigv4.ts';
import { writeWholeFiles, type S3rverFilesystemStore } from './whole-writes.ts';

const require = createRequire(import.meta.url);

interface KoaContext {
  method: string;
  url: string;
  req: IncomingMessage;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  middleware: Middleware[];
  store: S3rverFilesystemStore;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
interface AccountRegistry {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey?(id: string): void };
}

// Browsers upload from the console's origin with signed requests; reads are public.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/** The largest object the store accepts by default (UPLOAD_MAX_MB). */
export const DEFAULT_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/** The path of the main port under which the store is served (credentials/ Endpoint is this, on the public origin). */
export const STORE_PATH = '/s3';

/** PUBLIC_ORIGIN: the origin browsers reach the product at (`https://admin.example.com`), or undefined when unset
 * (stored URLs are then root-relative). Anything else than an http(s) origin stops the start. */
export function publicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/+$/, '') || url.username || url.password)
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://admin.example.com (no path), not ${value}`);
  return url.origin;
}

export interface EmbeddedStoreOptions {
  bucket?: string;
  /** PUBLIC_ORIGIN (publicOrigin()): the origin of the URLs handed out; root-relative ones when unset. */
  publicOrigin?: string;
  now?: () => number;
  /** The largest object, in bytes: one PUT's body, or the parts of a multipart upload together. */
  maxObjectBytes?: number;
}

export interface EmbeddedStore {
  /** Where this process's store listens, on loopback: `http://127.0.0.1:<port>/s3` (for tests and the forwarder). */
  endpoint: string;
  bucket: string;
  uploads: UploadProvider;
  /** Forwards a request the main port received under STORE_PATH, streamed both ways, to the store that handed out
   * its key (this process's store when it names none). */
  forward(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

function deny(ctx: KoaContext, status: number, code: string, message: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;
}

class TooLarge extends Error {}

/** Streams the body to `file`, counting and hashing: its SHA-256, or a TooLarge rejection as soon as `fits`
 * says no to the bytes read so far (the file is then removed). */
async function spool(req: IncomingMessage, file: string, fits: (bytes: number) => boolean): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (!fits(size)) return callback(new TooLarge());
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // Not pipeline(req, …): on a refusal it would destroy the request's socket before the answer is written.
  req.pipe(counter);
  req.once('error', (error) => counter.destroy(error));
  req.once('close', () => {
    if (!req.complete) counter.destroy(new Error('the client went away'));
  });
  try {
    await pipeline(counter, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await unlink(file).catch(() => {});
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

// Control characters (C0 and DEL) and backslashes (a separator on Windows).
const isUnsafeCharacter = (c: string) => c < ' ' || c === '\u007f' || c === '\\';
const isDotSegment = (segment: string) => segment === '.' || segment === '..';
// Percent-decodings looked through: s3rver decodes once; more layers than this is no file name anyone chose.
const MAX_DECODINGS = 3;

// One layer of percent-decoding, of the ASCII escapes only: every character the check looks for is ASCII, and
// decoding them one by one cannot fail, so a stray `%` or a broken UTF-8 escape elsewhere in the path (which would
// make decodeURIComponent throw) cannot hide `%252e%252e` from the next layer.
const decodeAscii = (text: string) => text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Why the path (as sent, still percent-encoded) is refused, or null. It is checked as sent and after each
 * decoding, so `%2e%2e`, `%252e%252e` and an encoded `/` or `\\` cannot hide a segment from the check. */
function unsafePath(path: string): string | null {
  let text = path;
  for (let layer = 0; ; layer++) {
    if ([...text].some(isUnsafeCharacter)) return 'the key holds a backslash or a control character';
    if (text.split('/').some(isDotSegment)) return 'the key holds a . or .. segment';
    const decoded = decodeAscii(text);
    if (decoded === text) return null;
    if (layer === MAX_DECODINGS) return 'the key is percent-encoded too many times';
    text = decoded;
  }
}

// s3rver's upload ids (16 random bytes in hex) and S3's part numbers (1 to 10,000), both joined into file paths.
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_NUMBER = /^(?:[1-9][0-9]{0,3}|10000)$/;

/** A multipart upload started through the guard: the key it was started for, forgotten when its credentials expire. */
interface StartedUpload {
  key: string;
  expiresAt: number;
  /** Bytes stored per part number. */
  parts: Map<number, number>;
}

interface GuardSettings {
  bucket: string;
  /** STORE_PATH: requests come with it, signed with it; s3rver gets them without. */
  mount: string;
  keys: Map<string, IssuedKey>;
  now: () => number;
  maxObjectBytes: number;
  /** Where bodies wait while they are counted and checked. */
  incoming: string;
}

function guard({ bucket, mount, keys, now, maxObjectBytes, incoming }: GuardSettings): Middleware {
  const uploads = new Map<string, StartedUpload>();
  return async (ctx, next) => {
    // The URL as the client sent it (and signed it), then the store's own path, without the mount.
    const sent = ctx.url;
    if (!sent.startsWith(`${mount}/`)) return deny(ctx, 404, 'NoSuchBucket', `the store is served under ${mount}/`);
    const [path = '/', query = ''] = sent.slice(mount.length).split(/\?(.*)/s);
    const unsafe = unsafePath(path);
    if (unsafe) return deny(ctx, 400, 'InvalidURI', unsafe);
    const search = new URLSearchParams(query);
    const uploadId = search.get('uploadId');
    const partNumber = search.get('partNumber');
    if (search.getAll('uploadId').length > 1 || (uploadId !== null && !UPLOAD_ID.test(uploadId)))
      return deny(ctx, 404, 'NoSuchUpload', 'the upload id is not one this store gave');
    if (search.getAll('partNumber').length > 1 || (partNumber !== null && !PART_NUMBER.test(partNumber)))
      return deny(ctx, 400, 'InvalidArgument', 'the part number must be a whole number from 1 to 10000');
    // A copy reads its source by a path of its own (another user's file, or one outside the bucket).
    if ('x-amz-copy-source' in ctx.req.headers) return deny(ctx, 403, 'AccessDenied', 'copies are not accepted');
    const [, first = '', ...rest] = path.split('/');
    let objectKey: string;
    try {
      objectKey = decodeURIComponent(rest.join('/'));
    } catch {
      return deny(ctx, 400, 'InvalidURI', 'the path is not valid percent-encoded UTF-8');
    }
    const isObject = first === bucket && objectKey !== '';
    const signed = 'authorization' in ctx.req.headers || /(^|&)X-Amz-Algorithm=/.test(query);
    const toStore = () => {
      ctx.url = sent.slice(mount.length);
      // s3rver takes a bucket from a Host it does not know (virtual-host style): the client's is not its business.
      ctx.req.headers.host = '127.0.0.1';
    };
    if (ctx.method === 'OPTIONS') {
      toStore();
      return next(); // CORS preflight: answered by the bucket's CORS rule
    }
    let signedBy: IssuedKey | null = null;
    let spooled: string | null = null;
    let uploadSize: number | null = null; // the bytes of a stored body, for the metrics and traces
    let uploadStarted = 0;
    // The part whose bytes this request reserves in its upload, and what that part held before.
    let reserved: { parts: Map<number, number>; number: number } | null = null;
    let partBefore: number | undefined;
    // A body waits in a file of its own until s3rver has read it (or the request is refused).
    try {
      if (!signed) {
        if (!((ctx.method === 'GET' || ctx.method === 'HEAD') && isObject && query === ''))
          return deny(ctx, 403, 'AccessDenied', 'anonymous requests may only read objects');
      } else {
        let verified;
        try {
          verified = verifySigV4({ method: ctx.method, url: sent, headers: ctx.req.headers }, now(), (id) => {
            const key = keys.get(id);
            return key && key.expiresAt > now() ? { secret: key.secret, sessionToken: key.sessionToken } : undefined;
          });
        } catch (error) {
          if (isRefusal(error)) return deny(ctx, 403, 'SignatureDoesNotMatch', error.message);
          throw error;
        }
        const issued = keys.get(verified.accessKeyId)!;
        // Asked at each use (not remembered), so every later use answers why.
        if (!(await issued.stands()))
          return deny(ctx, 403, 'InvalidAccessKeyId', 'the session that got these credentials has ended: sign in again');
        if (!isObject || !objectKey.startsWith(issued.prefix))
          return deny(ctx, 403, 'AccessDenied', `these credentials write only ${bucket}/${issued.prefix}*`);
        // s3rver completes an upload into the key it was started for, whatever the URL says: the URL must agree.
        if (uploadId !== null && uploads.get(uploadId)?.key !== objectKey)
          return deny(ctx, 404, 'NoSuchUpload', 'no upload with this id was started for this key');
        signedBy = issued;
        if (ctx.method === 'PUT' || ctx.method === 'POST') {
          const upload = uploadId === null ? undefined : uploads.get(uploadId);
          const part = upload && partNumber !== null ? { parts: upload.parts, number: Number(partNumber) } : null;
          // A part counts toward its object with the other parts, those stored and those still arriving (clients
          // send several at once): its bytes are reserved as they arrive, and given back if it is not stored.
          partBefore = part?.parts.get(part.number);
          const fits = part
            ? (bytes: number) => {
                part.parts.set(part.number, bytes);
                return [...part.parts.values()].reduce((sum, size) => sum + size, 0) <= maxObjectBytes;
              }
            : (bytes: number) => bytes <= maxObjectBytes;
          if (part) reserved = part;
          const tooLarge = () => {
            ctx.set('Connection', 'close'); // stop reading the rest of a body already refused
            deny(ctx, 400, 'EntityTooLarge', `an upload may be at most ${maxObjectBytes} bytes`);
          };
          if (!fits(Number(ctx.req.headers['content-length'] ?? 0))) return tooLarge();
          const file = join(incoming, randomBytes(12).toString('hex'));
          uploadStarted = performance.timeOrigin + performance.now();
          let body;
          try {
            body = await spool(ctx.req, file, fits);
          } catch (error) {
            if (error instanceof TooLarge) return tooLarge();
            throw error;
          }
          spooled = file;
          uploadSize = body.size;
          if (/^[0-9a-f]{64}$/.test(verified.payloadHash) && body.sha256 !== verified.payloadHash)
            return deny(ctx, 400, 'XAmzContentSHA256Mismatch', 'the body does not match x-amz-content-sha256');
          // s3rver reads the body from ctx.req: hand it the checked bytes.
          ctx.req = Object.assign(createReadStream(file), { headers: ctx.req.headers }) as unknown as IncomingMessage;
        }
      }
      toStore();
      await next();
      if (signedBy && ctx.status === 200) {
        if (ctx.method === 'POST' && search.has('uploads')) {
          const started = /<UploadId>([0-9a-f]{32})<\/UploadId>/.exec(String(ctx.body))?.[1];
          if (started) {
            for (const [id, upload] of uploads) if (upload.expiresAt <= now()) uploads.delete(id);
            uploads.set(started, { key: objectKey, expiresAt: signedBy.expiresAt, parts: new Map() });
          }
        } else if (partNumber === null && uploadId !== null && (ctx.method === 'DELETE' || ctx.method === 'POST')) uploads.delete(uploadId);
      }
      if (isObject && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
        ctx.set('Content-Disposition', 'attachment');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin'); // the console shows uploaded images
      }
      if (ctx.status === 200) reserved = null; // the part is stored: its bytes stay counted
      if (ctx.status === 200 && uploadSize !== null) observeUpload(uploadSize, uploadStarted);
    } finally {
      if (reserved) {
        if (partBefore === undefined) reserved.parts.delete(reserved.number);
        else reserved.parts.set(reserved.number, partBefore);
      }
      if (spooled) await unlink(spooled).catch(() => {});
    }
  };
}

/** The access key id a request is signed with (header or presigned form), or null. */
function signingKeyId(req: IncomingMessage): string | null {
  const auth = req.headers.authorization;
  const fromHeader = typeof auth === 'string' ? /Credential=([^/,\s]+)\//.exec(auth)?.[1] : undefined;
  if (fromHeader) return fromHeader;
  const query = (req.url ?? '').split('?')[1];
  return query ? (new URLSearchParams(query).get('X-Amz-Credential')?.split('/')[0] ?? null) : null;
}

/** Key ids name the loopback port of the store that issued them: `WA` + port (4 hex) + random + MAC (its first 10
 * bytes, of the port and the random part, by the data folder's route key). */
function keyIds(routeKey: string) {
  const mac = (text: string) => createHmac('sha256', routeKey).update(text).digest('hex').slice(0, 20).toUpperCase();
  return {
    make(port: number): string {
      const body = `${port.toString(16).padStart(4, '0')}${randomBytes(8).toString('hex')}`.toUpperCase();
      return `WA${body}${mac(body)}`;
    },
    /** The port a key id names, when its MAC is right; null otherwise. */
    port(id: string): number | null {
      const m = /^WA([0-9A-F]{4}[0-9A-F]{16})([0-9A-F]{20})$/.exec(id);
      if (!m) return null;
      const expected = Buffer.from(mac(m[1]!));
      const given = Buffer.from(m[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? parseInt(m[1]!.slice(0, 4), 16) : null;
    },
  };
}

// Hop-by-hop headers: about one connection, not passed on (Connection: close from the store is, below).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** Sends `req` to the store on `port` and its answer back, both streamed; 502 when that store does not answer. */
function forwardTo(port: number, req: IncomingMessage, res: ServerResponse): void {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  // A body without a length goes on chunked (Node's default when no content-length is given).
  const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    const out = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) || name === 'connection');
    for (const [name, value] of out) if (value !== undefined) res.setHeader(name, value);
    // Connection: close passes on: the store refused a body before its end, and the client's connection closes after the answer.
    res.writeHead(answer.statusCode ?? 502);
    answer.pipe(res);
    answer.once('error', () => res.destroy());
  });
  upstream.once('error', () => {
    req.unpipe(upstream);
    if (res.headersSent) {
      if (!res.writableFinished) res.destroy();
    } else {
      res.writeHead(502, { 'content-type': 'application/xml', connection: 'close' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>the store did not answer</Message></Error>',
      );
    }
  });
  // The client went away before its answer: so does the request to the store (which then drops a half-read body).
  res.once('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

export async function startEmbeddedStore(directory: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
  const { bucket = 'wallet-admin', now = Date.now, maxObjectBytes = DEFAULT_UPLOAD_MAX_BYTES } = options;
  privateFolder(directory);
  // Beside the store, not in it (s3rver would take a folder inside for a bucket), one folder per process (the
  // workers share the store's folder); one of this process id was left by a dead process.
  const incoming = join(`${directory}.incoming`, String(process.pid));
  rmSync(incoming, { recursive: true, force: true });
  privateFolder(`${directory}.incoming`);
  privateFolder(incoming);
  const S3rver = require('s3rver') as S3rverClass;
  const accounts = require('s3rver/lib/models/account') as AccountRegistry;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  writeWholeFiles(server.store);
  const keys = new Map<string, IssuedKey>();
  // Koa composes its middleware when it starts listening: the guard runs before everything s3rver does.
  server.middleware.unshift(guard({ bucket, mount: STORE_PATH, keys, now, maxObjectBytes, incoming }));
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}${STORE_PATH}`;
  // Shared by the processes of this folder (the workers of --workers), so each can tell which one issued a key.
  const ids = keyIds(sharedSecret(join(`${directory}.incoming`, 'route-key'), () => randomBytes(32).toString('hex')));
  const timers = new Set<NodeJS.Timeout>();
  const published = `${options.publicOrigin ?? ''}${STORE_PATH}`;
  const settings = { bucket, region: 'us-east-1', endpoint: published, publicUrl: `${published}/${bucket}` };
  const uploads = ephemeralUploads(
    settings,
    (id, key) => {
      keys.set(id, key);
      accounts.DUMMY_ACCOUNT.createKeyPair(id, key.secret); // s3rver still looks the key up after the guard
      const timer = setTimeout(
        () => {
          keys.delete(id);
          accounts.DUMMY_ACCOUNT.revokeAccessKey?.(id);
          timers.delete(timer);
        },
        Math.max(0, key.expiresAt - now()),
      );
      timer.unref();
      timers.add(timer);
    },
    () => ids.make(address.port),
  );
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const id = signingKeyId(req);
    forwardTo((id ? ids.port(id) : null) ?? address.port, req, res);
  };
  uploads.serve = forward;
  return {
    endpoint,
    bucket,
    uploads,
    forward,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
      rmSync(incoming, { recursive: true, force: true });
    },
  };
}
