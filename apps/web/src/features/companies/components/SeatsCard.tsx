import type { Empresa } from '@certidao/api-client';
import { countOf } from '@certidao/domain';
import { Card, InlineAlert, Link, Meter } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { muted } from '../../../lib/layout.css.ts';
import { BuySeatButton } from './BuySeatButton.tsx';
import * as styles from './companies.css.ts';

/**
 * The plan's seats: members plus pending invitations out of the plan's seats and the extra ones bought, as a
 * meter with the numbers written beside it. With an active plan, 'Comprar assento' adds one at once (its price
 * shown first); when every seat is taken the card says why no one can be invited and what to do.
 *
 * More people than seats (a company whose plan ended keeps its members with the holder's one seat; a plan
 * changed to fewer seats) is not a meter over 100% ('3 de 1 (300%)'): the card says how many people hold how
 * many seats, and why no one can be invited.
 */
export function SeatsCard({ empresa }: { empresa: Empresa }) {
  const { limite, emUso, extras } = empresa.assentos;
  const full = emUso >= limite;
  const over = emUso > limite;
  // Seats are bought on a plan (one awaiting its first payment is refused with the server's reason).
  const canBuy = empresa.plano !== null;
  const plan = empresa.plano
    ? `Plano ${empresa.plano.nome}${extras > 0 ? ` com ${countOf(extras, 'assento adicional', 'assentos adicionais')}` : ''}`
    : 'Sem plano ativo (1 assento)';
  const actions = (
    <div className={styles.seatActions}>
      {canBuy ? <BuySeatButton variant={full ? 'primary' : 'outline'} /> : null}
      <Link href={paths.planos.href()} buttonVariant="outline" buttonSize="sm">
        {empresa.plano ? 'Mudar de plano' : 'Ver planos'}
      </Link>
    </div>
  );
  return (
    <Card as="section" title="Assentos" titleLevel={2}>
      {over ? (
        <p className={styles.seatCount}>
          {countOf(emUso, 'pessoa', 'pessoas')} para {countOf(limite, 'assento')}
        </p>
      ) : (
        <Meter label="Assentos em uso" value={emUso} limit={limite} showValueLabel scheme="admin" />
      )}
      <p className={muted}>{plan}. Membros e convites pendentes ocupam assentos.</p>
      {over && !empresa.plano ? (
        <InlineAlert tone="warning" action={actions}>
          A empresa está sem plano ativo, que inclui apenas o assento do titular. Os membros continuam na
          empresa; para convidar mais pessoas, contrate um plano com mais assentos.
        </InlineAlert>
      ) : full ? (
        <InlineAlert tone="warning" action={actions}>
          {over
            ? `Há mais pessoas que os ${countOf(limite, 'assento')} do plano`
            : limite === 1
              ? 'O único assento está ocupado'
              : `Todos os ${limite} assentos estão ocupados`}{' '}
          por membros e convites pendentes. Para convidar mais pessoas, compre um assento, mude para um plano
          com mais assentos, revogue um convite ou remova um membro.
        </InlineAlert>
      ) : (
        actions
      )}
    </Card>
  );
}
