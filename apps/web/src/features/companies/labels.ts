import type { ConviteStatus, PapelEmpresa } from '@certidao/api-client';
import type { BadgeTone } from '@certidao/ui';

export const PAPEL_LABEL: Record<PapelEmpresa, string> = { gestor: 'Gestor', membro: 'Membro' };

export const CONVITE_STATUS: Record<ConviteStatus, { label: string; tone: BadgeTone }> = {
  pendente: { label: 'Pendente', tone: 'warning' },
  aceito: { label: 'Aceito', tone: 'success' },
  revogado: { label: 'Revogado', tone: 'neutral' },
  expirado: { label: 'Expirado', tone: 'danger' },
  // Accepted by someone who has left the company since: never 'Aceito' of a person no longer there.
  removido: { label: 'Não é mais membro', tone: 'neutral' },
};
