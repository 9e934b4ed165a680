import type { ReactNode } from 'react';
import * as styles from './checkout.css.ts';

/** The step or instructions, and the order summary beside them (above them on narrow screens). */
export function CheckoutLayout({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>{children}</div>
      <aside aria-label="Resumo do pedido" className={styles.aside}>
        {summary}
      </aside>
    </div>
  );
}
