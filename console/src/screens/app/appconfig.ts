// App配置: four documents on one route, one tab each: the app's links, feature switches and review mode; the
// daily check-in rules; the check-in reward table; the account-creation fees of EOS-type chains.
import accountFeeContract from 'virtual:contract/account_fee';
import appConfigContract from 'virtual:contract/app_config';
import signConfigContract from 'virtual:contract/sign_config';
import signTableContract from 'virtual:contract/sign_table';
import { defineConfigScreen } from '@/lib/config-screen';

const route = '/app/appconfig';

export const appConfig = defineConfigScreen({ route, resource: appConfigContract, tab: 0 });
export const signConfig = defineConfigScreen({ route, resource: signConfigContract, tab: 1 });
export const signTable = defineConfigScreen({
  route,
  resource: signTableContract,
  tab: 2,
  items: { columns: ['day', 'symbol', 'amount', 'remark'] },
});
export const accountFee = defineConfigScreen({
  route,
  resource: accountFeeContract,
  tab: 3,
  items: { columns: ['blockchain_id', 'creator_account', 'fee_amount', 'fee_symbol', 'ram_bytes', 'cpu_stake', 'net_stake', 'enabled'] },
});
