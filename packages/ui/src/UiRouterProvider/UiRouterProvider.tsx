import type { ComponentProps, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface UiRouterProviderProps {
  /**
   * The router's navigate function, e.g. react-router's `useNavigate()`. To type `routerOptions`
   * (the `routerOptions` prop of links), apps/web declares
   * `declare module 'react-aria-components' { interface RouterConfig { routerOptions: NavigateOptions } }`.
   */
  navigate: RouterProviderProps['navigate'];
  /** Turns a router path into a real `href` (react-router's `useHref`: honours the basename). */
  useHref?: RouterProviderProps['useHref'];
  /** The part of the app whose links and menus navigate through the router. */
  children: ReactNode;
}

/**
 * Connects every React Aria link of the design system (`Link`, and later menu items, tabs and
 * table rows with `href`) to the app's router, so they navigate client-side. Put it once inside
 * the router, in apps/web:
 *
 * ```tsx
 * function App() {
 *   const navigate = useNavigate();
 *   return (
 *     <UiRouterProvider navigate={navigate} useHref={useHref}>
 *       <Routes>…</Routes>
 *     </UiRouterProvider>
 *   );
 * }
 * ```
 */
export function UiRouterProvider({ navigate, useHref, children }: UiRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
