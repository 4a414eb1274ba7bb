// The code blocks of sdk/README.md, which scripts/consumer.test.ts runs against the packed tarball and the size bench
// bundles: the README's examples are what is tested and measured.
import { readFileSync } from 'node:fs';

const README = readFileSync(`${import.meta.dirname}/../README.md`, 'utf8');

/** The fenced block of sdk/README.md whose first line is `// name` (or `# name`), without that line. */
export function readmeBlock(name: string): string {
  for (const [, body = ''] of README.matchAll(/```\w*\n([\s\S]*?)```/g)) {
    const [first, ...rest] = body.split('\n');
    if (first?.replace(/^(\/\/|#)\s*/, '') === name) return rest.join('\n');
  }
  throw new Error(`sdk/README.md has no code block starting with "// ${name}"`);
}
