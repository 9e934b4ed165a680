import { isValidEmail } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { supportTickets } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { supportEmailAddress } from '../../services/settings.ts';

export const TIPOS_PROBLEMA = ['tecnico', 'cobranca', 'certidao', 'conta', 'outro'] as const;
export type TipoProblema = (typeof TIPOS_PROBLEMA)[number];

const TIPO_LABELS: Record<TipoProblema, string> = {
  tecnico: 'Problema técnico',
  cobranca: 'Cobrança',
  certidao: 'Certidão',
  conta: 'Conta',
  outro: 'Outro',
};

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

export const ticketProtocol = (id: string) => id.slice(0, 8).toUpperCase();

/** The e-mail the support team receives; replying answers the sender. */
function ticketEmail(to: string, ticket: TicketRow): MailMessage {
  const protocolo = ticketProtocol(ticket.id);
  const tipo = TIPO_LABELS[ticket.tipoProblema];
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
    return {
      id: ticket.id,
      protocolo: ticketProtocol(ticket.id),
      nome: ticket.nome,
      email: ticket.email,
      tipoProblema: ticket.tipoProblema,
      mensagem: ticket.mensagem,
      status: ticket.status,
      criadoEm: ticket.createdAt.toISOString(),
    };
  });
}
