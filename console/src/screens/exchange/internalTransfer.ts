// 内部划转: move an amount of a coin between two of the exchange's own accounts, confirmed with the operator's own
// password (transferExchangeInternal: x-password-confirm, idempotent, audited). A form page of its own (TransferPage,
// loaded when visited); the transfer it writes shows at once, with a button to the transfer ledger (transfer/log).
import { lazyNamed } from '@/lib/lazy';
import { definePage } from '@/lib/page';

export const internalTransfer = definePage({
  route: '/exchange/internal/transfer',
  key: 'exchange_transfer_form',
  from: { screen: '/exchange/adminindex' },
  component: lazyNamed(() => import('./TransferPage'), 'TransferPage'),
});
