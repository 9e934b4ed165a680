import type { Pagamento } from '@certidao/api-client';
import { formatCpfCnpj } from '@certidao/domain';

type Nota = NonNullable<Pagamento['notaFiscal']>;

const LABELS: Record<Nota['status'], string> = {
  AGENDADA: 'Em emissão',
  EMITIDA: 'Emitida',
  ERRO: 'Não emitida',
  CANCELADA: 'Cancelada',
};

/** How a service invoice's status reads beside its payment. */
export const notaFiscalStatusLabel = (status: Nota['status']) => LABELS[status];

/** 'nº 123456' (under a 'Nota fiscal' heading), or what is known of it before it is issued ('Em emissão'). */
export function notaFiscalText(nota: Pagamento['notaFiscal']): string {
  if (!nota) return '—';
  if (nota.status === 'EMITIDA' && nota.numero) return `nº ${nota.numero}`;
  return notaFiscalStatusLabel(nota.status);
}

/** Who the charge is in the name of, in a line: 'Imobiliária Exemplo Ltda — CNPJ 11.222.333/0001-81'. */
export function tomadorText(tomador: Pagamento['tomador']): string | null {
  if (!tomador) return null;
  if (!tomador.cpfCnpj) return tomador.nome;
  return `${tomador.nome} — ${tomador.empresaId ? 'CNPJ' : 'CPF/CNPJ'} ${formatCpfCnpj(tomador.cpfCnpj)}`;
}
