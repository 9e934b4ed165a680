import type { PagamentoAvulsoRequest } from '@certidao/api-client';
import { type CardFormValues, cardFormValues, formatMoney, fromCents } from '@certidao/domain';
import { Button, CardForm, Dialog, DialogFooter, InlineAlert, Modal, Radio, RadioGroup } from '@certidao/ui';
import { useState } from 'react';
import { useSession } from '../../../session/SessionProvider.tsx';
import * as styles from './requests.css.ts';

type Method = PagamentoAvulsoRequest['billingType'];

const METHODS: Array<{ value: Method; label: string; description: string }> = [
  { value: 'PIX', label: 'PIX', description: 'Aprovação em instantes pelo app do seu banco.' },
  {
    value: 'BOLETO',
    label: 'Boleto bancário',
    description: 'Vence em 3 dias; a compensação pode levar até 3 dias úteis.',
  },
  {
    value: 'CREDIT_CARD',
    label: 'Cartão de crédito',
    description: 'Cobrado agora, as certidões começam em seguida.',
  },
];

export interface OneOffPaymentDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order's total, in cents, and how many certificates it holds. */
  totalCentavos: number;
  count: number;
  /** Places the order with its payment; rejects with the message to show. */
  onPay: (payment: PagamentoAvulsoRequest) => Promise<void>;
  isPending: boolean;
  error: string | null;
}

/**
 * 'Pedido avulso': how to pay an order placed without a plan. PIX or boleto: the charge is generated and its
 * instructions shown on the request's page; card: charged here, the certificates start once it is approved.
 */
export function OneOffPaymentDialog({
  isOpen,
  onOpenChange,
  totalCentavos,
  count,
  onPay,
  isPending,
  error,
}: OneOffPaymentDialogProps) {
  const { user } = useSession();
  const [method, setMethod] = useState<Method>('PIX');
  const [card, setCard] = useState<CardFormValues>(() => cardFormValues(user));
  const [cardError, setCardError] = useState<string | null>(null);
  const amount = formatMoney(fromCents(totalCentavos));
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <Dialog
        title="Pagamento do pedido avulso"
        description={`${count === 1 ? '1 certidão' : `${count} certidões`} · ${amount}. Sem assinatura: você paga só este pedido.`}
      >
        {({ close }) => (
          <div className={styles.oneOffBody}>
            <RadioGroup
              label="Forma de pagamento"
              value={method}
              onChange={(value) => setMethod(value as Method)}
              isDisabled={isPending}
            >
              {METHODS.map((m) => (
                <Radio key={m.value} value={m.value} description={m.description}>
                  {m.label}
                </Radio>
              ))}
            </RadioGroup>
            {error ? (
              <InlineAlert tone="danger" isLive>
                {error}
              </InlineAlert>
            ) : null}
            {method === 'CREDIT_CARD' ? (
              <CardForm
                values={card}
                onChange={setCard}
                onSubmit={(payload) => void onPay({ billingType: 'CREDIT_CARD', ...payload })}
                error={cardError}
                onError={setCardError}
                submitLabel={`Pagar ${amount}`}
                isPending={isPending}
                note="O cartão não fica salvo: é usado só neste pedido."
              />
            ) : (
              <DialogFooter>
                <Button variant="outline" onPress={close} isDisabled={isPending}>
                  Voltar
                </Button>
                <Button isPending={isPending} onPress={() => void onPay({ billingType: method })}>
                  {isPending
                    ? 'Gerando pagamento...'
                    : method === 'PIX'
                      ? `Gerar PIX de ${amount}`
                      : `Gerar boleto de ${amount}`}
                </Button>
              </DialogFooter>
            )}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
