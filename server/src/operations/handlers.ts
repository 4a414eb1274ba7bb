// The resolver: `custom[operationId] ?? crud[x-action]`. Checked at startup like Django's model checks: an
// operation without a handler, a generic action without a table, or a list whitelist naming an unknown column
// fails the boot with the full list of problems.
import type { Contract } from '../contract/contract.ts';
import { approvalProblems } from './approval.ts';
import { crud } from './crud.ts';
import { custom } from './custom/index.ts';
import { knownColumns } from './resources.ts';
import { withRichText } from './rich-text.ts';
import { transitionProblems } from './transitions.ts';
import type { Handler } from './types.ts';

export interface RegisteredHandler {
  run: Handler;
  transaction: boolean;
  /** Served by its own handler (custom/), not the generic set: a revert writes through generic ones only. */
  custom?: true;
}

const CONFIG_ACTIONS = new Set(['config_get', 'config_set']);

export function resolveHandlers(contract: Contract): Map<string, RegisteredHandler> {
  const handlers = new Map<string, RegisteredHandler>();
  const problems: string[] = [];
  for (const op of contract.operations) {
    // An operator's preview of a public call (`x-preview-of`) runs that call's own handler.
    const previewOf = op.extensions['x-preview-of'];
    const own = custom[typeof previewOf === 'string' ? previewOf : op.operationId];
    if (own) {
      handlers.set(
        op.operationId,
        typeof own === 'function'
          ? { run: own, transaction: true, custom: true }
          : { run: own.run, transaction: own.transaction !== false, custom: true },
      );
      continue;
    }
    if (!op.action) {
      problems.push(`${op.operationId}: no x-action and no custom handler`);
      continue;
    }
    if (!CONFIG_ACTIONS.has(op.action)) {
      const resource = op.resource ? contract.resources.get(op.resource) : undefined;
      if (!resource) {
        problems.push(`${op.operationId}: x-resource ${String(op.resource)} has no entity schema`);
        continue;
      }
      const columns = knownColumns(resource);
      for (const c of [...op.search, ...op.sort, ...op.filter, ...(op.dateRange ? [op.dateRange] : [])]) {
        if (!columns.has(c)) problems.push(`${op.operationId}: ${c} is not a column of ${resource.name}`);
      }
    }
    handlers.set(op.operationId, { run: withRichText(contract.doc, op, crud[op.action]), transaction: true });
  }
  for (const resource of contract.resources.values()) problems.push(...transitionProblems(resource, contract.resources));
  for (const op of contract.operations) problems.push(...approvalProblems(op, contract.resources));
  if (problems.length) throw new Error(`operations without a working handler:\n  ${problems.join('\n  ')}`);
  return handlers;
}

/** operationIds without a handler (for the test that none is missing). */
export function missingHandlers(contract: Contract): string[] {
  try {
    resolveHandlers(contract);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(':')[0] ?? '');
  }
}
