// A DApp category by id, chosen by name (the category lookup, which every holder of a screen with a category field may call):
// among one language's categories when `lang` is given, else among all, each with its language.
// Spec §9: the default category is 13 and the choice is remembered for the session.
import { useTranslation } from '@/i18n/react';
import type { Schema } from '@wallet-admin/sdk';
import { useMemo } from 'react';
import { useOperation, type Page } from '@/lib/query';
import { EnumSelect, type EnumSelectProps } from './EnumSelect';

export const DEFAULT_CATEGORY_ID = 13;
/** sessionStorage key of the remembered category (filters with `input: 'category'`). */
export const CATEGORY_MEMORY_KEY = 'categoryId';

/** Every category of every language (one cached lookup), by id: the category column names a row's category. */
export function useCategories() {
  const query = useOperation<Page<Schema<'CategoryOption'>>>('lookupCategory', { query: { start: 0, count: 1000 } });
  const byId = useMemo(() => new Map((query.data?.list ?? []).map((category) => [category.id, category])), [query.data]);
  return { byId, isLoading: query.isLoading };
}

export function CategoryPicker({ lang, ...props }: Omit<EnumSelectProps, 'options'> & { lang?: string }) {
  const { t } = useTranslation();
  const categories = useOperation<Page<Schema<'CategoryOption'>>>('lookupCategory', {
    query: { start: 0, count: 1000, ...(lang && { lang }) },
  });
  const options = (categories.data?.list ?? []).map((category) => ({
    value: category.id,
    // Among all languages a category says its language by name (热门 · 简体中文), not by code.
    label: lang ? category.name : `${category.name} · ${t(`screens.enums.Language.${category.lang}`, { defaultValue: category.lang })}`,
  }));
  return <EnumSelect {...props} options={options} placeholder={categories.isLoading ? t('screens.ui.loading') : t('screens.ui.choose')} />;
}
