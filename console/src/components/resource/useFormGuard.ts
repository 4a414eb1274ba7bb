// An engine form's edits are not lost by accident: its values are kept as a draft while it has edits (and come
// back when the form shows again: a tab switch, a page that was not kept alive), and the browser's back button
// asks before leaving its page (lib/unsaved asks for the rest: tag close, sign-out, reload).
import { useContext, useEffect, useMemo, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import type { UseFormReturn } from 'react-hook-form';
import { ScreenContext } from '@/app/screen-context';
import { confirmDiscard, confirmLeaving, draftOf, forgetForm, isEdited, trackForm } from '@/lib/unsaved';

type Values = Record<string, unknown>;

/** `id` names the form (screen, row, page); `ready` is false while the form still waits for its row. */
export function useFormGuard(form: UseFormReturn<Values>, id: string, ready = true) {
  const info = useContext(ScreenContext);
  const path = info?.path ?? (typeof window === 'undefined' ? '' : window.location.hash.slice(1).split('?')[0]) ?? '';
  const restored = useRef(false);

  // Give the draft back once the form has its own values (a loaded row's reset comes first).
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const draft = draftOf(id);
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [ready, id, form]);

  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true, values: true },
        callback: ({ isDirty, values }) => {
          if (restored.current) trackForm(id, path, Boolean(isDirty), { ...values });
        },
      }),
    [form, id, path],
  );

  useBlocker({
    // Back and forward leave the page; a tab click, a link or a typed address keeps the draft (the page stays open
    // in its tab, and the draft comes back with it).
    shouldBlockFn: async ({ current, action }) =>
      (action === 'BACK' || action === 'FORWARD') && current.pathname === path && !(await confirmLeaving(path)),
    // The router would ask on every reload while the form is merely open; lib/unsaved asks only while it has edits.
    enableBeforeUnload: false,
  });

  return useMemo(
    () => ({
      /** Whether the form has edits (its draft). */
      edited: () => isEdited(id),
      /** Saved or discarded: the draft goes. */
      forget: () => forgetForm(id),
      /** Asks before dropping the edits; true when they may go. */
      confirmDiscard: () => confirmDiscard(id),
    }),
    [id],
  );
}
