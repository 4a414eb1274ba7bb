// The screens that upload files: those with a write whose body holds a URL field (`Url`), which the console
// fills with the upload widget. Only their users get upload credentials.
import type { Contract } from './contract.ts';
import { isObject, resolvePointer, type OpenApiDocument } from '@wallet-admin/sdk/contract';

const URL_REF = '#/components/schemas/Url';

function mentionsUrl(doc: OpenApiDocument, node: unknown, seen: Set<unknown>): boolean {
  if (Array.isArray(node)) return node.some((n) => mentionsUrl(doc, n, seen));
  if (!isObject(node) || seen.has(node)) return false;
  seen.add(node);
  if (node.$ref === URL_REF) return true;
  if (typeof node.$ref === 'string') return mentionsUrl(doc, resolvePointer(doc, node.$ref), seen);
  return Object.values(node).some((v) => mentionsUrl(doc, v, seen));
}

const cache = new WeakMap<Contract, Set<string>>();

export function uploadScreens(contract: Contract): Set<string> {
  let screens = cache.get(contract);
  if (!screens) {
    screens = new Set(
      contract.operations
        .filter(
          (op) => op.method === 'post' && op.permission?.startsWith('/') && op.body && mentionsUrl(contract.doc, op.body.schema, new Set()),
        )
        .map((op) => op.permission!),
    );
    cache.set(contract, screens);
  }
  return screens;
}
