// The history dialog (a row's or a config document's revisions, with revert) and its diff library load when a
// history first opens: list rows (ScreenDialogs) and config screens (ConfigScreen) open it. The deleted rows of a
// list (with restore) load when its 回收站 button is first pressed.
import { lazyNamed } from '@/lib/lazy';

export const HistoryDialog = lazyNamed(() => import('./HistoryDialog'), 'HistoryDialog');
export const DeletedRows = lazyNamed(() => import('./DeletedRows'), 'DeletedRows');
