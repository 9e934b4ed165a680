import type { CertidaoNaLista, Solicitacao } from '@certidao/api-client';
import { formatDateTime, isCertificateInProgress, localLabel } from '@certidao/domain';

/** 'Prazo: até 02/12 às 14:30' (São Paulo time), the time an operator promised for an assisted certificate. */
export function promisedTime(prazoEm: string): string {
  const [date = '', time = ''] = formatDateTime(prazoEm).split(' ');
  return `Prazo: até ${date.slice(0, 5)} às ${time}`;
}

/**
 * What a certificate shows about how it is issued: nothing for an automatic one; 'Emissão assistida' for one an
 * operator obtains, with its promised time while it is still open (once done, the time no longer matters).
 */
export function assistedNote(
  certidao: Pick<CertidaoNaLista, 'emissao' | 'prazoEm' | 'status'>,
): { label: string; prazo: string | null } | null {
  if (certidao.emissao !== 'assistida') return null;
  const open = isCertificateInProgress(certidao.status);
  return {
    label: 'Emissão assistida',
    prazo: open && certidao.prazoEm ? promisedTime(certidao.prazoEm) : null,
  };
}

/** 'Belo Horizonte/MG' where the party lives, or null when the request did not say. */
export function requestPlace(solicitacao: Pick<Solicitacao, 'local'>): string | null {
  return solicitacao.local ? localLabel(solicitacao.local) : null;
}
