import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../utils';
import * as styles from './Form.css';

export type FormProps = Omit<RACFormProps, 'render'>;

/**
 * A form: React Aria `Form`. Its fields validate natively (required, type, length) with pt-BR
 * messages shown after submit, and `validationErrors` (e.g. `{ email: 'Este email já está em uso' }`
 * from the server) marks fields invalid by `name`. `onSubmit` only runs when every field is valid.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}
