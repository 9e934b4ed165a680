import { CopyField, InlineAlert } from '@certidao/ui';
import type { ReactNode } from 'react';
import * as styles from './integrations.css.ts';

/**
 * A secret the server answers only once (a new API key, a webhook's signing secret): the warning that it will
 * not be shown again, then the value with 'Copiar'.
 */
export function SecretReveal({
  label,
  value,
  children,
  description,
}: {
  /** What the value is ('Chave de API'). */
  label: string;
  value: string;
  /** The warning's text. */
  children: ReactNode;
  /** A note under the value (how to use it). */
  description?: ReactNode;
}) {
  return (
    <div className={styles.secret}>
      <InlineAlert tone="warning">{children}</InlineAlert>
      <CopyField label={label} value={value} description={description} />
    </div>
  );
}
