import type { ReactNode } from 'react';
import * as styles from './payments.css.ts';

/** The form and, beside it (above it on narrow screens), the card saved today. */
export function AddCardLayout({ children, saved }: { children: ReactNode; saved: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.cardBody}>{children}</div>
      <div className={styles.savedColumn}>{saved}</div>
    </div>
  );
}
