import type { Pagamento } from '@certidao/api-client';
import { formatDate, formatMoney, paymentSubject } from '@certidao/domain';
import { Button, Card, CopyField, ExternalLink, RefreshIcon, Spinner, StatusBadge } from '@certidao/ui';
import { focusOnMount } from './focus.ts';
import * as styles from './PaymentInstructions.css.ts';

export interface PaymentInstructionsProps {
  pagamento: Pagamento;
  /** 'Já paguei': checks the charge now. */
  onCheck: () => void;
  isChecking: boolean;
  autoFocus?: boolean;
  /** What the payment sets going once confirmed (the plan's activation, a one-off order's certificates). */
  outcome?: string;
}

/**
 * How to pay a PIX or boleto charge: the QR code and its copy-and-paste code, or the boleto link
 * and its digitable line; the amount and due date; the invoice page. While it waits the page checks the
 * payment by itself and says so.
 */
export function PaymentInstructions({
  pagamento,
  onCheck,
  isChecking,
  autoFocus = false,
  outcome = 'Seu plano é ativado assim que o pagamento for confirmado.',
}: PaymentInstructionsProps) {
  const isPix = pagamento.metodoPagamento === 'PIX';
  const amount = formatMoney(pagamento.valor);
  return (
    <Card>
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 tabIndex={-1} ref={autoFocus ? focusOnMount : undefined} className={styles.heading}>
            {isPix ? 'Pague com PIX' : 'Pague com boleto'}
          </h2>
          <p className={styles.intro}>{`${paymentSubject(pagamento)} · ${amount}. ${outcome}`}</p>
        </div>
        <div role="status" className={styles.waiting}>
          <Spinner size="sm" label="Aguardando pagamento" />
          <span className={styles.waitingText}>
            Aguardando a confirmação do pagamento. Esta página é atualizada automaticamente.
          </span>
          <StatusBadge kind="payment" status={pagamento.status} size="sm" />
        </div>
        {isPix && pagamento.pixQrCode ? (
          <>
            <div className={styles.pixLayout}>
              <div className={styles.qrFrame}>
                <img
                  src={`data:image/png;base64,${pagamento.pixQrCode.encodedImage}`}
                  width={220}
                  height={220}
                  alt={`QR Code PIX para pagar ${amount}`}
                  className={styles.qr}
                />
              </div>
              <ol className={styles.howTo}>
                <li>Abra o app do seu banco e escolha pagar com PIX.</li>
                <li>Escaneie o QR Code ou cole o código PIX Copia e Cola.</li>
                <li>Confira o valor de {amount} e confirme o pagamento.</li>
              </ol>
            </div>
            <CopyField
              label="PIX Copia e Cola"
              value={pagamento.pixQrCode.payload}
              copyLabel="Copiar código"
            />
          </>
        ) : null}
        {!isPix && pagamento.identificationField ? (
          <CopyField
            label="Linha digitável"
            value={pagamento.identificationField}
            copyLabel="Copiar linha"
            description="Pague no app ou internet banking do seu banco, em lotéricas ou agências."
          />
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>Valor</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>Vencimento</dt>
            <dd>{pagamento.dueDate ? formatDate(pagamento.dueDate) : '—'}</dd>
          </div>
          <div>
            <dt>Forma de pagamento</dt>
            <dd>{isPix ? 'PIX' : 'Boleto'}</dd>
          </div>
        </dl>
        <div className={styles.buttons}>
          {!isPix && (pagamento.bankSlipUrl ?? pagamento.invoiceUrl) ? (
            <ExternalLink href={(pagamento.bankSlipUrl ?? pagamento.invoiceUrl)!} buttonVariant="primary">
              Abrir boleto
            </ExternalLink>
          ) : null}
          {pagamento.invoiceUrl ? (
            <ExternalLink href={pagamento.invoiceUrl} buttonVariant="outline">
              Abrir fatura
            </ExternalLink>
          ) : null}
          <Button variant="ghost" onPress={onCheck} isPending={isChecking}>
            <RefreshIcon aria-hidden="true" />
            Já paguei
          </Button>
        </div>
      </div>
    </Card>
  );
}
