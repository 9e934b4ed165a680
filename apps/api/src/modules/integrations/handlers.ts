import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { fireTestEvent, getDelivery, getEvent, listEvents, resendSince, streamLiveEvents } from './events.ts';
import { createKey, currentKey, listKeys, listKeysOfUser, revokeKey } from './keys.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './webhooks.ts';

/** The Integrations tag: API keys and webhook endpoints of the customer's own systems. */
export function integrationHandlers(ctx: AppContext) {
  return {
    listarChavesApi: async (req) => listKeys(ctx, currentUser(req).id),
    criarChaveApi: async (req, reply) => {
      const created = await createKey(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return created;
    },
    revogarChaveApi: async (req) => revokeKey(ctx, currentUser(req), req.params.id, req.ip),
    listarChavesApiDoUsuario: async (req) => listKeysOfUser(ctx, req.params.id),
    obterChaveAtual: async (req) => currentKey(ctx, req.auth?.apiKey?.id),

    listarWebhooks: async (req) => listEndpoints(ctx, currentUser(req)),
    criarWebhook: async (req, reply) => {
      const created = await createEndpoint(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return created;
    },
    obterWebhook: async (req) => getEndpoint(ctx, currentUser(req), req.params.id),
    atualizarWebhook: async (req) => updateEndpoint(ctx, currentUser(req), req.params.id, req.body, req.ip),
    excluirWebhook: async (req) => deleteEndpoint(ctx, currentUser(req), req.params.id, req.ip),
    rotacionarSegredoWebhook: async (req) => rotateSecret(ctx, currentUser(req), req.params.id, req.ip),
    testarWebhook: async (req, reply) => {
      const delivery = await sendTest(ctx, currentUser(req), req.params.id);
      void reply.code(202);
      return delivery;
    },
    listarEntregasWebhook: async (req) =>
      listDeliveries(ctx, currentUser(req), req.params.id, req.query ?? {}),
    reenviarEntregaWebhook: async (req, reply) => {
      const delivery = await resendDelivery(ctx, currentUser(req), req.params.id, req.params.entregaId);
      void reply.code(202);
      return delivery;
    },
    obterEntregaWebhook: async (req) =>
      getDelivery(ctx, currentUser(req), req.params.id, req.params.entregaId),
    reenviarEventosWebhook: async (req, reply) => {
      const resent = await resendSince(ctx, currentUser(req), req.params.id, req.body);
      void reply.code(202);
      return resent;
    },

    listarEventos: async (req) => listEvents(ctx, currentUser(req), req.query ?? {}),
    obterEvento: async (req) => getEvent(ctx, currentUser(req), req.params.eventoId),
    acompanharEventos: async (req, reply) => {
      await streamLiveEvents(ctx, req, reply, currentUser(req));
      return reply;
    },
    dispararEventoTeste: async (req, reply) => {
      const event = await fireTestEvent(ctx, currentUser(req), req.body.tipo);
      void reply.code(201);
      return event;
    },
  } satisfies HandlerPart;
}
