import { isApiError } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** The signed-in user's profile (GET /users/me). */
export function useMe() {
  return useOperation('getMe', undefined);
}

/** PATCH /users/me; the session's copy of the user (getProfile) is refreshed too. */
export function useUpdateMe() {
  return useOperationMutation('updateMe', {
    invalidates: ['getMe', 'getProfile'],
    successMessage: 'Dados atualizados com sucesso!',
    errorMessage: 'Erro ao atualizar dados',
  });
}

/** PATCH /users/me/password (one fixed failure text; too many attempts says so). */
export function useChangeMyPassword() {
  return useOperationMutation('updateMyPassword', {
    successMessage: 'Senha alterada com sucesso!',
    errorMessage: (error) =>
      isApiError(error) && error.status === 429
        ? error.message
        : 'Erro ao alterar senha. Verifique a senha atual.',
  });
}

/** The current plan (active or pending) and this month's usage. */
export function useMyPlan() {
  return useOperation('obterPlanoUsuario', undefined);
}

/** PATCH /users/me/plano: the automatic renewal switch. The caller stores the answer in the plan's cache. */
export function useUpdateMyPlan() {
  return useOperationMutation('atualizarMeuPlano', {
    errorMessage: (error) => serverMessage(error, 'Erro ao atualizar a renovação automática'),
  });
}

/** DELETE /users/me/plano. The answer's message says whether the 7-day guarantee refunded the payment. */
export function useCancelMyPlan() {
  return useOperationMutation('cancelarMeuPlano', {
    invalidates: ['obterPlanoUsuario', 'buscarPagamentosUsuario'],
    errorMessage: (error) => serverMessage(error, 'Erro ao cancelar plano'),
  });
}

/** DELETE /users/me/plano/alteracao: the scheduled change to a cheaper plan withdrawn. */
export function useWithdrawPlanChange() {
  return useOperationMutation('desistirAlteracaoPlano', {
    invalidates: ['obterPlanoUsuario'],
    errorMessage: (error) => serverMessage(error, 'Não foi possível desistir da mudança. Tente novamente.'),
  });
}

/** How many payments the profile's history shows; the full list is on /pagamentos. */
export const HISTORY_SIZE = 10;

/** The user's latest payments, newest first. */
export function useMyPayments() {
  return useOperation('buscarPagamentosUsuario', { query: { page: 1, limit: HISTORY_SIZE } });
}

/** POST /email/resend-confirmation for the user's own address. */
export function useResendConfirmation() {
  return useOperationMutation('resendConfirmation', {
    errorMessage: (error) =>
      serverMessage(error, 'Não foi possível reenviar o e-mail de confirmação. Tente novamente.'),
  });
}
