// Temporary upload credentials (UploadCredentials of the contract). The embedded store (s3rver, started by
// main.ts) learns every key pair it hands out; a real bucket configured by environment hands out its keys.
import { randomBytes } from 'node:crypto';
import type { Schema } from '@wallet-admin/sdk';

export type UploadCredentials = Schema<'UploadCredentials'>;

export interface UploadProvider {
  /** Origin of the store's endpoint (the console's CSP lets it connect there); empty when there is none. */
  origin: string;
  credentials(now: number): Promise<UploadCredentials>;
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : '');

export interface BucketSettings {
  bucket: string;
  region: string;
  endpoint: string;
  publicUrl: string;
}

const HOUR = 3_600_000;

/** Random key pairs, each announced to `register` (the embedded store's key registry) before it is handed out. */
export function ephemeralUploads(bucket: BucketSettings, register: (accessKeyId: string, secret: string, expiresAt: number) => void = () => {}): UploadProvider {
  return {
    origin: originOf(bucket.endpoint),
    async credentials(now) {
      const AccessKeyId = `WA${randomBytes(9).toString('hex').toUpperCase()}`;
      const SecretAccessKey = randomBytes(30).toString('base64url');
      register(AccessKeyId, SecretAccessKey, now + HOUR);
      return {
        AccessKeyId,
        SecretAccessKey,
        SessionToken: randomBytes(24).toString('base64url'),
        Expiration: new Date(now + HOUR).toISOString(),
        Bucket: bucket.bucket,
        Region: bucket.region,
        Endpoint: bucket.endpoint,
        PublicUrl: bucket.publicUrl,
      };
    },
  };
}

/** A real bucket: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_PUBLIC_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 * Without an STS to mint session credentials, the configured key pair is handed out with an empty session token. */
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
    async credentials(now) {
      return { AccessKeyId: accessKeyId, SecretAccessKey: secret, SessionToken: '', Expiration: new Date(now + HOUR).toISOString(), Bucket: bucket, Region: region, Endpoint: endpoint, PublicUrl: publicUrl };
    },
  };
}
