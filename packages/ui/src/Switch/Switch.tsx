import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { Description } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'render' | 'validate' | 'isRequired'> {
  /** The label, next to the track (its accessible name). */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
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
