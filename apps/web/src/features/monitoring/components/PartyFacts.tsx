import type { Monitoramento } from '@certidao/api-client';
import { formatDate, policyLabel } from '@certidao/domain';
import { Badge, Spinner } from '@certidao/ui';
import * as styles from './monitoring.css.ts';

/** 'Ativo', 'Pausado', or 'Bloqueado pela cota' for an active party whose due renewal waits for quota. */
export function StatusBadge({ party }: { party: Pick<Monitoramento, 'status' | 'bloqueio'> }) {
  if (party.bloqueio)
    return (
      <Badge tone="warning" size="sm">
        Bloqueado pela cota
      </Badge>
    );
  return party.status === 'ativo' ? (
    <Badge tone="success" size="sm">
      Ativo
    </Badge>
  ) : (
    <Badge tone="neutral" size="sm">
      Pausado
    </Badge>
  );
}

/** 'Renovação em andamento', or the next renewal's date, or why there is none. */
export function NextRenewal({ party }: { party: Monitoramento }) {
  if (party.renovacaoSolicitacaoId)
    return (
      <span className={styles.running}>
        <Spinner size="sm" tone="current" label="Renovação em andamento" showLabel />
      </span>
    );
  if (party.status === 'pausado') return <span>Sem renovação enquanto pausado</span>;
  if (party.bloqueio) return <span>Renovação aguardando cota desde {formatDate(party.bloqueio.desde)}</span>;
  if (!party.proximaRenovacaoEm) return <span>Sem renovação agendada</span>;
  return <span>Próxima renovação: {formatDate(party.proximaRenovacaoEm)}</span>;
}

/** The facts under a party's name: document, policy, status, next renewal (and the owner, for staff). */
export function PartyFacts({ party, showOwner }: { party: Monitoramento; showOwner: boolean }) {
  return (
    <p className={styles.facts}>
      <span>{party.documento}</span>
      <span>{party.tipoPessoa === 'fisica' ? 'Pessoa física' : 'Pessoa jurídica'}</span>
      <span>{policyLabel(party.politica, party.diasAntecedencia)}</span>
      <NextRenewal party={party} />
      {showOwner ? (
        <span>
          Cliente: {party.cliente.nome} ({party.cliente.email})
        </span>
      ) : null}
    </p>
  );
}
