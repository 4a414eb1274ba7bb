// Bundles openapi/ (one file per tag, joined by `$ref`) into one document with every `$ref` local
// (`#/components/...`): what `npm run generate` writes to src/generated/openapi.json. The generator's alone (it
// loads Redocly): not part of ./index.ts, and not in the published build.
import { join } from 'node:path';
import { bundle, loadConfig } from '@redocly/openapi-core';
import type { OpenApiDocument } from './document.js';

const root = join(import.meta.dirname, '..', '..', '..');

export async function bundleDocument(): Promise<OpenApiDocument> {
  process.env.REDOCLY_TELEMETRY = 'off';
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const result = await bundle({ ref: join(root, 'openapi/openapi.yaml'), config, dereference: false });
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length) throw new Error(`bundle failed: ${problems.map((p) => p.message).join('; ')}`);
  return result.bundle.parsed as OpenApiDocument;
}
