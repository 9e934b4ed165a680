import type { Pagamento } from '@certidao/api-client';
import { formatDate, formatMoney, paymentSubject } from '@certidao/domain';
import { CopyField, Dialog, DialogFooter, ExternalLink, Modal } from '@certidao/ui';
import * as styles from './payments.css.ts';

/** 'Ver PIX': the charge's QR code and copy-and-paste code, in a dialog. */
export function PixDialog({ pagamento }: { pagamento: Pagamento }) {
  const pix = pagamento.pixQrCode;
  if (!pix) return null;
  const amount = formatMoney(pagamento.valor);
  return (
    <Modal isDismissable>
      <Dialog title="Pagar com PIX" description={`${paymentSubject(pagamento)} · ${amount}`}>
        <div className={styles.pixBody}>
          <div className={styles.qrFrame}>
            <img
              src={`data:image/png;base64,${pix.encodedImage}`}
              width={220}
              height={220}
              alt={`QR Code PIX para pagar ${amount}`}
              className={styles.qr}
            />
          </div>
          <CopyField label="PIX Copia e Cola" value={pix.payload} copyLabel="Copiar código" />
          {pagamento.dueDate ? (
            <p className={styles.pixFacts}>Vencimento: {formatDate(pagamento.dueDate)}</p>
          ) : null}
        </div>
        {pagamento.invoiceUrl ? (
          <DialogFooter>
            <ExternalLink href={pagamento.invoiceUrl} buttonVariant="outline">
              Abrir fatura
            </ExternalLink>
          </DialogFooter>
        ) : null}
      </Dialog>
    </Modal>
  );
}
