import type { ReactNode } from 'react';
import { focusOnMount } from '../../../lib/focus.ts';
import * as styles from './checkout.css.ts';

export interface StepHeadingProps {
  children: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Moves focus to the heading when it appears (after a step change), so screen readers start there. */
  autoFocus?: boolean;
}

/** The `h2` of a checkout step or view. */
export function StepHeading({ children, intro, autoFocus = false }: StepHeadingProps) {
  return (
    <div className={styles.stepHeader}>
      <h2 tabIndex={-1} ref={autoFocus ? focusOnMount : undefined} className={styles.stepHeading}>
        {children}
      </h2>
      {intro ? <p className={styles.stepIntro}>{intro}</p> : null}
    </div>
  );
}
