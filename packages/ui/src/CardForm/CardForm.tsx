import {
  type CardFormPayload,
  type CardFormValues,
  cardFormErrors,
  cardFormMissingMessage,
  cardFormPayload,
} from '@certidao/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { CardExpiryField } from '../CardExpiryField';
import { CardNumberField } from '../CardNumberField';
import { CepField } from '../CepField';
import { CpfCnpjField } from '../CpfCnpjField';
import { CreditCardPreview } from '../CreditCardPreview';
import { CvcField } from '../CvcField';
import { Form } from '../Form';
import { InlineAlert } from '../InlineAlert';
import { PhoneField } from '../PhoneField';
import { TextField } from '../TextField';
import * as styles from './CardForm.css';

export interface CardFormProps {
  /** Os campos como digitados (`cardFormValues(user)` dá os valores iniciais). */
  values: CardFormValues;
  /** Chamada com os novos valores a cada tecla (formulário controlado: quem usa guarda os valores). */
  onChange: (values: CardFormValues) => void;
  /** Chamada com os dados para a API quando todos os campos são válidos. */
  onSubmit: (payload: CardFormPayload) => void;
  /** A mensagem acima do formulário: por que a última tentativa falhou (campos vazios, cartão recusado). */
  error?: string | null;
  /** Define `error` no envio: a mensagem de campos vazios quando recusado, `null` quando válido. */
  onError: (message: string | null) => void;
  /** Texto do botão de envio ('Pagar R$ 49,90', 'Salvar cartão'). */
  submitLabel: ReactNode;
  /** Desabilita os campos e mostra o indicador do botão enquanto o cartão é enviado. */
  isPending?: boolean;
  /** Uma linha sob o botão (o que fica guardado, quando é cobrado). */
  note?: ReactNode;
}

/**
 * The credit card and its holder's data (the card checkout and the add-card page), with a live preview
 * that turns to the back while the CVC is typed. Nothing is said before the first submit; after it each
 * field says what is wrong and updates as it is typed (so nothing moves under the pointer), the form's
 * message for empty fields goes above the form and focus goes to the first wrong field.
 */
export function CardForm({
  values,
  onChange,
  onSubmit,
  error,
  onError,
  submitLabel,
  isPending = false,
  note,
}: CardFormProps) {
  const [isCvcFocused, setCvcFocused] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? cardFormErrors(values) : {};
  const field = (key: keyof CardFormValues) => ({
    value: values[key],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
    isDisabled: isPending,
  });
  return (
    <div className={styles.root}>
      {error ? (
        <InlineAlert tone="danger" isLive>
          {error}
        </InlineAlert>
      ) : null}
      <Form
        validationBehavior="aria"
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const payload = cardFormPayload(values);
          if (!('error' in payload)) {
            onError(null);
            return onSubmit(payload);
          }
          // Fields say what is wrong; the form-level message is the one for empty fields, or the
          // rule no field shows (the server's order), so nothing is said twice.
          const fieldsSayIt = Object.keys(cardFormErrors(values)).length > 0;
          onError(cardFormMissingMessage(values) ?? (fieldsSayIt ? null : payload.error));
          setShowErrors(true);
          requestAnimationFrame(() => form.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
        }}
      >
        <div className={styles.cardLayout}>
          <CreditCardPreview
            number={values.number}
            holderName={values.holderName}
            expiry={values.expiry}
            cvc={values.cvc}
            isFlipped={isCvcFocused}
            className={styles.preview}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Dados do cartão</legend>
            <CardNumberField isRequired validateFormat={false} {...field('number')} />
            <TextField
              label="Nome no cartão"
              autoComplete="cc-name"
              isRequired
              description="Como está impresso no cartão."
              {...field('holderName')}
            />
            <div className={styles.pairRow}>
              <CardExpiryField isRequired validateFormat={false} {...field('expiry')} />
              <CvcField
                isRequired
                validateFormat={false}
                {...field('cvc')}
                onFocus={() => setCvcFocused(true)}
                onBlur={() => setCvcFocused(false)}
              />
            </div>
          </fieldset>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dados do portador do cartão</legend>
          <div className={styles.fieldRow}>
            <TextField label="Nome completo" autoComplete="name" isRequired {...field('name')} />
            <TextField label="E-mail" type="email" autoComplete="email" isRequired {...field('email')} />
          </div>
          <div className={styles.fieldRow}>
            <CpfCnpjField isRequired validateFormat={false} {...field('cpfCnpj')} />
            <PhoneField isRequired validateFormat={false} autoComplete="tel" {...field('phone')} />
          </div>
          <div className={styles.addressRow}>
            <CepField isRequired validateFormat={false} autoComplete="postal-code" {...field('postalCode')} />
            <TextField label="Número" inputMode="numeric" isRequired {...field('addressNumber')} />
            <TextField
              label="Complemento"
              autoComplete="address-line2"
              className={styles.fullRow}
              {...field('addressComplement')}
            />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" isPending={isPending}>
            {submitLabel}
          </Button>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      </Form>
    </div>
  );
}
