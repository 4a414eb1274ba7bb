// The history dialog (a row's or a config document's revisions, with revert) and its diff library load when a
// history first opens: list rows (ScreenDialogs) and config screens (ConfigScreen) open it.
import { lazyNamed } from '@/lib/lazy';

export const HistoryDialog = lazyNamed(() => import('./HistoryDialog'), 'HistoryDialog');
