import type { UserPlanResponse } from '@certidao/api-client';
import { Button, Card, Form, InlineAlert, Link, Radio, RadioGroup } from '@certidao/ui';
import { type ReactNode, useState } from 'react';
import { paths } from '../../../app/paths.ts';
import * as styles from './checkout.css.ts';
import { StepHeading } from './StepHeading.tsx';

export type ChargeMethod = 'PIX' | 'BOLETO';

/**
 * What each way of paying means, the same in both checkouts: every plan renews monthly by the method chosen
 * until the customer turns renewal off in Meu perfil (docs/decisions/billing.md, 'Payments and subscriptions').
 */
export const METHOD_DESCRIPTIONS = {
  CREDIT_CARD:
    'Cobrado agora; o plano é ativado assim que a operadora aprovar. Renova todo mês no mesmo cartão.',
  PIX: 'Aprovação em instantes pelo app do seu banco. Renova todo mês com um novo PIX por e-mail.',
  BOLETO: 'Vence em 3 dias; a compensação pode levar até 3 dias úteis. Renova todo mês com um novo boleto.',
} as const;

/** The PIX and boleto choices (the complete checkout adds the card before them). */
export function ChargeRadios() {
  return (
    <>
      <Radio value="PIX" description={METHOD_DESCRIPTIONS.PIX}>
        PIX
      </Radio>
      <Radio value="BOLETO" description={METHOD_DESCRIPTIONS.BOLETO}>
        Boleto bancário
      </Radio>
    </>
  );
}

export const chargeButtonLabel = (method: ChargeMethod, isPending: boolean) =>
  isPending ? 'Gerando pagamento...' : method === 'PIX' ? 'Gerar PIX' : 'Gerar boleto';

export interface PaymentMethodFormProps {
  /** The customer's current plan: with an active one the server refuses another purchase. */
  current: UserPlanResponse | undefined;
  isPending: boolean;
  /** The purchase's error (server message or 'Erro ao adquirir plano. Tente novamente.'). */
  error: string | null;
  onConfirm: (method: ChargeMethod) => void;
  /** Shown above the methods while a purchase is possible: who the plan is for ('Comprar para uma empresa'). */
  buyer?: ReactNode;
}

/** /checkout, first view: PIX or boleto, then the charge is generated. */
export function PaymentMethodForm({ current, isPending, error, onConfirm, buyer }: PaymentMethodFormProps) {
  const [method, setMethod] = useState<ChargeMethod>('PIX');
  const active = current?.userPlan?.status === 'ACTIVE' ? current.plano : null;
  return (
    <Card>
      <div className={styles.cardBody}>
        <StepHeading intro="Escolha como prefere pagar. Seu plano é ativado assim que o pagamento for confirmado.">
          Forma de pagamento
        </StepHeading>
        {active ? (
          <InlineAlert
            tone="info"
            action={
              <Link href={paths.meuPerfil.href()} buttonVariant="outline" buttonSize="sm">
                Ir para meu perfil
              </Link>
            }
          >
            Você já possui um plano ativo ({active.nome}). Para mudar de plano, use 'Mudar de plano' em Meu
            Perfil: um plano maior vale na hora e você paga só a diferença dos dias restantes.
          </InlineAlert>
        ) : (
          buyer
        )}
        {error ? (
          <InlineAlert tone="danger" isLive>
            {error}
          </InlineAlert>
        ) : null}
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(method);
          }}
        >
          <RadioGroup
            label="Como você quer pagar?"
            variant="card"
            value={method}
            onChange={(value) => setMethod(value as ChargeMethod)}
            isDisabled={isPending}
          >
            <ChargeRadios />
          </RadioGroup>
          <div className={styles.actions}>
            <Button type="submit" size="lg" isPending={isPending} isDisabled={Boolean(active)}>
              {chargeButtonLabel(method, isPending)}
            </Button>
          </div>
        </Form>
      </div>
    </Card>
  );
}
