// Node only: reads the bundled document the package ships (@wallet-admin/sdk/openapi.json).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenApiDocument } from './document.js';

/** Path of the bundled document inside the SDK package. */
export function bundledDocumentPath(): string {
  return createRequire(import.meta.url).resolve('@wallet-admin/sdk/openapi.json');
}

export function loadDocument(path = bundledDocumentPath()): OpenApiDocument {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (!doc.paths || !doc.components) throw new Error(`${path} is not a bundled OpenAPI document`);
  return doc;
}
