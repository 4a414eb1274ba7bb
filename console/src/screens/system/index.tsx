// The /system group chunk: component name (routes.tsv path without the leading slash) → screen. The
// lists share the group's chunk; form, detail, config and export pages load their parts when visited.
import type { ComponentType } from 'react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import type { ConfigScreen as Config } from '@/lib/config-screen';
import { lazyNamed } from '@/lib/lazy';
import type { Screen } from '@/lib/screen';
import { systemConfigScreens as config, systemScreens as s } from './screens';

const pages = () => import('@/components/resource/ResourcePages');
const ResourceFormPage = lazyNamed(pages, 'ResourceFormPage');
const DetailPage = lazyNamed(pages, 'DetailPage');
const ConfigScreen = lazyNamed(() => import('@/components/resource/ConfigScreen'), 'ConfigScreen');
const MsgExcel = lazyNamed(() => import('./MsgExcel'), 'MsgExcel');

const list = <E, I>(screen: Screen<E, I>): ComponentType => () => <ResourceScreen screen={screen} />;
const formPage = <E, I>(screen: Screen<E, I>): ComponentType => () => <ResourceFormPage screen={screen} />;
const detailPage = <E, I>(screen: Screen<E, I>): ComponentType => () => <DetailPage screen={screen} />;
const configPage = <D,>(screen: Config<D>): ComponentType => () => <ConfigScreen screen={screen} />;

export default {
  'system/blockchain': list(s.blockchain),
  'system/blockchain/add*': formPage(s.blockchain),
  'system/blockchain/detail*': detailPage(s.blockchain),
  'system/blockchainCustom': list(s.blockchainCustom),
  'system/blockchainCustom/add': formPage(s.blockchainCustom),
  'system/blockchainCustom/info': detailPage(s.blockchainCustom),
  'system/underRelationConfig': configPage(config.underRelationConfig),
  'system/explorer': list(s.explorer),
  'system/endpoint': list(s.endpoint),
  'system/vote': list(s.vote),
  'system/category': list(s.category),
  'system/language': list(s.language),
  'system/address': list(s.address),
  'system/exportUser': list(s.exportUser),
  'system/appkey': list(s.appkey),
  'system/homeDeFi': configPage(config.homeDeFi),
  'system/msgExcel': MsgExcel,
} satisfies Record<string, ComponentType>;
