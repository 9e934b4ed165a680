import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component whose code loads on demand, with `preload` to start (or await) that load ahead of rendering. */
export type Preloadable<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Like React.lazy, and once its module has loaded it renders the module's component directly instead of
 * suspending on it. That matters when a page the server rendered hydrates: a Suspense boundary that suspends
 * while hydrating keeps the server's HTML only until its parent renders again (the session's or the data's answer
 * arriving first), and React then throws that HTML away and draws the boundary anew on the client, fallback
 * first, which is most of the page built twice on a phone. With its layout and page preloaded the app hydrates
 * the server's HTML in one pass.
 */
export function preloadable<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again next time (the render shows the error).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page when the route table loads, never inside a render.
  function Loaded(props: P) {
    // Chosen once per mount: turning from the lazy component to the loaded one would mount the page again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Loaded, { preload });
}
