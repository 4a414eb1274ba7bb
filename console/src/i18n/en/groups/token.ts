// English catalogue of the /token screens, merged under `screens` when the group's chunk loads (see ../../index.ts):
// field labels shared by the group's screens, then one section per screen key.
const tokenGroup = {
  fields: {
    protocol: 'Protocol',
    is_verified: 'Verified',
    total_supply: 'Total supply',
    whitepaper: 'White paper',
    coingecko_id: 'CoinGecko id',
    coinmarketcap_id: 'CoinMarketCap id',
    quote_symbol: 'Quote',
    price_source: 'Price source',
    app_contract: 'App contract',
    tag: 'Section tag',
    token_universal_exchange_id: 'Exchange',
    trade_url: 'Trade link',
    price_weight: 'Price weight',
    notice: 'Notice',
    drop_type: 'Filter',
    reason: 'Reason',
    match_type: 'Match',
    banner: 'Banner',
    metadata_type: 'Metadata type',
    metadata_url: 'Metadata URL',
    exchange_type: 'Exchange type',
  },
  token: {
    title: 'Token',
    appContract: 'Set app contract',
    help: {
      address: 'Checked and normalized before saving (lowercase on Ethereum-type chains)',
      symbol: 'On EOS, ENU and BOS one contract issues several tokens: the symbol is needed',
      sort: 'Smaller comes first',
    },
  },
  token_lang_extension: { title: 'Token texts', fields: { description: 'Introduction' } },
  token_market: { title: 'Market', help: { app_contract: "Empty: the token's own contract" } },
  token_exchange_listing: { title: 'Exchange listings' },
  token_market_exchange: {
    title: 'Trading pairs',
    help: { pair: 'BASE/QUOTE, e.g. ETH/USDT', price_weight: 'Weight when the price is exchange-weighted; 0 leaves it out' },
  },
  token_submit: { title: 'Token submission', fields: { token_id: 'Created token' } },
  drop_token: { title: 'Filtered token' },
  token_key_filter: { title: 'Keyword filter', help: { keyword: 'Tokens whose symbol or name matches are not shown in the app' } },
  nft_token_info: {
    title: 'NFT',
    preview: 'Preview metadata',
    sync: 'Sync',
    syncAll: 'Sync all',
    tokenId: 'Token id',
    read: 'Read',
    noMetadata: 'No metadata to show',
    uri: 'Metadata URI',
    raw: 'Metadata JSON',
    help: {
      metadata_url: 'As the metadata type says: {token_id} becomes the token id; on-chain data is a data:application/json;base64,… URI',
    },
  },
  hot_token: { title: 'Hot token', help: { blockchain_id: 'Filled from the chosen token' } },
  token_universal_exchange: {
    title: 'Exchange',
    pairs: 'Trading pairs',
    help: { code: 'Lowercase letters, digits or underscores; unique', blockchain_id: 'The chain a DEX runs on' },
  },
};

export default tokenGroup;
