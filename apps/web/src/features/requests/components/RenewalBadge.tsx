import type { Solicitacao } from '@certidao/api-client';
import { Badge } from '@certidao/ui';

/** 'Renovação automática' on a request monitoring made for one of its parties; nothing on a manual one. */
export function RenewalBadge({ solicitacao }: { solicitacao: Pick<Solicitacao, 'origem'> }) {
  if (solicitacao.origem !== 'monitoramento') return null;
  return <Badge tone="info">Renovação automática</Badge>;
}
