import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<RACTooltipProps, 'children' | 'render'> {
  /** O texto curto da dica (nunca conteúdo interativo: a dica não é alcançável pelo teclado). */
  children: ReactNode;
  /** Esconde a pequena seta que aponta para o gatilho. */
  hideArrow?: boolean;
  /** Onde a dica abre em relação ao gatilho (`top` por padrão). */
  placement?: RACTooltipProps['placement'];
}

/**
 * A short hint about its trigger: React Aria `Tooltip`, shown on hover (after a delay) and at once
 * on keyboard focus; Esc hides it. It describes the trigger (`aria-describedby`), so it must only
 * repeat or complete what the trigger already says: icon-only buttons still need `aria-label`.
 */
export function Tooltip({ offset = 8, hideArrow = false, className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={composeClassName(className, styles.tooltip)}>
      {hideArrow ? null : (
        <OverlayArrow className={styles.arrow}>
          <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
            <path d="M0 0 5 5 10 0Z" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </RACTooltip>
  );
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Abre a dica (uso controlado, junto com `onOpenChange`). */
  isOpen?: boolean;
  /** Desliga a dica (o gatilho continua funcionando). */
  isDisabled?: boolean;
}

/**
 * Wires a focusable trigger (a `Button`, `Link`…) to the `Tooltip` that follows it:
 * `<TooltipTrigger><Button …/><Tooltip>Baixar PDF</Tooltip></TooltipTrigger>`.
 * `delay` defaults to 600 ms (React Aria waits 1.5 s), enough to skip tooltips while the pointer
 * passes by; once one tooltip is open, the next opens at once.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
