import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Where a reply goes (the support contact form: the sender). */
  replyTo?: string;
  text: string;
  html: string;
  /** Files sent with the message (a monthly statement's CSV and PDF); written into the .eml in the outbox too. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * The sender of every message from now on (the `emailNotificacoes` setting); undefined goes back
   * to MAIL_FROM.
   */
  setSender(from: string | undefined): void;
  /** The sender messages carry now. */
  sender(): string;
  /** Where mail goes, for the start-up banner. */
  describe(): string;
}

/** Writes each message as an .eml file under DATA_DIR/outbox (open it with any mail client). */
/** The sender setting shared by both mailers. */
abstract class SenderMailer {
  private override: string | undefined;
  constructor(protected readonly from: string) {}
  setSender(from: string | undefined) {
    this.override = from?.trim() || undefined;
  }
  sender() {
    return this.override ?? this.from;
  }
}

export class OutboxMailer extends SenderMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  constructor(
    private readonly dir: string,
    from: string,
  ) {
    super(from);
  }

  async send(message: MailMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const info = await this.transport.sendMail({ from: this.sender(), ...message });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    // Write then rename, so a reader never sees half a message.
    const tmp = join(this.dir, `.${name}.tmp`);
    writeFileSync(tmp, info.message as Buffer);
    renameSync(tmp, join(this.dir, name));
  }

  describe() {
    return `arquivos .eml em ${this.dir}`;
  }
}

export class SmtpMailer extends SenderMailer implements Mailer {
  private readonly transport;
  constructor(url: string, from: string) {
    super(from);
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.sender(), ...message });
  }

  describe() {
    return 'SMTP (SMTP_URL)';
  }
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The confirmation e-mail sent on registration and on resend. */
export function confirmationEmail(to: string, firstName: string, link: string): MailMessage {
  const name = escapeHtml(firstName);
  return {
    to,
    subject: 'Confirme seu e-mail - Certidão Ágil',
    text: `Olá, ${firstName}!\n\nConfirme seu e-mail para ativar sua conta na Certidão Ágil:\n${link}\n\nO link vale por 24 horas e pode ser usado uma única vez.\nSe você não criou esta conta, ignore esta mensagem.\n`,
    html: `<p>Olá, ${name}!</p><p>Confirme seu e-mail para ativar sua conta na Certidão Ágil:</p><p><a href="${escapeHtml(link)}">Confirmar e-mail</a></p><p>O link vale por 24 horas e pode ser usado uma única vez.<br>Se você não criou esta conta, ignore esta mensagem.</p>`,
  };
}

/** Sent when wrong passwords lock an account: a link that lifts the lock (single use, 24 h). */
export function unlockEmail(to: string, firstName: string, link: string): MailMessage {
  const name = escapeHtml(firstName);
  return {
    to,
    subject: 'Sua conta foi bloqueada temporariamente - Certidão Ágil',
    text: `Olá, ${firstName}!\n\nRecebemos muitas tentativas de entrar na sua conta da Certidão Ágil com a senha errada e a bloqueamos temporariamente por segurança.\n\nSe foi você, desbloqueie a conta por este link:\n${link}\n\nO link vale por 24 horas e pode ser usado uma única vez. Se não foi você, considere trocar sua senha depois de entrar.\n`,
    html: `<p>Olá, ${name}!</p><p>Recebemos muitas tentativas de entrar na sua conta da Certidão Ágil com a senha errada e a bloqueamos temporariamente por segurança.</p><p>Se foi você, desbloqueie a conta por este link:</p><p><a href="${escapeHtml(link)}">Desbloquear minha conta</a></p><p>O link vale por 24 horas e pode ser usado uma única vez. Se não foi você, considere trocar sua senha depois de entrar.</p>`,
  };
}

/**
 * Sent instead of a second account when someone registers with an address that has one: the answer to the
 * registration is the same as for a new address, and only the owner learns of the attempt. An owner who never
 * confirmed the address also gets a fresh confirmation link (sign-in needs it).
 */
export function accountExistsEmail(
  to: string,
  firstName: string,
  links: { signIn: string; confirm?: string },
): MailMessage {
  const name = escapeHtml(firstName);
  const intro =
    'Alguém tentou criar uma conta na Certidão Ágil com o seu e-mail, mas você já tem uma conta com ele. Nenhuma conta nova foi criada e a sua não foi alterada.';
  const confirmText = links.confirm
    ? `Seu e-mail ainda não foi confirmado. Confirme-o por este link (vale por 24 horas e pode ser usado uma única vez):\n${links.confirm}\n\n`
    : '';
  const confirmHtml = links.confirm
    ? `<p>Seu e-mail ainda não foi confirmado. Confirme-o por este link (vale por 24 horas e pode ser usado uma única vez):</p><p><a href="${escapeHtml(links.confirm)}">Confirmar e-mail</a></p>`
    : '';
  return {
    to,
    subject: 'Tentativa de cadastro com o seu e-mail - Certidão Ágil',
    text: `Olá, ${firstName}!\n\n${intro}\n\n${confirmText}Se foi você, entre com a sua senha:\n${links.signIn}\n\nSe esqueceu a senha, use "Esqueci minha senha" na página de entrada.\nSe não foi você, ignore esta mensagem.\n`,
    html: `<p>Olá, ${name}!</p><p>${intro}</p>${confirmHtml}<p>Se foi você, entre com a sua senha:</p><p><a href="${escapeHtml(links.signIn)}">Entrar na minha conta</a></p><p>Se esqueceu a senha, use "Esqueci minha senha" na página de entrada.<br>Se não foi você, ignore esta mensagem.</p>`,
  };
}

/** SMTP when SMTP_URL is set, else the outbox folder DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom);
}
