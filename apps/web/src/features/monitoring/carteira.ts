import type { ErroImportacao } from '@certidao/api-client';
import { type CarteiraProblem, type CarteiraRow, decodeCsv, parseCsv, readCarteira } from '@certidao/domain';

/** The example portfolio offered for download: the columns the reader takes, one person and one company. */
export const EXEMPLO_CARTEIRA_CSV = [
  'nomeCompleto;documento;tipoPessoa;dataNascimento;rg;inscricaoImovel;certidoes;politica;diasAntecedencia;dataEscritura',
  'Maria Aparecida da Silva;529.982.247-25;fisica;15/03/1985;12.345.678-9;;cndt|tjsp|receita-federal;vencimento;5;20/03/2027',
  'Construtora Exemplo Ltda;11.222.333/0001-81;juridica;;;;;mensal;;',
  '',
].join('\r\n');

export interface ReadFile {
  rows: CarteiraRow[];
  problems: CarteiraProblem[];
  encoding: 'utf-8' | 'windows-1252';
}

/** A chosen file read as the CLI reads it: decoded, split into records, each line checked. */
export function readPortfolioFile(bytes: Uint8Array): ReadFile {
  const { text, encoding } = decodeCsv(bytes);
  try {
    return { ...readCarteira(parseCsv(text, encoding)), encoding };
  } catch {
    return {
      rows: [],
      problems: [{ line: 0, message: 'O arquivo não é um CSV válido (aspas sem fechamento).' }],
      encoding,
    };
  }
}

/** The server's refused rows (by position in what was sent) as the file's lines. */
export function refusedLines(rows: readonly CarteiraRow[], body: unknown): CarteiraProblem[] {
  const erros = (body as Partial<ErroImportacao> | undefined)?.erros;
  if (!Array.isArray(erros)) return [];
  return erros.map((e) => ({ line: rows[e.indice]?.line ?? 0, message: e.mensagem }));
}

/** 'Linha 3: CPF inválido.'; a problem of the whole file has no line. */
export const problemText = (p: CarteiraProblem) => (p.line > 0 ? `Linha ${p.line}: ${p.message}` : p.message);
