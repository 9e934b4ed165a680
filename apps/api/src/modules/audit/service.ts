import { auditActionLabel, auditActionsMatching, formatDateTime } from '@certidao/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fold, foldSql, likePattern, offsetOf } from '../../db/queries.ts';
import { auditLog, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { fullName } from '../../http/serializers.ts';
import { csvDocument } from '../../services/csv.ts';

/** The filters of the audit history screen (and of its CSV export). */
export interface AuditFilters {
  usuario?: string;
  acao?: string;
  dataInicial?: string;
  dataFinal?: string;
}

/** The CSV export's cap: a spreadsheet of the filtered rows, not a database dump. */
export const CSV_MAX_ROWS = 10_000;

function actorCondition(text: string | undefined): SQL | undefined {
  const like = likePattern(text ? fold(text) : undefined);
  if (!like) return undefined;
  return or(
    sql`${foldSql(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${like}`,
    sql`${foldSql(sql`${users.email}`)} like ${like}`,
  );
}

/** The action text matches the code (as stored) or the pt-BR label (domain's table). */
function actionCondition(text: string | undefined): SQL | undefined {
  const like = likePattern(text ? fold(text) : undefined);
  if (!like) return undefined;
  const byLabel = auditActionsMatching(text!);
  const byCode = sql`lower(${auditLog.action}) like ${like}`;
  return byLabel.length ? or(inArray(auditLog.action, byLabel), byCode) : byCode;
}

function whereOf(f: AuditFilters): SQL | undefined {
  if (f.dataInicial && f.dataFinal && f.dataInicial > f.dataFinal)
    throw badRequest('A data inicial deve ser anterior ou igual à data final.');
  return and(
    actorCondition(f.usuario),
    actionCondition(f.acao),
    f.dataInicial
      ? sql`${auditLog.createdAt} >= (${f.dataInicial}::date::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
    f.dataFinal
      ? sql`${auditLog.createdAt} < ((${f.dataFinal}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
  );
}

function selectEntries(db: Db, where: SQL | undefined) {
  return db
    .select({
      entry: auditLog,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toApiEntry({ entry, actor }: EntryRow) {
  return {
    id: entry.id,
    acao: entry.action,
    acaoLabel: auditActionLabel(entry.action),
    ator: actor?.id ? { id: actor.id, nome: fullName(actor), email: actor.email } : null,
    alvoTipo: entry.targetType,
    alvoId: entry.targetId,
    ip: entry.ip,
    detalhes: entry.details,
    criadoEm: entry.createdAt.toISOString(),
  };
}

/** One page of the audit history, newest first. */
export async function listAudit(db: Db, q: AuditFilters & { page?: number; limit?: number }) {
  const { page: pageNumber = 1, limit = 10 } = q;
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    selectEntries(db, where).limit(limit).offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows: rows.map(toApiEntry), total: total?.n ?? 0, pageNumber, limit };
}

export const AUDIT_CSV_HEADER = ['Data/Hora', 'Usuário', 'E-mail', 'Ação', 'Código da ação', 'Alvo', 'IP'];

/** The filtered entries as CSV for a pt-BR spreadsheet: UTF-8 with BOM, `;`, CRLF, São Paulo times. */
export async function auditCsv(db: Db, filters: AuditFilters): Promise<string> {
  const rows = await selectEntries(db, whereOf(filters)).limit(CSV_MAX_ROWS);
  return csvDocument(
    AUDIT_CSV_HEADER,
    rows.map((row) => {
      const e = toApiEntry(row);
      return [
        formatDateTime(row.entry.createdAt),
        e.ator?.nome ?? 'Sistema',
        e.ator?.email ?? '',
        e.acaoLabel,
        e.acao,
        [e.alvoTipo, e.alvoId].filter(Boolean).join(' '),
        e.ip ?? '',
      ];
    }),
  );
}
