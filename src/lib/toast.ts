import type { ExternalToast } from 'sonner';

/**
 * The app's toasts. Same calls as sonner's `toast`, but sonner's code (and its <Toaster>) loads with the first toast
 * instead of with every page: most visits never show one. sonner replays toasts made before its Toaster subscribed,
 * so nothing is lost while the chunk loads. The Toaster is mounted by <LazyToaster> (src/components/ui/toaster.tsx).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<typeof import('sonner')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  sonner.then(
    (module) => module.toast[kind](message, options),
    (error: unknown) => {
      sonner = undefined;
      console.error('[toast] could not load the toaster', error);
    },
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

/** For <LazyToaster>: whether a toast has been asked for yet (useSyncExternalStore). */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  notYet: () => false,
};
