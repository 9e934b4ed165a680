import type { EmpresaDetalheStaff } from '@certidao/api-client';
import { countOf } from '@certidao/domain';
import { Badge, Card, InlineAlert, Link, Meter, UserIcon } from '@certidao/ui';
import { paths } from '../../../../app/paths.ts';
import { breakAnywhere, muted, stack, strong } from '../../../../lib/layout.css.ts';
import * as styles from '../companies.css.ts';

/** Why the members cannot order now, said to staff (the quota's own reason speaks to the customer). */
function blockedReason({ empresa, uso }: EmpresaDetalheStaff): string | null {
  if (uso.podeCriar) return null;
  if (!empresa.plano) return 'Sem plano ativo: os membros não podem fazer solicitações.';
  if (!uso.ilimitado && uso.utilizadas >= uso.limite)
    return 'Limite do mês atingido: novas solicitações só no próximo mês ou com um plano maior.';
  return 'Plano aguardando a confirmação do pagamento: os membros ainda não podem fazer solicitações.';
}

/**
 * The company's plan (its holder's subscription): the month's requests against the limit and the seats in use,
 * as meters with their numbers, and the way to the holder's page, where the plan is granted, changed or
 * cancelled.
 */
export function CompanyPlanCard({ detail }: { detail: EmpresaDetalheStaff }) {
  const { empresa, uso } = detail;
  const pending = empresa.assentos.emUso - empresa.membros;
  const reason = blockedReason(detail);
  return (
    <Card as="section" title="Plano e uso" titleLevel={2}>
      <div className={stack}>
        <div className={styles.planLine}>
          {empresa.plano ? (
            <Badge tone="primary">{empresa.plano.nome}</Badge>
          ) : (
            <Badge tone="neutral">Sem plano</Badge>
          )}
          <span className={muted}>O plano do titular vale para toda a empresa.</span>
        </div>
        <Meter label="Solicitações neste mês" value={uso.utilizadas} limit={uso.limite} scheme="admin" />
        {reason ? <InlineAlert tone="warning">{reason}</InlineAlert> : null}
        {empresa.assentos.emUso > empresa.assentos.limite ? (
          // Not a meter over 100%: a company whose plan ended keeps its members with the holder's one seat.
          <p className={strong}>
            Assentos: {countOf(empresa.assentos.emUso, 'pessoa', 'pessoas')} para{' '}
            {countOf(empresa.assentos.limite, 'assento')}
          </p>
        ) : (
          <Meter
            label="Assentos em uso"
            value={empresa.assentos.emUso}
            limit={empresa.assentos.limite}
            scheme="admin"
          />
        )}
        <p className={muted}>
          {countOf(empresa.membros, 'membro')}
          {pending > 0 ? ` e ${countOf(pending, 'convite pendente', 'convites pendentes')}` : ''}.
        </p>
        <div className={styles.holder}>
          <span className={muted}>Titular</span>
          <span className={strong}>{empresa.titular.fullName}</span>
          <span className={`${muted} ${breakAnywhere}`}>{empresa.titular.email}</span>
        </div>
        <Link href={paths.perfilUsuario.href(empresa.titular.id)} buttonVariant="outline" buttonSize="sm">
          <UserIcon aria-hidden="true" />
          Plano e assinatura do titular
        </Link>
      </div>
    </Card>
  );
}
