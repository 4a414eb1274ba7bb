// Unsaved forms. Every engine form with edits registers here under the page it is on, and keeps its values
// as a draft, so a tab switch (or a page that was not kept alive) gives them back. Leaving such a page asks
// first: closing its tag, browser back, 取消, signing out (`confirmLeaving`), reload and closing the browser tab
// (beforeunload). Tiny on purpose: the shell's sign-out and the tags bar import it; the question's dialog
// loads only when asked.

interface Entry {
  path: string;
  values?: Record<string, unknown>;
  dirty: boolean;
}
const forms = new Map<string, Entry>();

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = '';
};
let guarding = false;
function guardUnload(): void {
  const need = [...forms.values()].some((entry) => entry.dirty);
  if (need === guarding || typeof window === 'undefined') return;
  guarding = need;
  if (need) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Records a form's state: dirty with its current values (the draft), or clean (its draft dropped). */
export function trackForm(id: string, path: string, dirty: boolean, values?: Record<string, unknown>): void {
  if (dirty) forms.set(id, { path, dirty, values });
  else forms.delete(id);
  guardUnload();
}

/** The draft a form left (its values when last edited), if any. */
export function draftOf(id: string): Record<string, unknown> | undefined {
  return forms.get(id)?.values;
}

/** Whether a form has edits. */
export function isEdited(id: string): boolean {
  return forms.get(id)?.dirty === true;
}

/** Forgets a form (saved, or its edits discarded). */
export function forgetForm(id: string): void {
  forms.delete(id);
  guardUnload();
}

type Which = (id: string, entry: Entry) => boolean;
const onPath =
  (path: string | undefined): Which =>
  (_id, entry) =>
    path === undefined || entry.path === path;

const anyDirty = (which: Which) => [...forms].some(([id, entry]) => entry.dirty && which(id, entry));

/** Whether a form with edits is open on `path` (any page when no path is given). */
export function hasUnsavedForms(path?: string): boolean {
  return anyDirty(onPath(path));
}

async function confirm(which: Which): Promise<boolean> {
  if (!anyDirty(which)) return true;
  const { askLeave } = await import('@/components/resource/LeaveDialog');
  if (!(await askLeave())) return false;
  for (const [id, entry] of forms) if (which(id, entry)) forms.delete(id);
  guardUnload();
  return true;
}

/** Asks before leaving `path` (every page when no path is given: signing out) while a form there has edits;
 * once the operator agrees, those edits are discarded. Resolves true when leaving may go ahead. */
export function confirmLeaving(path?: string): Promise<boolean> {
  return confirm(onPath(path));
}

/** Asks before closing every page but `kept` (the tags bar's 关闭其他) while a form on one of them has edits. */
export function confirmLeavingOthers(kept: string): Promise<boolean> {
  return confirm((_id, entry) => entry.path !== kept);
}

/** The same for one form (its 取消, its dialog's ×). */
export function confirmDiscard(id: string): Promise<boolean> {
  return confirm((formId) => formId === id);
}
