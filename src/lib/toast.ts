import { TIMINGS } from '@common/constants';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/**
 * Toast store (SPEC §2/§9): one visible at a time; a dismissed toast is removed after
 * a long delay so its exit animation never races a re-render.
 */
export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
  open: boolean;
}

type ToastInput = Omit<ToastData, 'id' | 'open'>;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TIMINGS.toastLimit);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TIMINGS.toastRemoveDelayMs);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => toasts,
    () => toasts,
  );
}

/** Closes every open toast, e.g. an error that a later success has made stale. */
export function dismissAllToasts(): void {
  for (const t of toasts) if (t.open) dismissToast(t.id);
}
