import { randomBytes } from 'node:crypto';
import { formatDateTime } from '@certidao/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { users, webhookEndpoints, webhookEntregas, webhookEventos } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { page } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { OutboundUrlError, resolveOutboundUrl } from '../../services/outboundUrl.ts';
import { emitWebhookEvent, WEBHOOK_CHANNEL } from '../../services/webhookEvents.ts';

/** A customer's webhook endpoints, their secrets and their delivery log (jobs/webhooks.ts delivers). */

export const MAX_ENDPOINTS = 10;
/** After a rotation, the previous secret keeps signing this long. */
const PREVIOUS_SECRET_MS = 24 * 3600_000;
const ENDPOINT_NOT_FOUND = 'Endpoint de webhook não encontrado.';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type EntregaRow = typeof webhookEntregas.$inferSelect;
type EventType =
  | 'solicitacao.criada'
  | 'certidao.concluida'
  | 'certidao.falhou'
  | 'solicitacao.finalizada'
  | 'pagamento.confirmado'
  | 'pagamento.reembolsado'
  | 'plano.expirando';

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

function toApiEndpoint(
  row: EndpointRow,
  last?: { status: EntregaRow['status']; em: Date; statusHttp: number | null },
  now = new Date(),
) {
  return {
    id: row.id,
    url: row.url,
    descricao: row.descricao,
    eventos: row.eventos as EventType[],
    ativo: row.ativo,
    desativadoPorFalhas: !row.ativo && row.desativadoPorFalhasEm !== null,
    segredoPrefixo: row.segredo.slice(0, 10),
    segredoAnteriorAte:
      row.segredoAnterior && row.segredoAnteriorAte && row.segredoAnteriorAte > now
        ? row.segredoAnteriorAte.toISOString()
        : null,
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
    ultimaEntrega: last
      ? { status: last.status, em: last.em.toISOString(), statusHttp: last.statusHttp }
      : null,
  };
}

function toApiEntrega(row: EntregaRow & { tipo: string }) {
  return {
    id: row.id,
    eventoId: row.eventoId,
    tipo: row.tipo,
    status: row.status,
    tentativas: row.tentativas,
    proximaTentativaEm: row.status === 'pendente' ? (row.proximaTentativaEm?.toISOString() ?? null) : null,
    statusHttp: row.statusHttp,
    duracaoMs: row.duracaoMs,
    resposta: row.resposta,
    erro: row.erro,
    criadoEm: row.createdAt.toISOString(),
    ultimaTentativaEm: row.ultimaTentativaEm?.toISOString() ?? null,
  };
}

/** The URL checked as a delivery will check it (scheme, public addresses after resolving): 422 otherwise. */
async function checkedUrl(ctx: AppContext, raw: string): Promise<string> {
  try {
    const { url } = await resolveOutboundUrl(raw.trim(), ctx.config.webhooksAllowLocalhost);
    return url.toString();
  } catch (error) {
    if (error instanceof OutboundUrlError) throw new HttpError(422, error.message);
    throw error;
  }
}

/** The caller's endpoint (locked in a transaction when `tx` is given); someone else's is not there. */
async function ownEndpoint(ctx: AppContext, owner: UserRow, id: string, tx?: Tx): Promise<EndpointRow> {
  const query = (tx ?? ctx.db)
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, owner.id)))
    .limit(1);
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return row;
}

async function lastDeliveries(ctx: AppContext, endpointIds: string[]) {
  if (!endpointIds.length)
    return new Map<string, { status: EntregaRow['status']; em: Date; statusHttp: number | null }>();
  const rows = await ctx.db
    .selectDistinctOn([webhookEntregas.endpointId], {
      endpointId: webhookEntregas.endpointId,
      status: webhookEntregas.status,
      em: sql<Date>`coalesce(${webhookEntregas.ultimaTentativaEm}, ${webhookEntregas.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      statusHttp: webhookEntregas.statusHttp,
    })
    .from(webhookEntregas)
    .where(inArray(webhookEntregas.endpointId, endpointIds))
    .orderBy(webhookEntregas.endpointId, desc(webhookEntregas.createdAt));
  return new Map(rows.map((r) => [r.endpointId, r]));
}

/** One endpoint per URL and account: a second would receive every event twice. */
async function assertUrlFree(tx: Tx, owner: UserRow, url: string) {
  const [duplicate] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, owner.id), eq(webhookEndpoints.url, url)))
    .limit(1);
  if (duplicate) throw conflict('Você já cadastrou um endpoint com esta URL.');
}

export async function listEndpoints(ctx: AppContext, owner: UserRow) {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, owner.id))
    .orderBy(asc(webhookEndpoints.createdAt));
  const last = await lastDeliveries(
    ctx,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toApiEndpoint(r, last.get(r.id))), limite: MAX_ENDPOINTS };
}

export async function getEndpoint(ctx: AppContext, owner: UserRow, id: string) {
  const row = await ownEndpoint(ctx, owner, id);
  return toApiEndpoint(row, (await lastDeliveries(ctx, [row.id])).get(row.id));
}

export async function createEndpoint(
  ctx: AppContext,
  owner: UserRow,
  input: { url: string; descricao?: string | null; eventos: string[] },
  ip: string,
) {
  const url = await checkedUrl(ctx, input.url);
  const segredo = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, owner.id));
    if ((existing?.n ?? 0) >= MAX_ENDPOINTS)
      throw new HttpError(
        422,
        `Você já tem ${MAX_ENDPOINTS} endpoints de webhook, o máximo por conta. Exclua um que não use mais para cadastrar outro.`,
      );
    await assertUrlFree(tx, owner, url);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        userId: owner.id,
        url,
        descricao: input.descricao?.trim() || null,
        eventos: [...new Set(input.eventos)],
        segredo,
      })
      .returning();
    if (!created) throw new Error('endpoint not inserted');
    await audit(tx, {
      action: 'webhook.created',
      actorId: owner.id,
      targetType: 'webhook_endpoint',
      targetId: created.id,
      ip,
      details: { url, eventos: created.eventos },
    });
    return created;
  });
  return { endpoint: toApiEndpoint(row), segredo };
}

export async function updateEndpoint(
  ctx: AppContext,
  owner: UserRow,
  id: string,
  input: { url?: string; descricao?: string | null; eventos?: string[]; ativo?: boolean },
  ip: string,
) {
  const url = input.url === undefined ? undefined : await checkedUrl(ctx, input.url);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownEndpoint(ctx, owner, id, tx);
    if (url !== undefined && url !== current.url) await assertUrlFree(tx, owner, url);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined && { url }),
        ...(input.descricao !== undefined && { descricao: input.descricao?.trim() || null }),
        ...(input.eventos !== undefined && { eventos: [...new Set(input.eventos)] }),
        // Turned on again (by its owner): the failure that turned it off is behind.
        ...(input.ativo !== undefined && { ativo: input.ativo, desativadoPorFalhasEm: null }),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await audit(tx, {
      action: 'webhook.updated',
      actorId: owner.id,
      targetType: 'webhook_endpoint',
      targetId: id,
      ip,
      details: { alteracoes: Object.keys(input) },
    });
    return updated ?? current;
  });
  return toApiEndpoint(row, (await lastDeliveries(ctx, [row.id])).get(row.id));
}

export async function deleteEndpoint(ctx: AppContext, owner: UserRow, id: string, ip: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownEndpoint(ctx, owner, id, tx);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await audit(tx, {
      action: 'webhook.deleted',
      actorId: owner.id,
      targetType: 'webhook_endpoint',
      targetId: id,
      ip,
      details: { url: row.url },
    });
  });
  return { message: 'Endpoint de webhook excluído.' };
}

const rotationRunning = (until: Date) =>
  conflict(
    `O segredo anterior deste endpoint ainda assina as entregas até ${formatDateTime(until)}; só depois disso é possível gerar outro. Se o segredo novo vazou, exclua o endpoint e cadastre-o de novo.`,
  );

/**
 * A new secret; the current one keeps signing for the overlap. A second rotation within the overlap is refused
 * (409): it would either drop the secret the receiver most likely still checks or leave three secrets signing,
 * and the receiver needs exactly one switch to make. The update is conditional, so two rotations at once cannot
 * both pass.
 */
export async function rotateSecret(ctx: AppContext, owner: UserRow, id: string, ip: string) {
  const segredo = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownEndpoint(ctx, owner, id, tx);
    const now = new Date();
    if (current.segredoAnteriorAte && current.segredoAnteriorAte > now)
      throw rotationRunning(current.segredoAnteriorAte);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        segredo,
        segredoAnterior: current.segredo,
        segredoAnteriorAte: new Date(now.getTime() + PREVIOUS_SECRET_MS),
        updatedAt: now,
      })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.segredo, current.segredo),
          sql`(${webhookEndpoints.segredoAnteriorAte} is null or ${webhookEndpoints.segredoAnteriorAte} <= ${now})`,
        ),
      )
      .returning();
    if (!updated) {
      const [latest] = await tx
        .select({ ate: webhookEndpoints.segredoAnteriorAte })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      throw rotationRunning(latest?.ate ?? new Date(now.getTime() + PREVIOUS_SECRET_MS));
    }
    await audit(tx, {
      action: 'webhook.secret_rotated',
      actorId: owner.id,
      targetType: 'webhook_endpoint',
      targetId: id,
      ip,
    });
    return updated;
  });
  return { endpoint: toApiEndpoint(row), segredo };
}

async function deliveryWithType(ctx: AppContext, entregaId: string) {
  const [row] = await ctx.db
    .select({ entrega: webhookEntregas, tipo: webhookEventos.tipo })
    .from(webhookEntregas)
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(eq(webhookEntregas.id, entregaId))
    .limit(1);
  if (!row) throw new Error('delivery vanished');
  return toApiEntrega({ ...row.entrega, tipo: row.tipo });
}

export async function sendTest(ctx: AppContext, owner: UserRow, id: string) {
  await ownEndpoint(ctx, owner, id);
  const [entregaId] = await emitWebhookEvent(ctx.db, {
    userId: owner.id,
    endpointId: id,
    tipo: 'webhook.teste',
    dados: {
      mensagem: 'Evento de teste enviado pela Certidão Ágil. Se você recebeu, a integração está pronta.',
    },
  });
  if (!entregaId) throw notFound(ENDPOINT_NOT_FOUND); // deleted meanwhile
  return deliveryWithType(ctx, entregaId);
}

export async function listDeliveries(
  ctx: AppContext,
  owner: UserRow,
  id: string,
  query: { page?: number; limit?: number; status?: EntregaRow['status'] },
) {
  await ownEndpoint(ctx, owner, id);
  const pageNumber = query.page ?? 1;
  const limit = query.limit ?? 10;
  const where = and(
    eq(webhookEntregas.endpointId, id),
    query.status ? eq(webhookEntregas.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ entrega: webhookEntregas, tipo: webhookEventos.tipo })
      .from(webhookEntregas)
      .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
      .where(where)
      .orderBy(desc(webhookEntregas.createdAt), desc(webhookEntregas.id))
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    ctx.db.select({ n: count() }).from(webhookEntregas).where(where),
  ]);
  return page(
    rows.map((r) => toApiEntrega({ ...r.entrega, tipo: r.tipo })),
    total?.n ?? 0,
    pageNumber,
    limit,
  );
}

/** The same event again, as a new delivery (the receiver sees the same webhook-id and may deduplicate). */
export async function resendDelivery(ctx: AppContext, owner: UserRow, id: string, entregaId: string) {
  await ownEndpoint(ctx, owner, id);
  const created = await ctx.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookEntregas)
      .where(and(eq(webhookEntregas.id, entregaId), eq(webhookEntregas.endpointId, id)))
      .limit(1);
    if (!original) throw notFound('Entrega não encontrada.');
    const [row] = await tx
      .insert(webhookEntregas)
      .values({ endpointId: id, eventoId: original.eventoId, proximaTentativaEm: new Date() })
      .returning({ id: webhookEntregas.id });
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return row?.id;
  });
  if (!created) throw new Error('delivery not inserted');
  return deliveryWithType(ctx, created);
}
