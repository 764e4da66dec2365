import { useSyncExternalStore } from 'react';

/**
 * Toasts without putting the toast library on the first page: the first call mounts the
 * lazily loaded Toaster, waits until it listens, then shows the toast.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** True once some page has asked for a toast. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the Toaster once it listens. */
export function toasterMounted(): void {
  markReady();
}

type Options = { description?: string; id?: string; duration?: number };

async function show(kind: 'success' | 'error' | 'info', title: string, options: Options = {}) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  await toasterReady;
  const { toast } = await import('sonner');
  toast[kind](title, options);
}

export const notify = {
  success: (title: string, options?: Options) => show('success', title, options),
  error: (title: string, options?: Options) => show('error', title, options),
  info: (title: string, options?: Options) => show('info', title, options),
};
