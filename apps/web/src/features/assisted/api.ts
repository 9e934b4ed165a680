import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';
import type { AssistedQuery } from './queue.ts';

/** The queue refreshes on its own: new jobs arrive and other operators take them. */
const LIVE = { refreshInterval: 15_000, keepPreviousData: true };

export function useEmissoesAssistidas(query: AssistedQuery) {
  return useOperation('listarEmissoesAssistidas', { query }, LIVE);
}

export function useEmissaoAssistida(id: string) {
  return useOperation('obterEmissaoAssistida', id ? { path: { id } } : null, { refreshInterval: 15_000 });
}

const CHANGES = ['listarEmissoesAssistidas', 'obterEmissaoAssistida'] as const;

export function useAssumir() {
  return useOperationMutation('assumirEmissaoAssistida', {
    invalidates: CHANGES,
    successMessage: 'Emissão assumida. Ela está com você.',
    errorMessage: (error) => serverMessage(error, 'Não foi possível assumir a emissão.'),
  });
}

export function useLiberar() {
  return useOperationMutation('liberarEmissaoAssistida', {
    invalidates: CHANGES,
    successMessage: 'Emissão liberada: voltou para a fila.',
    errorMessage: (error) => serverMessage(error, 'Não foi possível liberar a emissão.'),
  });
}

export function useConcluir() {
  return useOperationMutation('concluirEmissaoAssistida', {
    invalidates: CHANGES,
    successMessage: 'Certidão entregue ao cliente.',
    errorMessage: (error) => serverMessage(error, 'Não foi possível concluir a emissão.'),
  });
}

export function useFalhar() {
  return useOperationMutation('falharEmissaoAssistida', {
    invalidates: CHANGES,
    successMessage: 'Falha registrada. O cliente foi avisado.',
    errorMessage: (error) => serverMessage(error, 'Não foi possível registrar a falha.'),
  });
}
