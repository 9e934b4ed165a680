import type { ListarChamadosSuporteArgs, TicketSuporte } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** POST /suporte/contato: stores the ticket and e-mails the support team. */
export function useEnviarContato() {
  return useOperationMutation('enviarContatoSuporte', {
    invalidates: ['listarChamadosSuporte'],
    errorMessage: (error) => serverMessage(error, 'Erro ao enviar mensagem. Tente novamente.'),
  });
}

/** The ticket list's page size (10, like the other back-office lists). */
export const TICKETS_PAGE_SIZE = 10;

export type ChamadosQuery = NonNullable<ListarChamadosSuporteArgs['query']>;

export function useChamados(query: ChamadosQuery) {
  return useOperation('listarChamadosSuporte', { query }, { keepPreviousData: true });
}

/** One ticket, shown from the list's copy until the server's answer arrives. */
export function useChamado(ticket: TicketSuporte) {
  return useOperation('getChamadoSuporte', { path: { id: ticket.id } }, { fallbackData: ticket });
}

/** PATCH /suporte/chamados/{id}: the new status (the sender is told by e-mail). */
export function useAlterarStatusChamado() {
  return useOperationMutation('alterarStatusChamadoSuporte', {
    invalidates: ['listarChamadosSuporte', 'getChamadoSuporte'],
    successMessage: 'Status do chamado alterado. O cliente foi avisado por e-mail.',
    errorMessage: (error) => serverMessage(error, 'Erro ao alterar o status do chamado.'),
  });
}
