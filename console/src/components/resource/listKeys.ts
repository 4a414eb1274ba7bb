// The keys of a list (issue 44): j/k move the row focus, Enter opens the row, e edits it, / goes to the search field,
// ? shows the keys. Never while the operator types in a field or a dialog is open; Enter only on the row itself, so a
// focused button keeps its own Enter.
import { useEffect } from 'react';

interface ListKeyHandlers {
  move: (by: 1 | -1) => void;
  open: () => void;
  edit: () => void;
  search: () => void;
  help: () => void;
}

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role=combobox], [role=textbox]';
const CONTROLS = 'button, a[href], [role=button], [role=menuitem], [role=option]';

/** Which handler a key press asks for, or none (typing, a modifier, a dialog over the list, a control's own Enter). */
export function listKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: Element | null) {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (target?.closest(TYPING) || document.querySelector('[role=dialog], [role=alertdialog]')) return undefined;
  const keys: Record<string, keyof ListKeyHandlers> = { j: 'move', k: 'move', e: 'edit', '/': 'search', '?': 'help', Enter: 'open' };
  const name = keys[event.key];
  if (name === 'open' && target?.closest(CONTROLS)) return undefined;
  return name;
}

/** Listens while `enabled` (the list is the screen shown, not a background tab or a section of a page). */
export function useListKeys(enabled: boolean, handlers: ListKeyHandlers): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const name = listKeyOf(event, event.target instanceof Element ? event.target : null);
      if (!name) return;
      event.preventDefault();
      if (name === 'move') handlers.move(event.key === 'j' ? 1 : -1);
      else handlers[name]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, handlers]);
}
