import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, test } from 'vitest';
import { writeWholeFiles, type S3rverFilesystemStore } from './whole-writes.ts';

const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem') as new (directory: string) => S3rverFilesystemStore;
const directory = mkdtempSync(join(tmpdir(), 'wallet-admin-whole-writes-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

// Large enough that the file cannot be written in the moment s3rver's own putObject takes to answer.
const BYTES = 32 * 1024 * 1024;
const body = Buffer.alloc(BYTES, 7);

test('a stored object or part is whole in its file when the write answers', async () => {
  const store = new FilesystemStore(directory);
  writeWholeFiles(store);
  const metadata = { 'content-type': 'application/octet-stream', 'content-length': String(BYTES) };
  const fromBuffer = await store.putObject({ bucket: 'b', key: 'logo.png', content: body, metadata });
  expect(statSync(store.getResourcePath('b', 'logo.png', 'object')).size).toBe(BYTES);
  const fromStream = await store.putObject({
    bucket: 'b',
    key: 'doc.bin',
    content: Readable.from([body.subarray(0, 1024), body.subarray(1024)]),
    metadata,
  });
  expect(statSync(store.getResourcePath('b', 'doc.bin', 'object')).size).toBe(BYTES);
  expect(fromStream).toEqual(fromBuffer);
  expect(fromBuffer.size).toBe(BYTES);

  const part = await store.putPart('b', 'u1', 1, Readable.from([body]));
  const file = join(store.getResourcePath('b', undefined, 'uploads'), 'u1', '1');
  expect(statSync(file).size).toBe(BYTES);
  expect(readFileSync(`${file}.md5`, 'utf8')).toBe(part.md5);
});
