// Catalogue lookups of a screen: a field's label is `screens.<key>.fields.<field>`, falling back to the
// shared `screens.fields.<field>`; an enum value's label is the contract's (x-enum-labels, x-enum-labels-en in
// English), the one place that names it in both languages (screens.test.ts checks every enum a screen shows).
import { useContext, useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/react';
import { ScreenContext } from '@/app/screen-context';
import type { FieldSchema } from '@/lib/contract';
import type { RuleMessages } from '@/lib/schema-zod';
import type { Option } from '@/lib/screen';
import { toText } from '@wallet-admin/sdk';

export interface Labels {
  t: TFunction;
  title: string;
  field: (name: string) => string;
  /** The screen's help of a field, else (an `x-secret` field) what the server does with a masked value. */
  help: (name: string, schema?: FieldSchema) => string | undefined;
  enumLabel: (schema: FieldSchema | undefined, value: unknown) => string;
  options: (schema: FieldSchema | undefined, declared?: readonly Option[]) => Option[];
  rules: RuleMessages;
}

/** An enum value's label in a language, from the contract. */
export function enumValueLabel(schema: FieldSchema | undefined, value: unknown, language: string): string {
  const key = toText(value);
  return (language === 'en' ? schema?.enumLabelsEn?.[key] : undefined) ?? schema?.enumLabels?.[key] ?? key;
}

function makeLabels(t: TFunction, key: string, language: string): Labels {
  const text = (keys: string[], fallback: string) => t(keys, { defaultValue: fallback });
  const enumLabel = (schema: FieldSchema | undefined, value: unknown) => enumValueLabel(schema, value, language);
  const field = (name: string) => text([`screens.${key}.fields.${name}`, `screens.fields.${name}`], name);
  return {
    t,
    title: text([`screens.${key}.title`], key),
    field,
    help: (name, schema) => text([`screens.${key}.help.${name}`, ...(schema?.secret ? ['screens.secretHelp'] : [])], '') || undefined,
    enumLabel,
    options: (schema, declared) =>
      declared?.map((o) => ({ value: o.value, label: text([o.label], o.label) })) ??
      (schema?.enum ?? []).map((value) => ({ value, label: enumLabel(schema, value) })),
    rules: {
      required: t('screens.rules.required'),
      minLength: (min) => t('screens.rules.minLength', { min }),
      maxLength: (max) => t('screens.rules.maxLength', { max }),
      pattern: t('screens.rules.pattern'),
      oneOf: t('screens.rules.oneOf'),
      integer: t('screens.rules.integer'),
      number: t('screens.rules.number'),
      min: (min) => t('screens.rules.min', { min }),
      max: (max) => t('screens.rules.max', { max }),
      url: t('screens.rules.url'),
      maxItems: (max) => t('screens.rules.maxItems', { max }),
      dateTime: t('screens.rules.dateTime'),
      endBeforeStart: t('screens.rules.endBeforeStart'),
      notAbove: (low, high) => t('screens.rules.notAbove', { low: field(low), high: field(high) }),
      decimals: (decimals) => t('screens.rules.decimals', { decimals }),
    },
  };
}

/** The page heading: the menu's title from the route data (as the breadcrumb and tab show it), else
 * the catalogue's title of the screen. */
export function useScreenTitle(labels: Labels): string {
  return useContext(ScreenContext)?.title ?? labels.title;
}

export function useLabels(key: string): Labels {
  // useTranslation hands out a new t when the language changes, so the labels follow the language.
  const { t, i18n } = useTranslation();
  return useMemo(() => makeLabels(t, key, i18n.language), [t, key, i18n.language]);
}
