import { isApiError } from '@certidao/api-client';
import { useSession } from '../session/SessionProvider.tsx';
import { useOperation } from './swr.ts';

/**
 * The caller's place in a company: 'gestor', 'membro', 'none' (a customer of no company), 'staff' (moderators
 * and admins, who belong to none and are not asked) or 'unknown' (not answered yet).
 */
export type CompanyRole = 'gestor' | 'membro' | 'none' | 'staff' | 'unknown';

/**
 * The signed-in customer's company (`obterMinhaEmpresa`) and their role in it. Whether there is one to ask for
 * is the permissions' `papelEmpresa` (read with the session): a customer of no company is not asked (the API
 * would answer 404, a failed request in the browser's console on every page), and the app offers to create
 * one; staff are asked nothing. A 404 all the same (the company left meanwhile) is an answer too. Menus, the
 * company screens and the new-request form all read this one cached answer.
 */
export function useMinhaEmpresa() {
  const { user } = useSession();
  const customer = user?.role === 'user';
  const permissions = useOperation('getMyPermissions', customer ? undefined : null, {
    revalidateOnFocus: false,
  });
  const papel = permissions.data?.papelEmpresa;
  const query = useOperation('obterMinhaEmpresa', customer && papel ? undefined : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const noCompany = (customer && papel === null) || (isApiError(query.error) && query.error.status === 404);
  const role: CompanyRole = query.data ? query.data.meuPapel : noCompany ? 'none' : 'unknown';
  return {
    empresa: noCompany ? undefined : query.data,
    role,
    /** A failure other than "no company" (the screen shows it with 'Tentar novamente'). */
    error: noCompany ? undefined : (query.error ?? permissions.error),
    isLoading: query.isLoading || (customer && permissions.isLoading),
    /** Reads again what failed (the permissions say whether there is a company to read). */
    mutate: () => (permissions.error ? permissions.mutate() : query.mutate()),
  };
}
