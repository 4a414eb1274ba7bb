// Vite config of the console; Vitest's `console` project extends it (vitest.workspace.ts).
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contract } from './build/contract-plugin.ts';
import { screenGroups } from './build/screen-groups-plugin.ts';
import { precompress } from './build/precompress.ts';

/** write-excel-file's fflate zips in the page's thread (src/lib/fflate-sync-zip.ts): fflate's own zip runs a large sheet in a
 * blob: worker, which the console's CSP refuses, and a large export never ended. */
function syncZip(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/fflate-sync-zip.ts', import.meta.url));
  return {
    name: 'write-excel-file-sync-zip',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'fflate' && importer && /[\\/]write-excel-file[\\/]/.test(importer) ? shim : undefined),
  };
}

export default defineConfig({
  base: './',
  plugins: [syncZip(), contract(), screenGroups(), react(), tailwindcss(), precompress()],
  resolve: {
    // @wallet-admin/sdk is its sources here (tsconfig paths), not the dist/ its package.json exports.
    tsconfigPaths: true,
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has useSyncExternalStore: the shims TanStack Store imports for older
      // React only add bytes to the entry.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  // The dev server's pre-bundling would put fflate inside write-excel-file, past syncZip.
  optimizeDeps: { exclude: ['write-excel-file'] },
  server: { proxy: { '/v1': 'http://localhost:8080', '/static': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The SDK's modules and the UI primitives only declare things; marking them side-effect free lets
      // a chunk leave out what it never uses (zod schemas, the uploader; the select and dialog behind
      // the components/ui barrel).
      treeshake: {
        moduleSideEffects: (id) => (/[\\/](sdk[\\/]src|console[\\/]src[\\/]components[\\/]ui)[\\/]/.test(id) ? false : undefined),
      },
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
});
