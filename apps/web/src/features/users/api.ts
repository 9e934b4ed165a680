import { type GetUsuariosArgs, isApiError } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** Users list page size. */
export const PAGE_SIZE = 10;
/** Months of the usage history (6 by default). */
export const USAGE_MONTHS = 6;

export type UsuariosQuery = NonNullable<GetUsuariosArgs['query']>;

/** What a change to a user touches. */
const USER_VIEWS = ['getUsuarios', 'getUsuario', 'getDashboardStats'] as const;

export function useUsuarios(query: UsuariosQuery) {
  return useOperation('getUsuarios', { query }, { keepPreviousData: true });
}

export function useUsuario(id: string) {
  return useOperation('getUsuario', { path: { id } }, { shouldRetryOnError: false });
}

/** The user's current plan and this month's usage. */
export function usePlanoDoUsuario(id: string) {
  return useOperation('getPlanoDoUsuario', { path: { id } });
}

/** Requests per month over the last USAGE_MONTHS months. */
export function useUsoUsuario(id: string) {
  return useOperation('getUsoUsuario', { path: { id }, query: { meses: USAGE_MONTHS } });
}

/** POST /users; 409 → 'Este e-mail já está em uso', else the server's message. */
export function useCreateUsuario() {
  return useOperationMutation('createUsuario', {
    invalidates: USER_VIEWS,
    successMessage: 'Usuário criado com sucesso!',
    errorMessage: (error) =>
      isApiError(error) && error.status === 409
        ? 'Este e-mail já está em uso'
        : serverMessage(error, 'Erro ao criar usuário. Tente novamente.'),
  });
}

/** PATCH /users/{id} with profile fields (the server's refusal is shown when it sends one). */
export function useUpdateUsuario() {
  return useOperationMutation('updateUsuario', {
    invalidates: USER_VIEWS,
    successMessage: 'Perfil atualizado com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao atualizar perfil'),
  });
}

/** PATCH /users/{id} with only `password`. */
export function useSetUsuarioPassword() {
  return useOperationMutation('updateUsuario', {
    successMessage: 'Senha alterada com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao alterar senha'),
  });
}

/** DELETE /users/{id}; refusals (yourself, the last admin) come as the server's message. */
export function useDeleteUsuario() {
  return useOperationMutation('deleteUsuario', {
    invalidates: USER_VIEWS,
    successMessage: 'Usuário removido com sucesso',
    errorMessage: (error) => serverMessage(error, 'Erro ao remover usuário'),
  });
}

/** The plans to choose from (page 1, limit 100). */
export function usePlanosDisponiveis() {
  return useOperation('getPlanos', { query: { page: 1, limit: 100 } });
}

const PLAN_OF_USER_VIEWS = [
  'getPlanoDoUsuario',
  'getDashboardStats',
  'listarAssinaturasAtivasDetalhadas',
] as const;

/** POST /users/{id}/plano: the admin grants a plan (active at once, no charge). */
export function useConcederPlano() {
  return useOperationMutation('concederPlanoUsuario', {
    invalidates: PLAN_OF_USER_VIEWS,
    successMessage: 'Plano atribuído com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao atribuir plano'),
  });
}

/**
 * POST /users/{id}/plano/assinatura: the admin subscribes the customer to a paid plan (PIX/boleto charged to
 * the customer by e-mail, or a card charged now). The caller shows failures (a declined card goes in the form).
 */
export function useAssinarPlanoParaUsuario() {
  return useOperationMutation('assinarPlanoParaUsuario', {
    invalidates: PLAN_OF_USER_VIEWS,
    successMessage: 'Plano atribuído com sucesso!',
  });
}

/** DELETE /users/{id}/plano; the answer's message says whether the 7-day guarantee refunded the payment. */
export function useCancelarPlanoUsuario() {
  return useOperationMutation('cancelarPlanoUsuario', {
    invalidates: PLAN_OF_USER_VIEWS,
    errorMessage: (error) => serverMessage(error, 'Erro ao cancelar plano'),
  });
}

/** The user's API keys (staff), newest first. */
export function useChavesApiDoUsuario(id: string) {
  return useOperation('listarChavesApiDoUsuario', { path: { id } });
}

/** Staff revoke a customer's key: its next call answers 401. */
export function useRevogarChaveApiDoUsuario() {
  return useOperationMutation('revogarChaveApi', {
    invalidates: ['listarChavesApiDoUsuario'],
    successMessage: 'Chave de API revogada.',
    errorMessage: (error) => serverMessage(error, 'Erro ao revogar a chave de API'),
  });
}
