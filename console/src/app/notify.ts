// Toasts without loading sonner up front: the first notification loads sonner, mounts its Toaster
// (app/ToasterHost) and then shows; later ones show at once. Screens use this too, so neither the
// login page nor the shell loads sonner before something is said.
import type { ExternalToast } from 'sonner';

const TOAST_DURATION_MS = 5000;

let sonner: Promise<typeof import('sonner').toast> | undefined;

function toaster(): Promise<typeof import('sonner').toast> {
  sonner ??= import('./ToasterHost').then((host) => host.mountToaster());
  return sonner;
}

export const notify = {
  error: (message: string, options?: ExternalToast) =>
    void toaster().then((toast) => toast.error(message, { duration: TOAST_DURATION_MS, closeButton: true, ...options })),
  success: (message: string) => void toaster().then((toast) => toast.success(message)),
  warning: (message: string) => void toaster().then((toast) => toast.warning(message)),
  /** News that is not a failure (a write waiting for another operator's approval). */
  info: (message: string, options?: ExternalToast) =>
    void toaster().then((toast) => toast.info(message, { duration: TOAST_DURATION_MS, closeButton: true, ...options })),
};
