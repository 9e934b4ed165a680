import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { Label } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'render'> {
  /** Visible label (it names the progress bar). Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Shows the value text ('50%', or `valueLabel`) at the right of the label. Hidden while indeterminate. */
  showValueLabel?: boolean;
  /** Fill colour: `primary` (default), `success`, `warning`, `danger` (e.g. from a certificate status). */
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  /** Track height: `md` (default) or `sm` (inside cards and table rows). */
  size?: 'sm' | 'md';
}

/**
 * Progress of a task: React Aria `ProgressBar` (role `progressbar`, value and value text for
 * assistive technology) with a label, the value text and a bar. `isIndeterminate` when the
 * progress is unknown (the bar slides; with reduced motion it pulses in place).
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = 'primary',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeClassName(className, styles.root)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.trackRecipe({ size })}>
            <div
              className={styles.fillRecipe({ tone, indeterminate: isIndeterminate })}
              style={assignInlineVars({ [styles.fillWidth]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
