import type { ReactNode } from 'react';
import * as styles from './AuthPanel.css.ts';

export interface AuthPanelProps {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow, centred card of the sign-in screen: its title, a line under it and the form. */
export function AuthPanel({ title, description, children }: AuthPanelProps) {
  return (
    <div className={styles.wrapper}>
      <section className={styles.panel} aria-labelledby="auth-panel-title">
        <div className={styles.headings}>
          <h1 id="auth-panel-title" className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
