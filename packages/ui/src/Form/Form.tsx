import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../utils';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'render'> {
  /**
   * Chamada no envio, só quando todos os campos são válidos; use `event.preventDefault()` para enviar pela
   * API.
   */
  onSubmit?: RACFormProps['onSubmit'];
  /** Erros do servidor por nome de campo (`{ email: 'E-mail já cadastrado.' }`), mostrados nos campos. */
  validationErrors?: RACFormProps['validationErrors'];
  /**
   * `aria` (o padrão) marca os campos inválidos sem bloquear o envio nativo; `native` usa a validação do
   * navegador.
   */
  validationBehavior?: RACFormProps['validationBehavior'];
  /** Nome do formulário para leitores de tela quando não há um título que o nomeie. */
  'aria-label'?: string;
}

/**
 * A form: React Aria `Form`. Its fields validate natively (required, type, length) with pt-BR
 * messages shown after submit, and `validationErrors` (e.g. `{ email: 'Este email já está em uso' }`
 * from the server) marks fields invalid by `name`. `onSubmit` only runs when every field is valid.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}
