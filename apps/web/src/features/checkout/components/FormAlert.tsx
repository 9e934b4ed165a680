import { AlertCircleIcon } from '@certidao/ui';
import * as styles from './checkout.css.ts';

/** An error about the whole form or step (a declined card, a refused purchase), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.alert}>
      <AlertCircleIcon aria-hidden="true" className={styles.alertIcon} />
      <span>{message}</span>
    </div>
  );
}
