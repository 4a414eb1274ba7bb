// s3rver answers a PUT (and an uploaded part) once its hashing stream has passed the last byte on, not once the file
// holds it: its FilesystemStore resolves on the Transform's 'finish' and never waits for the write stream. A read
// right after a write then finds the file short or empty (a logo uploaded and shown at once; a multipart upload
// completed right after its last part concatenates a part still being written). These two replace its putObject
// and putPart with the same files, resolved once the write stream has closed (and failing if it fails).
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

interface Written {
  size: number;
  md5: string;
}

/** The part of s3rver's FilesystemStore (s3rver/lib/stores/filesystem.js) the two writes use and replace. */
export interface S3rverFilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: { bucket: string; key: string; content: Buffer | Readable; metadata: unknown }): Promise<Written>;
  putPart(bucket: string, uploadId: string, partNumber: number, content: Readable): Promise<Written>;
}

/** Writes `content` to `file`, resolving once the file holds all of it. */
async function writeWhole(file: string, content: Buffer | Readable): Promise<Written> {
  await mkdir(dirname(file), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, count, createWriteStream(file));
  return { size, md5: md5.digest('hex') };
}

/** Makes `store` answer a write only once its bytes are in the file. */
export function writeWholeFiles(store: S3rverFilesystemStore): void {
  store.putObject = async (object) => {
    const written = await writeWhole(store.getResourcePath(object.bucket, object.key, 'object'), object.content);
    await store.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    return written;
  };
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const file = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
    const written = await writeWhole(file, content);
    await writeFile(`${file}.md5`, written.md5);
    return written;
  };
}
