// The embedded S3-compatible store (s3rver) main.ts starts on loopback: the upload bucket with a CORS rule for
// the console, and a key registry so the credentials getUploadCredentials hands out are really accepted.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ephemeralUploads, type UploadProvider } from './credentials.ts';

const require = createRequire(import.meta.url);

interface S3rverInstance { run(): Promise<AddressInfo>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
interface AccountRegistry { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey?(id: string): void } }

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

export interface EmbeddedStore { endpoint: string; bucket: string; uploads: UploadProvider; close(): Promise<void> }

export async function startEmbeddedStore(directory: string, bucket = 'wallet-admin'): Promise<EmbeddedStore> {
  mkdirSync(directory, { recursive: true });
  const S3rver = require('s3rver') as S3rverClass;
  const accounts = require('s3rver/lib/models/account') as AccountRegistry;
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [CORS] }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const timers = new Set<NodeJS.Timeout>();
  const uploads = ephemeralUploads({ bucket, region: 'us-east-1', endpoint, publicUrl: `${endpoint}/${bucket}` }, (id, secret, expiresAt) => {
    accounts.DUMMY_ACCOUNT.createKeyPair(id, secret);
    const timer = setTimeout(() => { accounts.DUMMY_ACCOUNT.revokeAccessKey?.(id); timers.delete(timer); }, expiresAt - Date.now());
    timer.unref();
    timers.add(timer);
  });
  return {
    endpoint, bucket, uploads,
    close: async () => { for (const timer of timers) clearTimeout(timer); await server.close(); },
  };
}
