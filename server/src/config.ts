// Server settings with their defaults. Tests pass a fake clock (`now`) and short windows.
import type { FastifyServerOptions } from 'fastify';
import { ephemeralUploads, type UploadProvider } from './uploads/credentials.ts';

export interface ServerConfig {
  /** Current time in Unix ms (a fake clock in tests). */
  now(): number;
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  sessionTouchMs: number;
  loginWindowMs: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** Value of the X-Admin-Password header some high-impact calls carry. */
  adminHeaderPassword: string;
  signatureWindowSeconds: number;
  uploads: UploadProvider;
  logger: FastifyServerOptions['logger'];
  bodyLimit: number;
}

const DEFAULT_ADMIN_HEADER_PASSWORD = 'wallet-admin-header-demo';

export function resolveConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    now: () => Date.now(),
    sessionIdleMs: 2 * 3_600_000,
    sessionMaxAgeMs: 24 * 3_600_000,
    sessionTouchMs: 30_000,
    loginWindowMs: 15 * 60_000,
    loginMaxFailuresPerAccount: 5,
    loginMaxFailuresPerIp: 20,
    adminHeaderPassword: process.env.ADMIN_HEADER_PASSWORD ?? DEFAULT_ADMIN_HEADER_PASSWORD,
    signatureWindowSeconds: 300,
    uploads: ephemeralUploads({ bucket: 'wallet-admin', region: 'us-east-1', endpoint: '', publicUrl: '' }),
    logger: false,
    bodyLimit: 1_048_576,
    ...overrides,
  };
}
