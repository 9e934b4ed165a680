/** Adding parties to a portfolio: one, or the party of a request (a whole CSV file: importing.ts). */
import {
  DEFAULT_LEAD_DAYS,
  type LatestCertificate,
  nextRenewal,
  type PoliticaMonitoramento,
} from '@certidao/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { certidoes, monitoramentoCertidoes, monitoramentos, solicitacoes, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { getOwned, type NewRequest } from '../requests/service.ts';
import {
  ALREADY_MONITORED,
  addTimeline,
  inCatalogueOrder,
  type NovoMonitoramento,
  newestPdfs,
  type PartyRow,
  type StateRow,
  type ValidParty,
  validateParty,
} from './parties.ts';
import { getParty } from './reads.ts';

// ───────────────────────────── create ─────────────────────────────

export async function insertParty(
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
      dataEscritura: party.dataEscritura,
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
      dataEscritura: null,
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
