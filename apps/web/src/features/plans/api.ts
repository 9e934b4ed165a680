import { sortPlans } from '@certidao/domain';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** The plan list for signed-in users (page 1, limit 100), in display order (`ordem`). */
export function usePlanos() {
  const result = useOperation('getPlanos', { query: { page: 1, limit: 100 } });
  return { ...result, planos: result.data ? sortPlans(result.data.data) : undefined };
}

/** The caller's current plan (active or waiting for its first payment), to say so above the plans. */
export function useMeuPlano() {
  return useOperation('obterPlanoUsuario', undefined);
}

const PLAN_VIEWS = ['getPlanos', 'getPlanosPublicos', 'getPlano'] as const;

export function useCreatePlano() {
  return useOperationMutation('createPlano', {
    invalidates: PLAN_VIEWS,
    successMessage: 'Plano criado com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar plano. Tente novamente.'),
  });
}

export function useUpdatePlano() {
  return useOperationMutation('updatePlano', {
    invalidates: PLAN_VIEWS,
    successMessage: 'Plano atualizado com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar plano. Tente novamente.'),
  });
}

/** DELETE /planos/{id}; a plan in use is refused with the server's message. */
export function useDeletePlano() {
  return useOperationMutation('deletePlano', {
    invalidates: PLAN_VIEWS,
    successMessage: 'Plano deletado com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao deletar plano. Tente novamente.'),
  });
}
