// Gas配置: the gas service's one settings document (on or off, the smallest order served, orders served per user a
// day, retries, the alert address, the notice buyers see), reached from the gas overview's toolbar.
import contract from 'virtual:contract/otc_gas_config';
import { defineConfigScreen } from '@/lib/config-screen';

export const gasConfig = defineConfigScreen({
  route: '/otc/gasConfig',
  resource: contract,
  form: { widgets: { notice_zh: 'textarea', notice_en: 'textarea' } },
  from: { screen: '/otc/gasindex' },
});
