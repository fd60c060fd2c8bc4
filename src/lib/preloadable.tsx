import { type ComponentType, lazy, useState } from 'react';

/**
 * A code-split component that can be loaded before it first renders, and then renders without
 * suspending. React.lazy alone suspends on every first render, and React reveals suspended content
 * no sooner than 300 ms after a loading fallback appeared (its fallback throttle): a page whose
 * chunk arrived in 30 ms still showed its spinner for 300 ms. `src/main.tsx` loads the first
 * page's chunks before the first render.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (err: unknown) => {
        loading = undefined; // a later render may try the network again
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
