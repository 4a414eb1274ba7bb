// The built-in widgets, in the order their defaults are tried. A field marked `x-ref` gets the reference picker;
// conventions by name are the contract's own (lib/contract.ts): a `…blockchain_id` is a chain (a select of every chain),
// `category_id` a category, `logo`/`icon`/`image_url` are image URLs. Adding a widget = one registerWidget line here (or in a screen's own file).
import { lazy } from 'react';
import { Input, Switch, Textarea } from '@/components/ui';
import { CategoryPicker } from './CategoryPicker';
import { ChainPicker } from './ChainPicker';
import { EnumSelect } from './EnumSelect';
import { LanguagePicker } from './LanguagePicker';
import { isMoneyField, MoneyInput } from './money';
import { isImageField, registerWidget, type FieldWidgetProps } from './registry';
import { toText } from '@wallet-admin/sdk';
import { isCategoryField, isChainField } from '@/lib/contract';
import { lazyNamed } from '@/lib/lazy';

// Heavy widgets load when a form first shows one (the uploader pulls in the object-storage client, the date-time
// field the date library).
const UploadField = lazy(() => import('./UploadField'));
const DateTimeField = lazyNamed(() => import('./DateTimeField'), 'DateTimeField');
const RefPicker = lazy(() => import('./RefPicker'));
// The rich-text editor (TipTap) is the heaviest widget: its chunk loads only when a form shows a `format: html` field.
const RichTextField = lazyNamed(() => import('./RichTextField'), 'RichTextField');
// Nested fields render FieldControl again, which imports this registry: loaded when a form first shows one, so the
// modules load without a cycle.
const ObjectFields = lazyNamed(() => import('./ObjectFields'), 'ObjectFields');

const common = (p: FieldWidgetProps) =>
  ({
    id: p.id,
    name: p.name,
    onBlur: p.onBlur,
    disabled: p.disabled,
    'aria-label': p.label,
    'aria-invalid': p.invalid || undefined,
    'aria-describedby': p.describedBy,
    'aria-required': p.required || undefined,
  }) as const;
const select = (p: FieldWidgetProps) =>
  ({
    id: p.id,
    label: p.label,
    value: p.value,
    onChange: p.onChange,
    invalid: p.invalid,
    describedBy: p.describedBy,
    disabled: p.disabled,
    placeholder: p.labels.t('screens.ui.choose'),
  }) as const;

// Before the reference picker: a category (x-ref: category) is chosen from its short list by name and language.
registerWidget('category', (p) => <CategoryPicker {...select(p)} />, isCategoryField);
registerWidget(
  'ref',
  (p) => (p.schema?.reference ? <RefPicker {...p} reference={p.schema.reference} /> : null),
  (_, s) => Boolean(s?.reference),
);
registerWidget(
  'language',
  (p) => <LanguagePicker {...select(p)} schema={p.schema} />,
  (_, s) => s?.ref === 'Language',
);
registerWidget('chain', (p) => <ChainPicker {...select(p)} />, isChainField);
registerWidget('datetime', DateTimeField, (_, s) => s?.ref === 'TimeMs');
registerWidget('richtext', RichTextField, (_, s) => s?.format === 'html');
registerWidget('money', MoneyInput, isMoneyField);
registerWidget(
  'select',
  (p) => <EnumSelect {...select(p)} options={p.labels.options(p.schema)} />,
  (_, s) => Boolean(s?.enum?.length),
);
registerWidget(
  'switch',
  (p) => <Switch id={p.id} aria-label={p.label} checked={p.value === true} onCheckedChange={p.onChange} aria-describedby={p.describedBy} />,
  (_, s) => s?.type === 'boolean',
);
registerWidget('object', ObjectFields, (_, s) => s?.type === 'object' && Boolean(s.properties));
registerWidget(
  'number',
  (p) => <Input {...common(p)} type="number" inputMode="numeric" value={toText(p.value)} onChange={(e) => p.onChange(e.target.value)} />,
  (_, s) => s?.type === 'integer' || s?.type === 'number',
);
registerWidget(
  'password',
  (p) => (
    <Input
      {...common(p)}
      type="password"
      autoComplete="new-password"
      value={toText(p.value)}
      onChange={(e) => p.onChange(e.target.value)}
    />
  ),
  (_, s) => s?.ref === 'HashedPassword',
);
registerWidget(
  'image',
  (p) => <UploadField {...p} image />,
  (name, s) => s?.ref === 'Url' && isImageField(name.split('.').pop() ?? name),
);
registerWidget('file', (p) => <UploadField {...p} />);
registerWidget(
  'textarea',
  (p) => <Textarea {...common(p)} rows={4} value={toText(p.value)} onChange={(e) => p.onChange(e.target.value)} />,
  (_, s) => s?.ref === 'Text' || (s?.maxLength ?? 0) > 1024,
);
registerWidget('text', (p) => (
  <Input
    {...common(p)}
    type={p.schema?.ref === 'Url' ? 'url' : 'text'}
    value={toText(p.value)}
    onChange={(e) => p.onChange(e.target.value)}
  />
));
