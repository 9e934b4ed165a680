/**
 * A monitored party: its validation, its timeline, the validity of its certificates and the renewal
 * request it makes; the other monitoring files build on these.
 */
import {
  DEFAULT_LEAD_DAYS,
  EVENTO_MONITORAMENTO_LABELS,
  getCertificateType,
  INVALID_DOCUMENT,
  type MonitoramentoEventoTipo,
  type PartyInput,
  type PoliticaMonitoramento,
  partyProblem,
  sortByCatalogue,
  toSaoPauloIsoDate,
  type Uf,
} from '@certidao/domain';
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type monitoramentoCertidoes,
  monitoramentoEventos,
  type monitoramentos,
  pdfs,
  solicitacoes,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { type NewRequest, newestPdf, RENEWAL_OBSERVATION, validateNewRequest } from '../requests/service.ts';

export const MONITORAMENTO_NOT_FOUND = 'Parte monitorada não encontrada.';
export const ALREADY_MONITORED = (nome: string) => `${nome} já está no seu monitoramento (mesmo CPF/CNPJ).`;
/** Timeline entries a party's page shows. */
export const TIMELINE_LIMIT = 200;

export type PartyRow = typeof monitoramentos.$inferSelect;
export type StateRow = typeof monitoramentoCertidoes.$inferSelect;

/** A new party as the API takes it: the fields the shared party rules check, and its renewal settings. */
export interface NovoMonitoramento extends PartyInput {
  tiposCertidao: string[];
  politica?: PoliticaMonitoramento;
  diasAntecedencia?: number;
}

/** A party ready to insert: the request rules applied to its data. */
export interface ValidParty {
  request: NewRequest;
  politica: PoliticaMonitoramento;
  diasAntecedencia: number;
  dataEscritura: string | null;
}

/**
 * Checks a party by the shared party rules (packages/domain's partyRules: the ones the web preview and the CLI
 * run before sending), then shapes it by the rules of a new request (a party is what a renewal will ask for).
 */
export function validateParty(body: NovoMonitoramento): ValidParty {
  // Today by the real calendar, as a new request's birth date is checked.
  const problem = partyProblem(body, toSaoPauloIsoDate());
  if (problem) throw badRequest(problem, problem === INVALID_DOCUMENT ? 'documento_invalido' : undefined);
  const doc = body.tipoPessoa === 'fisica' ? { cpf: body.documento } : { cnpj: body.documento };
  const request = validateNewRequest(
    {
      dadosGerais: { tipoPessoa: body.tipoPessoa, nomeCompleto: body.nomeCompleto },
      certidoes: body.tiposCertidao.map((tipoCertidao) => ({
        tipoCertidao,
        dadosCertidao: {
          ...doc,
          rg: body.rg ?? undefined,
          dataNascimento: body.dataNascimento ?? undefined,
          inscricaoImovel: body.inscricaoImovel ?? undefined,
          nomeMae: body.nomeMae ?? undefined,
          matricula: body.matricula ?? undefined,
          registroImobiliario: body.registroImobiliario ?? undefined,
        },
      })),
    },
    { requireBirthDate: true },
  );
  return {
    request,
    politica: body.politica ?? 'vencimento',
    diasAntecedencia: body.diasAntecedencia ?? DEFAULT_LEAD_DAYS,
    dataEscritura: body.dataEscritura ?? null,
  };
}

/** The request a renewal of this party sends: its data, for the types given. */
export function renewalRequest(
  party: PartyRow,
  tipos: readonly string[],
  renewed?: RenewedFields,
): NewRequest {
  return {
    tipoPessoa: party.tipoPessoa,
    nomeCompleto: party.nomeCompleto,
    documento: party.documento,
    observacao: RENEWAL_OBSERVATION,
    certs: tipos.map((tipoCertidao) => ({
      tipoCertidao: tipoCertidao as NewRequest['certs'][number]['tipoCertidao'],
      dados: { ...party.dados },
    })),
    // Kept only while still usable when the renewal is recorded (companies/requestFields.ts).
    kitId: renewed?.kitId ?? null,
    centroCustoId: renewed?.centroCustoId ?? null,
    // Where the party lives and the property lies are the renewed request's: a by-place kit resolves the same.
    local: renewed?.uf ? { uf: renewed.uf as Uf, cidade: renewed.cidade } : null,
    imovel: renewed?.imovelUf ? { uf: renewed.imovelUf as Uf, cidade: renewed.imovelCidade } : null,
    finalidade: renewed?.finalidade ?? null,
  };
}

/** What a renewal carries over from the request it renews. */
export interface RenewedFields {
  kitId: string | null;
  centroCustoId: string | null;
  uf?: string | null;
  cidade?: string | null;
  imovelUf?: string | null;
  imovelCidade?: string | null;
  finalidade?: string | null;
}

/**
 * The kit and cost centre of the request each party's next renewal renews: its newest request (the one it
 * was created from, or its latest renewal). Parties without one are absent.
 */
export async function renewedRequestFields(db: DbOrTx, partyIds: string[]) {
  const rows = partyIds.length
    ? await db
        .selectDistinctOn([solicitacoes.monitoramentoId], {
          monitoramentoId: solicitacoes.monitoramentoId,
          kitId: solicitacoes.kitId,
          centroCustoId: solicitacoes.centroCustoId,
          uf: solicitacoes.uf,
          cidade: solicitacoes.cidade,
          imovelUf: solicitacoes.imovelUf,
          imovelCidade: solicitacoes.imovelCidade,
          finalidade: solicitacoes.finalidade,
        })
        .from(solicitacoes)
        .where(inArray(solicitacoes.monitoramentoId, partyIds))
        .orderBy(solicitacoes.monitoramentoId, desc(solicitacoes.criadoEm))
    : [];
  return new Map(rows.map((r) => [r.monitoramentoId as string, r]));
}

/** Types as every screen lists them: in the catalogue's order, whatever order they were chosen in. */
export const inCatalogueOrder = (tipos: readonly string[]) => sortByCatalogue(tipos);

// ───────────────────────────── timeline ─────────────────────────────

export interface TimelineEntry {
  tipo: MonitoramentoEventoTipo;
  /** When, by the server's clock (a moved sandbox clock dates the timeline too). */
  at: Date;
  /** One entry per party and key: an event seen twice (two passes, a retried job) is recorded once. */
  chave: string;
  mensagem?: string;
  tipoCertidao?: string | null;
  resultado?: string | null;
  resultadoAnterior?: string | null;
  solicitacaoId?: string | null;
}

/** Adds a timeline entry; answers false when its key was already there (nothing to alert again). */
export async function addTimeline(db: DbOrTx, monitoramentoId: string, e: TimelineEntry): Promise<boolean> {
  const rows = await db
    .insert(monitoramentoEventos)
    .values({
      monitoramentoId,
      tipo: e.tipo,
      mensagem: e.mensagem ?? EVENTO_MONITORAMENTO_LABELS[e.tipo],
      tipoCertidao: e.tipoCertidao ?? null,
      resultado: e.resultado ?? null,
      resultadoAnterior: e.resultadoAnterior ?? null,
      solicitacaoId: e.solicitacaoId ?? null,
      chave: e.chave,
      createdAt: e.at,
    })
    .onConflictDoNothing({ target: [monitoramentoEventos.monitoramentoId, monitoramentoEventos.chave] })
    .returning({ id: monitoramentoEventos.id });
  return rows.length > 0;
}

const DAY_MS = 86_400_000;

/**
 * A certificate's validity for monitoring: the one its PDF states, else its type's `validadeDias` from the
 * issue (an answer that stated none, an operator's upload without one); null for a type without validity.
 */
export function validityOf(pdf: Pick<typeof pdfs.$inferSelect, 'tipoCertidao' | 'emitidoEm' | 'validoAte'>) {
  if (pdf.validoAte) return pdf.validoAte;
  const days = getCertificateType(pdf.tipoCertidao)?.validadeDias;
  return days ? new Date(pdf.emitidoEm.getTime() + days * DAY_MS) : null;
}

/**
 * The newest PDF of each certificate (its result, issue and validity), by the requests' own rule; the
 * validity completed from the catalogue when the PDF states none (validityOf).
 */
export async function newestPdfs(db: DbOrTx, certIds: string[]) {
  const byCert = new Map<string, typeof pdfs.$inferSelect>();
  if (!certIds.length) return byCert;
  const rows = await db.select().from(pdfs).where(inArray(pdfs.certidaoId, certIds));
  for (const id of certIds) {
    const newest = newestPdf(rows.filter((p) => p.certidaoId === id));
    if (newest) byCert.set(id, { ...newest, validoAte: validityOf(newest) });
  }
  return byCert;
}

export const typeLabel = (code: string | null | undefined) =>
  (code && getCertificateType(code)?.label) || code || '';
