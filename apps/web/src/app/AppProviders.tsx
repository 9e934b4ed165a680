import { Toaster } from '@certidao/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../session/SessionProvider.tsx';

export interface AppProvidersProps {
  /** Client-side navigation, used when the session ends. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /**
   * Answers the server read for this page and sent with its HTML, by SWR key (src/lib/serverData.ts): the
   * server renders the page from them and the browser hydrates it from the same ones.
   */
  fallback?: Record<string, unknown>;
  /**
   * On the server: the sidebar's kept state (its cookie, which the browser's first render reads itself), so
   * that the HTML and the hydration agree. Undefined in the browser.
   */
  sidebarOpen?: boolean;
  children: ReactNode;
}

const SidebarStateContext = createContext<boolean | undefined>(undefined);

/** The sidebar's kept state as the server read it (undefined in the browser: the shell reads its cookie). */
export const useServerSidebarState = () => useContext(SidebarStateContext);

/**
 * The providers around the router, the same in the browser (App.tsx) and on the server (renderSignedIn.tsx),
 * so that a page the server rendered hydrates as the same tree: pt-BR locale, data cache, session, the toast
 * region.
 */
export function AppProviders({ navigate, fallback, sidebarOpen, children }: AppProvidersProps) {
  return (
    <I18nProvider locale="pt-BR">
      <SWRConfig
        value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...(fallback && { fallback }) }}
      >
        <SessionProvider navigate={navigate}>
          <SidebarStateContext.Provider value={sidebarOpen}>{children}</SidebarStateContext.Provider>
        </SessionProvider>
      </SWRConfig>
      <Toaster />
    </I18nProvider>
  );
}
