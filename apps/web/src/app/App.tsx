import { Toaster } from '@certidao/ui';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { router } from './router.tsx';

const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);

/** Providers only: pt-BR locale, data cache, session, router and the toast region. */
export function App() {
  return (
    <I18nProvider locale="pt-BR">
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <SessionProvider navigate={navigate}>
          <RouterProvider router={router} />
        </SessionProvider>
      </SWRConfig>
      <Toaster />
    </I18nProvider>
  );
}
