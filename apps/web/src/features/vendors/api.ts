import { isApiError } from '@certidao/api-client';
import { serverMessage, useOperationMutation } from '../../lib/swr.ts';

/** POST /vendedores: a moderator account with its referral code. */
export function useCreateVendedor() {
  return useOperationMutation('createVendedor', {
    invalidates: ['getUsuarios', 'getDashboardStats'],
    successMessage: 'Vendedor cadastrado com sucesso!',
    errorMessage: (error) =>
      isApiError(error) && error.status === 409
        ? 'Este e-mail já está em uso'
        : serverMessage(error, 'Erro ao cadastrar vendedor. Tente novamente.'),
  });
}
