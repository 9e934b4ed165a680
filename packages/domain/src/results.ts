import { plural } from './text';

/** What a certificate found (the API's `resultado`), and how the product names it. */
export type ResultadoCertidao =
  | 'negativa'
  | 'positiva'
  | 'positiva_com_efeitos_de_negativa'
  | 'nao_emitida'
  | 'indeterminado';

const LABELS: Record<ResultadoCertidao, string> = {
  negativa: 'Nada consta',
  positiva: 'Consta',
  positiva_com_efeitos_de_negativa: 'Positiva com efeitos de negativa',
  nao_emitida: 'Não emitida',
  indeterminado: 'Indeterminado',
};

export function resultLabel(resultado: ResultadoCertidao): string {
  return LABELS[resultado];
}

/** A result that a broker must look at: something consta against the party. */
export const isPositive = (resultado: ResultadoCertidao | null | undefined) =>
  resultado === 'positiva' || resultado === 'positiva_com_efeitos_de_negativa';

const DAY_MS = 86_400_000;
/** Made once: building a formatter with a time zone costs far more than formatting (a list shows dozens). */
let saoPauloDate: Intl.DateTimeFormat | undefined;

/**
 * A validity as people say it: 'Vencida', 'Vence hoje', 'Vence em 5 dias' (within `soonDays`) or
 * 'Válida até 23/05/2027'; whole days in São Paulo's calendar.
 */
export function validityLabel(validoAte: string | Date, now: Date = new Date(), soonDays = 30): string {
  const until = new Date(validoAte);
  if (until.getTime() <= now.getTime()) return 'Vencida';
  const day = (d: Date) => Math.floor((d.getTime() - 3 * 3600_000) / DAY_MS);
  const days = day(until) - day(now);
  if (days <= 0) return 'Vence hoje';
  if (days <= soonDays) return `Vence em ${days} ${plural(days, 'dia', 'dias')}`;
  saoPauloDate ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const date = saoPauloDate.format(until);
  return `Válida até ${date}`;
}

/** '10 certidões · 8 nada consta · 2 constam' (the parts that are not zero). */
export function resultSummary(r: {
  total: number;
  negativas: number;
  positivas: number;
  positivasComEfeitosDeNegativa: number;
  naoEmitidas: number;
}): string {
  const parts = [`${r.total} ${plural(r.total, 'certidão', 'certidões')}`];
  if (r.negativas) parts.push(`${r.negativas} nada consta`);
  if (r.positivas) parts.push(`${r.positivas} ${plural(r.positivas, 'consta', 'constam')}`);
  if (r.positivasComEfeitosDeNegativa)
    parts.push(
      `${r.positivasComEfeitosDeNegativa} positiva${r.positivasComEfeitosDeNegativa > 1 ? 's' : ''} com efeitos de negativa`,
    );
  if (r.naoEmitidas) parts.push(`${r.naoEmitidas} não ${plural(r.naoEmitidas, 'emitida', 'emitidas')}`);
  return parts.join(' · ');
}
