// A config document screen (config_get / config_set operations): one JSON document, edited as a form
// of its fields or, for an `items` array, as a table of rows (KeyValueEditor).
import { operationTable, type OperationId } from '@wallet-admin/sdk';
import { findOperation, type Contract } from './contract';
import type { FormSpec, Widget } from './screen';

/** A config document screen: one JSON document read with config_get and replaced with config_set. */
export interface ConfigScreenSpec<D> {
  route: string;
  resource: Contract;
  key?: string;
  /** An `items` array edited as a table of rows (KeyValueEditor); otherwise a form of the fields. */
  items?: { columns: readonly string[]; widgets?: Record<string, Widget> };
  /** Position among the documents of the same route, shown as tabs (lower first). */
  tab?: number;
  form?: FormSpec<D>;
  /** Where a hidden document is reached from: a toolbar button of the list at `screen` (see lib/entries). */
  from?: { screen: string; label?: string };
}
export interface ConfigScreen<D = Record<string, unknown>> extends ConfigScreenSpec<D> {
  kind: 'config';
  key: string;
  operations: { config_get?: OperationId; config_set?: OperationId };
  permission: string;
}

export function defineConfigScreen<D>(spec: ConfigScreenSpec<D>): ConfigScreen<D> {
  const get = findOperation(spec.resource.name, 'config_get', spec.route);
  const set = findOperation(spec.resource.name, 'config_set', spec.route);
  return {
    ...spec,
    kind: 'config',
    key: spec.key ?? spec.resource.name,
    operations: { config_get: get, config_set: set },
    permission: (get && operationTable[get].permission) ?? spec.route,
  };
}
