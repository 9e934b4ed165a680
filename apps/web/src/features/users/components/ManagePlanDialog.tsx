import type { User } from '@certidao/api-client';
import {
  type CardFormPayload,
  type CardFormValues,
  cardFormValues,
  formatMoney,
  isWithinRefundWindow,
  sortPlans,
} from '@certidao/domain';
import {
  AlertDialog,
  Button,
  CardForm,
  Dialog,
  DialogFooter,
  InlineAlert,
  ListBoxItem,
  Modal,
  Radio,
  RadioGroup,
  Select,
  Switch,
  toast,
} from '@certidao/ui';
import { useState } from 'react';
import { serverMessage } from '../../../lib/swr.ts';
import {
  useAssinarPlanoParaUsuario,
  useCancelarPlanoUsuario,
  useConcederPlano,
  usePlanoDoUsuario,
  usePlanosDisponiveis,
} from '../api.ts';
import * as styles from './users.css.ts';

type Billing = 'CORTESIA' | 'PIX' | 'BOLETO' | 'CREDIT_CARD';

const BILLING_OPTIONS: { id: Billing; label: string }[] = [
  { id: 'CORTESIA', label: 'Conceder sem cobrança' },
  { id: 'PIX', label: 'PIX' },
  { id: 'BOLETO', label: 'Boleto' },
  { id: 'CREDIT_CARD', label: 'Cartão de crédito' },
];

const BILLING_HELP: Record<Billing, string> = {
  CORTESIA: 'O plano é concedido sem cobrança e fica ativo na hora, substituindo o atual.',
  PIX: 'O cliente recebe a cobrança PIX por e-mail; o plano fica ativo quando ela for paga.',
  BOLETO: 'O cliente recebe o boleto por e-mail; o plano fica ativo quando ele for pago.',
  CREDIT_CARD: 'O cartão é cobrado agora; aprovado, o plano fica ativo na hora.',
};

const ASSIGN_ERROR = 'Erro ao atribuir plano';

/**
 * 'Gerenciar plano do usuário': assign a plan — granted (active at once, no charge) or subscribed with
 * automatic renewal and a billing type (PIX/boleto charged to the customer by e-mail, or a card charged
 * now) — or cancel the current one after 'Tem certeza que deseja cancelar o plano deste usuário?' (the
 * 7-day refund is stated when it applies).
 */
export function ManagePlanDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const planos = usePlanosDisponiveis();
  const current = usePlanoDoUsuario(user.id);
  const grant = useConcederPlano();
  const subscribe = useAssinarPlanoParaUsuario();
  const cancel = useCancelarPlanoUsuario();
  const [planoId, setPlanoId] = useState<string | null>(null);
  const [billing, setBilling] = useState<Billing>('CORTESIA');
  const [renew, setRenew] = useState(true);
  const [card, setCard] = useState<CardFormValues>(() => cardFormValues(user));
  const [cardError, setCardError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sorted = sortPlans(planos.data?.data ?? []);
  const options = sorted.map((p) => ({ id: p.id, label: `${p.nome} — ${formatMoney(p.valor)}/mês` }));
  const chosen = sorted.find((p) => p.id === planoId);
  const isPending = grant.isMutating || subscribe.isMutating;
  const plan = current.data?.plano ?? null;
  const recent =
    current.data?.userPlan?.billingType && current.data.userPlan.dataInicio
      ? isWithinRefundWindow(current.data.userPlan.dataInicio)
      : false;

  const assign = async (payload?: CardFormPayload) => {
    if (!planoId) {
      setError('Selecione um usuário e um plano');
      return;
    }
    try {
      if (billing === 'CORTESIA') await grant.trigger({ path: { id: user.id }, body: { planoId } });
      else
        await subscribe.trigger({
          path: { id: user.id },
          body: { planoId, billingType: billing, renovacaoAutomatica: renew, ...payload },
        });
      onClose();
    } catch (caught) {
      // A grant's failure was shown by its hook; a subscription's goes in a toast and, for a card, the form.
      if (billing === 'CORTESIA') return;
      const message = serverMessage(caught, ASSIGN_ERROR);
      toast.error(message);
      if (billing === 'CREDIT_CARD') setCardError(message);
    }
  };

  return (
    <>
      <Modal
        size={billing === 'CREDIT_CARD' ? 'lg' : 'md'}
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
      >
        <Dialog title="Gerenciar plano do usuário" description={`${user.fullName} (${user.email})`}>
          <div className={styles.form}>
            <p>
              Plano atual: <strong>{plan ? plan.nome : 'Nenhum plano ativo'}</strong>
            </p>
            {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
            <Select
              label="Plano"
              // A select with no options does not open: until the plans arrive it says so and waits.
              placeholder={
                planos.data
                  ? 'Selecione um plano'
                  : planos.error
                    ? 'Não foi possível carregar os planos'
                    : 'Carregando planos…'
              }
              isDisabled={!planos.data}
              value={planoId}
              onChange={(key) => {
                setPlanoId(String(key));
                setError(null);
              }}
              items={options}
            >
              {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
            </Select>
            <RadioGroup
              label="Cobrança"
              orientation="horizontal"
              value={billing}
              onChange={(value) => setBilling(value as Billing)}
              description={BILLING_HELP[billing]}
            >
              {BILLING_OPTIONS.map((o) => (
                <Radio key={o.id} value={o.id}>
                  {o.label}
                </Radio>
              ))}
            </RadioGroup>
            {billing !== 'CORTESIA' ? (
              <Switch isSelected={renew} onChange={setRenew}>
                Renovação automática
              </Switch>
            ) : null}
            {billing === 'CREDIT_CARD' ? (
              <CardForm
                values={card}
                onChange={setCard}
                onSubmit={(payload) => void assign(payload)}
                error={cardError}
                onError={setCardError}
                submitLabel={chosen ? `Cobrar ${formatMoney(chosen.valor)} e atribuir` : 'Cobrar e atribuir'}
                isPending={subscribe.isMutating}
                note="O cartão é cobrado agora. Não guardamos o número nem o CVC."
              />
            ) : null}
            <DialogFooter>
              {plan ? (
                <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={isPending}>
                  Cancelar plano
                </Button>
              ) : null}
              <Button variant="outline" onPress={onClose}>
                Fechar
              </Button>
              {billing !== 'CREDIT_CARD' ? (
                <Button onPress={() => void assign()} isPending={isPending}>
                  Atribuir plano
                </Button>
              ) : null}
            </DialogFooter>
          </div>
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Cancelar plano"
        confirmLabel="Cancelar plano"
        cancelLabel="Voltar"
        variant="destructive"
        onConfirm={async () => {
          try {
            const result = await cancel.trigger({ path: { id: user.id } });
            const title = 'Plano cancelado com sucesso!';
            // The server's message says whether the 7-day guarantee refunded the payment.
            toast.success(title, result.message === title ? undefined : { description: result.message });
            setConfirming(false);
            onClose();
          } catch {
            setConfirming(false);
          }
        }}
      >
        Tem certeza que deseja cancelar o plano deste usuário?
        {recent ? ' O primeiro pagamento foi feito há menos de 7 dias: ele será reembolsado.' : ''}
      </AlertDialog>
    </>
  );
}
