import type { EmissaoAssistida, ListarEmissoesAssistidasArgs } from '@certidao/api-client';
import {
  CERTIFICATE_TYPES,
  issuanceOf,
  isValidIsoDate,
  PERSON_TYPES,
  plural,
  toSaoPauloIsoDate,
} from '@certidao/domain';

/**
 * The assisted queue's rules the screens share, without React: the filters as the URL keeps them, the
 * labels, how a deadline reads, and the fulfil form's checks (the server checks the same again).
 */

export type AssistedQuery = NonNullable<ListarEmissoesAssistidasArgs['query']>;
export type Situacao = NonNullable<AssistedQuery['situacao']>;
export type Ordenacao = NonNullable<AssistedQuery['ordenacao']>;

export const QUEUE_PAGE_SIZE = 20;

export const SITUACOES: readonly { id: Situacao; label: string }[] = [
  { id: 'abertas', label: 'Abertas' },
  { id: 'aguardando', label: 'Aguardando' },
  { id: 'em_atendimento', label: 'Em atendimento' },
  { id: 'atrasadas', label: 'Atrasadas' },
  { id: 'minhas', label: 'Minhas' },
  { id: 'concluidas', label: 'Concluídas' },
  { id: 'todas', label: 'Todas' },
];

export const ORDENACOES: readonly { id: Ordenacao; label: string }[] = [
  { id: 'prazo', label: 'Prazo mais próximo' },
  { id: 'idade', label: 'Mais antigas primeiro' },
];

/** The types some person type gets by an operator: the only ones the queue can hold. */
export const ASSISTED_TYPES: readonly { id: string; label: string }[] = CERTIFICATE_TYPES.filter((t) =>
  PERSON_TYPES.some((p) => t.personTypes.includes(p) && issuanceOf(t, p) === 'assistida'),
).map((t) => ({ id: t.code, label: t.label }));

export interface QueueFilters {
  situacao: Situacao;
  ordenacao: Ordenacao;
  /** '' for every type. */
  tipoCertidao: string;
}

export const DEFAULT_FILTERS: QueueFilters = { situacao: 'abertas', ordenacao: 'prazo', tipoCertidao: '' };

const isSituacao = (v: string | null): v is Situacao => SITUACOES.some((s) => s.id === v);
const isOrdenacao = (v: string | null): v is Ordenacao => ORDENACOES.some((o) => o.id === v);

/** The filters and page read from the URL (?situacao, ordenacao, tipo, pagina); anything unknown is dropped. */
export function filtersFromParams(params: URLSearchParams): { filters: QueueFilters; page: number } {
  const situacao = params.get('situacao');
  const ordenacao = params.get('ordenacao');
  const tipo = params.get('tipo') ?? '';
  return {
    filters: {
      situacao: isSituacao(situacao) ? situacao : DEFAULT_FILTERS.situacao,
      ordenacao: isOrdenacao(ordenacao) ? ordenacao : DEFAULT_FILTERS.ordenacao,
      tipoCertidao: ASSISTED_TYPES.some((t) => t.id === tipo) ? tipo : '',
    },
    page: Math.max(1, Math.floor(Number(params.get('pagina'))) || 1),
  };
}

/** The URL of the filters and page, leaving out the defaults. */
export function paramsFromFilters(filters: QueueFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.situacao !== DEFAULT_FILTERS.situacao) params.set('situacao', filters.situacao);
  if (filters.ordenacao !== DEFAULT_FILTERS.ordenacao) params.set('ordenacao', filters.ordenacao);
  if (filters.tipoCertidao) params.set('tipo', filters.tipoCertidao);
  if (page > 1) params.set('pagina', String(page));
  return params;
}

export function queryOf(filters: QueueFilters, page: number): AssistedQuery {
  return {
    situacao: filters.situacao,
    ordenacao: filters.ordenacao,
    ...(filters.tipoCertidao ? { tipoCertidao: filters.tipoCertidao } : {}),
    pagina: page,
    limite: QUEUE_PAGE_SIZE,
  };
}

export type SituacaoJob = EmissaoAssistida['situacao'];

const SITUACAO_LABELS: Record<SituacaoJob, string> = {
  aguardando: 'Aguardando',
  em_atendimento: 'Em atendimento',
  concluida: 'Concluída',
  falhou: 'Falhou',
  cancelada: 'Cancelada',
};

export const situacaoLabel = (s: SituacaoJob) => SITUACAO_LABELS[s];

/** The status tone of the design system for a job (an overdue open one is the danger tone). */
export function situacaoTone(job: Pick<EmissaoAssistida, 'situacao' | 'atrasada'>) {
  if (job.atrasada && isOpen(job)) return 'falhou' as const;
  switch (job.situacao) {
    case 'aguardando':
      return 'pendente' as const;
    case 'em_atendimento':
      return 'processando' as const;
    case 'concluida':
      return 'concluido' as const;
    case 'falhou':
      return 'falhou' as const;
    default:
      return 'cancelado' as const;
  }
}

export const isOpen = (job: Pick<EmissaoAssistida, 'situacao'>) =>
  job.situacao === 'aguardando' || job.situacao === 'em_atendimento';

const HOUR_MS = 3_600_000;

/** A span in hours or days: '45 min', '3 h', '2 dias'. */
function spanText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 48) return `${hours} h`;
  const days = Math.round(ms / (24 * HOUR_MS));
  return `${days} ${plural(days, 'dia', 'dias')}`;
}

/** How an open job's deadline reads: 'Vence em 3 h' or 'Atrasada há 2 dias'; null once closed. */
export function deadlineText(
  job: Pick<EmissaoAssistida, 'situacao' | 'prazoEm'>,
  now = new Date(),
): string | null {
  if (!isOpen(job)) return null;
  const left = Date.parse(job.prazoEm) - now.getTime();
  return left > 0 ? `Vence em ${spanText(left)}` : `Atrasada há ${spanText(-left)}`;
}

export type Resultado = 'negativa' | 'positiva' | 'positiva_com_efeitos_de_negativa' | 'indeterminado';

/** The results an operator records, in the words the customer reads. */
export const RESULTADOS: readonly { id: Resultado; label: string }[] = [
  { id: 'negativa', label: 'Nada consta' },
  { id: 'positiva', label: 'Consta' },
  { id: 'positiva_com_efeitos_de_negativa', label: 'Positiva com efeitos de negativa' },
  { id: 'indeterminado', label: 'A conferir' },
];

/** The PDF the server accepts at most (its body limit leaves room for base64). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export type FulfilValues = {
  pdf: { name: string; size: number; type: string } | null;
  resultado: Resultado | '';
  emitidoEm: string;
  validoAte: string;
  codigoControle: string;
};

export const EMPTY_FULFIL: FulfilValues = {
  pdf: null,
  resultado: '',
  emitidoEm: '',
  validoAte: '',
  codigoControle: '',
};

const looksLikePdf = (f: { name: string; type: string }) =>
  f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf');

/** The fulfil form's messages, by field (empty when it may be sent). */
export function checkFulfil(
  v: FulfilValues,
  today = toSaoPauloIsoDate(),
): Partial<Record<keyof FulfilValues & string, string>> {
  const errors: Partial<Record<keyof FulfilValues & string, string>> = {};
  if (!v.pdf) errors.pdf = 'Escolha o PDF da certidão.';
  else if (!looksLikePdf(v.pdf)) errors.pdf = 'O arquivo precisa ser um PDF.';
  else if (v.pdf.size > MAX_PDF_BYTES) errors.pdf = 'O PDF tem mais de 10 MB.';
  if (!v.resultado) errors.resultado = 'Selecione o resultado.';
  if (v.emitidoEm && !isValidIsoDate(v.emitidoEm)) errors.emitidoEm = 'Data inválida.';
  else if (v.emitidoEm > today) errors.emitidoEm = 'A data de emissão não pode ser futura.';
  if (v.validoAte && !isValidIsoDate(v.validoAte)) errors.validoAte = 'Data inválida.';
  else if (v.validoAte && v.validoAte < (v.emitidoEm || today))
    errors.validoAte = 'A validade não pode ser anterior à emissão.';
  if (!v.codigoControle.trim()) errors.codigoControle = 'Informe o código de controle.';
  else if (v.codigoControle.trim().length > 80) errors.codigoControle = 'Use até 80 caracteres.';
  return errors;
}

/**
 * The issue day as the instant the API takes: noon in São Paulo, so the day read back in São Paulo is the
 * one typed whatever the hour; null when not given (the server takes now).
 */
export function issueInstant(isoDay: string): string | null {
  return isoDay ? new Date(`${isoDay}T12:00:00-03:00`).toISOString() : null;
}
