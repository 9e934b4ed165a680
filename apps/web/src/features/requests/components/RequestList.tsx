import type { SolicitacaoNaLista } from '@certidao/api-client';
import { useRequestProgress } from '../progress.ts';
import { RequestCard } from './RequestCard.tsx';
import * as styles from './requests.css.ts';

/** The cards of a page of requests, followed live (events stream, else polling every 5 s). */
export function RequestList({
  solicitacoes,
  showId,
}: {
  solicitacoes: SolicitacaoNaLista[];
  showId: boolean;
}) {
  const { progressOf } = useRequestProgress(solicitacoes, 'list');
  return (
    <ul className={styles.list} aria-label="Solicitações">
      {solicitacoes.map((s) => (
        <li key={s.id}>
          <RequestCard solicitacao={s} progressOf={progressOf} showId={showId} />
        </li>
      ))}
    </ul>
  );
}
