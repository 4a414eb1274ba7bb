// Requests to the upload store as an attacker sends them: signed by the AWS SDK's own signer with the path kept
// exactly as given (no client normalizes dot segments away), and the store's folder as a snapshot to compare.
// Used by security-uploads.test.ts and the fuzz suite.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { UploadCredentials } from '../src/uploads/credentials.ts';

/** The credentials as a browser on `origin` uses them: the embedded store's Endpoint and PublicUrl are root-relative
 * (`/s3`, `/s3/wallet-admin`) when PUBLIC_ORIGIN is unset. */
export const resolvedAgainst = (c: UploadCredentials, origin: string): UploadCredentials => ({
  ...c,
  Endpoint: new URL(c.Endpoint, origin).href.replace(/\/+$/, ''),
  PublicUrl: new URL(c.PublicUrl, origin).href.replace(/\/+$/, ''),
});

export const client = (c: UploadCredentials) =>
  new S3Client({
    region: c.Region,
    endpoint: c.Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken },
  });

export interface Sent {
  status: number;
  body: string;
}

export interface RawOptions {
  body?: string;
  /** A presigned URL (query form, UNSIGNED-PAYLOAD) instead of the Authorization header. */
  presign?: boolean;
  /** UNSIGNED-PAYLOAD in the header form instead of the body's SHA-256. */
  unsigned?: boolean;
  headers?: Record<string, string>;
  /** Send `body` as the first chunk of a chunked PUT that never ends. */
  unfinished?: boolean;
}

/** What the S3 client's signer does (its declared type leaves presign out). */
interface Signer<Request> {
  sign(request: Request): Promise<Request>;
  presign(request: Request, options: { expiresIn: number }): Promise<Request>;
}

/** A request signed with `c` by the AWS SDK's own signer, its path (under the Endpoint's: `/s3`) sent exactly as
 * given (no client normalizes dot segments away, as an attacker's would not). */
export async function raw(c: UploadCredentials, method: string, path: string, options: RawOptions = {}): Promise<Sent> {
  const url = new URL(c.Endpoint);
  const [under = '', search = ''] = path.split(/\?(.*)/s);
  const pathname = `${url.pathname.replace(/\/+$/, '')}${under}`;
  const query = Object.fromEntries(new URLSearchParams(search));
  const body = options.body ?? '';
  const signer = (await client(c).config.signer()) as unknown as Signer<typeof unsigned>;
  const unsigned = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: pathname,
    query,
    headers: {
      host: url.host,
      // Presigned URLs leave the body unsigned, as @aws-sdk/s3-request-presigner's do.
      'x-amz-content-sha256': options.presign || options.unsigned ? 'UNSIGNED-PAYLOAD' : createHash('sha256').update(body).digest('hex'),
      ...options.headers,
    },
    body,
  };
  const signed = options.presign ? await signer.presign(unsigned, { expiresIn: 300 }) : await signer.sign(unsigned);
  const sentQuery = new URLSearchParams(signed.query).toString();
  const sentPath = `${pathname}${sentQuery ? `?${sentQuery}` : ''}`;
  return options.unfinished
    ? sendUnfinished(url.origin, sentPath, signed.headers, body)
    : sendAsIs(url.origin, method, sentPath, signed.headers, body);
}

/** Sends the path, under the endpoint's own (`/s3`), as is (fetch would resolve its dot segments and turn
 * backslashes into slashes). */
export function sendAsIs(endpoint: string, method: string, under: string, headers: Record<string, string> = {}, body = ''): Promise<Sent> {
  const url = new URL(endpoint);
  const path = `${url.pathname.replace(/\/+$/, '')}${under}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends a chunked body's first chunk and answers what the store says before the body ends (it never does):
 * what a store reading the whole body first could not. */
function sendUnfinished(endpoint: string, path: string, headers: Record<string, string>, chunk: string): Promise<Sent> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: 'PUT', path, headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (data: Buffer) => chunks.push(data));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    req.write(chunk);
  });
}

/** Every file under `root` with its content: what an attack must leave unchanged. */
export function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return files;
}
