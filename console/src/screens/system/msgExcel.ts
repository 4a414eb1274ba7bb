// 消息导出: a page of its own (MsgExcelPage), loaded when visited.
import { lazyNamed } from '@/lib/lazy';
import { definePage } from '@/lib/page';

export const msgExcel = definePage({ route: '/system/msgExcel', component: lazyNamed(() => import('./MsgExcelPage'), 'MsgExcel') });
