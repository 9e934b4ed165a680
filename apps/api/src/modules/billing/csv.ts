import { billingStatusView, formatDate, formatDateTime, paymentMethodLabel } from '@certidao/domain';
import { fullName } from '../../http/serializers.ts';
import { csvDocument } from '../../services/csv.ts';
import type { PaymentView } from '../payments/service.ts';

/** 1234.5 → '1.234,50' (a number a pt-BR spreadsheet reads). */
const amount = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const CSV_HEADER = [
  'Data',
  'Cliente',
  'E-mail',
  'Plano',
  'Método',
  'Status',
  'Valor',
  'Pago em',
  'Vencimento',
];

/** Every payment as a pt-BR spreadsheet reads it (services/csv.ts). */
export function paymentsCsv(rows: PaymentView[]): string {
  return csvDocument(
    CSV_HEADER,
    rows.map(({ payment: p, plan, user }) => [
      formatDateTime(p.createdAt),
      fullName(user),
      user.email,
      plan?.nome ?? 'Pedido avulso',
      paymentMethodLabel(p.metodoPagamento),
      billingStatusView(p.status).label,
      amount(p.valorCents),
      p.dataPagamento ? formatDateTime(p.dataPagamento) : '',
      p.dueDate ? formatDate(`${p.dueDate}T12:00:00-03:00`) : '',
    ]),
  );
}
