import { Card, EmptyState, InboxIcon, Pagination, Spinner } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { type Aba, PAGE_SIZE, useExcluirNotificacao, useMarcarLida, useNotificacoes } from '../api.ts';
import { NotificationItem } from './NotificationItem.tsx';
import * as styles from './notifications.css.ts';

const EMPTY: Record<Aba, string> = {
  todas: 'Nenhuma notificação',
  'nao-lidas': 'Nenhuma notificação não lida',
  vencimentos: 'Nenhum vencimento próximo',
  erros: 'Nenhum erro registrado',
  pendencias: 'Nenhuma pendência',
  sucessos: 'Nenhuma notificação de sucesso',
};

/** The caller's notifications in one tab, a page at a time. */
export function NotificationList({
  aba,
  page,
  onPageChange,
}: {
  aba: Aba;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { data, error, isLoading, mutate } = useNotificacoes({ aba, page, limit: PAGE_SIZE });
  const read = useMarcarLida();
  const remove = useExcluirNotificacao();
  const busy = read.isMutating || remove.isMutating;
  if (error && !data)
    return <LoadError title="Erro ao carregar notificações" onRetry={() => void mutate()} />;
  if (!data) return <Spinner label="Carregando..." />;
  if (data.data.length === 0) return <EmptyState icon={<InboxIcon />} title={EMPTY[aba]} />;
  return (
    <div className={stack}>
      <Card padding="none">
        <ul className={styles.list}>
          {data.data.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              isBusy={busy}
              onRead={() => void read.trigger({ path: { id: n.id } }).catch(() => undefined)}
              onDelete={() => void remove.trigger({ path: { id: n.id } }).catch(() => undefined)}
            />
          ))}
        </ul>
      </Card>
      <Pagination
        page={page}
        totalPages={data.meta.totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
    </div>
  );
}
