import type { WebhookEndpoint } from '@certidao/api-client';
import { Badge } from '@certidao/ui';
import { eventLabel } from '../webhookLabels.ts';
import * as styles from './integrations.css.ts';

/** The events an endpoint receives, a small badge each (the list of endpoints and an endpoint's page). */
export function EventBadges({ eventos, label }: { eventos: WebhookEndpoint['eventos']; label?: string }) {
  return (
    <ul className={styles.badges} aria-label={label}>
      {eventos.map((tipo) => (
        <li key={tipo}>
          <Badge tone="neutral" size="sm">
            {eventLabel(tipo)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
