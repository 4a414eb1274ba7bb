// Server settings with their defaults. Tests pass a fake clock (`now`) and short windows.
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { isPublicAddress } from './http/public-fetch.ts';
import { ephemeralUploads, type UploadProvider } from './uploads/credentials.ts';
import { DEFAULT_UPLOAD_MAX_BYTES } from './uploads/embedded-store.ts';

export interface ServerConfig {
  /** Current time in Unix ms (a fake clock in tests). */
  now(): number;
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  sessionTouchMs: number;
  loginWindowMs: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** Value of the X-Admin-Password header some high-impact calls carry (no default: random unless configured). */
  adminHeaderPassword: string;
  signatureWindowSeconds: number;
  uploads: UploadProvider;
  /** Addresses outbound fetches (NFT metadata) may reach: public ones only. */
  outboundAddressAllowed: (address: string) => boolean;
  logger: FastifyServerOptions['logger'];
  /** One readable line per request (http/request-log.ts), written here; null for none. */
  requestLog: ((line: string) => void) | null;
  bodyLimit: number;
}

/** 144 random bits, typeable: what a server started without ADMIN_HEADER_PASSWORD uses (main.ts keeps it). */
export const newAdminHeaderPassword = () => randomBytes(18).toString('base64url');

export function resolveConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    now: () => Date.now(),
    sessionIdleMs: 2 * 3_600_000,
    sessionMaxAgeMs: 24 * 3_600_000,
    sessionTouchMs: 30_000,
    loginWindowMs: 15 * 60_000,
    loginMaxFailuresPerAccount: 5,
    loginMaxFailuresPerIp: 20,
    adminHeaderPassword: process.env.ADMIN_HEADER_PASSWORD ?? newAdminHeaderPassword(),
    signatureWindowSeconds: 300,
    uploads: ephemeralUploads({ bucket: 'wallet-admin', region: 'us-east-1', endpoint: '', publicUrl: '' }),
    outboundAddressAllowed: isPublicAddress,
    logger: false,
    requestLog: null,
    bodyLimit: 1_048_576,
    ...overrides,
  };
}

/** UPLOAD_MAX_MB (or --upload-max-mb): the largest file the embedded store accepts, a whole number of MB. */
export function uploadMaxBytes(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_UPLOAD_MAX_BYTES;
  const mb = Number(value);
  if (!/^\d+$/.test(value) || mb < 1) throw new Error(`UPLOAD_MAX_MB must be a whole number of MB ≥ 1, not ${value}`);
  return mb * 1024 * 1024;
}
