// 代币列表 and its one composite page: tokenadd adds a token, tokendetail edits it with its texts per language,
// its market tab entries and its exchange listings below the form. Before a token is saved, validateToken checks
// the contract address on its chain (form, uniqueness) and the normalized address is what is stored. Deleting a
// token asks for the operator's password and takes its hot, market, listing and language rows with it.
import type { Schema } from '@wallet-admin/sdk';
import tokenContract from 'virtual:contract/token';
import appContract from 'virtual:contract/updateTokenMarketAppContract';
import { answerAction } from '@/lib/answer-action';
import { defineScreen } from '@/lib/screen';
import { catalogueFilters, contractColumns } from './shared';
import { tokenExchanges, tokenMarket, tokenTexts } from './tokenSections';

type Token = Schema<'Token'>;
// The token's row action sets the app contract of its market entries: that call's body (its asked field) too.
const contract = { ...tokenContract, operations: { ...tokenContract.operations, ...appContract.operations } };

export const tokenlist = defineScreen<Token, Schema<'TokenCreate'>>({
  route: '/token/tokenlist',
  resource: contract,
  list: {
    columns: [
      'id',
      ...contractColumns<Token>(),
      'protocol',
      'decimals',
      { field: 'is_verified', cell: 'badge' },
      'status',
      { field: 'sort', width: 110 },
    ],
    filters: catalogueFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'protocol'],
      'address',
      ['symbol', 'name'],
      ['decimals', 'total_supply'],
      'logo',
      ['website', 'whitepaper'],
      'description',
      ['coingecko_id', 'coinmarketcap_id'],
      ['is_verified', 'status'],
      'sort',
    ],
    defaults: { protocol: 0, decimals: 18, is_verified: 0, status: 0, sort: 0 },
    check: {
      operation: 'validateToken',
      input: (values, row) => ({
        body: {
          blockchain_id: values.blockchain_id,
          address: values.address,
          ...(values.symbol ? { symbol: values.symbol } : {}),
          ...(row ? { id: (row as Token).id } : {}),
        },
      }),
      field: 'address',
      apply: (values, answer) => ({ ...values, address: (answer as Schema<'TokenValidation'>).address }),
    },
  },
  actions: [
    'create',
    'export',
    'edit',
    {
      // One contract for every market entry of the token (the spec's update_app_contract).
      id: 'appContract',
      label: 'screens.token.appContract',
      scope: 'row',
      operation: 'updateTokenMarketAppContract',
      ask: 'app_contract',
      input: (row, contract) => ({ body: { token_id: row?.id, app_contract: contract ?? '' } }),
    },
    // What the app is answered for this token (getTokenInfo) and the protocol map it builds its choices from.
    answerAction({
      id: 'appView',
      label: 'screens.token.appView',
      scope: 'row',
      operation: 'previewTokenInfo',
      notice: 'screens.answer.appNotice',
      query: (row) => ({ blockchain_id: row?.blockchain_id, address: row?.address }),
    }),
    answerAction({
      id: 'protocols',
      label: 'screens.token.protocols',
      scope: 'toolbar',
      operation: 'previewTokenProtocolListMap',
      notice: 'screens.answer.appNotice',
      query: () => ({}),
    }),
    'toggleStatus',
    'reorder',
    'delete',
  ],
  pages: { form: '/token/tokendetail', create: '/token/tokenadd' },
  sections: [
    { screen: tokenTexts, parent: 'token_id' },
    { screen: tokenMarket, parent: 'token_id' },
    { screen: tokenExchanges, parent: 'token_id' },
  ],
});
