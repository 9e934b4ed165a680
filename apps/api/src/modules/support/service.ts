import {
  isValidEmail,
  SUPPORT_PROBLEM_TYPES,
  type SupportTicketStatus,
  supportProblemLabel,
  supportTicketStatusLabel,
} from '@certidao/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fold, foldSql, likePattern, offsetOf } from '../../db/queries.ts';
import { supportTickets } from '../../db/schema.ts';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { supportEmailAddress } from '../../services/settings.ts';

export const TIPOS_PROBLEMA = SUPPORT_PROBLEM_TYPES;
export type TipoProblema = (typeof TIPOS_PROBLEMA)[number];

export const CONTACT_MESSAGES = {
  nome: 'Informe seu nome.',
  email: 'Digite um email válido',
  tipoProblema: 'Selecione o tipo de problema.',
  mensagem: 'Descreva o problema (mínimo de 10 caracteres).',
} as const;

export interface ContactInput {
  nome: string;
  email: string;
  tipoProblema: string;
  mensagem: string;
}

type TicketRow = typeof supportTickets.$inferSelect;

function validateContact(body: ContactInput) {
  const nome = body.nome.trim();
  const email = body.email.trim().toLowerCase();
  const mensagem = body.mensagem.trim();
  if (!nome) throw badRequest(CONTACT_MESSAGES.nome);
  if (!isValidEmail(email)) throw badRequest(CONTACT_MESSAGES.email);
  if (!(TIPOS_PROBLEMA as readonly string[]).includes(body.tipoProblema))
    throw badRequest(CONTACT_MESSAGES.tipoProblema);
  if (mensagem.length < 10) throw badRequest(CONTACT_MESSAGES.mensagem);
  return { nome, email, mensagem, tipoProblema: body.tipoProblema as TipoProblema };
}

/** A ticket as the API shows it. */
function toApiTicket(ticket: TicketRow) {
  return {
    id: ticket.id,
    protocolo: ticketProtocol(ticket.id),
    nome: ticket.nome,
    email: ticket.email,
    tipoProblema: ticket.tipoProblema,
    mensagem: ticket.mensagem,
    status: ticket.status,
    criadoEm: ticket.createdAt.toISOString(),
    atualizadoEm: ticket.updatedAt.toISOString(),
  };
}

export const ticketProtocol = (id: string) => id.slice(0, 8).toUpperCase();

/** The e-mail the support team receives; replying answers the sender. */
function ticketEmail(to: string, ticket: TicketRow): MailMessage {
  const protocolo = ticketProtocol(ticket.id);
  const tipo = supportProblemLabel(ticket.tipoProblema);
  return {
    to,
    replyTo: ticket.email,
    subject: `[Suporte #${protocolo}] ${tipo} - ${ticket.nome}`,
    text: `Novo chamado de suporte #${protocolo}\n\nNome: ${ticket.nome}\nE-mail: ${ticket.email}\nTipo de problema: ${tipo}\n\n${ticket.mensagem}\n`,
    html: `<p>Novo chamado de suporte <strong>#${protocolo}</strong></p><p>Nome: ${escapeHtml(ticket.nome)}<br>E-mail: ${escapeHtml(ticket.email)}<br>Tipo de problema: ${tipo}</p><p>${escapeHtml(ticket.mensagem).replace(/\n/g, '<br>')}</p>`,
  };
}

/**
 * The support page's contact form: the ticket is stored (status `aberto`) and e-mailed to the support address
 * in one transaction, so a message that could not be sent leaves no ticket behind (503).
 */
export async function createTicket(ctx: AppContext, user: UserRow, body: ContactInput, ip: string) {
  const values = validateContact(body);
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ ...values, userId: user.id })
      .returning();
    if (!ticket) throw new Error('insert returned nothing');
    await audit(tx, {
      action: 'support.ticket_created',
      actorId: user.id,
      targetType: 'support_ticket',
      targetId: ticket.id,
      ip,
      details: { tipoProblema: ticket.tipoProblema },
    });
    try {
      // The `emailSuporte` setting (Configurações do sistema), else the administrator's address.
      const to = await supportEmailAddress(tx, ctx.config.adminEmail);
      await ctx.mailer.send(ticketEmail(to, ticket));
    } catch (error) {
      ctx.log.error({ err: error }, 'support e-mail failed');
      throw new HttpError(503, 'Não foi possível enviar sua mensagem. Tente novamente em instantes.');
    }
    return toApiTicket(ticket);
  });
}

/** The ticket list's filters. */
export interface TicketFilters {
  status?: SupportTicketStatus;
  busca?: string;
  dataInicial?: string;
  dataFinal?: string;
}

/** The search box: the sender's name or e-mail, the problem type's label or the protocol. */
function searchCondition(text: string | undefined): SQL | undefined {
  const term = text ? fold(text.trim()) : '';
  const like = likePattern(term);
  if (!like) return undefined;
  const types = SUPPORT_PROBLEM_TYPES.filter((t) => fold(supportProblemLabel(t)).includes(term));
  return or(
    sql`${foldSql(sql`${supportTickets.nome}`)} like ${like}`,
    sql`${foldSql(sql`${supportTickets.email}`)} like ${like}`,
    sql`lower(${supportTickets.id}::text) like ${like}`,
    types.length ? inArray(supportTickets.tipoProblema, types) : undefined,
  );
}

function whereOf(f: TicketFilters): SQL | undefined {
  if (f.dataInicial && f.dataFinal && f.dataInicial > f.dataFinal)
    throw badRequest('A data inicial deve ser anterior ou igual à data final.');
  return and(
    f.status ? eq(supportTickets.status, f.status) : undefined,
    searchCondition(f.busca),
    f.dataInicial
      ? sql`${supportTickets.createdAt} >= (${f.dataInicial}::date::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
    f.dataFinal
      ? sql`${supportTickets.createdAt} < ((${f.dataFinal}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
  );
}

/** One page of tickets, newest first. */
export async function listTickets(db: Db, q: TicketFilters & { page?: number; limit?: number }) {
  const { page: pageNumber = 1, limit = 10 } = q;
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return { rows: rows.map(toApiTicket), total: total?.n ?? 0, pageNumber, limit };
}

const TICKET_NOT_FOUND = 'Chamado não encontrado.';

export async function getTicket(db: Db, id: string) {
  const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return toApiTicket(ticket);
}

/** What the sender reads about each status. */
const STATUS_NEWS: Record<SupportTicketStatus, { subject: string; line: string }> = {
  aberto: {
    subject: 'foi reaberto',
    line: 'Seu chamado foi reaberto e voltou para a fila da nossa equipe.',
  },
  em_atendimento: {
    subject: 'está em andamento',
    line: 'Nossa equipe já está cuidando do seu chamado.',
  },
  resolvido: {
    subject: 'foi resolvido',
    line: 'Seu chamado foi marcado como resolvido. Se o problema continuar, responda a este e-mail.',
  },
};

/** The e-mail that tells the sender their ticket changed status; replying reaches the support address. */
function statusEmail(ticket: TicketRow, supportAddress: string): MailMessage {
  const protocolo = ticketProtocol(ticket.id);
  const news = STATUS_NEWS[ticket.status];
  const label = supportTicketStatusLabel(ticket.status);
  const tipo = supportProblemLabel(ticket.tipoProblema);
  return {
    to: ticket.email,
    replyTo: supportAddress,
    subject: `[Suporte #${protocolo}] Seu chamado ${news.subject}`,
    text: `Olá, ${ticket.nome}.\n\nO status do seu chamado de suporte #${protocolo} (${tipo}) mudou para: ${label}.\n${news.line}\n\nSua mensagem:\n${ticket.mensagem}\n\nEquipe Certidão Ágil\n`,
    html: `<p>Olá, ${escapeHtml(ticket.nome)}.</p><p>O status do seu chamado de suporte <strong>#${protocolo}</strong> (${tipo}) mudou para: <strong>${label}</strong>.<br>${escapeHtml(news.line)}</p><p>Sua mensagem:<br>${escapeHtml(ticket.mensagem).replace(/\n/g, '<br>')}</p><p>Equipe Certidão Ágil</p>`,
  };
}

/**
 * Moves a ticket to another status: the change, its audit entry and the e-mail to the sender in one
 * transaction, so a message that could not be sent leaves the status as it was (503).
 */
export async function changeTicketStatus(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  status: SupportTicketStatus,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(TICKET_NOT_FOUND);
    if (current.status === status) throw unprocessable('O chamado já está com este status.');
    const [ticket] = await tx
      .update(supportTickets)
      .set({ status, updatedAt: new Date() })
      .where(eq(supportTickets.id, id))
      .returning();
    if (!ticket) throw new Error('update returned nothing');
    await audit(tx, {
      action: 'support.ticket_status_changed',
      actorId: actor.id,
      targetType: 'support_ticket',
      targetId: ticket.id,
      ip,
      details: { de: current.status, para: status },
    });
    try {
      const supportAddress = await supportEmailAddress(tx, ctx.config.adminEmail);
      await ctx.mailer.send(statusEmail(ticket, supportAddress));
    } catch (error) {
      ctx.log.error({ err: error }, 'support status e-mail failed');
      throw new HttpError(503, 'Não foi possível avisar o cliente por e-mail. Tente novamente em instantes.');
    }
    return toApiTicket(ticket);
  });
}
