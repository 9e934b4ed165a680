import { billingStatusView, formatDate, formatDateTime, paymentMethodLabel } from '@certidao/domain';
import type { PaymentView } from '../payments/service.ts';

/** A cell: quoted when it holds the separator, a quote or a line break; formulas neutralised (CSV injection). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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

/** UTF-8 with a byte-order mark (Excel reads the accents), `;` separated, CRLF line ends. */
export function paymentsCsv(rows: PaymentView[]): string {
  const lines = [CSV_HEADER.join(';')];
  for (const { payment: p, plan, user } of rows)
    lines.push(
      [
        formatDateTime(p.createdAt),
        `${user.firstName} ${user.lastName}`.trim(),
        user.email,
        plan.nome,
        paymentMethodLabel(p.metodoPagamento),
        billingStatusView(p.status).label,
        amount(p.valorCents),
        p.dataPagamento ? formatDateTime(p.dataPagamento) : '',
        p.dueDate ? formatDate(`${p.dueDate}T12:00:00-03:00`) : '',
      ]
        .map(cell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
