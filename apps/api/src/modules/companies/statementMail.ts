import { monthLabel, monthOf, previousMonth } from '@certidao/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { empresaMembros, empresas, extratosEnviados, users } from '../../db/schema.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.ts';
import { monthlyStatement, type Statement } from './statements.ts';

/** How often the scheduler looks for statements to send (the first pass of a month sends them). */
const STATEMENT_INTERVAL_MS = 60 * 60_000;

function statementEmail(
  to: string,
  s: Statement,
  files: MailMessage['attachments'],
  link: string,
): MailMessage {
  const month = monthLabel(s.mes);
  const lines = [
    'Olá!',
    '',
    `Segue o extrato mensal de ${s.empresa.razaoSocial} de ${month}: ${s.totais.certidoes} certidões solicitadas.`,
    'Os arquivos CSV e PDF estão anexados; o extrato também pode ser baixado a qualquer momento em Relatórios:',
    link,
    '',
    'Equipe Certidão Ágil',
  ];
  return {
    to,
    subject: `Extrato mensal de ${month} — ${s.empresa.razaoSocial}`,
    text: lines.join('\n'),
    html: `<p>Olá!</p><p>Segue o extrato mensal de <strong>${escapeHtml(s.empresa.razaoSocial)}</strong> de ${month}: ${
      s.totais.certidoes
    } certidões solicitadas.</p><p>Os arquivos CSV e PDF estão anexados; o extrato também pode ser baixado a qualquer momento em <a href="${escapeHtml(
      link,
    )}">Relatórios</a>.</p><p>Equipe Certidão Ágil</p>`,
    attachments: files,
  };
}

/** The active gestores' addresses. */
async function gestoresOf(ctx: AppContext, empresaId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: users.email })
    .from(empresaMembros)
    .innerJoin(users, eq(users.id, empresaMembros.userId))
    .where(
      and(
        eq(empresaMembros.empresaId, empresaId),
        eq(empresaMembros.papel, 'gestor'),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((r) => r.email);
}

/** Sends one company's statement; false when it had no certificate that month (nothing is sent). */
async function sendOne(ctx: AppContext, empresaId: string, mes: string): Promise<boolean> {
  const statement = await monthlyStatement(ctx.db, empresaId, mes);
  if (!statement.totais.certidoes) return false;
  const to = await gestoresOf(ctx, empresaId);
  const files = [
    {
      filename: statementFileName(statement, 'csv'),
      content: statementCsv(statement),
      contentType: 'text/csv',
    },
    {
      filename: statementFileName(statement, 'pdf'),
      content: Buffer.from(await statementPdf(statement)),
      contentType: 'application/pdf',
    },
  ];
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/admin/relatorios`;
  for (const address of to) await ctx.mailer.send(statementEmail(address, statement, files, link));
  return true;
}

/**
 * E-mails each company's statement of the month before `now` to its gestores, once: a company's month is
 * claimed with a row of `extratos_enviados` before anything is sent, so several processes (or passes) never
 * send it twice; a send that fails gives the claim back for the next pass. A company with no certificate in
 * that month is claimed and sent nothing. Returns how many statements were sent.
 */
export async function sendMonthlyStatements(ctx: AppContext, now = new Date()): Promise<number> {
  const mes = previousMonth(monthOf(now));
  const monthStart = `${monthOf(now)}-01`;
  // Companies that existed in that month and whose statement has not been claimed.
  const due = await ctx.db
    .select({ id: empresas.id })
    .from(empresas)
    .where(
      and(
        sql`${empresas.createdAt} < (${monthStart}::date::timestamp at time zone 'America/Sao_Paulo')`,
        sql`not exists (select 1 from extratos_enviados e where e.empresa_id = ${empresas.id} and e.mes = ${mes})`,
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const claimed = await ctx.db
      .insert(extratosEnviados)
      .values({ empresaId: id, mes })
      .onConflictDoNothing()
      .returning({ id: extratosEnviados.empresaId });
    if (!claimed.length) continue;
    try {
      if (await sendOne(ctx, id, mes)) sent++;
    } catch (error) {
      ctx.log.error({ err: error, empresaId: id, mes }, 'monthly statement e-mail failed');
      await ctx.db
        .delete(extratosEnviados)
        .where(and(eq(extratosEnviados.empresaId, id), eq(extratosEnviados.mes, mes)));
    }
  }
  return sent;
}

/** Starts the periodic pass (a first one shortly after start-up); `stop()` waits for a pass in progress. */
export function startStatementScheduler(ctx: AppContext, intervalMs = STATEMENT_INTERVAL_MS) {
  let current: Promise<unknown> | undefined;
  const pass = () => {
    if (current) return;
    current = sendMonthlyStatements(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'monthly statements pass failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(pass, 30_000);
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
