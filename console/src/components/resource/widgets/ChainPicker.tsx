// A block chain by id, chosen by name (the chain list, start 0, count 1000).
import { useTranslation } from '@/i18n/react';
import { EnumSelect, type EnumSelectProps } from './EnumSelect';
import { useChains } from './useChains';

export function ChainPicker(props: Omit<EnumSelectProps, 'options'>) {
  const { t } = useTranslation();
  const { chains, isLoading } = useChains();
  const options = chains.map((chain) => ({ value: chain.id, label: `${chain.name} (${chain.symbol})` }));
  return <EnumSelect {...props} options={options} placeholder={isLoading ? t('screens.ui.loading') : t('screens.ui.choose')} />;
}
