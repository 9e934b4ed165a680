import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** The system settings as the server applies them (admin only). */
export function useConfiguracoes() {
  return useOperation('obterConfiguracoesSistema', undefined);
}

/** PUT of every setting; the form shows a refused value's message on its field too. */
export function useSalvarConfiguracoes() {
  return useOperationMutation('salvarConfiguracoesSistema', {
    invalidates: ['obterConfiguracoesSistema'],
    successMessage: 'Configurações salvas com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar configurações'),
  });
}
