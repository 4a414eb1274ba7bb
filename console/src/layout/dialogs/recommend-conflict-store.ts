// A failed delete/update that still has recommendations pointing at it (SDK onRecommendConflict):
// the dialog lists the DApp id / recommendation id pairs instead of a toast.
import type { RecommendConflictEvent } from '@wallet-admin/sdk';
import { createStore } from '@/app/store';

export const recommendConflict = createStore<RecommendConflictEvent | undefined>(undefined);

export function showRecommendConflict(event: RecommendConflictEvent): void {
  recommendConflict.set(event);
}
