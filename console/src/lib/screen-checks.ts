// Django-style system checks of screen descriptions against the contract: a misspelled column, a filter
// the list operation does not take, an action without an operation or an operation another screen's
// permission guards fails the unit test instead of a click. Used by src/screens/screens.test.ts only.
import { operationTable, type OperationId } from '@wallet-admin/sdk';
import type { FieldSchema, OperationContract } from './contract';
import type { ConfigScreen } from './config-screen';
import '@/components/resource/widgets';
import { isWidgetName } from '@/components/resource/widgets/registry';
import { componentOf } from './page-route';
import { rowSchema, type Screen } from './screen';

type AnyScreen = Screen<never, never> | Screen;
const props = (schema: FieldSchema | undefined) => new Set(Object.keys(schema?.properties ?? {}));

function checkOperation(problems: string[], route: string, id: OperationId | undefined, label: string) {
  if (!id) return;
  const meta = operationTable[id];
  if (!meta) problems.push(`${label}: unknown operation ${id}`);
  else if (meta.permission !== route && meta.permission !== 'session')
    problems.push(`${label}: ${id} needs permission ${meta.permission}, the screen is ${route}`);
}

function checkList(problems: string[], screen: Screen, list: OperationContract | undefined, entity: Set<string>) {
  for (const field of screen.label ?? []) if (!entity.has(field)) problems.push(`label ${field}: not a field of the entity`);
  if (!screen.list) return;
  if (!list) return void problems.push('list: no list operation');
  const query = list.query ?? {};
  for (const column of screen.list.columns) {
    if (!entity.has(column.field)) problems.push(`column ${column.field}: not a field of the entity`);
    if (column.sortable && !list.sort?.includes(column.field)) problems.push(`column ${column.field}: sortable, but not in x-sort`);
  }
  for (const filter of screen.list.filters ?? []) {
    if (filter.input === 'search' && !('key' in query)) problems.push('filter search: the list takes no `key`');
    if (filter.input === 'dateRange' && (list.dateRange !== filter.field || !('from' in query)))
      problems.push(`filter ${filter.field}: not the list's x-date-range`);
    if (filter.input !== 'search' && filter.input !== 'dateRange' && !(filter.field in query))
      problems.push(`filter ${filter.field}: not a parameter of the list`);
    if (filter.input === 'enum' && !query[filter.field]?.enum) problems.push(`filter ${filter.field}: not an enum`);
    if (filter.input === 'ref' && !query[filter.field]?.reference)
      problems.push(`filter ${filter.field}: not a parameter the contract marks x-ref`);
    if (filter.input === 'select' && !filter.options) problems.push(`filter ${filter.field}: a select needs options`);
  }
  const sort = screen.list.sort?.field;
  if (sort && !list.sort?.includes(sort)) problems.push(`sort ${sort}: not in x-sort`);
  if (sort && !('sort' in query)) problems.push(`sort ${sort}: the list takes no \`sort\``);
}

function checkForm(problems: string[], screen: Screen, body: FieldSchema | undefined) {
  if (!screen.form) return;
  if (!body) return void problems.push('form: no create or update operation with a body');
  const fields = props(body);
  const named = (screen.form.fields ?? []).flat();
  for (const field of named) if (!fields.has(field)) problems.push(`form field ${field}: not in the request body`);
  for (const [field, widget] of Object.entries(screen.form.widgets ?? {})) {
    if (!named.includes(field)) problems.push(`widget ${field}: not a form field`);
    if (typeof widget === 'string' && !isWidgetName(widget)) problems.push(`widget ${field}: no widget is registered as ${widget}`);
  }
}

function checkActions(problems: string[], screen: Screen, entity: Set<string>, components: readonly string[]) {
  const ops = screen.operations;
  const need: Record<string, OperationId | undefined | boolean> = {
    create: ops.create ?? ops.upsert,
    edit: ops.update ?? ops.upsert,
    delete: ops.delete,
    view: ops.get ?? Boolean(screen.list),
    toggleStatus: (ops.update ?? ops.upsert) && entity.has('status'),
    reorder: (ops.update ?? ops.upsert) && entity.has('sort'),
    export: ops.list,
    // The import's preview checks rows with the create's body.
    import: ops.import && ops.create,
    history: ops.update ?? ops.upsert,
    deleted: ops.delete && ops.create,
  };
  for (const action of screen.actions) {
    if (typeof action === 'string') {
      if (!need[action]) problems.push(`action ${action}: the contract has no operation (or field) for it`);
      if ((action === 'create' || action === 'edit') && !screen.form) problems.push(`action ${action}: no form`);
    } else {
      checkOperation(problems, action.needs ?? screen.owner ?? screen.route, action.operation, `action ${action.id}`);
      if (!action.operation && !action.run && !action.dialog && !action.rows) problems.push(`action ${action.id}: does nothing`);
    }
  }
  for (const batch of screen.batch ?? []) checkOperation(problems, screen.owner ?? screen.route, batch.operation, `batch ${batch.id}`);
  if (screen.order) checkOperation(problems, screen.owner ?? screen.route, screen.order.operation, 'order');
  if (screen.order && !entity.has('sort')) problems.push('order: the rows have no sort field');
  for (const page of Object.values(screen.pages ?? {})) {
    if (!components.includes(componentOf(page))) problems.push(`page ${page}: no such screen component`);
  }
  if (screen.from && !components.includes(componentOf(screen.from.screen))) problems.push(`from ${screen.from.screen}: no such screen`);
  const query = screen.operations.list ? screen.resource.operations[screen.operations.list]?.query : undefined;
  if (screen.from?.field && !(screen.from.field in (query ?? {})))
    problems.push(`from: ${screen.from.field} is not a parameter of the list it opens`);
  // A drill-down level's parent is a list of the group, and the list call names it (x-ref: the breadcrumb's label).
  if (screen.scope && !components.includes(componentOf(screen.scope.parent))) problems.push(`scope ${screen.scope.parent}: no such screen`);
  if (screen.scope && !query?.[screen.scope.field]?.reference)
    problems.push(`scope: ${screen.scope.field} is not a parameter of the list the contract marks x-ref`);
  // A page of a row reads it by its address alone (opened cold, reloaded, pasted into a new tab).
  for (const page of [screen.pages?.form, screen.pages?.detail])
    if (page && !ops.get) problems.push(`page ${page}: no get operation to read its row with`);
}

/** Problems of one screen description; empty when it matches the contract. */
export function checkScreen(input: AnyScreen, components: readonly string[]): string[] {
  const screen = input as Screen;
  const problems: string[] = [];
  if (!components.includes(componentOf(screen.route))) problems.push(`route ${screen.route}: not a known screen component`);
  for (const [action, id] of Object.entries(screen.operations)) {
    checkOperation(problems, screen.owner ?? screen.route, id, action);
    if (id && !screen.resource.operations[id]) problems.push(`${action}: ${id} is not an operation of ${screen.resource.name}`);
  }
  const entity = props(rowSchema(screen));
  const op = (id: OperationId | undefined) => (id ? screen.resource.operations[id] : undefined);
  checkList(problems, screen, op(screen.operations.list), entity);
  checkForm(problems, screen, op(screen.operations.create ?? screen.operations.upsert)?.body ?? op(screen.operations.update)?.body);
  checkActions(problems, screen, entity, components);
  return problems;
}

export function checkConfigScreen(screen: ConfigScreen, components: readonly string[]): string[] {
  const problems: string[] = [];
  if (!components.includes(componentOf(screen.route))) problems.push(`route ${screen.route}: not a known screen component`);
  const { config_get: get, config_set: set } = screen.operations;
  if (!get || !set) problems.push('config: needs config_get and config_set operations');
  checkOperation(problems, screen.route, get, 'config_get');
  checkOperation(problems, screen.route, set, 'config_set');
  if (screen.from && !components.includes(componentOf(screen.from.screen))) problems.push(`from ${screen.from.screen}: no such screen`);
  const body = set ? screen.resource.operations[set]?.body : undefined;
  if (screen.items) {
    const item = props(body?.properties?.items?.items);
    for (const column of screen.items.columns) if (!item.has(column)) problems.push(`item column ${column}: not a field of items[]`);
    for (const [column, widget] of Object.entries(screen.items.widgets ?? {})) {
      if (typeof widget === 'string' && !isWidgetName(widget)) problems.push(`item column ${column}: no widget is registered as ${widget}`);
    }
  }
  return problems;
}
