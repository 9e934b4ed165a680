/** Reading a portfolio: one party with its certificates and timeline, the filtered list and the summary cards. */
import {
  formatCpfCnpj,
  type MonitoramentoEventoTipo,
  notValidOn,
  type ResultadoCertidao,
} from '@certidao/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inOneSnapshot, likePattern, offsetOf } from '../../db/queries.ts';
import { monitoramentoCertidoes, monitoramentoEventos, monitoramentos, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { fullName, page } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import {
  inCatalogueOrder,
  MONITORAMENTO_NOT_FOUND,
  type PartyRow,
  type StateRow,
  TIMELINE_LIMIT,
} from './parties.ts';

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
    cliente: { id: owner.id, nome: fullName(owner), email: owner.email },
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
    dataEscritura: row.dataEscritura,
    // The types that will not be valid on the deed's day (expired by then, or never issued): renew them first.
    naoValidasNaEscritura: (row.dataEscritura
      ? notValidOn(row.dataEscritura, row.tiposCertidao, state)
      : []) as never[],
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
  };
}

export async function hydrate(db: DbOrTx, rows: PartyRow[]) {
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
/** How long a change of result stays news (the 'alterados' filter and the export's status). */
export const CHANGED_WINDOW_DAYS = 30;

/** The list's filters as one condition (the caller's own portfolio unless staff); the export honours them too. */
export function partyCondition(user: UserRow, q: PartyQuery, now: Date): SQL | undefined {
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
  return where.length ? and(...where) : undefined;
}

export async function listParties(ctx: AppContext, user: UserRow, q: PartyQuery) {
  const pageNumber = q.pagina ?? 1;
  const limit = q.limite ?? 10;
  const cond = partyCondition(user, q, ctx.clock.now());
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
