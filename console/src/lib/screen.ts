// A screen is one description (Django's ModelAdmin, react-admin's resource): data that ResourceScreen,
// ResourceForm and DetailView render. Everything has a default; a description says only what differs.
// Operations come from the contract by x-resource/x-action; labels from `screens.<key>.fields.<field>`.
import type { ComponentType } from 'react';
import { operationTable, rowLabel, toText, type OperationId } from '@wallet-admin/sdk';
import {
  findOperation,
  isCategoryField,
  isChainField,
  type Action,
  type Contract,
  type FieldSchema,
  type OperationContract,
} from './contract';
import type { CallInput } from './query';

/** The registered cells (components/resource/cells.tsx); a column without one gets its field's default. */
export type CellKind =
  | 'text'
  | 'badge'
  | 'datetime'
  | 'relative'
  | 'image'
  | 'link'
  | 'number'
  | 'enum'
  | 'code'
  | 'chain'
  | 'category'
  | 'ref'
  | 'id'
  | 'html'
  | 'money';
export interface CellProps<E> {
  row: E;
  value: unknown;
}
/** A select option; `label` is a catalogue key, or the contract's own label for enums. */
export interface Option {
  value: string | number;
  label: string;
}

export interface Column<E> {
  field: keyof E & string;
  /** Default: the first registered cell whose matcher takes the field (an enum, a moment, a chain, an image …). */
  cell?: CellKind | ComponentType<CellProps<E>>;
  options?: readonly Option[];
  /** Money without trailing zeros ("0.00625", not "0.006250000000000000"), where a screen says so. */
  trim?: boolean;
  /** Pixels; default the cell kind's (ids and thumbnails are fixed). */
  width?: number;
  /** Defaults to whether the list operation's x-sort names the field. */
  sortable?: boolean;
}

/** `search` sends `key`; `dateRange` sends from/to for its column; others send their field, a query
 * parameter of the list operation (checked by the screens test). `ref` is the reference picker of a parameter
 * the contract marks `x-ref`. */
export type Filter<E> =
  | { input: 'search' }
  | {
      field: string;
      input: 'select' | 'enum' | 'language' | 'chain' | 'category' | 'text' | 'ref';
      options?: readonly Option[];
      default?: string | number;
      /** sessionStorage key that remembers the choice for the session (the spec's category id 13). */
      remember?: string;
      /** With a default (or a category's 13): offer "all" too, kept in the URL as `*` so the default does not return
       * (a DApp searched across languages and categories). */
      all?: boolean;
    }
  | {
      field: keyof E & string;
      input: 'dateRange';
      /** How many days back the range starts until the operator picks one (the spec's 90 by default); `false`: no range
       * (a list of holdings rather than of events, whose older rows a default would hide). */
      days?: number | false;
    };

/** A column as a description writes it: a field name alone takes every default (Django's `list_display`). */
export type ColumnSpec<E> = (keyof E & string) | Column<E>;
/** A filter as a description writes it: a parameter's name alone gets the input its parameter implies
 * (`filterFor`); `search` is the key search. */
type FilterSpec<E> = string | Filter<E>;

/** The input a list parameter gets by default, by the contract's conventions the form widgets follow too
 * (`blockchain_id` a chain, `category_id` a category, Language, x-ref, enums); anything else is typed. */
export function filterFor<E>(name: string, list: OperationContract | undefined): Filter<E> {
  if (name === 'search') return { input: 'search' };
  if (name === list?.dateRange) return { field: name as keyof E & string, input: 'dateRange' };
  const schema = list?.query?.[name];
  const input = (): Exclude<Filter<E>['input'], 'search' | 'dateRange'> => {
    if (isCategoryField(name)) return 'category';
    if (isChainField(name)) return 'chain';
    if (schema?.ref === 'Language') return 'language';
    if (schema?.reference) return 'ref';
    return schema?.enum?.length ? 'enum' : 'text';
  };
  return { field: name, input: input() };
}

/** A registered widget's name (components/resource/widgets: text, textarea, number, select, switch, language,
 * chain, category, ref, datetime, image, file, object, password, …) or a component of its own. */
export type Widget = string | ComponentType<WidgetProps>;
export interface WidgetProps {
  id: string;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  required?: boolean;
}

export interface FormSpec<I> {
  /** Field order; a nested array is a row of fields side by side. Defaults to every body field. */
  fields?: readonly ((keyof I & string) | readonly (keyof I & string)[])[];
  widgets?: Partial<Record<keyof I & string, Widget>>;
  /** Values of a new row, e.g. `{ status: 0, lang: 'zh-Hans' }`. */
  defaults?: Partial<I>;
  /** Accepted extensions of file widgets (`['.pdf', '.png']`), or the audit-report formats. */
  accept?: Partial<Record<keyof I & string, readonly string[] | 'auditReport'>>;
  /** The request body from the form's values, when it needs more than the fields (Django's save_model). */
  toBody?: (values: Record<string, unknown>, row: unknown) => Record<string, unknown>;
  /** A call that checks the values before they are saved (validateToken: the contract address on its chain). A
   * refusal stops the save and shows its message under `field` (or the field it names); `apply` takes what the
   * check answers into the values saved (the normalized address). */
  check?: {
    operation: OperationId;
    input: (values: Record<string, unknown>, row: unknown) => CallInput;
    field?: keyof I & string;
    apply?: (values: Record<string, unknown>, answer: unknown) => Record<string, unknown>;
  };
}

export interface ActionContext<E> {
  row?: E;
  run: (operationId: OperationId, input: CallInput) => Promise<unknown>;
  navigate: (to: string, search?: Record<string, unknown>) => void;
  /** The value the operator gave for the action's `ask` field. */
  asked?: unknown;
}
export interface CustomAction<E> {
  id: string;
  /** Catalogue key of the button label. */
  label: string;
  scope: 'row' | 'toolbar';
  tone?: 'default' | 'danger';
  /** Ask before running: true for the generic question, a catalogue key, 'password' for the operator's
   * password (its hash reaches `input`) or 'remark' for a text (a rejection's reason, which reaches `input`). */
  confirm?: boolean | string;
  /** Run this operation with the row's id (`{ body: { id } }`) unless `input` says otherwise. */
  operation?: OperationId;
  /** A body field of the operation the operator fills first (its widget and rule from the contract); its value
   * reaches `input`. */
  ask?: string;
  input?: (row: E | undefined, asked?: unknown) => CallInput;
  invalidates?: readonly string[];
  /** Catalogue key of the success toast (default "操作成功"). */
  success?: string;
  run?: (ctx: ActionContext<E>) => unknown;
  /** Open this component in a dialog (a row's log, a sub-list; a toolbar action's gets no row). */
  dialog?: ComponentType<{ row: E; onClose: () => void }>;
  /** A wide dialog (tables). */
  wide?: boolean;
  /** Open another resource's list scoped to the row in a wide dialog (an exchange's trading pairs): the
   * screen's rows whose `parent` is the row's id, added and edited there with the parent fixed. */
  rows?: { screen: AnyScreen; parent: string };
  /** Hide the action for rows it does not apply to. */
  visible?: (row: E) => boolean;
  /** The operation is another screen's (its x-permission): the button shows only to users holding that screen too. */
  needs?: string;
}
/** An action on the selected rows of a list (row selection shows when a description has one). */
export interface BatchAction {
  id: string;
  /** Catalogue key of the button. */
  label: string;
  operation: OperationId;
  /** The request for the selected ids (and the value of `field`, when the action asks one). */
  input: (ids: number[], value?: unknown) => CallInput;
  /** A value the operator picks first (a body field of the operation: its widget and rule come from the contract). */
  field?: string;
  tone?: 'default' | 'danger';
  /** The operation takes one row (a delete by path id): called once per selected id, `input([id])`, in turn; the first
   * refusal stops it (the rows done stay done). */
  each?: boolean;
}

/** `import`: rows from an .xlsx or .csv file, previewed with the create's rules, saved all or none by the resource's
 * `x-action: import` operation (components/resource/ImportDialog.tsx). */
export type BuiltinAction =
  'create' | 'edit' | 'view' | 'delete' | 'toggleStatus' | 'reorder' | 'export' | 'review' | 'import' | 'history' | 'deleted';
export type ScreenAction<E> = BuiltinAction | CustomAction<E>;

interface ListSpec<E, C = Column<E>, F = Filter<E>> {
  columns: readonly C[];
  filters?: readonly F[];
  sort?: { field: keyof E & string; order: 'asc' | 'desc' };
  pageSize?: number;
}

export interface ScreenSpec<E, I> {
  /** The routes.tsv path of the list screen; its x-permission must match. */
  route: string;
  /** The route whose permission guards the calls, when this is a hidden page of another screen
   * (recommend/detail/{id} of DAppRecommend). Default: `route`. */
  owner?: string;
  /** `import resource from 'virtual:contract/<x-resource>'` */
  resource: Contract;
  /** Catalogue section (`screens.<key>`), default the resource name. */
  key?: string;
  /** The fields that name a row to the operator (its buttons, checkboxes and dialogs) when the entity's x-label does
   * not (a price override is known by its token, a link row by what it links); an `x-ref` field says its row's label. */
  label?: readonly (keyof E & string)[];
  /** Operations the contract cannot tell by x-action (two lists of one resource) or that have none. */
  operations?: Partial<Record<Action, OperationId>>;
  list?: ListSpec<E, ColumnSpec<E>, FilterSpec<E>>;
  form?: FormSpec<I>;
  detail?: { fields?: readonly (keyof E & string)[] };
  actions?: readonly ScreenAction<E>[];
  /** Actions on selected rows, one request each (the contract's batch calls). */
  batch?: readonly BatchAction[];
  /** Rows reorder by drag (or Alt+↑/↓ on the handle); the page's new order is saved with this operation as
   * `{ items: [{ id, sort }] }`. */
  order?: { operation: OperationId };
  /** Which rows a built-in row action applies to, e.g. `{ edit: (m) => m.status === 0 }` (drafts only). */
  rowsFor?: Partial<Record<BuiltinAction, (row: E) => boolean>>;
  /** Own routes for the form and the read-only view, written as in routes.tsv (`/app/version/{path}`,
   * `/system/blockchain/add*`): a `{path}`/`{id}` segment carries the row id (`add` for a new row), otherwise
   * `?id=` does. `create`: where a new row is added when that is another route than the form's (tokenadd beside
   * tokendetail); once added, a form page with sections opens the new row's page. Default: a dialog. */
  pages?: { form?: string; detail?: string; create?: string };
  /** Shown inside another screen (a dialog, a section of a page), not at a route of its own (its `pages` still
   * are: marketadd is the form page of the token page's market section). */
  embedded?: boolean;
  /** As a section: the parent's rows of this resource edited as one form, one row per value of the `lang`
   * field's enum (zh-Hans, zh-Hant, en), saved at once by `save` with `{ items }` (a batch upsert). */
  languages?: { save: OperationId; fields: readonly (keyof I & string)[] };
  /** Lists under the edit page's form, each scoped to the edited row by its `parent` field (a DApp's
   * languages, chains and categories): the same list/form machinery, with the parent fixed. */
  sections?: readonly { screen: AnyScreen; parent: string }[];
  /** Query parameters every list call carries (a section's parent id). */
  fixed?: Record<string, unknown>;
  /** Catalogue key of a notice shown above the filters. */
  notice?: string;
  /** Where a hidden list is reached from: the list screen at `screen` (same group) gets a button to it (see
   * lib/entries), on each row when `field` is given (this list opens filtered by `?<field>=<row id>`: a DApp's
   * contacts), else in its toolbar. `label`: catalogue key of the button, default this screen's title. The hub of a
   * group hidden in the menu (/otc/order) says `'/dashboard'`: the server's catalogue marks it the group's entry and
   * the home page shows its card (server/src/routes/catalogue.ts `entry`). */
  from?: { screen: string; field?: string; label?: string };
  /** A drill-down level (lib/drill): this list shows the rows of one row of the list at `parent` (same group), named
   * by `field` in the URL with the parent's own scope (`?custody_user_id=1&custody_asset_id=3`); that list's rows get
   * a button to it (`label`, default this screen's title); a breadcrumb of the parents' labels leads back up. */
  scope?: { parent: string; field: string; label?: string };
}

/** A screen limited to the rows whose `parent` is `id`: the list filters by it, forms send it, neither shows it. */
export function scopeScreen<E, I>(screen: Screen<E, I>, parent: string, id: number): Screen<E, I> {
  const others = (name: string) => name !== parent;
  return {
    ...screen,
    fixed: { ...screen.fixed, [parent]: id },
    list: screen.list && {
      ...screen.list,
      columns: screen.list.columns.filter((column) => others(column.field)),
      filters: screen.list.filters?.filter((filter) => !('field' in filter) || others(filter.field)),
    },
    form: screen.form && {
      ...screen.form,
      fields: screen.form.fields
        ?.map((entry) => (typeof entry === 'string' ? entry : entry.filter(others)))
        .filter((entry) => (typeof entry === 'string' ? others(entry) : entry.length > 0)),
      toBody: (values, row) => ({ ...(screen.form?.toBody?.(values, row) ?? values), [parent]: id }),
    },
  };
}

/** A screen whose new rows start with `values` over the description's defaults (a list's scopes from its URL, the
 * parent a scoped list's add page names); the form reads only its own fields of them. */
export function withFormDefaults<E, I>(screen: Screen<E, I>, values: Record<string, unknown>): Screen<E, I> {
  return Object.keys(values).length ? { ...screen, form: { ...screen.form, defaults: { ...screen.form?.defaults, ...values } } } : screen;
}

/** The schema of a screen's rows: its list operation's row (joined or grouped rows), else the entity. */
export function rowSchema(
  screen: Pick<ScreenSpec<never, never>, 'resource'> & { operations: Partial<Record<Action, OperationId>> },
): FieldSchema | undefined {
  const list = screen.operations.list;
  return (list ? screen.resource.operations[list]?.row : undefined) ?? screen.resource.entity;
}

/** The fields that name a screen's rows: its description's `label`, else its entity's x-label. */
type Named = { resource: Contract; label?: readonly string[] };
export const rowNameFields = (screen: Named): readonly string[] => screen.label ?? screen.resource.entity?.label ?? [];

/** A row of a screen as the operator knows it (rowNameFields): the row's buttons, checkboxes and dialogs. `refName`
 * names the row an `x-ref` field's id stands for (components/resource/rowNames looks them up), else it shows `#id`. */
export function rowName(screen: Named, row: unknown, refName?: (field: string, id: unknown) => string | undefined): string {
  const fields = rowNameFields(screen);
  const values = { ...((row ?? {}) as Record<string, unknown>) };
  for (const field of fields) {
    if (!screen.resource.entity?.properties?.[field]?.reference || values[field] === undefined) continue;
    values[field] = refName?.(field, values[field]) ?? `#${toText(values[field])}`;
  }
  return rowLabel(fields, values);
}

/** What the table and the read-only view read of a description (independent of its input type). */
export type ScreenView<E> = Pick<Screen<E, never>, 'resource' | 'list' | 'detail' | 'label'> & {
  operations: Partial<Record<Action, OperationId>>;
};

export interface Screen<E = Record<string, unknown>, I = Record<string, unknown>> extends Omit<ScreenSpec<E, I>, 'list'> {
  kind: 'screen';
  /** The list with every column and filter spelled out. */
  list?: ListSpec<E>;
  key: string;
  operations: Partial<Record<Action, OperationId>>;
  permission: string;
  actions: readonly ScreenAction<E>[];
}

/** A screen with its row and input types forgotten: what a section, an action's `rows` and the registry hold. */
export type AnyScreen = Screen<never, never>;
/** What defineScreen returns: the typed screen, usable where an erased one is expected as well. */
type DefinedScreen<E, I> = Screen<E, I> & AnyScreen;

const ACTIONS: readonly Action[] = ['list', 'get', 'create', 'update', 'delete', 'upsert', 'config_get', 'config_set', 'import'];

type Flow = NonNullable<Contract['transitions']>;

/** One review move as both the row button and the batch action send it: its label, its tone, the remark field it
 * asks (a rejection's), and the update's body for one row. */
function reviewMove(flow: Flow, move: Flow['moves'][number]) {
  const remark = move.remark && flow.remark ? flow.remark : undefined;
  return {
    label: `screens.ui.${move.name}`,
    tone: move.remark ? ('danger' as const) : undefined,
    remark,
    body: (id: unknown, text?: unknown) => ({ id, [flow.field]: move.to, ...(remark && text ? { [remark]: text } : {}) }),
  };
}

/** `review`: one row button per move of the resource's `x-transitions` that the row's status allows (a remark
 * dialog for moves that need one); the server enforces the same rules. */
function reviewActions<E>(contract: Contract, update: OperationId | undefined): CustomAction<E>[] {
  const flow = contract.transitions;
  if (!flow || !update) throw new Error(`${contract.name}: the review action needs x-transitions and an update operation`);
  return flow.moves.map((move) => {
    const { label, tone, remark, body } = reviewMove(flow, move);
    return {
      id: move.name,
      label,
      scope: 'row' as const,
      tone,
      operation: update,
      confirm: remark ? 'remark' : true,
      input: (row: E | undefined, text?: unknown) => ({ body: body((row as { id?: unknown } | undefined)?.id, text) }),
      visible: (row: E) => move.from.includes((row as Record<string, string | number>)[flow.field] as string | number),
    };
  });
}

/** The review moves on selected rows too (issue 56: KYC, merchants, reports and card freezes are reviewed in bulk): each
 * move a batch action that sends the row's update once per selected row, in turn, asking a rejection's remark once for
 * all; the server refuses a row the move does not start from (the first refusal stops it, the rows done stay done). */
function reviewBatch(contract: Contract, update: OperationId | undefined): BatchAction[] {
  const flow = contract.transitions;
  if (!flow || !update) return [];
  return flow.moves.map((move) => {
    const { label, tone, remark, body } = reviewMove(flow, move);
    return {
      id: `review-${move.name}`,
      label,
      operation: update,
      each: true,
      ...(tone ? { tone } : {}),
      ...(remark ? { field: remark } : {}),
      input: ([id], text) => ({ body: body(id, text) }),
    };
  });
}

/** Every screen whose rows change gets their history (and its revert) as the last row button, and one that deletes
 * rows its recycle bin (restored through its create: the server says when it has none). */
function withChangeControl<E>(actions: readonly ScreenAction<E>[], found: Partial<Record<Action, OperationId>>): ScreenAction<E>[] {
  return [
    ...actions,
    ...(found.update || found.upsert ? ['history' as const] : []),
    ...(actions.includes('delete') && found.create ? ['deleted' as const] : []),
  ];
}

export function defineScreen<E, I = Partial<E>>(spec: ScreenSpec<E, I>): DefinedScreen<E, I> {
  const found = Object.fromEntries(
    ACTIONS.map((action) => [
      action,
      spec.operations?.[action] ?? findOperation(spec.resource.name, action, spec.owner ?? spec.route),
    ]).filter(([, id]) => id),
  ) as Partial<Record<Action, OperationId>>;
  const any = found.list ?? found.config_get ?? Object.values(found)[0];
  const screen: Screen<E, I> = {
    ...spec,
    kind: 'screen',
    key: spec.key ?? spec.resource.name,
    operations: found,
    list: spec.list && {
      ...spec.list,
      columns: spec.list.columns.map((column) => (typeof column === 'string' ? { field: column } : column)),
      filters: spec.list.filters?.map((filter) =>
        typeof filter === 'string' ? filterFor<E>(filter, found.list && spec.resource.operations[found.list]) : filter,
      ),
    },
    permission: any ? (operationTable[any].permission ?? spec.owner ?? spec.route) : (spec.owner ?? spec.route),
    // By default the writes the contract offers: add, edit and delete when it has their operations.
    actions: withChangeControl(
      (
        spec.actions ??
        (['create', 'edit', 'delete'] as const).filter((a) => found[a === 'edit' ? 'update' : a] ?? (a !== 'delete' && found.upsert))
      ).flatMap((action) => (action === 'review' ? reviewActions<E>(spec.resource, found.update) : [action])),
      found,
    ),
    ...(spec.actions?.includes('review') ? { batch: [...(spec.batch ?? []), ...reviewBatch(spec.resource, found.update)] } : {}),
  };
  // The row and input types only check the description; the engine reads every screen alike, so the typed screen
  // stands for an erased one too (a section of another screen, the registry).
  return screen as DefinedScreen<E, I>;
}
