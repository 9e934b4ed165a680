import type { ReactNode, Ref } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './InlineAlert.css';

export type InlineAlertTone = 'danger' | 'warning' | 'success' | 'info';

export interface InlineAlertProps {
  /** A cor e o ícone: `danger` (erros), `warning`, `success` ou `info`. */
  tone: InlineAlertTone;
  /** A mensagem (em pt-BR). */
  children: ReactNode;
  /** Um botão ou link sob a mensagem ('Reenviar e-mail de confirmação'). */
  action?: ReactNode;
  /**
   * Anuncia a mensagem quando ela aparece (`role="alert"`): para um erro que substitui um envio. Deixe
   * desligado quando um toast já a anuncia ou o foco vai para o alerta, para que seja lida uma vez só.
   */
  isLive?: boolean;
  /** Referenciado pelo `aria-describedby` dos campos. */
  id?: string;
  /** Classe extra para a caixa do alerta (layout: margens, largura). */
  className?: string;
  /** O alerta pode receber foco (`tabIndex=-1`): a página leva o foco até ele depois de um envio recusado. */
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
