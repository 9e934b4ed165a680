import type { ComponentProps, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface UiRouterProviderProps {
  /**
   * A função de navegação do roteador, ex.: `useNavigate()` do react-router. Para tipar `routerOptions` (a
   * prop `routerOptions` dos links), apps/web declara `declare module 'react-aria-components' { interface
   * RouterConfig { routerOptions: NavigateOptions } }`.
   */
  navigate: RouterProviderProps['navigate'];
  /** Transforma um caminho do roteador num `href` real (`useHref` do react-router: respeita o `basename`). */
  useHref?: RouterProviderProps['useHref'];
  /** A parte do app cujos links e menus navegam pelo roteador. */
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
