import type { Ref } from 'react';
import { Input as RACInput, type InputProps as RACInputProps } from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './fieldStyles.css';

export interface InputProps extends Omit<RACInputProps, 'render'> {
  /** O elemento `<input>` (ex.: para ler ou mover o cursor, como faz o `MaskedField`). */
  ref?: Ref<HTMLInputElement>;
}

/** The styled text control of fields: React Aria `Input` (gets its state from the field). */
export function Input({ className, ...props }: InputProps) {
  return <RACInput {...props} className={composeClassName(className, styles.input)} />;
}
