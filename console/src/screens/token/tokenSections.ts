// The parts of a token edited below its form (tokendetail): its name, description and notice in each language
// (one form, saved by the batch call), its market tab entries (added on marketadd, which the section opens with the
// token filled in) and, read-only here, its exchange listings (edited on tokenexchange).
import type { Schema } from '@wallet-admin/sdk';
import tokenLangExtension from 'virtual:contract/token_lang_extension';
import tokenMarketContract from 'virtual:contract/token_market';
import tokenMarketExchange from 'virtual:contract/token_market_exchange';
import { choicesFrom } from '@/components/resource/widgets/OperationChoices';
import { defineScreen } from '@/lib/screen';

export const tokenTexts = defineScreen<Schema<'TokenLangExtension'>, Schema<'TokenLangExtensionFields'>>({
  route: '/token/tokenlist',
  resource: tokenLangExtension,
  embedded: true,
  languages: { save: 'batchUpdateTokenLangExtension', fields: ['name', 'notice', 'description'] },
});

export const tokenMarket = defineScreen<Schema<'TokenMarket'>, Schema<'TokenMarketCreate'>>({
  route: '/token/tokenlist',
  resource: tokenMarketContract,
  // Under its token's page: named by its quote (USDT), not #id.
  label: ['quote_symbol'],
  embedded: true,
  list: {
    columns: ['id', 'token_id', 'quote_symbol', 'price_source', 'app_contract', 'tag', 'status', { field: 'sort', width: 110 }],
  },
  form: {
    fields: ['token_id', ['quote_symbol', 'price_source'], 'app_contract', ['tag', 'status'], 'sort'],
    defaults: { quote_symbol: 'USDT', price_source: 0, status: 0, sort: 0 },
    // The currencies of 货币管理 are suggested; a token ticker (USDT, BTC) stays possible.
    widgets: {
      quote_symbol: choicesFrom<Schema<'Currency'>>('listCurrency', (row) => ({ value: row.code, label: `${row.code} · ${row.name}` }), {
        free: true,
        query: { count: 100 },
      }),
    },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  pages: { form: '/token/marketadd' },
});

export const tokenExchanges = defineScreen<Schema<'TokenMarketExchange'>, never>({
  route: '/token/tokenlist',
  resource: tokenMarketExchange,
  key: 'token_exchange_listing',
  embedded: true,
  list: {
    columns: ['token_id', 'token_universal_exchange_id', 'pair', 'trade_url', 'price_weight', 'status'],
  },
  actions: [],
});
