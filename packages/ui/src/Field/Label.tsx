import { Label as RACLabel, type LabelProps as RACLabelProps } from 'react-aria-components';
import { cx } from '../utils';
import * as styles from './fieldStyles.css';

export interface LabelProps extends RACLabelProps {
  /**
   * Acrescenta um asterisco vermelho (escondido dos leitores de tela: o próprio controle é `aria-required`).
   */
  isRequired?: boolean;
}

/** A field label: React Aria `Label`, wired to its control by the surrounding field. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </RACLabel>
  );
}
