// Traces (OpenTelemetry's SDK), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one span per request (its route,
// operationId, result code, HTTP status, user id and request id), with a child span per database statement and
// per upload stored by the embedded store, exported over OTLP/HTTP (JSON) to `<endpoint>/v1/traces` (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is), in batches. Service name: OTEL_SERVICE_NAME, else wallet-admin.
// An incoming W3C `traceparent` makes the request's span a child of the caller's.
// Off, nothing of the SDK is loaded (the imports below are of types only, the modules come with startTracing) and
// every hook returns at its first test.
import type { Span, Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Api = typeof import('@opentelemetry/api');

interface Tracing {
  api: Api;
  tracer: Tracer;
  flush(): Promise<void>;
}

let tracing: Tracing | null = null;

/** Starts the SDK once per process when the environment asks for traces. */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || tracing) return;
  const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'wallet-admin', 'process.pid': process.pid }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1000 })],
  });
  // The AsyncLocalStorage context manager: a statement's span finds the request it runs for.
  provider.register();
  tracing = { api, tracer: provider.getTracer('wallet-admin'), flush: () => provider.forceFlush() };
}

/** Sends the spans still buffered (a stop, a test). */
export const flushTraces = async (): Promise<void> => tracing?.flush();

const spans = new WeakMap<FastifyRequest, Span>();

/** A span per request, current while its hooks and handler run. Call before the routes. */
export function registerRequestSpans(
  app: FastifyInstance,
  describe: (request: FastifyRequest, reply: FastifyReply) => Record<string, string>,
): void {
  const on = tracing;
  if (!on) return;
  const { api, tracer } = on;
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = api.propagation.extract(api.context.active(), request.headers);
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unknown route'}`,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'wallet_admin.request_id': request.id } },
      parent,
    );
    spans.set(request, span);
    // The rest of the request runs inside this call, so everything it awaits carries the span.
    api.context.with(api.trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttributes({ ...describe(request, reply), 'http.response.status_code': reply.statusCode });
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });
}

/** A finished piece of work under the current request's span (a database statement, an upload), if there is one. */
export function childSpan(name: string, startMs: number, endMs: number, attributes: Record<string, string | number>, root = false): void {
  const on = tracing;
  if (!on) return;
  const { api, tracer } = on;
  const current = api.context.active();
  if (!root && !api.trace.getSpan(current)) return;
  tracer.startSpan(name, { kind: api.SpanKind.CLIENT, startTime: startMs, attributes }, current).end(endMs);
}
