import type { ResultadoCertidao, ResumoSolicitacao } from '@certidao/api-client';
import { validityLabel } from '@certidao/domain';

/** Days before the end of a validity from which it reads 'Vence em N dias' (and is highlighted). */
export const SOON_DAYS = 7;

/** 'Consta' stands out the most; 'Positiva com efeitos de negativa' still needs a look; 'Nada consta' is good news. */
export function resultTone(resultado: ResultadoCertidao): 'success' | 'danger' | 'warning' | 'neutral' {
  if (resultado === 'negativa') return 'success';
  if (resultado === 'positiva') return 'danger';
  if (resultado === 'positiva_com_efeitos_de_negativa') return 'warning';
  return 'neutral';
}

/**
 * A validity as shown: its label, and a tone when it needs attention — danger once past, warning within
 * SOON_DAYS ('Vence hoje', 'Vence em 3 dias'); null for a date still far ('Válida até 23/05/2027').
 */
export function validityView(
  validoAte: string,
  now: Date = new Date(),
): { label: string; tone: 'danger' | 'warning' | null } {
  const label = validityLabel(validoAte, now, SOON_DAYS);
  if (label === 'Vencida') return { label, tone: 'danger' };
  if (label.startsWith('Vence')) return { label, tone: 'warning' };
  return { label, tone: null };
}

/** Some certificate of the request has a result (issued, or given up as not issued). */
export function hasResults(resumo: ResumoSolicitacao): boolean {
  return (
    resumo.negativas +
      resumo.positivas +
      resumo.positivasComEfeitosDeNegativa +
      resumo.naoEmitidas +
      resumo.indeterminadas >
    0
  );
}

/** Something consta against the party in some certificate of the request: the summary stands out. */
export function hasPositives(resumo: ResumoSolicitacao): boolean {
  return resumo.positivas + resumo.positivasComEfeitosDeNegativa > 0;
}
