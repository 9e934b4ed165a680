import { serverMessage, useOperationMutation } from '../../lib/swr.ts';

/** POST /suporte/contato: stores the ticket and e-mails the support team. */
export function useEnviarContato() {
  return useOperationMutation('enviarContatoSuporte', {
    errorMessage: (error) => serverMessage(error, 'Erro ao enviar mensagem. Tente novamente.'),
  });
}
