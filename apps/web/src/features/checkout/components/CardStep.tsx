import {
  Button,
  Card,
  CardExpiryField,
  CardNumberField,
  CepField,
  CpfCnpjField,
  CreditCardPreview,
  CvcField,
  Form,
  PhoneField,
  TextField,
} from '@certidao/ui';
import { useState } from 'react';
import { type CardValues, cardFieldErrors, missingMessage } from './card.ts';
import * as styles from './checkout.css.ts';
import { FormAlert } from './FormAlert.tsx';
import { StepHeading } from './StepHeading.tsx';

export interface CardStepProps {
  values: CardValues;
  onChange: (values: CardValues) => void;
  onSubmit: () => void;
  /** Text of the submit button ('Pagar R$ 99,90'). */
  submitLabel: string;
  /** Why the last attempt failed (a declined card, empty fields…). */
  error: string | null;
  /** Sets `error`: the spec's message for empty fields on a refused submit, null on a valid one. */
  onError: (message: string | null) => void;
  autoFocus?: boolean;
}

/**
 * Step 'cartao' of /checkout-completo: the card, with a live preview, and its holder's data (prefilled from
 * the account). After the first submit each field says what is wrong and updates as it is typed (so nothing
 * moves under the pointer on the next click); the spec's messages for empty fields (§5 'Card checkout') go
 * above the form, and focus goes to the first wrong field.
 */
export function CardStep({
  values,
  onChange,
  onSubmit,
  submitLabel,
  error,
  onError,
  autoFocus,
}: CardStepProps) {
  const [isCvcFocused, setCvcFocused] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? cardFieldErrors(values) : {};
  const set = (key: keyof CardValues) => (value: string) => onChange({ ...values, [key]: value });
  const field = (key: keyof CardValues) => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });
  return (
    <Card>
      <div className={styles.cardBody}>
        <StepHeading
          autoFocus={autoFocus}
          intro="O valor é cobrado agora e o plano é ativado assim que a operadora aprovar."
        >
          Pagamento com cartão de crédito
        </StepHeading>
        <FormAlert message={error} />
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const wrong = Object.keys(cardFieldErrors(values)).length > 0;
            onError(wrong ? missingMessage(values) : null);
            if (!wrong) return onSubmit();
            setShowErrors(true);
            requestAnimationFrame(() =>
              form.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
            );
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
              <TextField
                label="Nome no cartão"
                autoComplete="cc-name"
                isRequired
                description="Como está impresso no cartão."
                {...field('holderName')}
              />
              <CardNumberField isRequired validateFormat={false} {...field('number')} />
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
              <CepField
                isRequired
                validateFormat={false}
                autoComplete="postal-code"
                {...field('postalCode')}
              />
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
            <Button type="submit" size="lg">
              {submitLabel}
            </Button>
            <p className={styles.secure}>
              Pagamento processado com segurança. Não guardamos o número nem o CVC.
            </p>
          </div>
        </Form>
      </div>
    </Card>
  );
}
