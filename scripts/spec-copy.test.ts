// docs/spec holds the product spec and its two contracts (endpoints.tsv, routes.tsv) so a bare clone's tests
// run; when the shared folder they come from is beside the repository, the copies must equal it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const shared = join(root, '..', 'shared', 'spec');

describe.skipIf(!existsSync(shared))('docs/spec', () => {
  it.each(['endpoints.tsv', 'routes.tsv', 'product-spec.md'])('%s equals the shared spec', (file) => {
    expect(readFileSync(join(root, 'docs', 'spec', file), 'utf8')).toBe(readFileSync(join(shared, file), 'utf8'));
  });
});
