import type { Pagamento } from '@certidao/api-client';
import { isPaymentPending } from '@certidao/domain';
import { AlertDialog, Button, DialogTrigger, ExternalLink, RefreshIcon, XIcon } from '@certidao/ui';
import { useCancelarPagamento, useSincronizarPagamento } from '../api.ts';
import { PixDialog } from './PixDialog.tsx';
import * as styles from './payments.css.ts';

/** The boleto's page: the printable slip, else the invoice page of a boleto charge. */
export function boletoUrl(pagamento: Pagamento): string | null {
  if (pagamento.bankSlipUrl) return pagamento.bankSlipUrl;
  return pagamento.metodoPagamento === 'BOLETO' ? pagamento.invoiceUrl : null;
}

/**
 * What can be done with a PENDENTE payment (and only with one): sync its status, view the PIX or the
 * boleto, cancel it after a confirmation. Other payments have no actions.
 */
export function PaymentActions({ pagamento, className }: { pagamento: Pagamento; className?: string }) {
  const sync = useSincronizarPagamento();
  const cancel = useCancelarPagamento();
  if (!isPaymentPending(pagamento.status)) return null;
  const boleto = boletoUrl(pagamento);
  return (
    <div className={className ?? styles.actions}>
      {pagamento.pixQrCode ? (
        <DialogTrigger>
          <Button size="sm" variant="outline">
            Ver PIX
          </Button>
          <PixDialog pagamento={pagamento} />
        </DialogTrigger>
      ) : null}
      {boleto ? (
        <ExternalLink href={boleto} buttonVariant="outline" buttonSize="sm">
          Ver boleto
        </ExternalLink>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        isPending={sync.isMutating}
        onPress={() => void sync.trigger({ path: { id: pagamento.id } }).catch(() => undefined)}
      >
        <RefreshIcon aria-hidden="true" />
        Sincronizar status
      </Button>
      <DialogTrigger>
        <Button size="sm" variant="ghost">
          <XIcon aria-hidden="true" />
          Cancelar
        </Button>
        <AlertDialog
          title="Cancelar pagamento"
          variant="destructive"
          confirmLabel="Cancelar pagamento"
          cancelLabel="Voltar"
          onConfirm={() => cancel.trigger({ path: { id: pagamento.id } })}
        >
          Tem certeza que deseja cancelar este pagamento?
        </AlertDialog>
      </DialogTrigger>
    </div>
  );
}
