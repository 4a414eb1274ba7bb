// The open widget set: a widget is one registration, a name, a component and (optionally) which schemas it
// takes by default (Django's FORMFIELD_FOR_DBFIELD_DEFAULTS). A description may name any registered widget for
// a field (`form.widgets`) or give a component. Forms and table cells (KeyValueEditor) resolve through here.
import type { ComponentType } from 'react';
import type { FieldSchema } from '@/lib/contract';
import type { Widget, WidgetProps } from '@/lib/screen';
import type { Labels } from '../labels';

/** What every registered widget receives: the field's props plus its schema and the screen's labels. */
export interface FieldWidgetProps extends WidgetProps {
  schema: FieldSchema | undefined;
  labels: Labels;
  /** aria-label when the widget has no visible label (a table cell). */
  label?: string;
  /** Accepted extensions of file widgets, or the audit-report formats. */
  accept?: readonly string[] | 'auditReport';
}

export type FieldWidget = ComponentType<FieldWidgetProps>;
/** Whether a field (its name, the last segment of a nested one, and its schema) takes a widget or a cell by default. */
export type Matcher = (name: string, schema: FieldSchema | undefined) => boolean;

/** The contract's naming convention for image URLs (`logo`, `icon`, `image_url`, `application_logo` …): forms
 * upload them, lists show a thumbnail. */
export const isImageField = (name: string): boolean => /(^|_)(logo|icon|image|img|banner|avatar|cover)(_|$)/.test(name);

const registered = new Map<string, { component: FieldWidget; matches?: Matcher }>();
const FALLBACK = 'text';

/** Registers a widget; with `matches`, fields whose schema it accepts get it by default (first match wins,
 * in registration order). */
export function registerWidget(name: string, component: FieldWidget, matches?: Matcher): void {
  if (registered.has(name)) throw new Error(`widget ${name} is registered twice`);
  registered.set(name, { component, matches });
}

export const isWidgetName = (name: string): boolean => registered.has(name);

/** The name of the widget a field gets by default. */
function defaultWidget(name: string, schema: FieldSchema | undefined): string {
  for (const [widget, { matches }] of registered) if (matches?.(name, schema)) return widget;
  return FALLBACK;
}

/** The component for a field: the description's override (a name or a component), else the default. */
export function resolveWidget(name: string, schema: FieldSchema | undefined, override?: Widget): FieldWidget {
  if (override && typeof override !== 'string') return override as FieldWidget;
  const widget = registered.get(override ?? defaultWidget(name, schema)) ?? registered.get(FALLBACK);
  if (!widget) throw new Error('no widgets registered: import components/resource/widgets');
  return widget.component;
}
