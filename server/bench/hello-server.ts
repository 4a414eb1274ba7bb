// The ceiling of the benchmark: a bare Fastify answering a constant JSON on loopback.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ result: 0, message: 'ok', data: 'hello' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
