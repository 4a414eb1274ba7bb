// The content language (zh-Hans, zh-Hant, en from the contract's Language enum and its labels).
import type { FieldSchema } from '@/lib/contract';
import { useLabels } from '../labels';
import { EnumSelect, type EnumSelectProps } from './EnumSelect';

export function LanguagePicker({ schema, ...props }: Omit<EnumSelectProps, 'options'> & { schema: FieldSchema | undefined }) {
  const labels = useLabels('language');
  return <EnumSelect {...props} options={labels.options(schema)} />;
}
