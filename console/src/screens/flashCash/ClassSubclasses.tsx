// One class's subclasses, in a dialog of 分类市场配置: the subclass list scoped to the class (add, edit, hide,
// delete), the same description as 子分类配置.
import { lazyNamed } from '@/lib/lazy';
import { scopeScreen } from '@/lib/screen';
import { subCLassConfig } from './subCLassConfig';

const ResourceScreen = lazyNamed(() => import('@/components/resource/ResourceScreen'), 'ResourceScreen');

export function ClassSubclasses({ row }: { row: { id: number }; onClose: () => void }) {
  return <ResourceScreen screen={scopeScreen(subCLassConfig, 'swap_class_id', row.id)} nested local />;
}
