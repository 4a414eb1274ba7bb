// DApp管理: the catalogue of the discover page. Filters as the admin list takes them (docs/spec/product-spec.md §9: language zh-Hans,
// category 13 remembered for the session); batch show/hide and batch move to a category; drag to reorder
// (update_order). A DApp is edited on dapp/{path}/{id*} with its languages, chains and categories below the form.
// Deleting a DApp that recommendations use shows them in the shell's conflict dialog.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application';
import { answerAction } from '@/lib/answer-action';
import { defineScreen } from '@/lib/screen';
import { dappCategories, dappChains, dappLanguages } from './dappSections';

export const dapp = defineScreen<Schema<'Application'>, Schema<'ApplicationCreate'>>({
  route: '/application/dapp',
  resource: contract,
  list: {
    columns: [
      'id',
      'logo',
      'title',
      { field: 'url', cell: 'link' },
      'tag',
      'is_new',
      { field: 'min_version', cell: 'code' },
      'fixed_order',
      'status',
      { field: 'sort', width: 110 },
    ],
    filters: [
      { field: 'lang', input: 'language', default: 'zh-Hans', all: true },
      { field: 'category_id', input: 'category', all: true },
      'status',
      'version',
      'search',
    ],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      'title',
      'url',
      'logo',
      'description',
      ['lang', 'category_id'],
      ['developer', 'min_version'],
      ['tag', 'tag_status'],
      ['is_new', 'status'],
      'sort',
    ],
    defaults: { lang: 'zh-Hans', category_id: 13, status: 0, tag_status: 0, is_new: 0, sort: 0 },
  },
  actions: [
    'create',
    'export',
    'edit',
    {
      id: 'pin',
      label: 'screens.application.pin',
      scope: 'row',
      operation: 'updateApplicationFixedOrder',
      ask: 'fixed_order',
      input: (row, position) => ({ body: { id: row?.id, fixed_order: position } }),
    },
    // The income earned through the DApp as the income call answers it, and the recommendations that use it (a
    // delete is refused while any does): the latter only for users who hold DAppRecommend, whose call it is.
    answerAction({
      id: 'profit',
      label: 'screens.application.profit',
      scope: 'row',
      operation: 'previewDappProfit',
      query: (row) => ({ application_id: row?.id, count: 100 }),
    }),
    answerAction({
      id: 'recommends',
      label: 'screens.application.recommends',
      scope: 'row',
      operation: 'listRecommendId',
      needs: '/application/DAppRecommend',
      query: (row) => ({ application_id: row?.id }),
      columns: {
        id: { label: 'screens.application.recommendDapp' },
        recommend: { label: 'screens.application.recommendEntry', link: '/application/recommend/detail/{value}' },
      },
    }),
    'toggleStatus',
    'reorder',
    'delete',
  ],
  batch: [
    { id: 'show', label: 'screens.ui.show', operation: 'updateApplicationStatus', input: (ids) => ({ body: { ids, status: 0 } }) },
    { id: 'hide', label: 'screens.ui.hide', operation: 'updateApplicationStatus', input: (ids) => ({ body: { ids, status: 1 } }) },
    {
      id: 'delete',
      label: 'screens.ui.delete',
      operation: 'deleteApplication',
      each: true,
      tone: 'danger',
      input: ([id]) => ({ path: { id } }),
    },
    {
      id: 'move',
      label: 'screens.application.move',
      operation: 'changeApplicationCategory',
      field: 'category_id',
      input: (ids, category) => ({ body: { ids, category_id: category } }),
    },
  ],
  order: { operation: 'updateApplicationOrder' },
  pages: { form: '/application/dapp/{path}/{id*}' },
  sections: [
    { screen: dappLanguages, parent: 'application_id' },
    { screen: dappChains, parent: 'application_id' },
    { screen: dappCategories, parent: 'application_id' },
  ],
});
