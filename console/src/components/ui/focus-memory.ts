// The last element focused outside any dialog, remembered from the shell's start (Layout imports this module): a
// dialog opened from a row button that the page re-rendered before the dialog's first frame (which drops the focus)
// still knows what opened it, and gives the focus back there (dialog.tsx).
let last: HTMLElement | null = null;

export function startFocusMemory(): void {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role=dialog],[role=alertdialog]')) last = event.target;
    },
    true,
  );
}

export const lastFocused = (): HTMLElement | null => last;
