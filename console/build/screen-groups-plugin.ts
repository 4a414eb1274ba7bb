// Vite plugin serving the screen groups, so a group folder needs no index file:
// `virtual:screen-groups` maps each folder of src/screens that holds descriptions to a lazy import of
// `virtual:screen-group/<group>`, which imports every description (.ts, tests aside) of that folder and
// exports its component map (screens/group.tsx). One chunk per group, as a hand-written index.ts gave.
// Register it in console/vite.config.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GROUPS = 'virtual:screen-groups';
const GROUP = 'virtual:screen-group/';
const screensDir = fileURLToPath(new URL('../src/screens', import.meta.url));

const isDescription = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/** Every folder of src/screens with at least one description, and its description files. */
function groups(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of readdirSync(screensDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const files = readdirSync(join(screensDir, entry.name)).filter(isDescription).sort();
    if (files.length) found.set(entry.name, files);
  }
  return found;
}

function groupModule(group: string, files: readonly string[]): string {
  const imports = files.map((file, i) => `import * as m${i} from ${JSON.stringify(join(screensDir, group, file))};`);
  const modules = files.map((file, i) => `${JSON.stringify(`./${file}`)}: m${i}`);
  return [
    `import { descriptionsOf, groupComponents } from ${JSON.stringify(join(screensDir, 'group.tsx'))};`,
    ...imports,
    `const modules = { ${modules.join(', ')} };`,
    // The descriptions too: the approvals inbox shows a request's rows with its screen's labels and cells.
    `export const descriptions = descriptionsOf(modules);`,
    `export default groupComponents(modules);`,
  ].join('\n');
}

export function screenGroups(): Plugin {
  return {
    name: 'wallet-admin-screen-groups',
    resolveId: (id) => (id === GROUPS || id.startsWith(GROUP) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${GROUPS}`) {
        const loaders = [...groups().keys()].map((group) => `${JSON.stringify(group)}: () => import(${JSON.stringify(GROUP + group)})`);
        return `export default { ${loaders.join(', ')} };`;
      }
      if (!id.startsWith(`\0${GROUP}`)) return undefined;
      const group = id.slice(GROUP.length + 1);
      const files = groups().get(group);
      if (!files) throw new Error(`no screen descriptions in src/screens/${group}`);
      return groupModule(group, files);
    },
    configureServer(server) {
      // A description added or removed changes its group's module (and a new folder the group list).
      const changed = (file: string) => {
        if (!file.startsWith(screensDir) || !isDescription(file)) return;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id === `\0${GROUPS}` || module.id?.startsWith(`\0${GROUP}`)) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
  };
}
