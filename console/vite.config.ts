// Vite config of the console; Vitest's `console` project extends it (vitest.workspace.ts).
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contract } from './build/contract-plugin.ts';

export default defineConfig({
  base: './',
  plugins: [contract(), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/v1': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The SDK's modules only declare things; marking them side-effect free lets the login bundle
      // leave out what it never uses (zod schemas, the uploader).
      treeshake: { moduleSideEffects: (id) => (/[\\/]sdk[\\/]src[\\/]/.test(id) ? false : undefined) },
    },
  },
});
