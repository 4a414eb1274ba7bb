// ETHGas接口: where the custodial wallet reads Ethereum gas prices for withdrawals, with a fallback source; the API
// keys are write-only (the server answers them masked and keeps a masked value saved back). Reached from the hub.
import contract from 'virtual:contract/eth_gas_api';
import { defineConfigScreen } from '@/lib/config-screen';
import { currencyHub } from './currencies';

export const ethGasApi = defineConfigScreen({ route: '/centralizewallet/ethgasapi', resource: contract, from: { screen: currencyHub } });
