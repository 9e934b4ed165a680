import { Checkbox as RACCheckbox } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons';
import * as styles from './Table.css';

/**
 * The row-selection checkbox of `Table` (slot `selection`: React Aria wires its state and its
 * pt-BR name, 'Selecionar' / 'Selecionar tudo').
 */
export function SelectionCheckbox() {
  return (
    <RACCheckbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
        </span>
      )}
    </RACCheckbox>
  );
}
