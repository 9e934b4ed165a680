import type { Empresa } from '@certidao/api-client';
import { Card, InlineAlert, Link, Meter } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { muted } from '../../../lib/layout.css.ts';

/**
 * The plan's seats: members plus pending invitations out of the plan's limit, as a meter with the numbers
 * written beside it. When every seat is taken it says why no one can be invited and links to a bigger plan.
 */
export function SeatsCard({ empresa }: { empresa: Empresa }) {
  const { limite, emUso } = empresa.assentos;
  const full = emUso >= limite;
  return (
    <Card as="section" title="Assentos" titleLevel={2}>
      <Meter label="Assentos em uso" value={emUso} limit={limite} showValueLabel scheme="admin" />
      <p className={muted}>
        {empresa.plano ? `Plano ${empresa.plano.nome}` : 'Sem plano ativo (1 assento)'}. Membros e convites
        pendentes ocupam assentos.
      </p>
      {full ? (
        <InlineAlert
          tone="warning"
          action={
            <Link href={paths.planos.href()} buttonVariant="outline" buttonSize="sm">
              Fazer upgrade do plano
            </Link>
          }
        >
          Todos os {limite} {limite === 1 ? 'assento' : 'assentos'} do plano estão ocupados por membros e
          convites pendentes. Para convidar mais pessoas, revogue um convite, remova um membro ou faça o
          upgrade do plano.
        </InlineAlert>
      ) : null}
    </Card>
  );
}
