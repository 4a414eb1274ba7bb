// build(): the Fastify app (no listen) with one route per operation of the bundled document. Tests call it with
// `{ db: ':memory:' }` and use `inject`; main.ts adds the listener, the embedded S3 store and the console.
import { startChainer } from '../audit/chain.ts';
import { createSecretKey, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { attachSessionCache, detachSessionCache } from '../auth/sessions.ts';
import { resolveConfig, type ServerConfig, type TrustProxy } from '../config.ts';
import { loadContract, type Contract } from '../contract/contract.ts';
import { core } from '../db/core.ts';
import { locationFromEnv, openDatabase, type DatabaseLocation } from '../db/open.ts';
import { checkSchema, migrateDatabase } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { resolveHandlers, type RegisteredHandler } from '../operations/handlers.ts';
import type { Services } from '../operations/types.ts';
import { seed as seedDemo } from '../seed/index.ts';
import { registerBodyParsers } from './body.ts';
import { clientErrorHandler } from './client-error.ts';
import { registerRequestLog, warnUnanswered } from './request-log.ts';
import { registerAnswers } from './answer.ts';
import { watchOutages } from '../ops/db-outage.ts';
import { registerRequestSpans } from '../ops/tracing.ts';
import { registerSeedImages } from './seed-images.ts';
import { failureOf, isApiCall, mapError } from './error-mapper.ts';
import { AppError, Result } from './errors.ts';
import { executor } from './execute.ts';
import { registerSecurityHeaders, securityHeaders, type HeaderSetter } from './headers.ts';
import { pipelineFor } from './pipeline.ts';
import { IMPORT_BODY_LIMIT } from '../operations/import.ts';
import { lazyValidators, type OperationValidators } from './validation.ts';
import { registerStoreRoute } from '../uploads/route.ts';

export interface BuildOptions {
  /** `:memory:`, a SQLite file, a PostgreSQL location, or an opened database (then the caller closes it). */
  db: DatabaseLocation | Database;
  config?: Partial<ServerConfig>;
  /** Seed demo data into an empty database (default true); `volume` below 1 makes the long histories shorter. */
  seed?: boolean | { volume: number };
  /** Another contract than the bundled document (tests of the derivation). */
  contract?: Contract;
  /** Built console to serve at / (hash routing: only files and index.html). */
  consoleDir?: string;
  /** Run the migrate step (default true); false: only check the schema is this version's (db/schema.ts). */
  migrate?: boolean;
}

interface Prepared {
  contract: Contract;
  handlers: Map<string, RegisteredHandler>;
  validators: Map<string, () => OperationValidators>;
}

let bundled: Prepared | null = null;

/** The contract with its handlers and validators (each operation's compiled at its first request); the bundled document's is prepared once per process. */
export function prepare(contract?: Contract): Prepared {
  if (!contract && bundled) return bundled;
  const c = contract ?? loadContract();
  const prepared = { contract: c, handlers: resolveHandlers(c), validators: lazyValidators(c) };
  if (!contract) bundled = prepared;
  return prepared;
}

const isDatabase = (db: BuildOptions['db']): db is Database => typeof db === 'object' && 'db' in db && 'dialect' in db;

/** Opens the database and, with `migrate` (the default), runs the migrate step (db/schema.ts: migrations, contract
 * sync, `then` (the demo seed) and search indexes, or nothing when this version's schema is already there); without
 * it only checks that the schema is this version's (a start on a shared database: main.ts). */
export async function openAndMigrate(
  location: DatabaseLocation | Database,
  contract: Contract,
  then?: (database: Database) => Promise<void>,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const database = isDatabase(location)
    ? location
    : await openDatabase(typeof location === 'string' ? locationFromEnv(location) : location);
  try {
    if (options.migrate === false) await checkSchema(database, contract);
    else await migrateDatabase(database, contract, then ? { seed: then } : {});
  } catch (error) {
    if (!isDatabase(location)) await database.close();
    throw error;
  }
  return database;
}

/** Fastify refuses a bare hop count (it cannot tell whether the peer itself is a proxy); the operator who sets
 * one states that every request comes through that many proxies, so the first `hops` addresses counted from the
 * socket's peer are trusted and the one after them is the client. */
const trustedProxies = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { contract, handlers, validators } = prepare(options.contract);
  const config = resolveConfig(options.config);
  const database = await openAndMigrate(
    options.db,
    contract,
    options.seed !== false
      ? (d) =>
          seedDemo(d, contract, {
            businessUtcOffset: config.businessUtcOffset,
            volume: typeof options.seed === 'object' ? options.seed.volume : 1,
          })
      : undefined,
    { migrate: options.migrate !== false },
  );
  attachSessionCache(database);
  const secret = await core(database.db).selectFrom('server_secret').select('value').where('name', '=', 'cursor').executeTakeFirstOrThrow();
  // The audit chain's places, given shortly after each write's commit (audit/chain.ts), until the app closes.
  const chainer = startChainer(database, config.auditCheckpoints?.key);
  const services: Services = {
    database,
    contract,
    config,
    cursorKey: createSecretKey(Buffer.from(secret.value, 'hex')),
    handlers,
    chainer,
  };

  let secure: HeaderSetter = () => {};
  const headers = securityHeaders(config.uploads.origin ? [config.uploads.origin] : []);
  const app = Fastify({
    logger: config.logger,
    // Fastify's two JSON lines per request are replaced by the request log's one readable line (or nothing).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    // While closing (a SIGTERM), a request already on an open connection is served, with `Connection: close`,
    // instead of Fastify's default 503: a deploy must not fail requests the server has received.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    // request.ip and request.protocol come from X-Forwarded-For/-Proto only when the peer is a trusted proxy:
    // sign-in throttling counts per client address, not per load balancer (config.ts: TRUST_PROXY).
    trustProxy: trustedProxies(config.trustProxy),
    clientErrorHandler: clientErrorHandler(headers),
    // A path Fastify cannot route (invalid UTF-8, an over-long parameter) still answers like any other.
    frameworkErrors: (error, request, reply) => {
      secure(reply);
      void mapError(Object.assign(error, { statusCode: 400 }), request, reply);
    },
  });
  secure = registerSecurityHeaders(app, headers);
  // Per-request slots, set by the pipeline before any handler reads them (Fastify wants them declared up front).
  app.decorateRequest('caller', null);
  app.decorateRequest('input', null as never);
  app.decorateRequest('signedFields', null as never);
  registerBodyParsers(app);
  app.decorate('answerOf', registerAnswers(app, contract.operations));
  app.decorate('databaseUnavailable', watchOutages(app));
  // Every answer names its request, as its envelope does and its log line and trace will.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  warnUnanswered(app);
  registerRequestSpans(app, (request, reply) => {
    const answer = app.answerOf(request, reply);
    return {
      'wallet_admin.operation_id': answer.operation,
      'wallet_admin.result': answer.result,
      'http.route': answer.route,
      ...(request.caller ? { 'enduser.id': String(request.caller.id) } : {}),
    };
  });
  registerRequestLog(app, config.requestLog);
  registerSeedImages(app);
  // br/gzip answers when the client asks, above 1 kB (the route tree: 28.7 kB → about 4 kB as br). Request bodies
  // are not inflated (globalDecompression off): the body limit keeps meaning bytes on the wire and in memory.
  // The console's files come pre-compressed from its build (below): Content-Encoding set, left alone here.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  app.setErrorHandler(mapError);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiCall(request.url)) return reply.code(404).type('text/plain').send('not found');
    const unknown = new AppError(Result.NOT_FOUND, 'no such call: {method} {path}', {
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    });
    return reply.code(200).send(failureOf(unknown, request));
  });

  for (const op of contract.operations) {
    app.route({
      method: op.method.toUpperCase(),
      url: fastifyPath(op.path),
      ...(op.action === 'import' ? { bodyLimit: IMPORT_BODY_LIMIT } : {}),
      ...pipelineFor(op, validators.get(op.operationId)!, services),
      handler: executor(op, handlers.get(op.operationId)!, services),
    });
  }

  // The embedded upload store, on this origin under /s3/ (uploads/route.ts).
  if (config.uploads.serve) await registerStoreRoute(app, config.uploads.serve);
  if (options.consoleDir && existsSync(options.consoleDir)) {
    await app.register(fastifyStatic, {
      root: options.consoleDir,
      prefix: '/',
      index: ['index.html'], // an array: with preCompressed a plain string is not looked up for /
      wildcard: true,
      // The console build writes .br/.gz beside each file: send those instead of compressing per request.
      preCompressed: true,
      // Hashed asset names change with their content, so they may be cached for good; index.html never.
      setHeaders: (res, path) => {
        res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.addHook('onClose', async () => {
    await chainer.drain().catch(() => {});
    await chainer.stop();
    detachSessionCache(database);
    if (!isDatabase(options.db)) await database.close();
  });
  app.decorate('services', services);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
