// Toasts without loading sonner up front: the first notification (or the layout) loads it and mounts
// the Toaster (app/ToasterHost), then the queued toasts show. Keeps the login bundle small.
import type { ExternalToast } from 'sonner';
import { createStore } from './store';

export const TOAST_DURATION_MS = 5000;

/** Set once something needs toasts; RootView then mounts the Toaster. */
export const toasterWanted = createStore(false);

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<typeof import('sonner').toast> | undefined;

/** Called by ToasterHost once sonner's Toaster listens. */
export function toasterMounted(): void {
  markMounted();
}

function toaster(): Promise<typeof import('sonner').toast> {
  toasterWanted.set(true);
  sonner ??= Promise.all([import('sonner'), mounted]).then(([module]) => module.toast);
  return sonner;
}

export const notify = {
  error: (message: string, options?: ExternalToast) =>
    void toaster().then((toast) => toast.error(message, { duration: TOAST_DURATION_MS, closeButton: true, ...options })),
  success: (message: string) => void toaster().then((toast) => toast.success(message)),
  warning: (message: string) => void toaster().then((toast) => toast.warning(message)),
};
