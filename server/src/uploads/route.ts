// The embedded store on the main port: every request under STORE_PATH (`/s3/…`) is handed, unparsed and streamed,
// to the store (embedded-store.ts forward), which answers it itself. Fastify reads no body here (the store counts
// and limits it while it streams) and adds nothing to the answer: the store sets its own headers.
import type { FastifyInstance } from 'fastify';
import type { UploadProvider } from './credentials.ts';
import { STORE_PATH } from './embedded-store.ts';

export async function registerStoreRoute(app: FastifyInstance, serve: NonNullable<UploadProvider['serve']>): Promise<void> {
  await app.register(async (scope) => {
    // In this scope only: any body (or none) is left in the request for the store to read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS'],
      url: `${STORE_PATH}/*`,
      exposeHeadRoute: false,
      handler: (request, reply) => {
        reply.hijack();
        serve(request.raw, reply.raw);
      },
    });
  });
}
