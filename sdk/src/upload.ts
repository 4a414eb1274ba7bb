// Uploads to object storage with the temporary credentials of `getUploadCredentials` (docs/spec/product-spec.md §9:
// a Hong Kong bucket in production, a local S3-compatible server with the reference server). The entry
// @wallet-admin/sdk/upload; the AWS SDK is imported on first upload so bundles that never upload do not load it.
import type { S3Client } from '@aws-sdk/client-s3';
import { ApiError, RESULT_TRANSPORT, errorText, isApiError } from './errors.js';
import type { AdminClient } from './client.js';
import { abortable } from './transport.js';
import type { Schema } from './types.js';

export type UploadCredentials = Schema<'UploadCredentials'>;

export interface UploaderOptions {
  client: Pick<AdminClient, 'call' | 'report'>;
  /** Override the credentials' Region (production default ap-east-1). */
  region?: string;
  bucket?: string;
  endpoint?: string;
  /** What a root-relative Endpoint (`/s3`: the reference server's embedded store, on the console's own origin) is
   * resolved against; default `location.origin` in a browser. */
  origin?: string;
  /** Path-style URLs (default: when an endpoint is set, as S3-compatible servers expect). */
  forcePathStyle?: boolean;
  /** Clock (ms) for credential expiry and key prefixes (default Date.now). */
  now?: () => number;
}

export interface UploadOptions {
  /** File name; the key is `${prefix}${timestamp}_${name}` (the prefix comes with the credentials). */
  name: string;
  contentType?: string;
  /** Fraction uploaded, 0..1; always ends with 1 on success. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  key: string;
  url: string;
}

export interface Uploader {
  upload(file: Blob | Uint8Array, options: UploadOptions): Promise<UploadResult>;
}

export const DEFAULT_UPLOAD_REGION = 'ap-east-1';
/** Credentials are renewed this long before they expire, so an upload never starts on dying ones. */
const CREDENTIAL_MARGIN_MS = 60_000;

interface Session {
  credentials: UploadCredentials;
  expiresAt: number;
  s3: Promise<S3Client>;
}

/** The AWS packages are optional peer dependencies: only installations that upload add them. */
const AWS_PACKAGES = '@aws-sdk/client-s3 @aws-sdk/lib-storage';

let awsModules: Promise<[typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/lib-storage')]> | undefined;
function loadAws() {
  awsModules ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).catch((error: unknown) => {
    awsModules = undefined;
    const missing = (error as { code?: unknown }).code === 'ERR_MODULE_NOT_FOUND';
    throw missing ? new Error(`uploads need the optional peer dependencies: npm install ${AWS_PACKAGES}`, { cause: error }) : error;
  });
  return awsModules;
}

function storageError(name: string, cause: unknown, kind: 'storage' | 'abort'): ApiError {
  return new ApiError({
    result: RESULT_TRANSPORT,
    message: `upload of ${name} failed: ${errorText(cause)}`,
    operationId: 'getUploadCredentials',
    kind,
    cause,
  });
}

const abortError = (name: string, cause: unknown) => storageError(name, cause, 'abort');

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function createUploader(options: UploaderOptions): Uploader {
  const now = options.now ?? Date.now;
  let session: Session | undefined;
  let pending: Promise<Session> | undefined;

  /** A root-relative endpoint on the origin the page was loaded from (the S3 client needs an absolute one). */
  const absolute = (endpoint: string | undefined) => {
    if (endpoint === undefined || URL.canParse(endpoint)) return endpoint;
    const origin = options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin;
    if (!origin) throw new Error(`the upload endpoint ${endpoint} is relative: pass createUploader an origin to resolve it against`);
    return new URL(endpoint, origin).href.replace(/\/+$/, '');
  };

  const settings = (c: UploadCredentials) => {
    const endpoint = absolute(options.endpoint ?? (c.Endpoint || undefined));
    return {
      endpoint,
      region: options.region ?? (c.Region || DEFAULT_UPLOAD_REGION),
      bucket: options.bucket ?? c.Bucket,
      forcePathStyle: options.forcePathStyle ?? endpoint !== undefined,
    };
  };

  async function createS3(c: UploadCredentials): Promise<S3Client> {
    const [{ S3Client }] = await loadAws();
    const { endpoint, region, forcePathStyle } = settings(c);
    return new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials: { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken },
      // Only send checksums S3 demands: S3-compatible servers often reject the newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Cached credentials, renewed near expiry; concurrent callers share one request. */
  function currentSession(): Promise<Session> {
    if (session && now() < session.expiresAt - CREDENTIAL_MARGIN_MS) return Promise.resolve(session);
    pending ??= options.client
      .call('getUploadCredentials')
      .then((credentials) => {
        const expiresAt = Date.parse(credentials.Expiration);
        const s3 = createS3(credentials).catch((error: unknown) => {
          // e.g. the AWS SDK chunk failed to load: start over on the next upload instead of failing forever
          if (session?.credentials === credentials) session = undefined;
          throw error;
        });
        session = { credentials, expiresAt: Number.isNaN(expiresAt) ? 0 : expiresAt, s3 };
        return session;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  function publicUrl(c: UploadCredentials, key: string): string {
    const { endpoint, region, bucket, forcePathStyle } = settings(c);
    if (c.PublicUrl) return `${c.PublicUrl.replace(/\/+$/, '')}/${encodeKey(key)}`;
    if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${forcePathStyle ? `${bucket}/` : ''}${encodeKey(key)}`;
    return `https://${bucket}.s3.${region}.amazonaws.com/${encodeKey(key)}`;
  }

  return {
    async upload(file, { name, contentType, onProgress, signal }) {
      // An abort ends the wait for the credentials (shared with other uploads, so not cancelled) and for the AWS SDK:
      // before, an abort in those first tens of milliseconds went unseen and the whole file was sent.
      const aborted = signal ?? new AbortController().signal;
      const first = await sessionFor(aborted);
      try {
        return await attempt(first, true);
      } catch (thrown) {
        if (!(thrown instanceof CredentialsEnded)) throw thrown;
      }
      // Credentials die with the session that got them (a logout, then a new sign-in in the same page): the store
      // refused them before they expired. Fresh ones, once.
      if (session === first) session = undefined;
      return attempt(await sessionFor(aborted), false);

      async function sessionFor(aborted: AbortSignal): Promise<Session> {
        try {
          return await abortable(currentSession(), aborted);
        } catch (thrown) {
          if (isApiError(thrown)) throw thrown; // the credentials call failed, and call() reported it
          throw abortError(name, thrown);
        }
      }

      async function attempt(current: Session, retryable: boolean): Promise<UploadResult> {
        // The store accepts only keys under the credentials' prefix.
        const key = `${current.credentials.Prefix ?? ''}${now()}_${name}`;
        try {
          return await send(current, key);
        } catch (thrown) {
          if (retryable && isEndedCredentials(thrown)) throw new CredentialsEnded();
          const error = isApiError(thrown) ? thrown : signal?.aborted ? abortError(name, thrown) : storageError(name, thrown, 'storage');
          options.client.report(error);
          throw error;
        }
      }

      async function send(current: Session, key: string): Promise<UploadResult> {
        const [[, { Upload }], s3] = await abortable(Promise.all([loadAws(), current.s3]), aborted);
        if (aborted.aborted) throw aborted.reason;
        const { bucket } = settings(current.credentials);
        const upload = new Upload({
          client: s3,
          params: { Bucket: bucket, Key: key, Body: file, ContentType: contentType },
        });
        let last = 0;
        const report = (fraction: number) => {
          const clamped = Math.min(1, Math.max(last, fraction));
          if (clamped === last && last !== 0) return;
          last = clamped;
          onProgress?.(clamped);
        };
        upload.on('httpUploadProgress', (p) => {
          if (p.total) report((p.loaded ?? 0) / p.total);
        });
        const onAbort = () => void upload.abort().catch(() => undefined);
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          await upload.done();
        } finally {
          signal?.removeEventListener('abort', onAbort);
        }
        if (last < 1) report(1);
        return { key, url: publicUrl(current.credentials, key) };
      }
    },
  };
}

/** Thrown by a first attempt whose credentials the store no longer accepts (then sent again, not reported). */
class CredentialsEnded extends Error {}

/** The store's answer to credentials it no longer accepts (S3's error codes, as the AWS SDK names its errors). */
const isEndedCredentials = (error: unknown) =>
  error instanceof Error && ['InvalidAccessKeyId', 'ExpiredToken', 'InvalidToken'].includes(error.name);
