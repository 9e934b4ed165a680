import { addDaysIso, daysBetween, formatDateTime, isValidIsoDate, toSaoPauloIsoDate } from '@certidao/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import { centrosCusto, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { fullName, userRef } from '../../http/serializers.ts';
import { csvDocument } from '../../services/csv.ts';
import type { CompanyScope } from './scope.ts';

const MAX_DAYS = 366;

export interface Period {
  dataInicial: string;
  dataFinal: string;
}

/** Last day of the month of an ISO date. */
const endOfMonth = (iso: string) =>
  addDaysIso(`${addDaysIso(`${iso.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * The report's period (São Paulo days, inclusive): both given, or the missing end from the other's month;
 * neither: the current month. Reversed or longer than 366 days is 400.
 */
export function periodOf(
  q: { dataInicial?: string; dataFinal?: string },
  today = toSaoPauloIsoDate(),
): Period {
  for (const v of [q.dataInicial, q.dataFinal])
    if (v !== undefined && !isValidIsoDate(v)) throw badRequest('Data inválida. Use o formato AAAA-MM-DD.');
  const anchor = q.dataInicial ?? q.dataFinal ?? today;
  const dataInicial = q.dataInicial ?? `${anchor.slice(0, 7)}-01`;
  const dataFinal = q.dataFinal ?? endOfMonth(anchor);
  if (dataInicial > dataFinal) throw badRequest('A data inicial deve ser anterior ou igual à data final.');
  if ((daysBetween(dataInicial, dataFinal) ?? 0) + 1 > MAX_DAYS)
    throw badRequest(`O período do relatório pode ter no máximo ${MAX_DAYS} dias.`);
  return { dataInicial, dataFinal };
}

/** One request of the period as the report counts it. */
export interface ReportRequest {
  id: string;
  criadoEm: Date;
  dia: string;
  userId: string;
  nomeCompleto: string;
  referencia: string | null;
  kitNome: string | null;
  centroCustoId: string | null;
  /** Its charges less its returns (the ledger), whenever they were recorded: the request's `custo`. */
  custoCents: number;
  certidoes: number;
}

interface Totals {
  solicitacoes: number;
  certidoes: number;
  gastoCents: number;
}

const zero = (): Totals => ({ solicitacoes: 0, certidoes: 0, gastoCents: 0 });
const toApiTotals = (t: Totals) => ({
  solicitacoes: t.solicitacoes,
  certidoes: t.certidoes,
  gasto: t.gastoCents / 100,
});

/** The period's bounds in SQL: São Paulo days, inclusive. */
const periodSql = (
  period: Period,
) => sql`s.criado_em >= (${period.dataInicial}::date::timestamp at time zone 'America/Sao_Paulo')
       and s.criado_em < ((${period.dataFinal}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/**
 * The company's requests created in the period, oldest first (the billing statement's lines). A request's
 * spend is the sum of its ledger rows (services/ledger.ts), so a return recorded later lowers the period the
 * request belongs to, and every line equals the request's `custo`.
 */
async function requestsOf(db: DbOrTx, empresaId: string, period: Period): Promise<ReportRequest[]> {
  const result = await db.execute(sql`
    select s.id, s.criado_em, to_char(s.criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
           s.user_id, s.nome_completo, s.referencia, s.kit_nome, s.centro_custo_id,
           (select coalesce(sum(l.valor_centavos), 0) from lancamentos l where l.solicitacao_id = s.id) as custo_cents,
           (select count(*) from certidoes c where c.solicitacao_id = s.id) as certidoes
      from solicitacoes s
     where s.empresa_id = ${empresaId} and ${periodSql(period)}
     order by s.criado_em, s.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: r.id as string,
    criadoEm: new Date(r.criado_em as string | Date),
    dia: r.dia as string,
    userId: r.user_id as string,
    nomeCompleto: r.nome_completo as string,
    referencia: (r.referencia as string | null) ?? null,
    kitNome: (r.kit_nome as string | null) ?? null,
    centroCustoId: (r.centro_custo_id as string | null) ?? null,
    custoCents: Number(r.custo_cents),
    certidoes: Number(r.certidoes),
  }));
}

/** The members and cost centres the report names, by id. */
async function namesOf(db: DbOrTx, userIds: string[], centroIds: string[]) {
  const [members, centros] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    centroIds.length
      ? db
          .select({ id: centrosCusto.id, codigo: centrosCusto.codigo, nome: centrosCusto.nome })
          .from(centrosCusto)
          .where(inArray(centrosCusto.id, centroIds))
      : [],
  ]);
  const memberById = new Map(members.map((u) => [u.id, userRef(u)]));
  return { memberById, centroById: new Map(centros.map((c) => [c.id, c])) };
}

type Member = { id: string; fullName: string; email: string };
type Centre = { id: string; codigo: string; nome: string };

/**
 * The period's totals per member, per cost centre, per day and overall, added up by the database in one
 * statement (grouping sets) from the company's usage per day, member and cost centre (`empresa_uso_dia`, kept by
 * triggers: a few rows per day, whatever the number of requests), so only the groups travel; each member's and
 * cost centre's group comes with its names, joined in the same statement.
 */
async function groupedTotals(db: DbOrTx, empresaId: string, period: Period) {
  const result = await db.execute(sql`
    with g as (
      select grouping(u.user_id) as sem_membro, grouping(u.centro_custo_id) as sem_centro, grouping(u.dia) as sem_dia,
             u.user_id, u.centro_custo_id, u.dia,
             sum(u.solicitacoes) as solicitacoes, sum(u.certidoes) as certidoes, sum(u.gasto_centavos) as gasto
        from empresa_uso_dia u
       where u.empresa_id = ${empresaId} and u.dia between ${period.dataInicial}::date and ${period.dataFinal}::date
       group by grouping sets ((u.user_id), (u.centro_custo_id), (u.dia), ())
      having sum(u.solicitacoes) <> 0)
    select g.sem_membro, g.sem_centro, g.sem_dia, g.user_id, g.centro_custo_id, to_char(g.dia, 'YYYY-MM-DD') as dia,
           g.solicitacoes, g.certidoes, g.gasto, m.first_name, m.last_name, m.email, cc.codigo, cc.nome
      from g
      left join users m on g.sem_membro = 0 and m.id = g.user_id
      left join centros_custo cc on g.sem_centro = 0 and cc.id = g.centro_custo_id`);
  const totals = zero();
  const byMember = new Map<string, { t: Totals; usuario: Member }>();
  const byCentre = new Map<string | null, { t: Totals; centroCusto: Centre | null }>();
  const byDay = new Map<string, Totals>();
  for (let d = period.dataInicial; d <= period.dataFinal; d = addDaysIso(d, 1)) byDay.set(d, zero());
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const t = {
      solicitacoes: Number(r.solicitacoes),
      certidoes: Number(r.certidoes),
      gastoCents: Number(r.gasto),
    };
    // Each row is one grouping: the one whose column is not rolled up (grouping() = 0).
    if (Number(r.sem_membro) === 0) {
      const id = r.user_id as string;
      // A member since deleted keeps their group, without a name.
      const usuario =
        r.email === null || r.email === undefined
          ? { id, fullName: '', email: '' }
          : {
              id,
              fullName: fullName({ firstName: String(r.first_name), lastName: String(r.last_name) }),
              email: r.email as string,
            };
      byMember.set(id, { t, usuario });
    } else if (Number(r.sem_centro) === 0) {
      const id = (r.centro_custo_id as string | null) ?? null;
      const centroCusto =
        id && r.codigo !== null && r.codigo !== undefined
          ? { id, codigo: r.codigo as string, nome: r.nome as string }
          : null;
      byCentre.set(id, { t, centroCusto });
    } else if (Number(r.sem_dia) === 0) {
      if (byDay.has(r.dia as string)) byDay.set(r.dia as string, t);
    } else Object.assign(totals, t);
  }
  return { totals, byMember, byCentre, byDay };
}

/** Sorts names as a pt-BR reader expects (one collator: `localeCompare` with a locale builds one per call). */
const byName = new Intl.Collator('pt-BR').compare;

/**
 * The usage report: per member (removed members included: their requests stay the company's), per cost centre
 * (null = without one), per day (every day of the period). Every total is the sum of the same requests' rows.
 */
export async function usageReport(db: DbOrTx, scope: Pick<CompanyScope, 'empresaId'>, period: Period) {
  const { totals, byMember, byCentre, byDay } = await groupedTotals(db, scope.empresaId, period);
  const mostFirst = (a: Totals, b: Totals) => b.certidoes - a.certidoes || b.solicitacoes - a.solicitacoes;
  const porMembro = [...byMember.values()]
    .sort((a, b) => mostFirst(a.t, b.t) || byName(a.usuario.fullName, b.usuario.fullName))
    .map(({ t, usuario }) => ({ ...toApiTotals(t), usuario }));
  const porCentroCusto = [...byCentre.values()]
    // Requests without a cost centre last, the others by most certificates.
    .sort(
      (a, b) =>
        Number(a.centroCusto === null) - Number(b.centroCusto === null) ||
        mostFirst(a.t, b.t) ||
        byName(a.centroCusto?.nome ?? '', b.centroCusto?.nome ?? ''),
    )
    .map(({ t, centroCusto }) => ({ ...toApiTotals(t), centroCusto }));
  const porDia = [...byDay].map(([dia, t]) => ({ ...toApiTotals(t), dia }));
  return { periodo: period, totais: toApiTotals(totals), porMembro, porCentroCusto, porDia };
}

/** 1234.5 → '1.234,50' (a number a pt-BR spreadsheet reads). */
const amount = (reais: number) =>
  reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type Agrupamento = 'membro' | 'centroCusto' | 'solicitacao';

/** The report as a pt-BR spreadsheet (services/csv.ts); `solicitacao` is the billing statement, one line per request. */
export async function usageReportCsv(
  db: DbOrTx,
  scope: CompanyScope,
  period: Period,
  agrupamento: Agrupamento,
) {
  if (agrupamento === 'solicitacao') return statementCsv(db, scope, period);
  const r = await usageReport(db, scope, period);
  const total = [String(r.totais.solicitacoes), String(r.totais.certidoes), amount(r.totais.gasto)];
  if (agrupamento === 'membro')
    return csvDocument(
      ['Membro', 'E-mail', 'Solicitações', 'Certidões', 'Gasto'],
      [
        ...r.porMembro.map((m) => [
          m.usuario.fullName,
          m.usuario.email,
          String(m.solicitacoes),
          String(m.certidoes),
          amount(m.gasto),
        ]),
        ['Total', '', ...total],
      ],
    );
  if (agrupamento === 'centroCusto')
    return csvDocument(
      ['Código', 'Centro de custo', 'Solicitações', 'Certidões', 'Gasto'],
      [
        ...r.porCentroCusto.map((c) => [
          c.centroCusto?.codigo ?? '',
          c.centroCusto?.nome ?? 'Sem centro de custo',
          String(c.solicitacoes),
          String(c.certidoes),
          amount(c.gasto),
        ]),
        ['Total', '', ...total],
      ],
    );
  throw new Error(`agrupamento desconhecido: ${agrupamento satisfies never}`);
}

/** The billing statement: one line per request of the period, oldest first. */
async function statementCsv(db: DbOrTx, scope: CompanyScope, period: Period) {
  const rows = await requestsOf(db, scope.empresaId, period);
  const { memberById, centroById } = await namesOf(
    db,
    [...new Set(rows.map((r) => r.userId))],
    [...new Set(rows.flatMap((r) => (r.centroCustoId ? [r.centroCustoId] : [])))],
  );
  return csvDocument(
    // 'Referência' last, so what reads the columns by position keeps working.
    [
      'Data',
      'Solicitação',
      'Parte',
      'Membro',
      'E-mail',
      'Centro de custo',
      'Kit',
      'Certidões',
      'Gasto',
      'Referência',
    ],
    rows.map((s) => {
      const member = memberById.get(s.userId);
      const centro = s.centroCustoId ? centroById.get(s.centroCustoId) : undefined;
      return [
        formatDateTime(s.criadoEm),
        s.id,
        s.nomeCompleto,
        member?.fullName ?? '',
        member?.email ?? '',
        centro ? `${centro.codigo} — ${centro.nome}` : '',
        s.kitNome ?? '',
        String(s.certidoes),
        amount(s.custoCents / 100),
        s.referencia ?? '',
      ];
    }),
  );
}
