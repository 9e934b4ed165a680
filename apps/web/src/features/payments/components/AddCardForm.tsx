import {
  AlertCircleIcon,
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
import { holderMissingMessage, type NewCardValues, newCardErrors } from './cardForm.ts';
import * as styles from './payments.css.ts';

export interface AddCardFormProps {
  values: NewCardValues;
  onChange: (values: NewCardValues) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** Why saving failed (the gateway's decline message, empty holder fields…). */
  error: string | null;
  /** Sets `error`: the spec's message for empty holder fields on a refused submit, null on a valid one. */
  onError: (message: string | null) => void;
}

/**
 * The card (live preview; spec §5 'Add card': number of at least 13 digits grouped by 4, expiry MM/AA, CVC
 * of 3–4 digits, name of at least 2 characters) and the holder's data the gateway asks for. After the first
 * submit each field says what is wrong and updates as it is typed; focus goes to the first wrong field.
 */
export function AddCardForm({ values, onChange, onSubmit, isPending, error, onError }: AddCardFormProps) {
  const [isCvcFocused, setCvcFocused] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? newCardErrors(values) : {};
  const set = (key: keyof NewCardValues) => (value: string) => onChange({ ...values, [key]: value });
  const field = (key: keyof NewCardValues) => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
    isDisabled: isPending,
  });
  return (
    <Card title="Novo cartão de crédito" titleLevel={2}>
      <div className={styles.cardBody}>
        {error ? (
          <div role="alert" className={styles.alert}>
            <AlertCircleIcon aria-hidden="true" className={styles.alertIcon} />
            <span>{error}</span>
          </div>
        ) : null}
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const wrong = Object.keys(newCardErrors(values)).length > 0;
            onError(wrong ? holderMissingMessage(values) : null);
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
              <CardNumberField isRequired validateFormat={false} {...field('number')} />
              <TextField label="Nome no cartão" autoComplete="cc-name" isRequired {...field('holderName')} />
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
          <div className={styles.formActions}>
            <Button type="submit" size="lg" isPending={isPending}>
              {isPending ? 'Salvando...' : 'Salvar cartão'}
            </Button>
            <p className={styles.small}>
              O cartão é validado com a operadora. Não guardamos o número nem o CVC.
            </p>
          </div>
        </Form>
      </div>
    </Card>
  );
}
