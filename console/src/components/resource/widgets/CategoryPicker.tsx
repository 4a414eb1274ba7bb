// A DApp category by id, chosen by name among the categories of one language (default zh-Hans).
// Spec §9: the default category is 13 and the choice is remembered for the session.
import { useTranslation } from 'react-i18next';
import type { Schema } from '@wallet-admin/sdk';
import { useOperation, type Page } from '@/lib/query';
import { EnumSelect, type EnumSelectProps } from './EnumSelect';
import { DEFAULT_LANGUAGE } from './LanguagePicker';

export const DEFAULT_CATEGORY_ID = 13;
/** sessionStorage key of the remembered category (filters with `input: 'category'`). */
export const CATEGORY_MEMORY_KEY = 'categoryId';

export function CategoryPicker({ lang = DEFAULT_LANGUAGE, ...props }: Omit<EnumSelectProps, 'options'> & { lang?: string }) {
  const { t } = useTranslation();
  const categories = useOperation<Page<Schema<'Category'>>>('listCategory', { query: { start: 0, count: 1000, lang } });
  const options = (categories.data?.list ?? []).map((category) => ({ value: category.id, label: category.name }));
  return <EnumSelect {...props} options={options} placeholder={categories.isLoading ? t('screens.ui.loading') : t('screens.ui.choose')} />;
}
