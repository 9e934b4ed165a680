import { CERTIFICATE_CODES, type Uf } from '@certidao/domain';
import type { certidoes, jobs, pdfs, solicitacoes, users } from '../../db/schema.ts';
import { userRef } from '../../http/serializers.ts';
import { EMPTY_LEDGER, type RequestLedger } from '../../services/ledger.ts';

type PdfRow = typeof pdfs.$inferSelect;
type CertRow = typeof certidoes.$inferSelect;
type SolRow = typeof solicitacoes.$inferSelect;
type UserRow = typeof users.$inferSelect;
/** What a certificate's answer shows of its current job. */
export type JobIssuance = Pick<typeof jobs.$inferSelect, 'modo' | 'prazoEm'>;

const CATALOGUE_INDEX = new Map<string, number>(CERTIFICATE_CODES.map((code, i) => [code, i]));
/** A type's place in the catalogue (unknown codes last), for sorting rows by type. */
export const catalogueIndex = (code: string) => CATALOGUE_INDEX.get(code) ?? CERTIFICATE_CODES.length;

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
    resultado: p.resultado,
    emitidoEm: p.emitidoEm.toISOString(),
    validoAte: p.validoAte?.toISOString() ?? null,
    codigoControle: p.protocolo,
  };
}

export type Resultado = PdfRow['resultado'] | 'nao_emitida' | 'indeterminado';

/** The newest PDF of a certificate (a retry after a failure, or a renewal, adds one). */
export function newestPdf(certPdfs: PdfRow[]): PdfRow | undefined {
  let newest: PdfRow | undefined;
  for (const p of certPdfs) if (!newest || p.emitidoEm > newest.emitidoEm) newest = p;
  return newest;
}

/** What a certificate found: its newest PDF's result, 'nao_emitida' when it failed for good, else null. */
function resultOf(
  c: Pick<CertRow, 'status' | 'podeTentarNovamente'>,
  newest: NewestFacts | undefined,
): Resultado | null {
  if (newest) return newest.resultado;
  return c.status === 'falhou' && !c.podeTentarNovamente ? 'nao_emitida' : null;
}

const DADOS_KEYS = [
  'nome',
  'cpf',
  'cnpj',
  'rg',
  'inscricaoImovel',
  'registroImobiliario',
  'nomeMae',
  'matricula',
  'dataNascimento',
] as const;

/** What a certificate's answers need of its newest PDF. */
export type NewestFacts = Pick<PdfRow, 'resultado' | 'validoAte'>;

/** The certificate's columns its answers show besides its data (the list reads no more than these). */
export type CertFactsRow = Pick<
  CertRow,
  'id' | 'tipoCertidao' | 'status' | 'erro' | 'podeTentarNovamente' | 'jobId' | 'precoCentavos'
>;

/**
 * What every answer of a certificate shows, whole or in the list: its state, how it is issued (`job`, its current
 * job; an automatic one when unknown), whether its charge was returned (`devolvido`, from the ledger) and what its
 * newest PDF found.
 */
export function certFacts(
  c: CertFactsRow,
  newest: NewestFacts | undefined,
  job?: JobIssuance,
  devolvido = false,
) {
  const emissao = job?.modo ?? 'automatica';
  return {
    id: c.id,
    tipoCertidao: c.tipoCertidao,
    precoCentavos: c.precoCentavos,
    devolvido,
    emissao,
    prazoEm: emissao === 'assistida' ? (job?.prazoEm?.toISOString() ?? null) : null,
    jobId: c.jobId,
    status: c.status,
    erro: c.erro,
    podeTentarNovamente: c.status === 'falhou' && c.podeTentarNovamente,
    resultado: resultOf(c, newest),
    validoAte: newest?.validoAte?.toISOString() ?? null,
  };
}

type CertFacts = ReturnType<typeof certFacts>;

/** A certificate as answered: its facts with its PDFs and its data. */
export function toApiCertidao(c: CertRow, certPdfs: PdfRow[], job?: JobIssuance, devolvido = false) {
  const dados = Object.fromEntries(DADOS_KEYS.map((k) => [k, c.dadosCertidao[k] ?? null])) as Record<
    (typeof DADOS_KEYS)[number],
    string | null
  >;
  return {
    ...certFacts(c, newestPdf(certPdfs), job, devolvido),
    pdfs: certPdfs.map(toApiPdf),
    dadosCertidao: dados,
  };
}

/**
 * The request's results at a glance (contract: ResumoSolicitacao), from its certificates as answered; nothing in
 * it depends on today's date.
 */
function summaryOf(certs: ReadonlyArray<Pick<CertFacts, 'resultado' | 'validoAte'>>) {
  const count = {
    negativa: 0,
    positiva: 0,
    positiva_com_efeitos_de_negativa: 0,
    nao_emitida: 0,
    indeterminado: 0,
  };
  let first: string | null = null;
  for (const c of certs) {
    if (c.resultado) count[c.resultado]++;
    // ISO instants of one format compare as text.
    if (c.validoAte && (first === null || c.validoAte < first)) first = c.validoAte;
  }
  return {
    total: certs.length,
    negativas: count.negativa,
    positivas: count.positiva,
    positivasComEfeitosDeNegativa: count.positiva_com_efeitos_de_negativa,
    naoEmitidas: count.nao_emitida,
    indeterminadas: count.indeterminado,
    primeiroVencimento: first,
  };
}

/** processando > pendente > falhou > concluido > cancelado (contract: CertidaoStatus). */
export function aggregateStatus(statuses: CertStatus[]): CertStatus {
  for (const s of ['processando', 'pendente', 'falhou', 'concluido'] as const)
    if (statuses.includes(s)) return s;
  return 'cancelado';
}

/** A one-off order's payment as its request shows it (contract: PagamentoDaSolicitacao). */
export interface OrderPayment {
  id: string;
  status: 'CONFIRMADO' | 'PENDENTE' | 'RECUSADO' | 'CANCELADO' | 'REEMBOLSADO';
  metodoPagamento: 'PIX' | 'BOLETO' | 'CARTAO_CREDITO' | 'CARTAO_DEBITO';
  valor: number;
  dueDate: string | null;
}

/** A cost centre as a request shows it (contract: CentroCustoRef). */
export interface CentroCustoRef {
  id: string;
  codigo: string;
  nome: string;
}

/** A stored place as the contract's LocalInfo (null without a UF). */
function placeOf(uf: string | null, cidade: string | null) {
  return uf ? { uf: uf as Uf, cidade } : null;
}

/**
 * The observation of every request monitoring makes for a party (set only then, never edited). A request a
 * customer made and later monitored ('Monitorar esta parte') names the party too, but is not a renewal.
 */
export const RENEWAL_OBSERVATION = 'Renovação automática (Monitoramento)';

/** The owner's columns a request shows. */
export type OwnerRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/**
 * A request as answered, with its certificates as the caller built them (whole, or the list's facts): every
 * field of the request itself comes from here, so the list and the whole request cannot disagree.
 */
export function requestOf<C extends CertFacts>(
  s: SolRow,
  owner: OwnerRow,
  certidoes: C[],
  centroCusto: CentroCustoRef | null = null,
  ledger: RequestLedger = EMPTY_LEDGER,
  pagamento: OrderPayment | null = null,
) {
  return {
    id: s.id,
    avulsa: s.oneOff,
    // A renewal made by monitoring: the web tells it apart from a request made by hand.
    origem:
      s.monitoramentoId && s.observacao === RENEWAL_OBSERVATION
        ? ('monitoramento' as const)
        : ('manual' as const),
    monitoramentoId: s.monitoramentoId,
    pagamento,
    criadoEm: s.criadoEm.toISOString(),
    local: placeOf(s.uf, s.cidade),
    imovel: placeOf(s.imovelUf, s.imovelCidade),
    finalidade: s.finalidade,
    empresaId: s.empresaId,
    kit: s.kitId ? { id: s.kitId, nome: s.kitNome ?? '' } : null,
    centroCusto,
    // What was charged and returned, from the ledger (services/ledger.ts).
    cobrado: ledger.cobradoCentavos / 100,
    devolvido: ledger.devolvidoCentavos / 100,
    custo: (ledger.cobradoCentavos - ledger.devolvidoCentavos) / 100,
    resumo: summaryOf(certidoes),
    observacao: s.observacao,
    referencia: s.referencia,
    status: aggregateStatus(certidoes.map((c) => c.status)),
    dadosGerais: { tipoPessoa: s.tipoPessoa, nomeCompleto: s.nomeCompleto, documento: s.documento || null },
    usuario: userRef(owner),
    certidoes,
  };
}

export function toApiSolicitacao(
  s: SolRow,
  owner: OwnerRow,
  certs: CertRow[],
  pdfsByCert: Map<string, PdfRow[]>,
  centroCusto: CentroCustoRef | null = null,
  jobById: ReadonlyMap<string, JobIssuance> = new Map(),
  ledger: RequestLedger = EMPTY_LEDGER,
  pagamento: OrderPayment | null = null,
) {
  const certidoes = certs.map((c) =>
    toApiCertidao(
      c,
      pdfsByCert.get(c.id) ?? [],
      c.jobId ? jobById.get(c.jobId) : undefined,
      ledger.devolvidas.has(c.id),
    ),
  );
  return requestOf(s, owner, certidoes, centroCusto, ledger, pagamento);
}

export type ApiSolicitacao = ReturnType<typeof toApiSolicitacao>;

/**
 * A certificate as the list shows it (contract: CertidaoNaLista): fields at their usual value are left out, so a
 * page of 20 requests of 10 certificates stays far under 64 KB.
 */
function toListCertidao(c: CertFacts) {
  const open = c.status === 'pendente' || c.status === 'processando';
  return {
    id: c.id,
    tipoCertidao: c.tipoCertidao,
    status: c.status,
    resultado: c.resultado,
    validoAte: c.validoAte,
    ...(open && { jobId: c.jobId }),
    ...(c.erro !== null && { erro: c.erro }),
    ...(c.podeTentarNovamente && { podeTentarNovamente: true }),
    ...(c.emissao === 'assistida' && { emissao: c.emissao, prazoEm: c.prazoEm }),
  };
}

/** A request as the list shows it (contract: SolicitacaoNaLista): its certificates' counts and states. */
export function toListItem<T extends { certidoes: CertFacts[] }>(s: T) {
  return { ...withCounts(s), certidoes: s.certidoes.map(toListCertidao) };
}

/** The whole request with the list's counts (`incluir=certidoes`): still a SolicitacaoNaLista. */
export function withCounts<T extends { certidoes: Pick<CertFacts, 'status'>[] }>(s: T) {
  const contagem = { total: 0, pendentes: 0, processando: 0, concluidas: 0, falhas: 0, canceladas: 0 };
  const key = {
    pendente: 'pendentes',
    processando: 'processando',
    concluido: 'concluidas',
    falhou: 'falhas',
    cancelado: 'canceladas',
  } as const;
  for (const c of s.certidoes) {
    contagem.total++;
    contagem[key[c.status]]++;
  }
  return { ...s, contagem };
}
