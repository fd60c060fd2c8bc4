import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix Toast, with its F8 hotkey) loads once the page is idle, or
 * at the first toast if that comes sooner, keeping it off the landing critical path.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    ric(() => setIdle(true));
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
