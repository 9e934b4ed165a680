import type { Ref } from 'react';
import { Input as RACInput, type InputProps as RACInputProps } from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './fieldStyles.css';

export interface InputProps extends Omit<RACInputProps, 'render'> {
  /** The `<input>` element (e.g. to read or set the caret, as MaskedField does). */
  ref?: Ref<HTMLInputElement>;
}

/** The styled text control of fields: React Aria `Input` (gets its state from the field). */
export function Input({ className, ...props }: InputProps) {
  return <RACInput {...props} className={composeClassName(className, styles.input)} />;
}
