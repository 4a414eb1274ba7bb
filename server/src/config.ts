// Server settings with their defaults. Tests pass a fake clock (`now`) and short windows.
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { CheckpointStore } from './audit/checkpoints.ts';
import { ssoSettings, type SsoSettings } from './auth/sso-settings.ts';
import { isPublicAddress } from './http/public-fetch.ts';
import { ephemeralUploads, uploadsFromEnv, type UploadProvider } from './uploads/credentials.ts';
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
  /** Minutes east of UTC of the business time zone: a business day (the daily reports' day_at) starts at its midnight. */
  businessUtcOffset: number;
  /** Which peers may tell the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto): none (false),
   * their addresses/CIDRs, or the number of proxy hops in front (parseTrustProxy). */
  trustProxy: TrustProxy;
  /** Operations marked `x-approval` wait for a second operator (APPROVAL=off turns it off: a one-person team). */
  approvalEnabled: boolean;
  /** How long a pending approval request can be approved (APPROVAL_HOURS, 24 by default). */
  approvalHours: number;
  /** How far back an approver's provenance is read (APPROVAL_PROVENANCE_DAYS, 30 by default): an account the requester,
   * or an account in the requester's provenance, created or changed within this many days before the request never
   * approves it (approval.ts provenanceOf). */
  approvalProvenanceDays: number;
  /** How old a session's proof of presence (sign-in, reauthenticate) may be for the operations marked x-reauth
   * (REAUTH_MINUTES, 15 by default). */
  reauthMinutes: number;
  /** The WebAuthn relying party of passkeys: its id (WEBAUTHN_RP_ID, a domain) and the console's origin
   * (WEBAUTHN_ORIGIN, `https://admin.example.com`); null: taken from each request's host and scheme. */
  webauthnRpId: string | null;
  webauthnOrigin: string | null;
  /** The signed checkpoints' key and where they are kept besides the database (the bucket: main.ts;
   * audit/checkpoints.ts); null: none (verifyAuditLog then checks the chain alone). */
  auditCheckpoints: { mirrors: CheckpointStore[]; key: Uint8Array } | null;
  /** Single sign-on (SSO_* settings, auth/sso-settings.ts); null: off (SSO_ISSUER unset). */
  sso: SsoSettings | null;
  /** A password sign-in needs a second factor (SIGN_IN_SECOND_FACTOR, on; `off` only for a demo: signInSecondFactor). */
  signInSecondFactor: boolean;
}

export type TrustProxy = false | number | string[];

/** TRUST_PROXY / --trust-proxy: unset or empty → trust no one; a whole number → that many hops of proxies in front
 * (the address that many hops back is the client's); else comma-separated addresses and CIDRs of the proxies
 * (`10.0.0.0/8, 127.0.0.1`; also `loopback`, `linklocal`, `uniquelocal`). Fastify checks each at start. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The generated X-Admin-Password's file in the data folder (main.ts; ops/backup.ts leaves it out of backups). */
export const ADMIN_HEADER_PASSWORD_FILE = 'admin-header-password';

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
    businessUtcOffset: businessUtcOffset(process.env.BUSINESS_UTC_OFFSET),
    trustProxy: false,
    approvalEnabled: approvalEnabled(process.env.APPROVAL),
    approvalHours: approvalHours(process.env.APPROVAL_HOURS),
    approvalProvenanceDays: approvalProvenanceDays(process.env.APPROVAL_PROVENANCE_DAYS),
    reauthMinutes: reauthMinutes(process.env.REAUTH_MINUTES),
    webauthnRpId: process.env.WEBAUTHN_RP_ID || null,
    webauthnOrigin: process.env.WEBAUTHN_ORIGIN || null,
    auditCheckpoints: null,
    sso: ssoSettings(process.env),
    // In-process apps (tests, scripts) opt in; a server process (main.ts) passes SIGN_IN_SECOND_FACTOR, on by default.
    signInSecondFactor: false,
    ...overrides,
  };
}

/** APPROVAL: `on` (or unset) makes operations marked x-approval wait for a second operator; `off` applies them at once. */
const approvalEnabled = (value: string | undefined): boolean => onOff('APPROVAL', value, true);

/** APPROVAL_HOURS: whole hours from 1 to 720 a pending approval request stays open (24 when unset). */
function approvalHours(value: string | undefined): number {
  if (value === undefined || value === '') return 24;
  const hours = Number(value);
  if (!/^\d+$/.test(value) || hours < 1 || hours > 720) throw new Error(`APPROVAL_HOURS must be whole hours from 1 to 720, not ${value}`);
  return hours;
}

/** APPROVAL_PROVENANCE_DAYS: whole days from 1 to 3650 an account's creation or change counts towards an approver's
 * provenance (30 when unset). */
function approvalProvenanceDays(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 3650)
    throw new Error(`APPROVAL_PROVENANCE_DAYS must be whole days from 1 to 3650, not ${value}`);
  return days;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** SIGN_IN_SECOND_FACTOR: `on` (or unset) asks every password sign-in for a second factor. `off` is for a demo on this
 * machine only, and refused otherwise: with DATABASE_URL (a shared database is never a demo) and with a HOST other
 * than a loopback address (other machines could reach it). Then a password alone signs in, and that sign-in is the
 * session's first proof of presence, as it was before issue 55. */
export function signInSecondFactor(value: string | undefined, env: { DATABASE_URL?: string }, host: string): boolean {
  if (!onOff('SIGN_IN_SECOND_FACTOR', value, true)) {
    if (env.DATABASE_URL) throw new Error('SIGN_IN_SECOND_FACTOR=off is only for a demo on its own data folder: not with DATABASE_URL');
    if (!LOOPBACK.has(host))
      throw new Error(`SIGN_IN_SECOND_FACTOR=off is only for a demo on this machine: HOST must be a loopback address, not ${host}`);
    return false;
  }
  return true;
}

/** REAUTH_MINUTES: whole minutes from 1 to 1440 a proof of presence opens the operations marked x-reauth for (15 when
 * unset); beyond a day it would outlive every session (24 hours at most), which is what tests of other things use. */
function reauthMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 15;
  const minutes = Number(value);
  if (!/^\d+$/.test(value) || minutes < 1 || minutes > 1440)
    throw new Error(`REAUTH_MINUTES must be whole minutes from 1 to 1440, not ${value}`);
  return minutes;
}

/** UPLOAD_MAX_MB (or --upload-max-mb): the largest file the embedded store accepts, a whole number of MB. */
/** BUSINESS_UTC_OFFSET: minutes east of UTC, a whole number from -720 to 840 (480, UTC+8, when unset). A wrong value
 * stops the start instead of dating every report day at NaN. */
export function businessUtcOffset(value: string | undefined): number {
  if (value === undefined || value === '') return 480;
  const minutes = Number(value);
  if (!/^[+-]?\d+$/.test(value) || minutes < -720 || minutes > 840)
    throw new Error(`BUSINESS_UTC_OFFSET must be whole minutes east of UTC from -720 to 840 (480 is UTC+8), not ${value}`);
  return minutes;
}

export function uploadMaxBytes(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_UPLOAD_MAX_BYTES;
  const mb = Number(value);
  if (!/^\d+$/.test(value) || mb < 1) throw new Error(`UPLOAD_MAX_MB must be a whole number of MB ≥ 1, not ${value}`);
  return mb * 1024 * 1024;
}

/** An on/off setting: `on`, `off`, or unset (the default). */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be on or off, not ${value}`);
}

/** SINGLE_MACHINE=on: the operator states that no other machine serves this DATABASE_URL. */
const singleMachine = (env: NodeJS.ProcessEnv) => onOff('SINGLE_MACHINE', env.SINGLE_MACHINE, false);

/**
 * What machines of one database must share and a start with DATABASE_URL lacks: each machine would otherwise keep its
 * own upload store (a file put through one is missing through the other), make up its own X-Admin-Password (calls
 * through a balancer alternate between accepted and refused) and its own checkpoint key (one machine's checkpoints
 * read as forged on the other). Empty without DATABASE_URL (an embedded SQLite file is one machine's) or with
 * SINGLE_MACHINE=on.
 */
export function clusterSettingsMissing(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL || singleMachine(env)) return [];
  const missing: string[] = [];
  if (!uploadsFromEnv(env)) missing.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: one upload bucket for every machine');
  if (!env.ADMIN_HEADER_PASSWORD) missing.push('ADMIN_HEADER_PASSWORD: one X-Admin-Password for every machine');
  if (!env.AUDIT_CHECKPOINT_KEY && !env.AUDIT_CHECKPOINT_KEY_FILE)
    missing.push('AUDIT_CHECKPOINT_KEY or AUDIT_CHECKPOINT_KEY_FILE: one key for the audit checkpoints of every machine');
  return missing;
}

/** MIGRATE_AT_START: whether a start runs the migrate step (db/schema.ts) or only checks the schema. On by default for an
 * embedded SQLite file or SINGLE_MACHINE=on; off with DATABASE_URL, where `npm run migrate` runs once per release. */
export const migrateAtStart = (env: NodeJS.ProcessEnv): boolean =>
  onOff('MIGRATE_AT_START', env.MIGRATE_AT_START, !env.DATABASE_URL || singleMachine(env));
