import type { PreviaAssentoExtra } from '@certidao/api-client';
import { countOf, formatDate, formatMoney } from '@certidao/domain';
import {
  Button,
  type ButtonProps,
  Dialog,
  DialogFooter,
  DialogTrigger,
  EmptyState,
  InlineAlert,
  Modal,
  toast,
} from '@certidao/ui';
import { useState } from 'react';
import * as previewStyles from '../../../lib/PlanChange.css.ts';
import { refusalOf } from '../../../lib/PlanChange.tsx';
import { useComprarAssento, usePlanoDaEmpresa, usePreviaAssento } from '../api.ts';

const HOW_CHARGED: Record<PreviaAssentoExtra['formaPagamento'], string> = {
  CREDIT_CARD: 'cobrados agora no cartão da assinatura',
  PIX: 'cobrados por PIX (a cobrança fica em Pagamentos)',
  BOLETO: 'cobrados por boleto (a cobrança fica em Pagamentos)',
};

/** The seat's price before buying: now (prorated) and in every renewal (none when renewal is off). */
function SeatPreview({ preview, renews }: { preview: PreviaAssentoExtra; renews: boolean }) {
  const days = countOf(preview.diasRestantes, 'dia restante', 'dias restantes');
  return (
    <div className={previewStyles.preview} aria-live="polite">
      <p className={previewStyles.headline}>
        {preview.valor > 0 ? `${formatMoney(preview.valor)} agora` : 'Sem cobrança agora'}
      </p>
      <p className={previewStyles.text}>
        {preview.valor > 0
          ? `Pelos ${days} deste período, ${HOW_CHARGED[preview.formaPagamento]}.`
          : `Os ${days} deste período ficam abaixo do mínimo de cobrança e não são cobrados.`}{' '}
        O assento pode ser usado assim que você confirmar.
      </p>
      <p className={previewStyles.text}>
        {renews
          ? `Depois, ${formatMoney(preview.valorMensal)} por mês em cada renovação: a próxima cobrança será de ${formatMoney(preview.proximaCobranca.valor)} em ${formatDate(preview.proximaCobranca.data)}.`
          : `A renovação automática está desligada: o assento vale até ${formatDate(preview.proximaCobranca.data)}, quando o plano termina.`}
      </p>
    </div>
  );
}

function BuySeatForm({ close }: { close: () => void }) {
  const preview = usePreviaAssento();
  const plan = usePlanoDaEmpresa();
  const buy = useComprarAssento();
  const [refused, setRefused] = useState<string | null>(null);
  const confirm = async () => {
    setRefused(null);
    try {
      const result = await buy.trigger(undefined);
      toast.success(result.message);
      close();
    } catch (error) {
      setRefused(refusalOf(error, 'Não foi possível comprar o assento. Tente novamente.'));
    }
  };
  return (
    <>
      {preview.error ? (
        <InlineAlert tone="warning">
          {refusalOf(preview.error, 'Não foi possível calcular o preço do assento. Tente novamente.')}
        </InlineAlert>
      ) : preview.data ? (
        <SeatPreview preview={preview.data} renews={plan.data?.userPlan?.renovacaoAutomatica !== false} />
      ) : (
        <EmptyState size="sm" isLoading title="Calculando o preço..." />
      )}
      {refused ? (
        <InlineAlert tone="danger" isLive>
          {refused}
        </InlineAlert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          Cancelar
        </Button>
        <Button isDisabled={!preview.data} isPending={buy.isMutating} onPress={() => void confirm()}>
          Comprar assento
        </Button>
      </DialogFooter>
    </>
  );
}

/** 'Comprar assento': one more seat for the company, its price shown before confirming. */
export function BuySeatButton({ variant = 'outline', size = 'sm' }: Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <DialogTrigger>
      <Button variant={variant} size={size}>
        Comprar assento
      </Button>
      <Modal isDismissable>
        <Dialog
          title="Comprar assento"
          description="Um assento a mais para convidar outra pessoa, sem mudar de plano."
        >
          {({ close }) => <BuySeatForm close={close} />}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
