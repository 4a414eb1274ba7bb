// Temporary upload credentials (UploadCredentials of the contract), each scoped to a key prefix. The embedded
// store (embedded-store.ts) learns every key pair it hands out and enforces the prefix; a real bucket
// configured by environment hands out its keys (scope them with a bucket policy or STS there).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Schema } from '@wallet-admin/sdk';

export type UploadCredentials = Schema<'UploadCredentials'>;

export interface UploadProvider {
  /** Origin of the store's endpoint (the console's CSP lets it connect there); empty when there is none or it is
   * the console's own (a root-relative endpoint: the embedded store under /s3/ of the main port). */
  origin: string;
  /** Credentials that may write only keys starting with `prefix`, while `stands` (asked at each use) says the
   * session that got them still stands. */
  credentials(now: number, prefix: string, stands: () => Promise<boolean>): Promise<UploadCredentials>;
  /** The embedded store: answers the main port's requests under its path (`/s3/…`, embedded-store.ts). */
  serve?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface BucketSettings {
  bucket: string;
  region: string;
  endpoint: string;
  publicUrl: string;
}

/** What the embedded store keeps of a key pair it handed out. */
export interface IssuedKey {
  secret: string;
  sessionToken: string;
  expiresAt: number;
  prefix: string;
  /** Whether the session that got the key still stands (uploads/session.ts). */
  stands: () => Promise<boolean>;
}

const HOUR = 3_600_000;

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : '');

/** Random key pairs, each announced to `register` (the embedded store's key registry) before it is handed out. */
export function ephemeralUploads(
  bucket: BucketSettings,
  register: (accessKeyId: string, key: IssuedKey) => void = () => {},
  newKeyId: () => string = () => `WA${randomBytes(9).toString('hex').toUpperCase()}`,
): UploadProvider {
  return {
    // A root-relative endpoint (the embedded store on the console's own origin) adds no origin: 'self' covers it.
    origin: originOf(bucket.endpoint),
    async credentials(now, prefix, stands) {
      const AccessKeyId = newKeyId();
      const SecretAccessKey = randomBytes(30).toString('base64url');
      const SessionToken = randomBytes(24).toString('base64url');
      register(AccessKeyId, { secret: SecretAccessKey, sessionToken: SessionToken, expiresAt: now + HOUR, prefix, stands });
      return {
        AccessKeyId,
        SecretAccessKey,
        SessionToken,
        Expiration: new Date(now + HOUR).toISOString(),
        Bucket: bucket.bucket,
        Region: bucket.region,
        Endpoint: bucket.endpoint,
        PublicUrl: bucket.publicUrl,
        Prefix: prefix,
      };
    },
  };
}

/** A real bucket: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_PUBLIC_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 * Without an STS to mint session credentials, the configured key pair is handed out with an empty session token
 * (and outlives any session: the bucket cannot ask this server; docs/security.md "Uploads"). */
export function uploadsFromEnv(env: NodeJS.ProcessEnv): UploadProvider | null {
  const bucket = env.S3_BUCKET;
  if (!bucket || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  const region = env.S3_REGION ?? 'us-east-1';
  const endpoint = env.S3_ENDPOINT ?? '';
  const publicUrl = env.S3_PUBLIC_URL ?? (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  return {
    origin: originOf(endpoint || `https://${bucket}.s3.${region}.amazonaws.com`),
    async credentials(now, prefix) {
      return {
        AccessKeyId: accessKeyId,
        SecretAccessKey: secret,
        SessionToken: '',
        Expiration: new Date(now + HOUR).toISOString(),
        Bucket: bucket,
        Region: region,
        Endpoint: endpoint,
        PublicUrl: publicUrl,
        Prefix: prefix,
      };
    },
  };
}
