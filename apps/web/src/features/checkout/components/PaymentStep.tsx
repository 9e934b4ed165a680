import type { CardFormPayload, CardFormValues } from '@certidao/domain';
import { Button, Card, CardForm, Form, InlineAlert, Radio, RadioGroup } from '@certidao/ui';
import type { ReactNode } from 'react';
import * as styles from './checkout.css.ts';
import {
  type ChargeMethod,
  ChargeRadios,
  chargeButtonLabel,
  METHOD_DESCRIPTIONS,
} from './PaymentMethodForm.tsx';
import { StepHeading } from './StepHeading.tsx';

export type CheckoutMethod = 'CREDIT_CARD' | ChargeMethod;

export interface PaymentStepProps {
  method: CheckoutMethod;
  onMethodChange: (method: CheckoutMethod) => void;
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  onSubmit: (payload: CardFormPayload) => void;
  /** PIX or boleto chosen: generates the charge. */
  onCharge: (method: ChargeMethod) => void;
  isCharging: boolean;
  /** Text of the card's submit button ('Pagar R$ 99,90'). */
  submitLabel: string;
  /** Why the last attempt failed (a declined card, empty fields, a refused charge…). */
  error: string | null;
  onError: (message: string | null) => void;
  /** Shown above the payment methods: who the plan is for ('Comprar para uma empresa'). */
  buyer?: ReactNode;
  autoFocus?: boolean;
}

/**
 * Step 'pagamento' of /checkout-completo: card, PIX or boleto, as the landing page promises. The card form of
 * packages/ui (live preview, the card messages, the holder's data prefilled from the account) or the button
 * that generates the PIX or boleto charge, whose instructions then show on the same page.
 */
export function PaymentStep({
  method,
  onMethodChange,
  onCharge,
  isCharging,
  buyer,
  autoFocus,
  ...form
}: PaymentStepProps) {
  return (
    <Card>
      <div className={styles.cardBody}>
        <StepHeading
          autoFocus={autoFocus}
          intro="Escolha como prefere pagar. O plano é ativado assim que o pagamento for confirmado."
        >
          Forma de pagamento
        </StepHeading>
        {buyer}
        <RadioGroup
          label="Como você quer pagar?"
          variant="card"
          value={method}
          onChange={(value) => onMethodChange(value as CheckoutMethod)}
          isDisabled={isCharging}
        >
          <Radio value="CREDIT_CARD" description={METHOD_DESCRIPTIONS.CREDIT_CARD}>
            Cartão de crédito
          </Radio>
          <ChargeRadios />
        </RadioGroup>
        {method === 'CREDIT_CARD' ? (
          <CardForm {...form} note="Pagamento processado com segurança. Não guardamos o número nem o CVC." />
        ) : (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              onCharge(method);
            }}
          >
            {form.error ? (
              <InlineAlert tone="danger" isLive>
                {form.error}
              </InlineAlert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" size="lg" isPending={isCharging}>
                {chargeButtonLabel(method, isCharging)}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </Card>
  );
}
