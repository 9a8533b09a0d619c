// Toasts without shipping the toast library with every page: most visits never show one, so the
// library and its <Toaster> are loaded on the first toast. Same call shape as sonner's `toast`.
import type { ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

let requested = false;
const requestListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let library: Promise<typeof import('sonner')> | undefined;

/** The app's toaster slot mounts the real toaster once a toast is wanted. */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the toaster once it listens, so no toast is published before anyone hears it. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  library ??= import('sonner');
  void Promise.all([library, mounted]).then(([{ toast }]) => {
    if (kind === 'message') toast(message, options);
    else toast[kind](message, options);
  });
}

export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: string, options?: ExternalToast) => show('success', message, options),
    error: (message: string, options?: ExternalToast) => show('error', message, options),
    info: (message: string, options?: ExternalToast) => show('info', message, options),
    warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  },
);
