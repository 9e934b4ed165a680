import {
  Button,
  Card,
  Checkbox,
  CpfCnpjField,
  Form,
  InlineAlert,
  PasswordField,
  PhoneField,
  TextField,
} from '@certidao/ui';
import { useId, useState } from 'react';
import { CompanyPurchaseSection } from './CompanyPurchaseSection.tsx';
import * as styles from './checkout.css.ts';
import {
  type CompanyPurchase,
  type CompanyPurchaseErrors,
  companyPurchaseBlocker,
} from './companyPurchase.ts';
import {
  type RegistrationValues,
  registrationBlocker,
  registrationErrors,
  TERMS_MESSAGE,
} from './registration.ts';
import { StepHeading } from './StepHeading.tsx';

export interface RegistrationStepProps {
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** The registration's error ('Erro ao criar conta' or the server's message). */
  error: string | null;
  /** 'Comprar para uma empresa' and the company's data (checked by the server with the registration). */
  company: CompanyPurchase;
  onCompanyChange: (company: CompanyPurchase) => void;
  /** A refusal of the server that names a company field (a CNPJ another company has). */
  companyErrors?: CompanyPurchaseErrors;
  autoFocus?: boolean;
}

/**
 * Step 'cadastro' of /checkout-completo: every field required,
 * passwords equal with at least 6 characters, the company's data when buying for one, terms of use and
 * privacy policy accepted; the button stays disabled until then, and the line under it says what is missing.
 */
export function RegistrationStep({
  values,
  onChange,
  onSubmit,
  isPending,
  error,
  company,
  onCompanyChange,
  companyErrors,
  autoFocus,
}: RegistrationStepProps) {
  const [touched, setTouched] = useState<Partial<Record<keyof RegistrationValues, boolean>>>({});
  const hintId = useId();
  const errors = registrationErrors(values);
  const blocker = registrationBlocker(values, errors, companyPurchaseBlocker(company));
  const set =
    <K extends keyof RegistrationValues>(key: K) =>
    (value: RegistrationValues[K]) =>
      onChange({ ...values, [key]: value });
  const touch = (key: keyof RegistrationValues) => () => setTouched((t) => ({ ...t, [key]: true }));
  const shown = (key: keyof typeof errors) => (touched[key] ? errors[key] : undefined);
  const field = (key: keyof typeof errors) => ({
    value: values[key],
    onChange: set(key),
    onBlur: touch(key),
    isInvalid: Boolean(shown(key)),
    errorMessage: shown(key),
    isRequired: true,
    isDisabled: isPending,
  });
  const termsMissing = (touched.aceitaTermos || touched.aceitaPrivacidade) && blocker === TERMS_MESSAGE;

  return (
    <Card>
      <div className={styles.cardBody}>
        <StepHeading
          autoFocus={autoFocus}
          intro="Crie sua conta para assinar. Você confirma o e-mail depois."
        >
          Seus dados
        </StepHeading>
        {error ? (
          <InlineAlert tone="danger" isLive>
            {error}
          </InlineAlert>
        ) : null}
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blocker) onSubmit();
          }}
        >
          <TextField label="Nome completo" autoComplete="name" {...field('nomeCompleto')} />
          <div className={styles.fieldRow}>
            <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
            <PhoneField validateFormat={false} autoComplete="tel" {...field('telefone')} />
          </div>
          <CpfCnpjField validateFormat={false} {...field('cpfCnpj')} />
          <div className={styles.fieldRow}>
            <PasswordField
              label="Senha"
              autoComplete="new-password"
              description="Pelo menos 6 caracteres."
              {...field('senha')}
            />
            <PasswordField label="Confirmar senha" autoComplete="new-password" {...field('confirmarSenha')} />
          </div>
          <CompanyPurchaseSection
            value={company}
            onChange={onCompanyChange}
            isDisabled={isPending}
            serverErrors={companyErrors}
          />
          <div className={styles.checks}>
            <Checkbox
              isSelected={values.aceitaTermos}
              onChange={(checked) => {
                set('aceitaTermos')(checked);
                touch('aceitaTermos')();
              }}
              isDisabled={isPending}
              isInvalid={termsMissing && !values.aceitaTermos}
              errorMessage=""
            >
              Li e aceito os Termos de uso
            </Checkbox>
            <Checkbox
              isSelected={values.aceitaPrivacidade}
              onChange={(checked) => {
                set('aceitaPrivacidade')(checked);
                touch('aceitaPrivacidade')();
              }}
              isDisabled={isPending}
              isInvalid={termsMissing && !values.aceitaPrivacidade}
              errorMessage=""
            >
              Li e aceito a Política de privacidade
            </Checkbox>
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              size="lg"
              isDisabled={Boolean(blocker)}
              isPending={isPending}
              aria-describedby={blocker ? hintId : undefined}
            >
              {isPending ? 'Criando conta...' : 'Criar conta e continuar'}
            </Button>
            <p id={hintId} className={termsMissing ? styles.hintError : styles.hint}>
              {blocker ?? ''}
            </p>
          </div>
        </Form>
      </div>
    </Card>
  );
}
