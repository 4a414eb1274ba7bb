// 即时通讯, Newdex配置, BTEX配置: the integration documents of the customer-service chat's IM provider and of two
// third-party exchanges. Their keys and secrets are write-only (x-secret): the server answers them masked and keeps
// the stored value when the masked one comes back, so a form saved without touching them changes nothing there.
// Each is reached from the settings hub (价格设置).
import btexContract from 'virtual:contract/btex_config';
import imContract from 'virtual:contract/im_config';
import newdexContract from 'virtual:contract/newdex_config';
import { defineConfigScreen } from '@/lib/config-screen';
import { HUB } from './price';

const from = { screen: HUB };

export const im = defineConfigScreen({ route: '/settings/IM', resource: imContract, from });
export const newdex = defineConfigScreen({ route: '/settings/newdex', resource: newdexContract, from });
export const btex = defineConfigScreen({ route: '/settings/btex', resource: btexContract, from });
