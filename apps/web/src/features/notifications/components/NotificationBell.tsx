import { Badge, BellIcon, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { useNaoLidas } from '../api.ts';
import * as styles from './notifications.css.ts';

/**
 * The top bar's link to the notification centre with the caller's unread count, polled every 30 s and
 * refreshed at once by any read or delete (shown only to roles allowed to read notifications).
 */
export function NotificationBell({ enabled }: { enabled: boolean }) {
  const { data } = useNaoLidas(enabled);
  if (!enabled) return null;
  const n = data?.naoLidas ?? 0;
  const label = n === 0 ? 'Notificações' : `Notificações: ${n} não ${n === 1 ? 'lida' : 'lidas'}`;
  return (
    <Link href={paths.notificacoes.href()} buttonVariant="ghost" buttonSize="sm" aria-label={label}>
      <span className={styles.bell}>
        <BellIcon aria-hidden="true" />
        {n > 0 ? (
          <Badge
            tone="danger"
            variant="solid"
            size="sm"
            className={styles.bellCount}
            aria-hidden="true"
            data-testid="notification-count"
          >
            {n > 99 ? '99+' : n}
          </Badge>
        ) : null}
      </span>
    </Link>
  );
}
