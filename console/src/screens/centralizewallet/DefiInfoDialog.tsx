// The DeFi information entries inside a dialog of DeFi兑换数据 (their own route is only the add/edit page).
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { defiInfo } from './defiInfo';

export default function DefiInfoDialog() {
  return <ResourceScreen screen={defiInfo} nested local />;
}
