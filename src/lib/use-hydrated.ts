import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in prerendered HTML and during hydration, true once React owns the page. Widgets on
 * prerendered pages stay disabled until then, so an early choice or click is never silently lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
