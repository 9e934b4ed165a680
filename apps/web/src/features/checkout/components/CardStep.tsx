import type { CardFormPayload, CardFormValues } from '@certidao/domain';
import { Card, CardForm } from '@certidao/ui';
import * as styles from './checkout.css.ts';
import { StepHeading } from './StepHeading.tsx';

export interface CardStepProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  onSubmit: (payload: CardFormPayload) => void;
  /** Text of the submit button ('Pagar R$ 99,90'). */
  submitLabel: string;
  /** Why the last attempt failed (a declined card, empty fields…). */
  error: string | null;
  onError: (message: string | null) => void;
  autoFocus?: boolean;
}

/**
 * Step 'cartao' of /checkout-completo: the card form of packages/ui (live preview, the card messages) with
 * the holder's data prefilled from the account.
 */
export function CardStep({ autoFocus, ...form }: CardStepProps) {
  return (
    <Card>
      <div className={styles.cardBody}>
        <StepHeading
          autoFocus={autoFocus}
          intro="O valor é cobrado agora e o plano é ativado assim que a operadora aprovar."
        >
          Pagamento com cartão de crédito
        </StepHeading>
        <CardForm {...form} note="Pagamento processado com segurança. Não guardamos o número nem o CVC." />
      </div>
    </Card>
  );
}
