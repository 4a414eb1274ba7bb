// 关联关系配置: the chain relation map, an ordered list of key/value rows saved as one document.
import uniqueInfoMapConfig from 'virtual:contract/unique_info_map_config';
import { defineConfigScreen } from '@/lib/config-screen';

export const underRelationConfig = defineConfigScreen({
  route: '/system/underRelationConfig',
  resource: uniqueInfoMapConfig,
  items: { columns: ['key', 'value', 'remark'] },
});
