import { isApiError } from '@certidao/api-client';
import { useSession } from '../session/SessionProvider.tsx';
import { useOperation } from './swr.ts';

/**
 * The caller's place in a company: 'gestor', 'membro', 'none' (a customer of no company), 'staff' (moderators
 * and admins, who belong to none and are not asked) or 'unknown' (not answered yet).
 */
export type CompanyRole = 'gestor' | 'membro' | 'none' | 'staff' | 'unknown';

/**
 * The signed-in customer's company (`obterMinhaEmpresa`) and their role in it. A 404 is an answer (no company:
 * the app offers to create one), not an error; staff are asked nothing. Menus, the company screens and the
 * new-request form all read this one cached answer.
 */
export function useMinhaEmpresa() {
  const { user } = useSession();
  const query = useOperation('obterMinhaEmpresa', user?.role === 'user' ? undefined : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const noCompany = isApiError(query.error) && query.error.status === 404;
  const role: CompanyRole = query.data ? query.data.meuPapel : noCompany ? 'none' : 'unknown';
  return {
    empresa: query.data,
    role,
    /** A failure other than "no company" (the screen shows it with 'Tentar novamente'). */
    error: noCompany ? undefined : query.error,
    isLoading: query.isLoading,
    mutate: query.mutate,
  };
}
