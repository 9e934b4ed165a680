import type { Notificacao } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  Badge,
  Button,
  CheckCircleIcon,
  CheckIcon,
  ClockIcon,
  Link,
  TrashIcon,
} from '@certidao/ui';
import * as styles from './notifications.css.ts';

const KIND = {
  erro: { icon: AlertCircleIcon, label: 'Erro' },
  pendencia: { icon: AlertTriangleIcon, label: 'Pendência' },
  vencimento: { icon: ClockIcon, label: 'Vencimento' },
  sucesso: { icon: CheckCircleIcon, label: 'Sucesso' },
} as const;

/** One notification: kind, title ('Nova' while unread), message, time, and read / open / delete actions. */
export function NotificationItem({
  n,
  onRead,
  onDelete,
  isBusy,
}: {
  n: Notificacao;
  onRead: () => void;
  onDelete: () => void;
  isBusy: boolean;
}) {
  const kind = KIND[n.tipo];
  const Icon = kind.icon;
  return (
    <li className={n.lida ? styles.item : `${styles.item} ${styles.unread}`} aria-label={n.titulo}>
      <span className={styles.icon[n.tipo]}>
        <Icon title={kind.label} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {n.titulo}
          {n.lida ? null : (
            <Badge tone="primary" size="sm">
              Nova
            </Badge>
          )}
        </h3>
        <p className={styles.message}>{n.mensagem}</p>
        <span className={styles.time}>{formatDateTime(n.criadoEm)}</span>
      </div>
      <div className={styles.actions}>
        {n.link ? (
          <Link href={n.link} buttonVariant="ghost" buttonSize="sm">
            Ver detalhes
          </Link>
        ) : null}
        {n.lida ? null : (
          <Button variant="outline" size="sm" onPress={onRead} isDisabled={isBusy}>
            <CheckIcon aria-hidden="true" />
            Marcar como lida
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onPress={onDelete}
          isDisabled={isBusy}
          aria-label={`Excluir notificação: ${n.titulo}`}
        >
          <TrashIcon aria-hidden="true" />
          Excluir
        </Button>
      </div>
    </li>
  );
}
