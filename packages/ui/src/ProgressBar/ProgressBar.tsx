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
  /** Rótulo visível (nomeia a barra). Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Mostra o texto do valor ('50%', ou `valueLabel`) à direita do rótulo. Escondido quando indeterminado. */
  showValueLabel?: boolean;
  /**
   * Cor do preenchimento: `primary` (o padrão), `success`, `warning`, `danger` (ex.: a partir do status de
   * uma certidão).
   */
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  /** Altura da trilha: `md` (o padrão) ou `sm` (dentro de cartões e linhas de tabela). */
  size?: 'sm' | 'md';
  /** Progresso atual, de 0 a `maxValue`. */
  value?: number;
  /** Valor que significa concluído (100 por padrão). */
  maxValue?: number;
  /** Progresso sem medida (animação contínua) quando não se sabe quanto falta. */
  isIndeterminate?: boolean;
  /** Texto do valor no lugar da porcentagem ('2 de 5 certidões'). */
  valueLabel?: RACProgressBarProps['valueLabel'];
  /** Nome da barra quando não há `label` visível. */
  'aria-label'?: string;
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
