import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Spinner.css';

export interface SpinnerProps
  extends Omit<
    ProgressBarProps,
    'children' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions'
  > {
  /** `sm` (1rem) em botões e no meio do texto, `md` (1,5rem) em cartões, `lg` (2,5rem) em páginas. */
  size?: 'sm' | 'md' | 'lg';
  /** `primary` para indicadores soltos; `current` herda a cor do texto (dentro de botões). */
  tone?: 'primary' | 'current';
  /** O nome acessível, também mostrado com `showLabel`. */
  label?: string;
  /** Mostra o rótulo ao lado (ou abaixo) do indicador; sem ele, o rótulo é só para leitores de tela. */
  showLabel?: boolean;
  /**
   * Com `showLabel`: o rótulo depois do indicador (`end`, o padrão) ou abaixo dele (`bottom`, carregamento de
   * página inteira).
   */
  labelPlacement?: 'end' | 'bottom';
}

/**
 * An indeterminate loading indicator: a React Aria `ProgressBar` (role `progressbar`) named
 * 'Carregando...' by default. Inside a `Button` with `isPending` it is wired to the button's
 * accessible name automatically.
 */
export function Spinner({
  size = 'md',
  tone = 'primary',
  label = 'Carregando...',
  showLabel = false,
  labelPlacement = 'end',
  className,
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={label}
      isIndeterminate
      className={composeClassName(className, styles.spinnerRecipe({ tone, labelPlacement }))}
    >
      <svg className={styles.circleRecipe({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </ProgressBar>
  );
}
