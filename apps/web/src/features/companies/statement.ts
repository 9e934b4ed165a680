import { monthLabel } from '@certidao/domain';

/**
 * A statement's file (`exportarExtratoMensalCsv`/`Pdf`): a same-origin link, so the session cookie goes with it
 * and the browser saves the file the server names.
 */
export function statementHref(mes: string, centroCustoId: string | null, ext: 'csv' | 'pdf'): string {
  const query = centroCustoId ? `?${new URLSearchParams({ centroCustoId })}` : '';
  return `/api/empresa/extratos/${encodeURIComponent(mes)}.${ext}${query}`;
}

/** 'novembro de 2026' → 'Novembro de 2026' (an option of the month picker). */
export const monthOption = (mes: string) => {
  const label = monthLabel(mes);
  return label.charAt(0).toUpperCase() + label.slice(1);
};
