/** The report's period: the URL's `de`/`ate` (yyyy-mm-dd) when both are real dates in order, else this month so far. */
export function reportPeriod(
  de: string | null,
  ate: string | null,
  today: string,
): { dataInicial: string; dataFinal: string } {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (de && ate && iso.test(de) && iso.test(ate) && de <= ate) return { dataInicial: de, dataFinal: ate };
  return { dataInicial: `${today.slice(0, 8)}01`, dataFinal: today };
}

export type Agrupamento = 'membro' | 'centroCusto' | 'solicitacao';

/**
 * The CSV export of a period (`exportarRelatorioUsoEmpresaCsv`): a same-origin link, so the session cookie goes
 * with it and the browser saves the file the server names.
 */
export function reportCsvHref(
  period: { dataInicial: string; dataFinal: string },
  agrupamento: Agrupamento,
): string {
  const query = new URLSearchParams({ ...period, agrupamento });
  return `/api/empresa/relatorios/uso.csv?${query}`;
}

/** A report day (yyyy-mm-dd) as the chart writes it: 'dd/mm'. */
export const dayLabel = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
