// Traces (OpenTelemetry's SDK), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one span per request (its route,
// operationId, result code, HTTP status, user id and request id), with a child span per database statement and
// per upload stored by the embedded store, exported over OTLP/HTTP to `<endpoint>/v1/traces` (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is), in batches. Service name: OTEL_SERVICE_NAME, else wallet-admin; each
// span's resource names the instance (service.instance.id), host.name and service.version (ops/lifecycle.ts).
// The encoding is the standard's default, protobuf (OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL=http/json for JSON): it
// costs the process a third of what JSON does. The SDK's own sampler settings apply (OTEL_TRACES_SAMPLER and
// OTEL_TRACES_SAMPLER_ARG, e.g. parentbased_traceidratio and 0.1): a request left out costs next to nothing.
// An incoming W3C `traceparent` makes the request's span a child of the caller's.
// Off, nothing of the SDK is loaded (the imports below are of types only, the modules come with startTracing) and
// every hook returns at its first test.
import type { Span, Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { instance } from './lifecycle.ts';

type Api = typeof import('@opentelemetry/api');

interface Tracing {
  api: Api;
  tracer: Tracer;
  flush(): Promise<void>;
}

let tracing: Tracing | null = null;

const PROTOCOLS = ['http/protobuf', 'http/json'];

/** The OTLP encoding the environment asks for; gRPC (the standard's third) is not offered: refused at the start. */
function protocolOf(env: NodeJS.ProcessEnv): string {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (!PROTOCOLS.includes(protocol))
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: use ${PROTOCOLS.join(' (the default) or ')}`);
  return protocol;
}

/** Starts the SDK once per process when the environment asks for traces. */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  const json = protocolOf(env) === 'http/json';
  if (tracing) return;
  const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    json ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
  ]);
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    // Which machine and release a span came from: a fleet's traces told apart by instance, host and version.
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || 'wallet-admin',
      'service.instance.id': instance.id,
      'service.version': instance.version,
      'host.name': instance.host,
      'process.pid': process.pid,
    }),
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
    if (!span?.isRecording()) return;
    span.setAttributes({ ...describe(request, reply), 'http.response.status_code': reply.statusCode });
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });
}

/** A finished piece of work under the current request's span (a database statement, an upload), if there is one;
 * `root`: a span of its own where there is none; `failed`: marked as an error. */
export function childSpan(
  name: string,
  startMs: number,
  endMs: number,
  attributes: Record<string, string | number>,
  options: { root?: boolean; failed?: boolean } = {},
): void {
  const on = tracing;
  if (!on) return;
  const { api, tracer } = on;
  const current = api.context.active();
  // Under a request the sampler left out (OTEL_TRACES_SAMPLER), its children are left out too, before any work.
  if (!options.root && !api.trace.getSpan(current)?.isRecording()) return;
  const span = tracer.startSpan(name, { kind: api.SpanKind.CLIENT, startTime: startMs, attributes }, current);
  if (options.failed) span.setStatus({ code: api.SpanStatusCode.ERROR });
  span.end(endMs);
}
