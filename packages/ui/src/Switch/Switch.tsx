import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { Description } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'render' | 'validate' | 'isRequired'> {
  /** O rótulo, ao lado da trilha (o nome acessível dele). */
  children?: ReactNode;
  /** Texto de ajuda sob o rótulo. */
  description?: ReactNode;
  /** Ligado (uso controlado, junto com `onChange`). */
  isSelected?: boolean;
  /** Começa ligado (uso não controlado). */
  defaultSelected?: boolean;
  /** Chamada com o novo estado ao ligar ou desligar; o efeito é imediato. */
  onChange?: (isSelected: boolean) => void;
  /** Desabilita o interruptor. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
}

/**
 * An on/off setting that applies at once (e.g. 'Renovação automática'): React Aria `SwitchField` +
 * `SwitchButton` (role `switch`; Space toggles it). For a choice that is only applied when a form is
 * submitted, prefer a `Checkbox`.
 */
export function Switch({ description, className, children, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeClassName(className, styles.switchField)}>
      <SwitchButton className={styles.switchButton}>
        {({ isSelected, isHovered, isFocusVisible, isDisabled }) => (
          <>
            <span
              className={styles.track({
                selected: isSelected,
                hovered: isHovered,
                focusVisible: isFocusVisible,
                disabled: isDisabled,
              })}
            >
              <span className={styles.thumb} />
            </span>
            {children}
          </>
        )}
      </SwitchButton>
      {description ? <Description className={styles.indented}>{description}</Description> : null}
    </SwitchField>
  );
}
