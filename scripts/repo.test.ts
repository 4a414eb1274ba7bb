// Checks of the source tree itself: names that survive case-insensitive file systems (macOS, Windows) and module
// graphs without runtime import cycles (a cycle makes a module's value undefined depending on which file loads first).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

describe('the source tree', () => {
  it('has no two tracked files whose paths differ only by case', () => {
    // Without the extension: `import './screenTree'` beside ScreenTree.tsx is the same name to such a system.
    const stem = (file: string) => file.replace(/\.[^./]+$/, '');
    const byLower = new Map<string, Set<string>>();
    for (const file of tracked) byLower.set(stem(file).toLowerCase(), (byLower.get(stem(file).toLowerCase()) ?? new Set()).add(stem(file)));
    expect([...byLower.values()].filter((stems) => stems.size > 1).map((stems) => [...stems])).toEqual([]);
  });

  it('has no runtime import cycle in the server, the console or the SDK', () => {
    const sources = tracked.filter((file) => /^(server|console|sdk)\/src\/.*\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file));
    const known = new Set(sources);
    // Static imports and re-exports that load a module's value; `import type`, all-type specifier lists and
    // dynamic import() (lazy chunks) load nothing at start.
    const statement = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm;
    const resolveImport = (from: string, spec: string): string | undefined => {
      const base = spec.startsWith('@/')
        ? join('console/src', spec.slice(2))
        : spec.startsWith('.')
          ? join(dirname(from), spec)
          : undefined;
      if (!base) return undefined;
      const bare = base.replace(/\.(ts|tsx|js)$/, '');
      return [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`].find((file) => known.has(file));
    };
    const edges = new Map<string, string[]>();
    for (const file of sources) {
      const text = readFileSync(resolve(root, file), 'utf8');
      const targets: string[] = [];
      for (const [, typeOnly, clause = '', spec = ''] of text.matchAll(statement)) {
        const names = /\{([^}]*)\}/.exec(clause)?.[1];
        const allTypes =
          names !== undefined &&
          !/^[^{]*\w[^{]*,?\s*\{/.test(clause) &&
          names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()));
        if (typeOnly || allTypes) continue;
        const target = resolveImport(file, spec);
        if (target) targets.push(target);
      }
      edges.set(file, targets);
    }
    // Tarjan's strongly connected components: a component of more than one file is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file) ?? 0);
      stack.push(file);
      onStack.add(file);
      for (const next of edges.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let top: string | undefined;
        do {
          top = stack.pop();
          if (top) {
            onStack.delete(top);
            component.push(top);
          }
        } while (top && top !== file);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const file of sources) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
