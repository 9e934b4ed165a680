import type { Pagamento } from '@certidao/api-client';
import { ExternalLink } from '@certidao/ui';
import { notaFiscalText, tomadorText } from './invoiceText.ts';
import { breakAnywhere, muted, nowrap } from './layout.css.ts';
import type { PaymentColumn } from './PaymentTable.tsx';

/** A payment's service invoice: its number and a link to its PDF once issued, else its state. */
export function NotaFiscalInfo({ nota }: { nota: Pagamento['notaFiscal'] }) {
  if (!nota) return <span className={muted}>—</span>;
  return (
    <>
      <span className={nowrap}>{notaFiscalText(nota)}</span>
      {nota.pdfUrl ? (
        <div>
          <ExternalLink href={nota.pdfUrl}>PDF da nota</ExternalLink>
        </div>
      ) : null}
    </>
  );
}

/** 'Em nome de …': who the charge and its invoice are in the name of (nothing for older charges). */
export function TomadorLine({ tomador }: { tomador: Pagamento['tomador'] }) {
  const text = tomadorText(tomador);
  return text ? <span className={`${muted} ${breakAnywhere}`}>Em nome de {text}</span> : null;
}

/**
 * The 'Nota fiscal' column of a payments table: the invoice's number and PDF; `withTomador` adds, under it,
 * the company it is in the name of (the customer's own list; the staff's shows it with the customer).
 */
export const invoiceColumn = ({ withTomador = false } = {}): PaymentColumn => ({
  id: 'nota',
  label: 'Nota fiscal',
  sortValue: (p) => p.notaFiscal?.numero ?? null,
  cell: (p) => (
    <>
      <NotaFiscalInfo nota={p.notaFiscal} />
      {withTomador && p.tomador?.empresaId ? (
        <div>
          <TomadorLine tomador={p.tomador} />
        </div>
      ) : null}
    </>
  ),
});
