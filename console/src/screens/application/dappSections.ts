// The parts of a DApp edited under its form (dapp/{path}/{id*}): its title and description per language, the
// chains it runs on and the categories it is listed in. Each is scoped to the DApp by `application_id`.
import type { Schema } from '@wallet-admin/sdk';
import applicationBlockchain from 'virtual:contract/application_blockchain';
import applicationCategory from 'virtual:contract/application_category';
import applicationLanguage from 'virtual:contract/application_language';
import { defineScreen } from '@/lib/screen';

type Link = Schema<'ApplicationBlockchain'>;

export const dappLanguages = defineScreen<Schema<'ApplicationLanguage'>, Schema<'ApplicationLanguageCreate'>>({
  route: '/application/dapp',
  resource: applicationLanguage,
  embedded: true,
  list: { columns: ['application_id', 'lang', 'title', 'description'] },
  form: { fields: ['application_id', ['lang', 'title'], 'description'], defaults: { lang: 'en' } },
  actions: ['create', 'edit'],
});

export const dappChains = defineScreen<Link, Schema<'ApplicationBlockchainCreate'>>({
  route: '/application/dapp',
  resource: applicationBlockchain,
  embedded: true,
  list: { columns: ['application_id', 'blockchain_id', 'created_at'] },
  form: { fields: ['application_id', 'blockchain_id'] },
  actions: [
    'create',
    {
      id: 'unlink',
      label: 'screens.ui.delete',
      scope: 'row',
      tone: 'danger',
      confirm: true,
      operation: 'deleteApplicationBlockchain',
      input: (row) => ({ body: { application_id: row?.application_id, blockchain_id: row?.blockchain_id } }),
    },
  ],
});

export const dappCategories = defineScreen<Schema<'ApplicationCategory'>, Schema<'ApplicationCategoryCreate'>>({
  route: '/application/dappCategory',
  resource: applicationCategory,
  // Under its DApp's page: named by its category, not #id.
  label: ['category_id'],
  embedded: true,
  list: { columns: ['application_id', 'category_id', { field: 'sort', width: 110 }] },
  form: { fields: ['application_id', 'category_id', 'sort'], defaults: { sort: 0 } },
  actions: ['create', 'edit', 'reorder'],
});
