// Every description of the /system group (the screens test checks each against the contract).
import { address } from './address';
import { appkey } from './appkey';
import { blockchain } from './blockchain';
import { blockchainCustom } from './blockchainCustom';
import { category } from './category';
import { endpoint } from './endpoint';
import { explorer } from './explorer';
import { exportUser } from './exportUser';
import { homeDeFi } from './homeDeFi';
import { language } from './language';
import { underRelationConfig } from './underRelationConfig';
import { vote } from './vote';
import { walletLogs } from './WalletLogs';

export const systemScreens = { address, appkey, blockchain, blockchainCustom, category, endpoint, explorer, exportUser, language, vote, walletLogs };
export const systemConfigScreens = { homeDeFi, underRelationConfig };
