import type { ReactNode, Ref } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './InlineAlert.css';

export type InlineAlertTone = 'danger' | 'warning' | 'success' | 'info';

export interface InlineAlertProps {
  /** The colour and icon: `danger` (errors), `warning`, `success` or `info`. */
  tone: InlineAlertTone;
  /** The message (pt-BR). */
  children: ReactNode;
  /** A button or link under the message ('Reenviar e-mail de confirmação'). */
  action?: ReactNode;
  /**
   * Announces the message when it appears (`role="alert"`): for an error that replaces a submit. Leave it
   * off when a toast already announces it or focus moves to the alert, so it is read once.
   */
  isLive?: boolean;
  /** Referenced by the fields' `aria-describedby`. */
  id?: string;
  /** Extra class for the alert's box (layout: margins, width). */
  className?: string;
  /** The alert can take focus (`tabIndex=-1`): a page moves focus to it after a refused submit. */
  ref?: Ref<HTMLDivElement>;
}

const ICONS = {
  danger: AlertCircleIcon,
  warning: AlertTriangleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

/**
 * A message inside the page about a whole form or section: a refused login, a declined card, a sent e-mail,
 * an unverified address. Colour is never the only signal: each tone has its icon.
 */
export function InlineAlert({
  tone,
  children,
  action,
  isLive = false,
  id,
  className,
  ref,
}: InlineAlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      ref={ref}
      id={id}
      role={isLive ? 'alert' : undefined}
      tabIndex={-1}
      className={cx(styles.alert[tone], className)}
      data-tone={tone}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.text}>{children}</p>
        {action}
      </div>
    </div>
  );
}
