import {
  certificateLabel,
  certificateStatusLabel,
  formatCpfCnpj,
  isValidMonth,
  monthOf,
  nextMonth,
  type ResultadoCertidao,
  resultLabel,
} from '@certidao/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import { centrosCusto, empresas } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The monthly statement of a company: every certificate its requests ordered in a month (São Paulo), with what
 * the ledger charged for it less what it returned, grouped by the request's cost centre. It reads the ledger,
 * never today's prices, so a statement of a past month does not change when prices do; a return recorded after
 * the month still lowers the line of the certificate it returns.
 */

export const STATEMENT_MSG = {
  badMonth: 'Mês inválido. Use o formato AAAA-MM.',
  futureMonth: 'O extrato deste mês ainda não existe: escolha o mês atual ou um anterior.',
  centreNotFound: 'Centro de custo não encontrado.',
  forbidden: 'Sem permissão: apenas os gestores da empresa podem ver e baixar o extrato mensal.',
} as const;

export interface StatementCentre {
  id: string;
  codigo: string;
  nome: string;
}

export interface StatementLine {
  certidaoId: string;
  solicitacaoId: string;
  criadoEm: Date;
  /** 'YYYY-MM-DD', São Paulo. */
  dia: string;
  parteNome: string;
  parteDocumento: string;
  /** The request's own reference (client, case), or null. */
  referencia: string | null;
  tipoCertidao: string;
  tipoNome: string;
  status: string;
  statusLabel: string;
  resultado: ResultadoCertidao | null;
  resultadoLabel: string;
  cobradoCentavos: number;
  devolvidoCentavos: number;
  /** Charged less returned. */
  valorCentavos: number;
}

export interface StatementTotals {
  certidoes: number;
  cobradoCentavos: number;
  devolvidoCentavos: number;
  valorCentavos: number;
}

export interface StatementGroup {
  /** Null: the requests without a cost centre. */
  centroCusto: StatementCentre | null;
  linhas: StatementLine[];
  subtotal: StatementTotals;
}

export interface Statement {
  mes: string;
  empresa: { id: string; razaoSocial: string; cnpj: string };
  /** The cost centre the statement was filtered by. */
  filtro: StatementCentre | null;
  grupos: StatementGroup[];
  totais: StatementTotals;
}

/** 400 for a malformed or future month. */
export function checkMonth(mes: string, now = new Date()): string {
  if (!isValidMonth(mes)) throw badRequest(STATEMENT_MSG.badMonth);
  if (mes > monthOf(now)) throw badRequest(STATEMENT_MSG.futureMonth);
  return mes;
}

/** A certificate's status for a bill, worded as on every screen (a cancelled one reads 'Cancelada'). */
const statusLabelOf = (status: string) => certificateStatusLabel(status);

/** Its newest PDF's result; a certificate that failed for good was 'Não emitida'; otherwise nothing yet. */
function resultOf(r: Record<string, unknown>): ResultadoCertidao | null {
  if (r.resultado) return r.resultado as ResultadoCertidao;
  if (r.status === 'falhou' && r.pode_tentar_novamente === false) return 'nao_emitida';
  return null;
}

async function linesOf(db: DbOrTx, empresaId: string, mes: string, centroCustoId: string | null) {
  const from = `${mes}-01`;
  const to = `${nextMonth(mes)}-01`;
  const result = await db.execute(sql`
    select c.id as certidao_id, c.tipo_certidao, c.status, c.pode_tentar_novamente,
           s.id as solicitacao_id, s.criado_em, s.nome_completo, s.documento, s.referencia, s.centro_custo_id,
           to_char(s.criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
           (select coalesce(sum(l.valor_centavos), 0) from lancamentos l
             where l.certidao_id = c.id and l.tipo = 'cobranca') as cobrado,
           (select coalesce(-sum(l.valor_centavos), 0) from lancamentos l
             where l.certidao_id = c.id and l.tipo = 'devolucao') as devolvido,
           (select p.resultado from pdfs p where p.certidao_id = c.id
             order by p.emitido_em desc limit 1) as resultado,
           -- A request recorded before per-certificate prices has one charge of its own: shown on its first line.
           case when c.id = (select c2.id from certidoes c2 where c2.solicitacao_id = s.id
                              order by c2.created_at, c2.tipo_certidao, c2.id limit 1)
                then (select coalesce(sum(l.valor_centavos), 0) from lancamentos l
                       where l.solicitacao_id = s.id and l.certidao_id is null)
                else 0 end as avulso
      from certidoes c
      join solicitacoes s on s.id = c.solicitacao_id
     where s.empresa_id = ${empresaId}
       and s.criado_em >= (${from}::date::timestamp at time zone 'America/Sao_Paulo')
       and s.criado_em < (${to}::date::timestamp at time zone 'America/Sao_Paulo')
       ${centroCustoId ? sql`and s.centro_custo_id = ${centroCustoId}` : sql``}
     order by s.criado_em, s.id, c.created_at, c.tipo_certidao, c.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    const status = r.status as string;
    const resultado = resultOf(r);
    const cobrado = Number(r.cobrado) + Math.max(0, Number(r.avulso));
    const devolvido = Number(r.devolvido) + Math.max(0, -Number(r.avulso));
    const line: StatementLine = {
      certidaoId: r.certidao_id as string,
      solicitacaoId: r.solicitacao_id as string,
      criadoEm: new Date(r.criado_em as string | Date),
      dia: r.dia as string,
      parteNome: r.nome_completo as string,
      parteDocumento: r.documento as string,
      referencia: (r.referencia as string | null) ?? null,
      tipoCertidao: r.tipo_certidao as string,
      tipoNome: certificateLabel(r.tipo_certidao as string),
      status,
      statusLabel: statusLabelOf(status),
      resultado,
      resultadoLabel: resultado ? resultLabel(resultado) : '',
      cobradoCentavos: cobrado,
      devolvidoCentavos: devolvido,
      valorCentavos: cobrado - devolvido,
    };
    return { line, centroCustoId: (r.centro_custo_id as string | null) ?? null };
  });
}

const zero = (): StatementTotals => ({
  certidoes: 0,
  cobradoCentavos: 0,
  devolvidoCentavos: 0,
  valorCentavos: 0,
});
function add(t: StatementTotals, l: StatementLine) {
  t.certidoes++;
  t.cobradoCentavos += l.cobradoCentavos;
  t.devolvidoCentavos += l.devolvidoCentavos;
  t.valorCentavos += l.valorCentavos;
}

/**
 * The statement of `mes` for the company, optionally of one of its cost centres (another company's → 404).
 * Groups: the cost centres by name, then the requests without one.
 */
export async function monthlyStatement(
  db: DbOrTx,
  empresaId: string,
  mes: string,
  centroCustoId: string | null = null,
): Promise<Statement> {
  const [empresa] = await db
    .select({ id: empresas.id, razaoSocial: empresas.razaoSocial, cnpj: empresas.cnpj })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!empresa) throw notFound('Empresa não encontrada.');
  const centres = await db
    .select({ id: centrosCusto.id, codigo: centrosCusto.codigo, nome: centrosCusto.nome })
    .from(centrosCusto)
    .where(
      and(
        eq(centrosCusto.empresaId, empresaId),
        centroCustoId ? eq(centrosCusto.id, centroCustoId) : undefined,
      ),
    );
  if (centroCustoId && !centres.length) throw notFound(STATEMENT_MSG.centreNotFound);
  const centreById = new Map(centres.map((c) => [c.id, c]));
  const byCentre = new Map<string | null, StatementGroup>();
  const totais = zero();
  for (const { line, centroCustoId: id } of await linesOf(db, empresaId, mes, centroCustoId)) {
    let group = byCentre.get(id);
    if (!group) {
      group = { centroCusto: id ? (centreById.get(id) ?? null) : null, linhas: [], subtotal: zero() };
      byCentre.set(id, group);
    }
    group.linhas.push(line);
    add(group.subtotal, line);
    add(totais, line);
  }
  const grupos = [...byCentre.values()].sort(
    (a, b) =>
      Number(a.centroCusto === null) - Number(b.centroCusto === null) ||
      (a.centroCusto?.nome ?? '').localeCompare(b.centroCusto?.nome ?? '', 'pt-BR'),
  );
  return { mes, empresa, filtro: centroCustoId ? (centres[0] ?? null) : null, grupos, totais };
}

/** How a statement's cost centre is named in its files. */
export const centreName = (c: StatementCentre | null) =>
  c ? `${c.codigo} — ${c.nome}` : 'Sem centro de custo';

export const partyDocument = (documento: string) => formatCpfCnpj(documento) || documento;

/** The statement for the API (money in reais, instants in ISO). */
export function toApiStatement(s: Statement) {
  const totals = (t: StatementTotals) => ({
    certidoes: t.certidoes,
    cobrado: t.cobradoCentavos / 100,
    devolvido: t.devolvidoCentavos / 100,
    valor: t.valorCentavos / 100,
  });
  return {
    mes: s.mes,
    empresa: s.empresa,
    centroCusto: s.filtro,
    grupos: s.grupos.map((g) => ({
      centroCusto: g.centroCusto,
      linhas: g.linhas.map((l) => ({
        certidaoId: l.certidaoId,
        solicitacaoId: l.solicitacaoId,
        referencia: l.referencia,
        criadoEm: l.criadoEm.toISOString(),
        parte: { nome: l.parteNome, cpfCnpj: l.parteDocumento },
        tipoCertidao: l.tipoCertidao,
        tipoNome: l.tipoNome,
        status: l.status as 'pendente' | 'processando' | 'concluido' | 'falhou' | 'cancelado',
        resultado: l.resultado,
        cobrado: l.cobradoCentavos / 100,
        devolvido: l.devolvidoCentavos / 100,
        valor: l.valorCentavos / 100,
      })),
      subtotal: totals(g.subtotal),
    })),
    totais: totals(s.totais),
  };
}
