import type { certidoes, pdfs, solicitacoes, users } from '../../db/schema.ts';

type PdfRow = typeof pdfs.$inferSelect;
type CertRow = typeof certidoes.$inferSelect;
type SolRow = typeof solicitacoes.$inferSelect;
type UserRow = typeof users.$inferSelect;

export type CertStatus = CertRow['status'];

// One formatter for every call: `toLocaleString` builds a new Intl formatter each time (4 % of the list's CPU).
const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** pt-BR size: '512 B', '245,3 KB', '1,2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${ONE_DECIMAL.format(v)} ${units[i]}`;
}

export function toApiPdf(p: PdfRow) {
  return {
    id: p.id,
    nomeArquivo: p.nomeArquivo,
    tamanho: p.tamanho,
    tamanhoFormatado: formatSize(p.tamanho),
    criadoEm: p.criadoEm.toISOString(),
    urlDownload: `/api/automations/pdfs/download/${p.nomeArquivo}`,
    codigoVerificacao: p.codigoVerificacao,
    sha256: p.sha256,
    tipoCertidao: p.tipoCertidao as never,
  };
}

const DADOS_KEYS = [
  'nome',
  'cpf',
  'cnpj',
  'rg',
  'inscricaoImovel',
  'registroImobiliario',
  'dataNascimento',
] as const;

export function toApiCertidao(c: CertRow, certPdfs: PdfRow[]) {
  const dados = Object.fromEntries(DADOS_KEYS.map((k) => [k, c.dadosCertidao[k] ?? null])) as Record<
    (typeof DADOS_KEYS)[number],
    string | null
  >;
  return {
    id: c.id,
    tipoCertidao: c.tipoCertidao as never,
    jobId: c.jobId,
    status: c.status,
    erro: c.erro,
    podeTentarNovamente: c.status === 'falhou' && c.podeTentarNovamente,
    pdfs: certPdfs.map(toApiPdf),
    dadosCertidao: dados,
  };
}

/** processando > pendente > falhou > concluido > cancelado (contract: CertidaoStatus). */
export function aggregateStatus(statuses: CertStatus[]): CertStatus {
  for (const s of ['processando', 'pendente', 'falhou', 'concluido'] as const)
    if (statuses.includes(s)) return s;
  return 'cancelado';
}

export function toApiSolicitacao(
  s: SolRow,
  owner: UserRow,
  certs: CertRow[],
  pdfsByCert: Map<string, PdfRow[]>,
) {
  return {
    id: s.id,
    criadoEm: s.criadoEm.toISOString(),
    observacao: s.observacao,
    status: aggregateStatus(certs.map((c) => c.status)),
    dadosGerais: { tipoPessoa: s.tipoPessoa, nomeCompleto: s.nomeCompleto },
    usuario: { id: owner.id, fullName: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
    certidoes: certs.map((c) => toApiCertidao(c, pdfsByCert.get(c.id) ?? [])),
  };
}
