import type { ReactNode } from 'react';
import * as styles from './checkout.css.ts';

/** Stacks the page header, the steps and the content with the standard gap (the public layout does not). */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
