import {
  DEFAULT_LEAD_DAYS,
  EVENTO_MONITORAMENTO_LABELS,
  formatCpfCnpj,
  getCertificateType,
  type LatestCertificate,
  type MonitoramentoEventoTipo,
  nextRenewal,
  type PoliticaMonitoramento,
  type ResultadoCertidao,
  sortByCatalogue,
  type Uf,
} from '@certidao/domain';
import { and, desc, eq, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inOneSnapshot, likePattern, offsetOf, rowsOf } from '../../db/queries.ts';
import {
  certidoes,
  monitoramentoCertidoes,
  monitoramentoEventos,
  monitoramentos,
  notificacoes,
  pdfs,
  solicitacoes,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { page } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { getOwned, type NewRequest, newestPdf, validateNewRequest } from '../requests/service.ts';

export const MONITORAMENTO_NOT_FOUND = 'Parte monitorada não encontrada.';
export const ALREADY_MONITORED = (nome: string) => `${nome} já está no seu monitoramento (mesmo CPF/CNPJ).`;
/** Timeline entries a party's page shows. */
const TIMELINE_LIMIT = 200;

type PartyRow = typeof monitoramentos.$inferSelect;
type StateRow = typeof monitoramentoCertidoes.$inferSelect;

export interface NovoMonitoramento {
  tipoPessoa: 'fisica' | 'juridica';
  nomeCompleto: string;
  documento: string;
  rg?: string | null;
  dataNascimento?: string | null;
  inscricaoImovel?: string | null;
  nomeMae?: string | null;
  matricula?: string | null;
  registroImobiliario?: string | null;
  tiposCertidao: string[];
  politica?: PoliticaMonitoramento;
  diasAntecedencia?: number;
}

/** A party ready to insert: the request rules applied to its data. */
export interface ValidParty {
  request: NewRequest;
  politica: PoliticaMonitoramento;
  diasAntecedencia: number;
}

/**
 * Checks a party by the rules of a new request (name, CPF/CNPJ with check digits, birth date, types that apply
 * to this kind of person, each once): a party is what a renewal will ask for.
 */
export function validateParty(body: NovoMonitoramento): ValidParty {
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
  if (!request.certs.length) throw badRequest('Escolha pelo menos um tipo de certidão para monitorar.');
  return {
    request,
    politica: body.politica ?? 'vencimento',
    diasAntecedencia: body.diasAntecedencia ?? DEFAULT_LEAD_DAYS,
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
    observacao: 'Renovação automática (Monitoramento)',
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
const inCatalogueOrder = (tipos: readonly string[]) => sortByCatalogue(tipos);

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

// ───────────────────────────── create ─────────────────────────────

async function insertParty(
  tx: DbOrTx,
  user: UserRow,
  party: ValidParty,
  now: Date,
  seed?: { state: LatestCertificate[]; solicitacaoId: string; running: boolean },
): Promise<PartyRow> {
  const { request } = party;
  const tipos = inCatalogueOrder(request.certs.map((c) => c.tipoCertidao));
  const dados = { ...(request.certs[0]?.dados ?? {}) };
  const base = { politica: party.politica, diasAntecedencia: party.diasAntecedencia, tiposCertidao: tipos };
  const [row] = await tx
    .insert(monitoramentos)
    .values({
      userId: user.id,
      tipoPessoa: request.tipoPessoa,
      nomeCompleto: request.nomeCompleto,
      documento: request.documento,
      dados,
      tiposCertidao: tipos,
      politica: party.politica,
      diasAntecedencia: party.diasAntecedencia,
      // A request still running counts as the first renewal: its results arrive through the pass.
      renovacaoSolicitacaoId: seed?.running ? seed.solicitacaoId : null,
      proximaRenovacaoEm: seed?.running ? null : nextRenewal(base, seed?.state ?? [], now),
    })
    .onConflictDoNothing({ target: [monitoramentos.userId, monitoramentos.documento] })
    .returning();
  if (!row) throw conflict(ALREADY_MONITORED(request.nomeCompleto));
  await tx.insert(monitoramentoCertidoes).values(
    tipos.map((tipoCertidao) => {
      const s = seed?.state.find((l) => l.tipoCertidao === tipoCertidao);
      const full = s as (LatestCertificate & Partial<StateRow>) | undefined;
      return {
        monitoramentoId: row.id,
        tipoCertidao,
        resultado: full?.resultado ?? null,
        emitidoEm: s?.emitidoEm ?? null,
        validoAte: s?.validoAte ?? null,
        certidaoId: full?.certidaoId ?? null,
        solicitacaoId: full?.solicitacaoId ?? null,
      };
    }),
  );
  await addTimeline(tx, row.id, {
    at: now,
    tipo: 'inclusao',
    chave: 'inclusao',
    mensagem: `Incluída no monitoramento com ${tipos.length} ${tipos.length === 1 ? 'tipo de certidão' : 'tipos de certidão'}.`,
    solicitacaoId: seed?.solicitacaoId ?? null,
  });
  return row;
}

export async function createParty(ctx: AppContext, user: UserRow, body: NovoMonitoramento) {
  const party = validateParty(body);
  const row = await ctx.db.transaction((tx) => insertParty(tx, user, party, ctx.clock.now()));
  ctx.monitoring?.wake();
  return getParty(ctx, user, row.id);
}

/**
 * Adds many parties, all or nothing: every row is checked first (the request rules, a CPF/CNPJ repeated in the
 * file or already monitored) and a refusal names each bad row by its position.
 */
export async function importParties(ctx: AppContext, user: UserRow, rows: NovoMonitoramento[]) {
  const erros: Array<{ indice: number; mensagem: string }> = [];
  const valid: ValidParty[] = [];
  const seen = new Map<string, number>();
  rows.forEach((body, indice) => {
    try {
      const party = validateParty(body);
      const first = seen.get(party.request.documento);
      if (first !== undefined) {
        erros.push({ indice, mensagem: `CPF/CNPJ repetido no arquivo (já na linha de índice ${first}).` });
        return;
      }
      seen.set(party.request.documento, indice);
      valid.push(party);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      erros.push({ indice, mensagem: error.message });
    }
  });
  const docs = [...seen.keys()];
  if (docs.length) {
    const taken = await ctx.db
      .select({ documento: monitoramentos.documento })
      .from(monitoramentos)
      .where(and(eq(monitoramentos.userId, user.id), inArray(monitoramentos.documento, docs)));
    for (const t of taken) {
      const indice = seen.get(t.documento) as number;
      erros.push({ indice, mensagem: 'Esta parte já está no seu monitoramento (mesmo CPF/CNPJ).' });
    }
  }
  if (erros.length) {
    erros.sort((a, b) => a.indice - b.indice);
    throw new HttpError(
      422,
      `${erros.length} ${erros.length === 1 ? 'linha recusada' : 'linhas recusadas'}; nada foi importado. Corrija e envie de novo.`,
      { erros },
    );
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const party of valid) await insertParty(tx, user, party, now);
  });
  ctx.monitoring?.wake();
  return { criados: valid.length };
}

/** Monitors the party of a request, its issued certificates counting as the latest ones. */
/**
 * One party's data from a request's certificates: each field from the first certificate that has it, so the
 * inputs only some types ask (mother's name, the property's registration and registry office, its IPTU
 * number) are all kept for the renewals.
 */
function mergedInputs(all: ReadonlyArray<Record<string, string | null>>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const dados of all)
    for (const [key, value] of Object.entries(dados)) if (out[key] == null) out[key] = value ?? null;
  return out;
}

export async function monitorRequest(
  ctx: AppContext,
  user: UserRow,
  solicitacaoId: string,
  body: { politica?: PoliticaMonitoramento; diasAntecedencia?: number },
) {
  const row = await ctx.db.transaction(async (tx) => {
    const sol = await getOwned(tx, user, solicitacaoId, true);
    const certs = await tx.select().from(certidoes).where(eq(certidoes.solicitacaoId, sol.id));
    const latestPdfs = await newestPdfs(
      tx,
      certs.map((c) => c.id),
    );
    const state = certs.flatMap((c) => {
      const pdf = latestPdfs.get(c.id);
      return pdf
        ? [
            {
              tipoCertidao: c.tipoCertidao,
              emitidoEm: pdf.emitidoEm,
              validoAte: pdf.validoAte,
              resultado: pdf.resultado,
              certidaoId: c.id,
              solicitacaoId: sol.id,
            },
          ]
        : [];
    });
    const dados = mergedInputs(certs.map((c) => c.dadosCertidao));
    const party: ValidParty = {
      request: {
        tipoPessoa: sol.tipoPessoa,
        nomeCompleto: sol.nomeCompleto,
        documento: sol.documento,
        observacao: null,
        certs: certs.map((c) => ({
          tipoCertidao: c.tipoCertidao as NewRequest['certs'][number]['tipoCertidao'],
          dados,
        })),
      },
      politica: body.politica ?? 'vencimento',
      diasAntecedencia: body.diasAntecedencia ?? DEFAULT_LEAD_DAYS,
    };
    const running = certs.some((c) => c.status === 'pendente' || c.status === 'processando');
    // Staff monitor a customer's request on the customer's behalf, into the owner's portfolio. A customer who
    // sees another member's request (a gestor, or every member when the company allows it) monitors it in
    // their own portfolio: monitoring is personal, and the caller must reach what they just created.
    const [owner] = isStaff(user) ? await tx.select().from(users).where(eq(users.id, sol.userId)) : [user];
    const created = await insertParty(tx, owner as UserRow, party, ctx.clock.now(), {
      state,
      solicitacaoId: sol.id,
      running,
    });
    await tx.update(solicitacoes).set({ monitoramentoId: created.id }).where(eq(solicitacoes.id, sol.id));
    return created;
  });
  ctx.monitoring?.wake();
  return getParty(ctx, user, row.id);
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

// ───────────────────────────── read ─────────────────────────────

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A change of result as the party shows it: which type, from what to what. */
interface Change {
  tipoCertidao: string;
  resultadoAnterior: ResultadoCertidao | null;
  resultado: ResultadoCertidao | null;
}

function toApi(
  row: PartyRow,
  owner: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
  state: StateRow[],
  changes: Change[] = [],
) {
  return {
    id: row.id,
    cliente: { id: owner.id, nome: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
    tipoPessoa: row.tipoPessoa,
    nomeCompleto: row.nomeCompleto,
    documento: formatCpfCnpj(row.documento),
    tiposCertidao: row.tiposCertidao as never,
    politica: row.politica,
    diasAntecedencia: row.diasAntecedencia,
    status: row.status,
    proximaRenovacaoEm: iso(row.proximaRenovacaoEm),
    renovacaoSolicitacaoId: row.renovacaoSolicitacaoId,
    ultimaAlteracaoEm: iso(row.ultimaAlteracaoEm),
    // What the last change of result was: every type that changed then, old → new.
    ultimaAlteracao: row.ultimaAlteracaoEm
      ? {
          em: row.ultimaAlteracaoEm.toISOString(),
          mudancas: inCatalogueOrder(changes.map((c) => c.tipoCertidao)).map((tipo) => {
            const c = changes.find((x) => x.tipoCertidao === tipo) as Change;
            return {
              tipoCertidao: tipo as never,
              resultadoAnterior: c.resultadoAnterior,
              resultado: c.resultado,
            };
          }),
        }
      : null,
    // A due renewal waiting for quota (tried again by every pass and whenever quota arrives).
    bloqueio:
      row.bloqueadoEm && row.status === 'ativo'
        ? { desde: row.bloqueadoEm.toISOString(), motivo: row.bloqueioMotivo ?? '' }
        : null,
    certidoes: row.tiposCertidao.map((tipo) => {
      const s = state.find((x) => x.tipoCertidao === tipo);
      return {
        tipoCertidao: tipo as never,
        resultado: (s?.resultado ?? null) as ResultadoCertidao | null,
        emitidoEm: iso(s?.emitidoEm ?? null),
        validoAte: iso(s?.validoAte ?? null),
        certidaoId: s?.certidaoId ?? null,
        solicitacaoId: s?.solicitacaoId ?? null,
      };
    }),
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
  };
}

async function hydrate(db: DbOrTx, rows: PartyRow[]) {
  if (!rows.length) return [];
  // One after the other: read in one transaction (inOneSnapshot), whose one connection runs them in turn anyway.
  const owners = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const states = await db
    .select()
    .from(monitoramentoCertidoes)
    .where(
      inArray(
        monitoramentoCertidoes.monitoramentoId,
        rows.map((r) => r.id),
      ),
    );
  const changed = rows.filter((r) => r.ultimaAlteracaoEm);
  const changes = changed.length
    ? await db
        .select({
          monitoramentoId: monitoramentoEventos.monitoramentoId,
          tipoCertidao: monitoramentoEventos.tipoCertidao,
          resultado: monitoramentoEventos.resultado,
          resultadoAnterior: monitoramentoEventos.resultadoAnterior,
          createdAt: monitoramentoEventos.createdAt,
        })
        .from(monitoramentoEventos)
        .where(
          and(
            eq(monitoramentoEventos.tipo, 'resultado_alterado'),
            inArray(
              monitoramentoEventos.monitoramentoId,
              changed.map((r) => r.id),
            ),
            // Only the last change's entries (one per type that changed then), not the whole history.
            sql`${monitoramentoEventos.createdAt} = (select m.ultima_alteracao_em from monitoramentos m where m.id = ${monitoramentoEventos.monitoramentoId})`,
          ),
        )
    : [];
  return rows.map((r) =>
    toApi(
      r,
      owners.find((o) => o.id === r.userId) as (typeof owners)[number],
      states.filter((s) => s.monitoramentoId === r.id),
      changes
        .filter((c) => c.monitoramentoId === r.id && c.createdAt.getTime() === r.ultimaAlteracaoEm?.getTime())
        .map((c) => ({
          tipoCertidao: c.tipoCertidao ?? '',
          resultado: c.resultado as ResultadoCertidao | null,
          resultadoAnterior: c.resultadoAnterior as ResultadoCertidao | null,
        })),
    ),
  );
}

/** The party if the user may see it: staff see every portfolio, a customer their own (else 404). */
export async function getVisible(db: DbOrTx, user: UserRow, id: string, lock = false): Promise<PartyRow> {
  const q = db.select().from(monitoramentos).where(eq(monitoramentos.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || (!isStaff(user) && row.userId !== user.id)) throw notFound(MONITORAMENTO_NOT_FOUND);
  return row;
}

export function getParty(ctx: AppContext, user: UserRow, id: string) {
  return inOneSnapshot(ctx.db, async (tx) => {
    const row = await getVisible(tx, user, id);
    const [api] = await hydrate(tx, [row]);
    return api as NonNullable<typeof api>;
  });
}

export async function getPartyWithTimeline(ctx: AppContext, user: UserRow, id: string) {
  const party = await getParty(ctx, user, id);
  const eventos = await ctx.db
    .select()
    .from(monitoramentoEventos)
    .where(eq(monitoramentoEventos.monitoramentoId, id))
    .orderBy(desc(monitoramentoEventos.createdAt), desc(monitoramentoEventos.id))
    .limit(TIMELINE_LIMIT);
  return {
    ...party,
    eventos: eventos.map((e) => ({
      id: e.id,
      tipo: e.tipo as MonitoramentoEventoTipo,
      mensagem: e.mensagem,
      tipoCertidao: e.tipoCertidao as never,
      resultado: e.resultado as ResultadoCertidao | null,
      resultadoAnterior: e.resultadoAnterior as ResultadoCertidao | null,
      solicitacaoId: e.solicitacaoId,
      criadoEm: e.createdAt.toISOString(),
    })),
  };
}

export interface PartyQuery {
  pagina?: number;
  limite?: number;
  busca?: string;
  status?: 'ativo' | 'pausado';
  resultado?: ResultadoCertidao;
  vencendoEmDias?: number;
  alterados?: boolean;
  vencidas?: boolean;
  bloqueadas?: boolean;
  comPositivas?: boolean;
}

const CHANGED_WINDOW = sql`interval '30 days'`;

export async function listParties(ctx: AppContext, user: UserRow, q: PartyQuery) {
  const pageNumber = q.pagina ?? 1;
  const limit = q.limite ?? 10;
  const now = ctx.clock.now();
  const where: SQL[] = [];
  if (!isStaff(user)) where.push(eq(monitoramentos.userId, user.id));
  if (q.status) where.push(eq(monitoramentos.status, q.status));
  const pattern = likePattern(q.busca);
  if (pattern) {
    const digits = q.busca?.replace(/\D/g, '') ?? '';
    where.push(
      digits.length >= 3
        ? sql`(${monitoramentos.nomeCompleto} ilike ${pattern} or ${monitoramentos.documento} like ${`%${digits}%`})`
        : sql`${monitoramentos.nomeCompleto} ilike ${pattern}`,
    );
  }
  if (q.resultado)
    where.push(
      sql`exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id} and mc.resultado = ${q.resultado})`,
    );
  if (q.vencendoEmDias !== undefined)
    where.push(PARTY_FILTERS.vencendo(now, new Date(now.getTime() + q.vencendoEmDias * 86_400_000)));
  if (q.alterados) where.push(PARTY_FILTERS.alterados(now));
  // The summary's cards count exactly what these filters list (PARTY_FILTERS).
  if (q.vencidas) where.push(PARTY_FILTERS.vencidas(now));
  if (q.bloqueadas) where.push(PARTY_FILTERS.bloqueadas);
  if (q.comPositivas) where.push(PARTY_FILTERS.comPositivas);
  const cond = where.length ? and(...where) : undefined;
  return inOneSnapshot(ctx.db, async (tx) => {
    const rows = await tx
      .select()
      .from(monitoramentos)
      .where(cond)
      .orderBy(desc(monitoramentos.createdAt), desc(monitoramentos.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit));
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(monitoramentos).where(cond);
    return page(await hydrate(tx, rows), count?.n ?? 0, pageNumber, limit);
  });
}

/** The conditions of the list's filters the summary counts too, on `monitoramentos` as `m` or by name. */
const PARTY_FILTERS = {
  vencendo: (now: Date, until: Date) =>
    sql`exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id} and mc.valido_ate >= ${now} and mc.valido_ate <= ${until})`,
  vencidas: (now: Date) =>
    sql`exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id} and mc.valido_ate < ${now})`,
  bloqueadas: sql`(${monitoramentos.status} = 'ativo' and ${monitoramentos.bloqueadoEm} is not null)`,
  comPositivas: sql`exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id} and mc.resultado in ('positiva', 'positiva_com_efeitos_de_negativa'))`,
  alterados: (now: Date) =>
    sql`${monitoramentos.ultimaAlteracaoEm} >= ${now}::timestamptz - ${CHANGED_WINDOW}`,
};

/**
 * The dashboards' counts, each a number of parties equal to what its card's filtered list shows: the caller's
 * portfolio, or every portfolio for staff.
 */
export async function summary(ctx: AppContext, user: UserRow) {
  const now = ctx.clock.now();
  const in7 = new Date(now.getTime() + 7 * 86_400_000);
  const owner = isStaff(user) ? sql`true` : eq(monitoramentos.userId, user.id);
  const count = (cond: SQL) => sql<number>`count(*) filter (where ${cond})::int`;
  const [counts] = await ctx.db
    .select({
      partes: sql<number>`count(*)::int`,
      ativas: count(eq(monitoramentos.status, 'ativo')),
      pausadas: count(eq(monitoramentos.status, 'pausado')),
      vencendoEm7Dias: count(PARTY_FILTERS.vencendo(now, in7)),
      vencidas: count(PARTY_FILTERS.vencidas(now)),
      resultadosAlterados: count(PARTY_FILTERS.alterados(now)),
      comPositivas: count(PARTY_FILTERS.comPositivas),
      bloqueadas: count(PARTY_FILTERS.bloqueadas),
    })
    .from(monitoramentos)
    .where(owner);
  // A select of counts always answers one row.
  return counts as NonNullable<typeof counts>;
}

// ───────────────────────────── change ─────────────────────────────

export interface PartyUpdate {
  status?: 'ativo' | 'pausado';
  politica?: PoliticaMonitoramento;
  diasAntecedencia?: number;
  tiposCertidao?: string[];
}

export async function updateParty(ctx: AppContext, user: UserRow, id: string, body: PartyUpdate) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await getVisible(tx, user, id, true);
    let tipos = row.tiposCertidao;
    if (body.tiposCertidao) {
      // The same rules as a request: each type once and applicable to this kind of person.
      validateNewRequest(
        {
          dadosGerais: { tipoPessoa: row.tipoPessoa, nomeCompleto: row.nomeCompleto },
          certidoes: body.tiposCertidao.map((tipoCertidao) => ({
            tipoCertidao,
            dadosCertidao: { ...row.dados } as Record<string, string>,
          })),
        },
        { requireBirthDate: false },
      );
      tipos = inCatalogueOrder(body.tiposCertidao);
      // A type no longer kept leaves the portfolio's results, expiries and alerts.
      await tx
        .delete(monitoramentoCertidoes)
        .where(
          and(
            eq(monitoramentoCertidoes.monitoramentoId, row.id),
            notInArray(monitoramentoCertidoes.tipoCertidao, tipos),
          ),
        );
      await tx
        .insert(monitoramentoCertidoes)
        .values(tipos.map((tipoCertidao) => ({ monitoramentoId: row.id, tipoCertidao })))
        .onConflictDoNothing();
    }
    const status = body.status ?? row.status;
    const next = {
      politica: body.politica ?? row.politica,
      diasAntecedencia: body.diasAntecedencia ?? row.diasAntecedencia,
      tiposCertidao: tipos,
    };
    const state = await tx
      .select()
      .from(monitoramentoCertidoes)
      .where(eq(monitoramentoCertidoes.monitoramentoId, row.id));
    await tx
      .update(monitoramentos)
      .set({
        ...next,
        status,
        proximaRenovacaoEm:
          status === 'pausado' || row.renovacaoSolicitacaoId ? null : nextRenewal(next, state, now),
        // Paused, it waits for nothing; resumed, the next pass finds out again.
        ...(status === 'pausado' ? { bloqueadoEm: null, bloqueioMotivo: null } : {}),
        updatedAt: now,
      })
      .where(eq(monitoramentos.id, row.id));
    if (status !== row.status)
      await addTimeline(tx, row.id, {
        at: now,
        tipo: status === 'pausado' ? 'pausado' : 'retomado',
        chave: `${status}:${now.toISOString()}`,
      });
  });
  ctx.monitoring?.wake();
  return getParty(ctx, user, id);
}

export async function removeParty(ctx: AppContext, user: UserRow, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await getVisible(tx, user, id, true);
    await tx.delete(monitoramentos).where(eq(monitoramentos.id, row.id));
  });
  return { message: 'Parte removida do monitoramento. Suas solicitações e certidões continuam disponíveis.' };
}

export const typeLabel = (code: string | null | undefined) =>
  (code && getCertificateType(code)?.label) || code || '';

// ───────────────────────────── a member leaving a company ─────────────────────────────

/** What a removal did to the member's portfolio (audited with it). */
export interface PortfolioHandOver {
  titularId: string;
  /** Each party that gave something to the holder: its id, the holder's party that received it, and how. */
  partes: Array<{ de: string; para: string; modo: 'transferida' | 'mesclada' | 'parcial' }>;
}

interface HandOverInput {
  member: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  empresaId: string;
  titularId: string;
  /** When the member joined: what they added to the portfolio from then on is the company's work. */
  memberSince: Date;
  now: Date;
}

/** Rows changed per statement when a whole portfolio changes hands. */
const CHUNK = 1000;

/** A request (given as a column or expression) that belongs to the company. */
const companyRequest = (empresaId: string, requestId: SQL) =>
  sql`exists (select 1 from solicitacoes s where s.id = ${requestId} and s.empresa_id = ${empresaId})`;

/**
 * Hands the company's part of a leaving member's portfolio to the company's holder, inside the removal's
 * transaction. A party added while a member is the company's work and moves whole (its id, timeline, results,
 * schedule and a renewal in flight), merged into the holder's party of the same CPF/CNPJ when there is one. A
 * party monitored before joining stays the member's without what the company's requests brought into it (their
 * results, timeline entries and a renewal in flight), which goes to the holder's party of that CPF/CNPJ, a new
 * paused one when the holder has none. The member's notifications about what moved are deleted: they carry the
 * company's results.
 */
export async function handOverCompanyParties(tx: DbOrTx, input: HandOverInput): Promise<PortfolioHandOver> {
  const { member, empresaId, titularId, memberSince, now } = input;
  const result: PortfolioHandOver = { titularId, partes: [] };
  const parties = await tx
    .select()
    .from(monitoramentos)
    .where(eq(monitoramentos.userId, member.id))
    .orderBy(monitoramentos.createdAt)
    .for('update');
  if (!parties.length) return result;
  const holderParties = await tx
    .select()
    .from(monitoramentos)
    .where(
      and(
        eq(monitoramentos.userId, titularId),
        sql`${monitoramentos.documento} in (select m.documento from monitoramentos m where m.user_id = ${member.id})`,
      ),
    )
    .for('update');
  const holderOf = new Map(holderParties.map((p) => [p.documento, p]));
  // Parties from before joining that the company's requests reached (a renewal made while a member).
  const touched = new Set(
    (
      await tx
        .select({ id: monitoramentos.id })
        .from(monitoramentos)
        .where(
          and(
            eq(monitoramentos.userId, member.id),
            lt(monitoramentos.createdAt, memberSince),
            sql`(${companyRequest(empresaId, sql`${monitoramentos.renovacaoSolicitacaoId}`)}
              or exists (select 1 from monitoramento_certidoes mc where mc.monitoramento_id = ${monitoramentos.id}
                         and ${companyRequest(empresaId, sql`mc.solicitacao_id`)})
              or exists (select 1 from monitoramento_eventos e where e.monitoramento_id = ${monitoramentos.id}
                         and ${companyRequest(empresaId, sql`e.solicitacao_id`)}))`,
          ),
        )
    ).map((r) => r.id),
  );
  const name = `${member.firstName} ${member.lastName}`.trim();
  const isWhole = (p: PartyRow) => p.createdAt >= memberSince;

  // The usual case, in bulk: a party of the company's work the holder does not monitor changes hands as it is
  // (its id, timeline, results, schedule and a renewal in flight), and the member's notifications about it go.
  const handed = parties.filter((p) => isWhole(p) && !holderOf.has(p.documento));
  for (let k = 0; k < handed.length; k += CHUNK) {
    const chunk = handed.slice(k, k + CHUNK);
    const ids = chunk.map((p) => p.id);
    await tx
      .update(monitoramentos)
      .set({ userId: titularId, updatedAt: now })
      .where(inArray(monitoramentos.id, ids));
    await tx.delete(notificacoes).where(
      and(
        eq(notificacoes.userId, member.id),
        inArray(
          notificacoes.link,
          ids.map((id) => `/monitoramento/${id}`),
        ),
      ),
    );
    await tx
      .insert(monitoramentoEventos)
      .values(
        ids.map((monitoramentoId) => ({
          monitoramentoId,
          tipo: 'transferencia',
          mensagem: `Veio do monitoramento de ${name}, que saiu da empresa, com o histórico e as renovações programadas.`,
          chave: `transferencia:${now.toISOString()}`,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    for (const id of ids) result.partes.push({ de: id, para: id, modo: 'transferida' });
  }

  // One by one: a party the holder already monitors is merged into theirs, and a party from before joining
  // gives the holder only what the company's requests brought into it.
  for (const party of parties) {
    const whole = isWhole(party);
    if (whole ? !holderOf.has(party.documento) : !touched.has(party.id)) continue;
    await tx.delete(notificacoes).where(
      and(
        eq(notificacoes.userId, member.id),
        eq(notificacoes.link, `/monitoramento/${party.id}`),
        whole
          ? undefined
          : sql`${notificacoes.chave} in (select 'monitoramento:' || e.chave from monitoramento_eventos e
                  where e.monitoramento_id = ${party.id} and ${companyRequest(empresaId, sql`e.solicitacao_id`)})`,
      ),
    );
    const existing = holderOf.get(party.documento);
    const target = existing ?? (await pausedCopy(tx, party, titularId));
    await mergeInto(tx, party, target, whole ? null : empresaId, now);
    await addTimeline(tx, target.id, {
      at: now,
      tipo: 'transferencia',
      chave: `transferencia:${party.id}:${now.toISOString()}`,
      mensagem: whole
        ? `O histórico do monitoramento de ${name}, que saiu da empresa, foi reunido a esta parte.`
        : existing
          ? `Os resultados das solicitações da empresa no monitoramento de ${name}, que saiu da empresa, foram reunidos a esta parte.`
          : `Veio do monitoramento de ${name}, que saiu da empresa, com os resultados das solicitações da empresa. Pausada: retome para renovar.`,
    });
    if (whole) {
      await tx.delete(monitoramentos).where(eq(monitoramentos.id, party.id));
      result.partes.push({ de: party.id, para: target.id, modo: 'mesclada' });
      continue;
    }
    await addTimeline(tx, party.id, {
      at: now,
      tipo: 'transferencia',
      chave: `transferencia:${now.toISOString()}`,
      mensagem: 'Ao sair da empresa, os resultados das solicitações dela ficaram com a empresa.',
    });
    result.partes.push({ de: party.id, para: target.id, modo: 'parcial' });
  }
  return result;
}

/** The holder's new party for what the company's requests brought into a member's own party: paused, no results. */
async function pausedCopy(tx: DbOrTx, party: PartyRow, titularId: string): Promise<PartyRow> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = party;
  const [row] = await tx
    .insert(monitoramentos)
    .values({
      ...fields,
      userId: titularId,
      status: 'pausado',
      proximaRenovacaoEm: null,
      renovacaoSolicitacaoId: null,
      ultimaAlteracaoEm: null,
      bloqueadoEm: null,
      bloqueioMotivo: null,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await tx
    .insert(monitoramentoCertidoes)
    .values(party.tiposCertidao.map((tipoCertidao) => ({ monitoramentoId: row.id, tipoCertidao })));
  return row;
}

/**
 * Moves a party's pieces into another: all of them (`empresaId` null), or only those of the company's requests,
 * which then leave `from`. Per type the newer certificate wins, timeline entries already there are not repeated,
 * and `to` keeps its own renewal in flight (a second one stays a plain request of the company).
 */
async function mergeInto(tx: DbOrTx, from: PartyRow, to: PartyRow, empresaId: string | null, now: Date) {
  const ofCompany = (col: SQL) => (empresaId ? companyRequest(empresaId, col) : sql`true`);
  const moving = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(
      and(
        eq(monitoramentoCertidoes.monitoramentoId, from.id),
        empresaId ? ofCompany(sql`${monitoramentoCertidoes.solicitacaoId}`) : undefined,
      ),
    );
  const current = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(eq(monitoramentoCertidoes.monitoramentoId, to.id));
  for (const r of moving) {
    if (!r.emitidoEm) continue;
    const mine = current.find((c) => c.tipoCertidao === r.tipoCertidao);
    if (mine?.emitidoEm && mine.emitidoEm >= r.emitidoEm) continue;
    const row = { ...r, monitoramentoId: to.id };
    await tx
      .insert(monitoramentoCertidoes)
      .values(row)
      .onConflictDoUpdate({
        target: [monitoramentoCertidoes.monitoramentoId, monitoramentoCertidoes.tipoCertidao],
        set: row,
      });
  }
  const tipos = inCatalogueOrder([
    ...new Set([
      ...to.tiposCertidao,
      ...(empresaId ? moving.map((r) => r.tipoCertidao) : from.tiposCertidao),
    ]),
  ]);
  await tx
    .insert(monitoramentoCertidoes)
    .values(tipos.map((tipoCertidao) => ({ monitoramentoId: to.id, tipoCertidao })))
    .onConflictDoNothing();
  await tx.execute(sql`
    update monitoramento_eventos e set monitoramento_id = ${to.id}
    where e.monitoramento_id = ${from.id} and ${ofCompany(sql`e.solicitacao_id`)}
      and not exists (select 1 from monitoramento_eventos t where t.monitoramento_id = ${to.id} and t.chave = e.chave)`);
  // What was left is already in `to`'s timeline.
  await tx.execute(sql`
    delete from monitoramento_eventos e where e.monitoramento_id = ${from.id} and ${ofCompany(sql`e.solicitacao_id`)}`);
  await tx.execute(sql`
    update solicitacoes s set monitoramento_id = ${to.id}
    where s.monitoramento_id = ${from.id} and ${empresaId ? sql`s.empresa_id = ${empresaId}` : sql`true`}`);
  const running =
    from.renovacaoSolicitacaoId &&
    (!empresaId ||
      rowsOf(
        await tx.execute(
          sql`select 1 from solicitacoes where id = ${from.renovacaoSolicitacaoId} and empresa_id = ${empresaId}`,
        ),
      ).length > 0)
      ? from.renovacaoSolicitacaoId
      : null;
  await reschedule(tx, { ...to, tiposCertidao: tipos }, to.renovacaoSolicitacaoId ?? running, now);
  if (!empresaId) return;
  // `from` stays its member's, without the company's results: those types are as if never issued.
  await tx
    .update(monitoramentoCertidoes)
    .set({ resultado: null, emitidoEm: null, validoAte: null, certidaoId: null, solicitacaoId: null })
    .where(
      and(
        eq(monitoramentoCertidoes.monitoramentoId, from.id),
        ofCompany(sql`${monitoramentoCertidoes.solicitacaoId}`),
      ),
    );
  await reschedule(tx, from, running ? null : from.renovacaoSolicitacaoId, now);
}

/** A party's renewal in flight, next due date and last changed result after its pieces moved. */
async function reschedule(tx: DbOrTx, party: PartyRow, renovacaoSolicitacaoId: string | null, now: Date) {
  const state = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(eq(monitoramentoCertidoes.monitoramentoId, party.id));
  await tx
    .update(monitoramentos)
    .set({
      tiposCertidao: party.tiposCertidao,
      renovacaoSolicitacaoId,
      proximaRenovacaoEm:
        party.status === 'pausado' || renovacaoSolicitacaoId ? null : nextRenewal(party, state, now),
      ultimaAlteracaoEm: sql`(select max(e.created_at) from monitoramento_eventos e
        where e.monitoramento_id = ${party.id} and e.tipo = 'resultado_alterado')`,
      updatedAt: now,
    })
    .where(eq(monitoramentos.id, party.id));
}
