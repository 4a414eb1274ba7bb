// Types of the contract fragments a screen imports from `virtual:contract/<name>` (see
// console/build/contract.ts). The build flattens the bundled OpenAPI document into these small,
// self-contained JSON values, so a screen chunk carries only the schemas of its own resources.
import { operationTable, type ApprovalPolicy, type OperationId, type RowRule } from '@wallet-admin/sdk';

/** A JSON Schema node with $ref and allOf resolved and only the keywords the console reads. */
export interface FieldSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  nullable?: boolean;
  /** The named schema of common.yaml / a tag file it came from (Url, Language, DisplayStatus, …). */
  ref?: string;
  enum?: readonly (string | number)[];
  /** `x-enum-labels`: a value's label in Chinese (and in English where `x-enum-labels-en` gives none). */
  enumLabels?: Readonly<Record<string, string>>;
  /** `x-enum-tones`: a value's badge colour (success, neutral, primary, warning, danger), where the first value is not
   * the good state (a reward not yet paid is a warning). */
  enumTones?: Readonly<Record<string, string>>;
  /** `x-enum-labels-en`: the English labels that differ from the Chinese ones. */
  enumLabelsEn?: Readonly<Record<string, string>>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Readonly<Record<string, FieldSchema>>;
  required?: readonly string[];
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  /** `x-ref`: the value is the id of a row of `resource`; `lookup` lists them (any holder of a screen that references them may call it)
   * and a row's label is its `label` fields joined by ` · `. */
  reference?: {
    resource: string;
    lookup: OperationId;
    /** An operation answering the picker's search instead of the lookup (`x-references`: the app's DApp search). */
    search?: OperationId;
    label: readonly string[];
    /** `x-ref-scope`: a field of the same form (and a filter of the lookup) that limits the rows (a subclass's class). */
    scope?: string;
  };
  /** `x-decimals`: money with a fixed precision (fiat and USD values 2, OTC prices 4): shown with exactly that many. */
  decimals?: number;
  /** `x-decimals-of`: money in a token whose decimals a column holds (`decimals` of the row, or `otc_token_id.decimals`
   * of the row an x-ref names): shown with the token's precision when the row carries it. */
  decimalsOf?: string;
  /** The upper side of an `le` rule (`x-rules`: min_amount ≤ max_amount), whose 0 means no limit (shown so). */
  noLimit?: boolean;
  /** `x-secret`: answered masked (its last 4 characters shown); a masked value sent back keeps the stored one. */
  secret?: boolean;
  /** `x-address`: the field of the same row naming the chain whose address rule the value follows. */
  address?: string;
  /** `x-label` of a lookup's row schema: the fields of a row's label. */
  label?: readonly string[];
  /** A start or end of its object's `x-range`: a moment whose 0 means "no limit" (TimeMs), not "not yet". */
  bound?: boolean;
  /** The end of its object's `x-range`: a moment past it (not 0, "no limit") marks the row as ended. */
  ends?: boolean;
  /** `x-range` of an object: start/end pairs whose end must not precede the start (the server refuses it too). */
  ranges?: readonly (readonly [string, string])[];
  /** `x-rules` of an object: rules across its fields (a ≤ b, a field required while another has a value), the server's
   * door's rules. */
  rules?: readonly RowRule[];
  /** `x-approval-policy` of an entity: the writes of its data a second operator approves (the server holds them). */
  approval?: readonly ApprovalPolicy[];
}

export interface OperationContract {
  /** Query parameters other than the paging pair start/count. */
  query?: Readonly<Record<string, FieldSchema>>;
  body?: FieldSchema;
  search?: readonly string[];
  sort?: readonly string[];
  filter?: readonly string[];
  dateRange?: string;
  /** The row schema of a page answer (a list's rows, which may join or group more than the entity). */
  row?: FieldSchema;
  /** The answer's data, in a contract named by the operation's operationId. */
  data?: FieldSchema;
}

/** A review workflow of a status field (`x-transitions` on the entity, enforced by the server's update). */
export interface Transitions {
  field: string;
  remark?: string;
  stamp?: { at?: string; by?: string };
  link?: string;
  moves: readonly { name: string; from: readonly (string | number)[]; to: string | number; remark?: boolean; creates?: string }[];
}

/** Everything a screen needs to know about one `x-resource` (or one operation without a resource). */
export interface Contract {
  name: string;
  /** The row schema (the component schema whose `x-resource` is `name`). */
  entity?: FieldSchema;
  transitions?: Transitions;
  operations: Readonly<Record<string, OperationContract>>;
}

/** The contract's conventions by name, shared by form widgets and list filters: a `blockchain_id` (`to_blockchain_id`
 * …) is a chain's id, picked from every chain; a `category_id` a DApp category's, picked by name and language. */
export const isChainField = (name: string): boolean => /(^|_)blockchain_id$/.test(name);
export const isCategoryField = (name: string): boolean => name === 'category_id';

export type Action = 'list' | 'get' | 'create' | 'update' | 'delete' | 'upsert' | 'config_get' | 'config_set' | 'import';

/** The operation of `resource` that serves `action`, found by x-resource/x-action in the SDK's table;
 * with `route`, only one the screen's users may call (its x-permission is the route, or any session). */
export function findOperation(resource: string, action: Action, route?: string): OperationId | undefined {
  const ids = Object.keys(operationTable) as OperationId[];
  return ids.find((id) => {
    const meta = operationTable[id];
    const callable = !route || meta.permission === route || meta.permission === 'session';
    return meta.resource === resource && meta.action === action && callable;
  });
}
