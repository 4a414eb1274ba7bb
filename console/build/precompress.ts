// Writes a .br and a .gz beside each text file of the build, so a static server sends them as they are
// (@fastify/static `preCompressed: true`) instead of the raw bytes or compressing on every request.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export function precompress(): Plugin {
  return {
    name: 'wallet-admin:precompress',
    apply: 'build',
    writeBundle({ dir = 'dist' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        const variants = {
          gz: gzipSync(source, { level: 9 }),
          br: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        };
        // A tiny file can grow when compressed: the server then sends it as it is.
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < source.length) writeFileSync(join(dir, `${file.fileName}.${extension}`), compressed);
        }
      }
    },
  };
}
