import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '@certidao/ui';
import type { ReactNode, Ref } from 'react';
import * as styles from './FormNotice.css.ts';

export interface FormNoticeProps {
  /** Referenced by the fields' `aria-describedby`. */
  id?: string;
  tone: 'danger' | 'warning' | 'success' | 'info';
  /** The message (spec text). */
  children: ReactNode;
  /** A button or link under the message ('Reenviar e-mail de confirmação'). */
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const ICONS = {
  danger: AlertCircleIcon,
  warning: AlertTriangleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

/**
 * A message about the whole form (a refused login, a sent e-mail). Not a live region: the page moves focus to
 * it or to a field it describes, and the toast announces it, so it is read once.
 */
export function FormNotice({ id, tone, children, action, ref }: FormNoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div ref={ref} id={id} tabIndex={-1} className={styles.notice[tone]} data-tone={tone}>
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.text}>{children}</p>
        {action}
      </div>
    </div>
  );
}
