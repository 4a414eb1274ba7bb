// The cluster test's shared bucket, as its own process: s3rver (the embedded store's engine, without its guard: a
// bucket of the operator's, reached with the configured key pair) on loopback. Prints `s3 listening on <port>`.
// `node --import tsx s3-store.ts <folder> <bucket> [port]`.
import { createRequire } from 'node:module';

type S3rverClass = new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const [directory, bucket, port] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port ?? 0),
  directory,
  silent: true,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
console.log(`s3 listening on ${address.port}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
