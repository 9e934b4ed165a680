/**
 * Company isolation over every customer operation of openapi.yaml. Company A has data of every kind a customer
 * owns (requests with PDFs, a failed certificate, a kit, a cost centre, an invitation, a monitored party, an API
 * key, a webhook endpoint with a delivery, a payment, notifications); company B's gestor, its 'Membro' and the
 * member's API key call each operation on A's ids and get 404 (403 where the role refuses first, which says
 * nothing of A), and lists, counts and reports carry nothing of A. Anonymous callers get 401. The operation list
 * is read from the contract: an operation a customer can call without an entry in CASES fails the first test.
 * Then the events stream (replayed and live), a member who leaves A for B (their webhook hears nothing more of
 * A's requests), codes and names that are per company, and A's data untouched by all of it.
 */
import { randomUUID } from 'node:crypto';
import { type ApiClient, parseEventStream, type Solicitacao } from '@certidao/api-client';
import { cpfCheckDigits, formatCpf, toSaoPauloIsoDate } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresaMembros, notificacoes, pdfs } from '../src/db/schema.ts';
import { loadContract, type OpenApiDocument, type OperationInfo } from '../src/http/contract.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { follow } from './eventStream.ts';
import {
  checkResponse,
  emlText,
  insertCompany,
  randomCnpj,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { buyByPix } from './paymentFixtures.ts';
import { fisicaBody, settled, waitUntil } from './pipelineHelpers.ts';
import { receiver } from './webhookReceiver.ts';

const { spec, operations } = loadContract();

/** What a customer can call: the operations whose x-roles admit `user`, and the public ones. */
const CUSTOMER_OPERATIONS = [...operations.values()].filter(
  (op) => op.roles.includes('user') || op.roles.includes('public'),
);

const ALL_SCOPES = [
  'solicitacoes:ler',
  'solicitacoes:escrever',
  'webhooks:gerenciar',
  'eventos:ler',
  'monitoramento:ler',
  'monitoramento:escrever',
] as const;
const WEBHOOK_EVENTS = [
  'solicitacao.criada',
  'certidao.concluida',
  'certidao.falhou',
  'solicitacao.finalizada',
] as const;

const cpf = (base9: string) => formatCpf(`${base9}${cpfCheckDigits(base9)}`);
const CPF_A = cpf('201918171');
const CPF_A2 = cpf('302928272');
const CPF_A3 = cpf('403938373');
const CPF_B = cpf('504948474');
const CPF_B2 = cpf('605958575');

type Session = { api: ApiClient; token: string; userId: string; email: string };

/** Company A's data (what B must never reach) and company B's callers. */
interface World {
  A: {
    empresaId: string;
    gestor: Session;
    membro: Session;
    request: Solicitacao;
    failed: Solicitacao;
    pdf: { nomeArquivo: string; storageKey: string; codigoVerificacao: string };
    kitId: string;
    centroId: string;
    convite: { id: string; email: string; token: string };
    partyId: string;
    keyId: string;
    endpointId: string;
    entregaId: string;
    eventoId: string;
    paymentId: string;
    notificationIds: string[];
  };
  B: {
    empresaId: string;
    gestor: Session;
    membro: Session;
    /** The member's API key (every scope): a third caller. */
    key: string;
    endpointId: string;
    /** B's requests: all of them for the gestor, the member's own for the member. */
    requests: { gestor: string[]; membro: string[] };
  };
}

/** One call of an operation: path parameters, query and body (the method and path come from the contract). */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

type Caller = 'gestor' | 'membro' | 'chave';
type Who = Exclude<Caller, 'chave'>;

/**
 * How an operation is kept within the caller's company:
 * - `id`: it names a record by id (path, query or body): A's ids answer 404 to B.
 * - `list`: it answers a list, a count or a report of the caller's own: nothing of A appears in it.
 * - `own`: it acts only on the caller's own account, company or portfolio and names no record of anyone else's
 *   (`why` says why it cannot reach another company's data); probed with `calls` when given.
 * - `public`: no session; `why` says what it reveals and to whom.
 */
interface Case {
  kind: 'id' | 'list' | 'own' | 'public';
  why?: string;
  calls?: (w: World) => Call[];
  /**
   * Status per caller (default: 404 for `id`, 200 otherwise). An API key gets its own entry, else the member's,
   * or 403 when keys may not call it.
   */
  status?: Partial<Record<Caller, number>>;
  /** Further checks of a 2xx answer. */
  check?: (body: unknown, who: Who, w: World) => void;
  /** A's member who can read the first call's record: the same GET answers them 200 (the ids are right). */
  readableBy?: Who;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the checks.
type Json = any;
const ids = (body: Json): string[] => (body?.data ?? []).map((x: { id: string }) => x.id);

const GESTOR_ONLY = { membro: 403 } as const;
/** The current month, 'YYYY-MM' (São Paulo), for the monthly statements. */
const THIS_MONTH = toSaoPauloIsoDate().slice(0, 7);

const SELF_ACCOUNT = "Acts on the caller's own account (the session's user); it takes no id of another.";
const OWN_BILLING =
  "Acts on the caller's own subscription (for a member, their company's, through its holder): no id of another account or company.";

/** One entry per customer operation of the contract. */
const CASES: Record<string, Case> = {
  // ── Public ──────────────────────────────────────────────────────────────
  getHealth: { kind: 'public', why: "The server's health: no customer data." },
  getOpenApiJson: { kind: 'public', why: 'The contract itself: no customer data.' },
  getOpenApiYaml: { kind: 'public', why: 'The contract itself: no customer data.' },
  login: { kind: 'public', why: 'Opens the account of the credentials sent, and only that one.' },
  loginCheckout: { kind: 'public', why: 'Opens the account of the credentials sent, and only that one.' },
  register: { kind: 'public', why: 'Creates a personal account; answers the same for a known address.' },
  confirmEmail: { kind: 'public', why: "Uses a single-use token e-mailed to the account's own address." },
  unlockAccount: { kind: 'public', why: "Uses a single-use token e-mailed to the account's own address." },
  resendConfirmation: { kind: 'public', why: 'Answers the same whether or not the address has an account.' },
  getPlanosPublicos: { kind: 'public', why: "The product's public plan list: no company's data." },
  obterStatusPublico: {
    kind: 'public',
    why: "The sources' state for the public status page: no customer's data.",
  },
  listarCatalogo: { kind: 'public', why: "The product's catalogue of certificate types: no company's data." },
  resumoCatalogo: { kind: 'public', why: "The catalogue's figures: no company's data." },
  listarFinalidades: { kind: 'public', why: "The product's kinds of transaction: no company's data." },
  proporCertidoes: {
    kind: 'public',
    why: 'A set of types computed from the query alone (kind of transaction, places): nothing stored is read.',
  },
  obterTipoCertidao: { kind: 'public', why: "One type of the product's catalogue: no company's data." },
  asaasWebhook: { kind: 'public', why: "The payment gateway's calls, authenticated by its own token." },
  verificarCertidao: {
    kind: 'public',
    why: 'The verification page of the code printed on a PDF (document masked): whoever holds the PDF may check it.',
  },
  pagarSandbox: {
    kind: 'public',
    why: "The sandbox gateway's invoice pages, public by payment id as a real gateway's invoice links are.",
  },
  getFaturaSandbox: {
    kind: 'public',
    why: "The sandbox gateway's invoice pages, public by payment id as a real gateway's invoice links are.",
  },
  getBoletoSandbox: {
    kind: 'public',
    why: "The sandbox gateway's invoice pages, public by payment id as a real gateway's invoice links are.",
  },
  getNotaFiscalSandbox: {
    kind: 'public',
    why: "The sandbox gateway's service-invoice PDF, public by payment id as a real gateway's invoice links are.",
  },
  obterConvite: {
    kind: 'public',
    why: "The invitation's secret link (e-mailed to the invited address): it shows the inviting company's name to whoever was sent it.",
  },
  aceitarConvite: {
    kind: 'public',
    why: 'The secret link joins only the invited address: a signed-in account of another address is refused.',
    calls: (w) => [{ params: { token: w.A.convite.token } }],
    status: { gestor: 403, membro: 403 },
  },

  // ── The caller's own account ────────────────────────────────────────────
  getProfile: { kind: 'own', why: SELF_ACCOUNT, calls: () => [{}] },
  logout: { kind: 'own', why: SELF_ACCOUNT },
  changePassword: { kind: 'own', why: SELF_ACCOUNT },
  getMe: { kind: 'own', why: SELF_ACCOUNT, calls: () => [{}] },
  updateMe: { kind: 'own', why: SELF_ACCOUNT },
  updateMyPassword: { kind: 'own', why: SELF_ACCOUNT },
  getMyPermissions: { kind: 'own', why: "The operations the caller's role may call.", calls: () => [{}] },
  obterPlanoUsuario: {
    kind: 'own',
    why: OWN_BILLING,
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(JSON.stringify(body)).not.toContain(w.A.empresaId),
  },
  atribuirPlanoUsuario: { kind: 'own', why: OWN_BILLING },
  obterEmpresaCheckout: {
    kind: 'own',
    why: 'The company the caller chose at checkout, kept on their own account (null once in a company).',
    calls: () => [{}],
    check: (body: Json) => expect(body).toEqual({ empresa: null }),
  },
  atualizarMeuPlano: { kind: 'own', why: OWN_BILLING },
  cancelarMeuPlano: { kind: 'own', why: OWN_BILLING },
  previaAlteracaoPlano: { kind: 'own', why: OWN_BILLING },
  alterarMeuPlano: { kind: 'own', why: OWN_BILLING },
  desistirAlteracaoPlano: { kind: 'own', why: OWN_BILLING },
  previaAssentoExtra: { kind: 'own', why: OWN_BILLING },
  comprarAssentoExtra: { kind: 'own', why: OWN_BILLING },
  obterCartao: { kind: 'own', why: OWN_BILLING },
  salvarCartao: { kind: 'own', why: OWN_BILLING },
  removerCartao: { kind: 'own', why: OWN_BILLING },
  criarPagamento: { kind: 'own', why: OWN_BILLING },
  getPlanos: {
    kind: 'own',
    why: "The product's plan catalogue, the same for every customer.",
    calls: () => [{}],
  },
  getPlano: { kind: 'own', why: "A plan of the product's catalogue, not a company's record." },

  // ── Payments ────────────────────────────────────────────────────────────
  buscarPagamentosUsuario: {
    kind: 'list',
    calls: () => [{}],
    status: GESTOR_ONLY,
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.paymentId),
  },
  getPagamento: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.paymentId } }],
    status: { membro: 403 },
  },
  cancelarPagamento: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.paymentId } }],
    status: { membro: 403 },
  },
  sincronizarPagamento: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.paymentId } }],
    status: { membro: 403 },
  },

  // ── Requests ────────────────────────────────────────────────────────────
  getSolicitacoes: {
    kind: 'list',
    // Filters naming A's records match nothing: they apply within what the caller sees.
    calls: (w): Call[] => [
      {},
      { query: { centroCustoId: w.A.centroId } },
      { query: { kitId: w.A.kitId } },
      { query: { usuarioId: w.A.gestor.userId } },
      { query: { cpf: CPF_A } },
      { query: { limite: '100', status: 'concluido' } },
      // A's party name and A's own reference find nothing outside A.
      { query: { busca: 'Sigilosa Alfa' } },
      { query: { busca: 'PROC-ALFA' } },
    ],
    check: (body: Json, who, w) => expect(w.B.requests[who]).toEqual(expect.arrayContaining(ids(body))),
  },
  createSolicitacao: {
    kind: 'id',
    // A's kit and cost centre, with types the kit holds: for A's gestor this would be a valid request.
    calls: (w) => [
      { body: { ...fisicaBody('Beta Invasora', CPF_B, ['cndt', 'trf3']), kitId: w.A.kitId } },
      { body: { ...fisicaBody('Beta Invasora', CPF_B, ['cndt']), centroCustoId: w.A.centroId } },
    ],
  },
  criarSolicitacoesEmLote: {
    kind: 'own',
    why: "Creates requests in the caller's own account; a row naming another company's kit or cost centre is refused as createSolicitacao refuses it (404), and nothing is created.",
    calls: (w) => [
      {
        body: {
          solicitacoes: [
            { ...fisicaBody('Beta Invasora', CPF_B, ['cndt', 'trf3']), kitId: w.A.kitId },
            { ...fisicaBody('Beta Invasora', CPF_B, ['cndt']), centroCustoId: w.A.centroId },
          ],
        },
      },
    ],
    check: (body: Json) => {
      expect(body.criadas).toBe(0);
      expect(body.resultados.map((r: Json) => r.status)).toEqual([404, 404]);
    },
  },
  getEstatisticasSolicitacoes: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, who, w) => expect(body.totalSolicitacoes).toBe(w.B.requests[who].length),
  },
  getPlanoSolicitacoes: {
    kind: 'list',
    calls: () => [{}],
    // The month's count is the company's (every member's requests), B's only.
    check: (body: Json, _who, w) => expect(body.utilizadas).toBe(w.B.requests.gestor.length),
  },
  getEventosSolicitacoes: {
    kind: 'id',
    why: "Following one request; the stream of all the caller's requests is tested below (replay and live).",
    calls: (w) => [{ query: { solicitacaoId: w.A.request.id } }],
  },
  getSolicitacao: { kind: 'id', calls: (w) => [{ params: { id: w.A.request.id } }], readableBy: 'gestor' },
  baixarPdfsSolicitacao: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.request.id } }],
    readableBy: 'gestor',
  },
  cancelarSolicitacao: { kind: 'id', calls: (w) => [{ params: { id: w.A.request.id } }] },
  atualizarSolicitacao: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.request.id }, body: { referencia: 'Invasão' } }],
  },
  tentarNovamenteCertidao: {
    kind: 'id',
    calls: (w) => [
      { params: { id: w.A.failed.id, certId: certOf(w.A.failed).id } },
      // A's certificate under B's own request.
      { params: { id: w.B.requests.membro[0] as string, certId: certOf(w.A.failed).id } },
    ],
  },
  consultarStatusJob: {
    kind: 'id',
    calls: (w) => [{ params: { id: certOf(w.A.failed).jobId as string } }],
    readableBy: 'membro',
  },
  retryJob: { kind: 'id', calls: (w) => [{ params: { id: certOf(w.A.failed).jobId as string } }] },
  downloadPdf: {
    kind: 'id',
    calls: (w) => [{ params: { name: w.A.pdf.nomeArquivo } }],
    readableBy: 'gestor',
  },
  downloadPdfObjeto: {
    kind: 'id',
    calls: (w) => [{ params: { key: w.A.pdf.storageKey } }],
    readableBy: 'gestor',
  },

  // ── Notifications ───────────────────────────────────────────────────────
  listarNotificacoes: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json) => expect(ids(body)).toEqual([]),
  },
  contarNotificacoesNaoLidas: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json) => expect(body.naoLidas).toBe(0),
  },
  marcarTodasNotificacoesLidas: {
    kind: 'own',
    why: "Marks the caller's own notifications only (A's stay unread: see the last test).",
    calls: () => [{}],
    check: (body: Json) => expect(body.atualizadas).toBe(0),
  },
  marcarNotificacaoLida: { kind: 'id', calls: (w) => w.A.notificationIds.map((id) => ({ params: { id } })) },
  excluirNotificacao: { kind: 'id', calls: (w) => w.A.notificationIds.map((id) => ({ params: { id } })) },

  // ── Monitoring ──────────────────────────────────────────────────────────
  listarMonitoramentos: {
    kind: 'list',
    calls: () => [{}, { query: { busca: 'Alfa' } }],
    check: (body: Json) => expect(ids(body)).toEqual([]),
  },
  criarMonitoramento: { kind: 'own', why: "Adds to the caller's own portfolio (a portfolio is personal)." },
  importarMonitoramentos: {
    kind: 'own',
    why: "Adds to the caller's own portfolio (a portfolio is personal).",
  },
  resumoMonitoramento: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json) => expect(body.partes).toBe(0),
  },
  obterMonitoramento: { kind: 'id', calls: (w) => [{ params: { id: w.A.partyId } }], readableBy: 'membro' },
  atualizarMonitoramento: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.partyId }, body: { status: 'pausado' } }],
  },
  removerMonitoramento: { kind: 'id', calls: (w) => [{ params: { id: w.A.partyId } }] },
  renovarMonitoramento: { kind: 'id', calls: (w) => [{ params: { id: w.A.partyId } }] },
  coberturaCotaMonitoramento: {
    kind: 'list',
    calls: () => [{ query: { novas: '3' } }],
    // Counts the caller's own waiting parties only (A's are not theirs).
    check: (body: Json) => expect(body.bloqueadas).toBe(0),
  },
  obterPreferenciasAlertas: {
    kind: 'own',
    why: "The caller's own alert choices.",
    calls: () => [{}],
    status: { chave: 403 },
  },
  atualizarPreferenciasAlertas: {
    kind: 'own',
    why: "Changes the caller's own alert choices only.",
    calls: () => [{ body: { cota: 'resumo_diario' } }],
    status: { chave: 403 },
  },
  monitorarSolicitacao: { kind: 'id', calls: (w) => [{ params: { id: w.A.request.id }, body: {} }] },
  baixarPdfsMonitoramento: { kind: 'id', calls: (w) => [{ params: { id: w.A.partyId } }] },
  exportarMonitoramentos: {
    kind: 'list',
    calls: (): Call[] => [
      { query: { formato: 'csv' } },
      { query: { formato: 'csv', busca: 'Alfa' } },
      { query: { formato: 'pdf' } },
    ],
    // The CSV holds the header only: none of A's parties (the text is also searched for A's names and ids).
    check: (body: Json) => {
      if (typeof body === 'string' && body.startsWith('\uFEFF'))
        expect(body.trimEnd().split('\r\n')).toHaveLength(1);
    },
  },

  // ── API keys and webhooks ───────────────────────────────────────────────
  listarChavesApi: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.keyId),
  },
  criarChaveApi: { kind: 'own', why: 'A key of the caller, acting as them: it reaches what they reach.' },
  revogarChaveApi: { kind: 'id', calls: (w) => [{ params: { id: w.A.keyId } }] },
  obterChaveAtual: {
    kind: 'own',
    why: 'The calling key itself (sessions are refused): no id, and nothing of its owner.',
    calls: () => [{}],
    status: { gestor: 403, membro: 403, chave: 200 },
    check: (body: Json, _who, w) => expect(body.id).not.toBe(w.A.keyId),
  },
  listarWebhooks: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.endpointId),
  },
  criarWebhook: {
    kind: 'own',
    why: "An endpoint of the caller's: it hears only of requests they may see (see 'a member who leaves').",
  },
  obterWebhook: { kind: 'id', calls: (w) => [{ params: { id: w.A.endpointId } }], readableBy: 'gestor' },
  atualizarWebhook: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.endpointId }, body: { ativo: false } }],
  },
  excluirWebhook: { kind: 'id', calls: (w) => [{ params: { id: w.A.endpointId } }] },
  rotacionarSegredoWebhook: { kind: 'id', calls: (w) => [{ params: { id: w.A.endpointId } }] },
  testarWebhook: { kind: 'id', calls: (w) => [{ params: { id: w.A.endpointId } }] },
  listarEntregasWebhook: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.endpointId } }],
    readableBy: 'gestor',
  },
  reenviarEntregaWebhook: {
    kind: 'id',
    calls: (w) => [
      { params: { id: w.A.endpointId, entregaId: w.A.entregaId } },
      // A's delivery under B's own endpoint.
      { params: { id: w.B.endpointId, entregaId: w.A.entregaId } },
    ],
    status: { membro: 404 },
  },
  obterEntregaWebhook: {
    kind: 'id',
    calls: (w) => [
      { params: { id: w.A.endpointId, entregaId: w.A.entregaId } },
      // A's delivery under B's own endpoint.
      { params: { id: w.B.endpointId, entregaId: w.A.entregaId } },
    ],
    readableBy: 'gestor',
  },
  reenviarEventosWebhook: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.endpointId }, body: { desde: '2026-01-01T00:00:00Z' } }],
  },
  listarEventos: {
    kind: 'list',
    calls: (w): Call[] => [{}, { query: { objeto: w.A.request.id } }, { query: { tipo: 'webhook.teste' } }],
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.eventoId),
  },
  obterEvento: { kind: 'id', calls: (w) => [{ params: { eventoId: w.A.eventoId } }], readableBy: 'gestor' },
  acompanharEventos: {
    kind: 'own',
    why: "The caller's own new events, live: tested below (B's streams receive nothing A records meanwhile).",
  },
  dispararEventoTeste: {
    kind: 'own',
    why: "A test event of the caller's own (sample data), listed and streamed to them only.",
  },

  // ── The company ─────────────────────────────────────────────────────────
  obterMinhaEmpresa: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(body.id).toBe(w.B.empresaId),
  },
  criarEmpresa: {
    kind: 'own',
    why: "Turns the caller's own account into a company; one already in a company is refused.",
    calls: () => [{ body: { razaoSocial: 'Beta Duplicada Ltda', cnpj: randomCnpj() } }],
    status: { gestor: 409, membro: 409 },
  },
  atualizarEmpresa: {
    kind: 'own',
    why: "Changes the caller's own company (no id).",
    calls: () => [{ body: { nomeFantasia: 'Beta' } }],
    status: GESTOR_ONLY,
    check: (body: Json, _who, w) => expect(body.id).toBe(w.B.empresaId),
  },
  listarMembrosEmpresa: {
    kind: 'list',
    calls: () => [{}],
    status: GESTOR_ONLY,
    check: (body: Json, _who, w) =>
      expect(body.data.map((m: Json) => m.usuario.id).sort()).toEqual(
        [w.B.gestor.userId, w.B.membro.userId].sort(),
      ),
  },
  alterarPapelMembro: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.membro.userId }, body: { papel: 'gestor' } }],
    status: GESTOR_ONLY,
  },
  removerMembroEmpresa: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.membro.userId } }],
    status: GESTOR_ONLY,
  },
  listarConvitesEmpresa: {
    kind: 'list',
    calls: () => [{}],
    status: GESTOR_ONLY,
    check: (body: Json) => expect(ids(body)).toEqual([]),
  },
  criarConviteEmpresa: {
    kind: 'own',
    why:
      "Invites into the caller's own company. An address already in another company is refused (as the contract " +
      'says) without naming that company or anything of it: the invitation could never be accepted.',
    calls: (w) => [{ body: { email: w.A.membro.email } }],
    status: { gestor: 409, membro: 403 },
  },
  revogarConviteEmpresa: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.convite.id } }],
    status: GESTOR_ONLY,
  },
  reenviarConviteEmpresa: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.convite.id } }],
    status: GESTOR_ONLY,
  },
  listarKits: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.kitId),
  },
  criarKit: {
    kind: 'own',
    why: "Creates in the caller's company; codes and names are unique per company (see 'codes and names').",
  },
  atualizarKit: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.kitId }, body: { nome: 'Kit Tomado' } }],
    status: GESTOR_ONLY,
  },
  removerKit: { kind: 'id', calls: (w) => [{ params: { id: w.A.kitId } }], status: GESTOR_ONLY },
  listarCentrosCusto: {
    kind: 'list',
    calls: () => [{}],
    check: (body: Json, _who, w) => expect(ids(body)).not.toContain(w.A.centroId),
  },
  criarCentroCusto: {
    kind: 'own',
    why: "Creates in the caller's company; codes and names are unique per company (see 'codes and names').",
  },
  atualizarCentroCusto: {
    kind: 'id',
    calls: (w) => [{ params: { id: w.A.centroId }, body: { ativo: false } }],
    status: GESTOR_ONLY,
  },
  removerCentroCusto: { kind: 'id', calls: (w) => [{ params: { id: w.A.centroId } }], status: GESTOR_ONLY },
  obterRelatorioUsoEmpresa: {
    kind: 'list',
    calls: () => [{}],
    status: GESTOR_ONLY,
    check: (body: Json, _who, w) => expect(body.totais.solicitacoes).toBe(w.B.requests.gestor.length),
  },
  // The month's statement names a cost centre of the caller's company: A's answers 404, as if it did not exist.
  obterExtratoMensalEmpresa: {
    kind: 'id',
    calls: (w) => [{ params: { mes: THIS_MONTH }, query: { centroCustoId: w.A.centroId } }],
    status: GESTOR_ONLY,
  },
  exportarExtratoMensalCsv: {
    kind: 'id',
    calls: (w) => [{ params: { mes: THIS_MONTH }, query: { centroCustoId: w.A.centroId } }],
    status: GESTOR_ONLY,
  },
  exportarExtratoMensalPdf: {
    kind: 'id',
    calls: (w) => [{ params: { mes: THIS_MONTH }, query: { centroCustoId: w.A.centroId } }],
    status: GESTOR_ONLY,
  },
  exportarRelatorioUsoEmpresaCsv: {
    kind: 'list',
    calls: () => [{ query: { agrupamento: 'solicitacao' } }, { query: { agrupamento: 'membro' } }],
    status: GESTOR_ONLY,
  },
};

const certOf = (s: Solicitacao) => s.certidoes[0] as Solicitacao['certidoes'][number];

let t: TestServer;
let w: World;
/** Every string that would show something of A: ids, names, e-mails, documents, codes, secrets. */
const markers: string[] = [];
const hooks: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  t = await startTestServer();
  w = await buildWorld();
}, 300_000);
afterAll(async () => {
  for (const h of hooks) await h.close();
  await t?.close();
});

async function buildWorld(): Promise<World> {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `Equipe Alfa ${randomUUID().slice(0, 6)}`, valor: 99.9, limite: 0, assentos: 10 },
  });
  // A's holder bought the plan by PIX (a payment of A's), then made the company with one 'Membro'.
  const gestorA = await buyByPix(t, plano.id);
  const membroA = await t.createUser('user');
  const { empresaId } = await insertCompany(t.server, gestorA.userId, [
    { userId: membroA.userId, papel: 'membro' },
  ]);
  const kit = await gestorA.api.criarKit({
    body: { nome: 'Kit Sigiloso Alfa', tiposCertidao: ['cndt', 'trf3'] },
  });
  const centro = await gestorA.api.criarCentroCusto({
    body: { codigo: 'CC-ALFA', nome: 'Centro Sigiloso Alfa' },
  });
  const created = await gestorA.api.createSolicitacao({
    body: {
      ...fisicaBody('Ana Sigilosa Alfa', CPF_A, ['cndt', 'trf3']),
      referencia: 'PROC-ALFA-0001',
      kitId: kit.id,
      centroCustoId: centro.id,
    },
  });
  // 'FALHA' fails every certificate's first job (the sandbox issuer): a failed certificate and job of A's.
  const createdFailed = await membroA.api.createSolicitacao({
    body: fisicaBody('Bruno FALHA Alfa', CPF_A2, ['cndt']),
  });
  const request = await settled(gestorA.api, created.id);
  const failed = await settled(gestorA.api, createdFailed.id);
  expect(certOf(failed).status).toBe('falhou');
  const pdf = certOf(request).pdfs[0];
  if (!pdf) throw new Error('no PDF of A');
  const [stored] = await t.server.ctx.db.select().from(pdfs).where(eq(pdfs.nomeArquivo, pdf.nomeArquivo));
  const convite = await gestorA.api.criarConviteEmpresa({ body: { email: 'convidado.alfa@exemplo.com.br' } });
  const mail = t
    .outbox()
    .map(emlText)
    .find((m) => m.includes(convite.email));
  const conviteToken = mail?.match(/\/convite\/([A-Za-z0-9_-]{20,})/)?.[1] as string;
  const party = await membroA.api.criarMonitoramento({
    body: {
      tipoPessoa: 'fisica',
      nomeCompleto: 'Parte Monitorada Alfa',
      documento: CPF_A3,
      dataNascimento: '15/03/1985',
      tiposCertidao: ['cndt'],
    },
  });
  const key = await membroA.api.criarChaveApi({
    body: { nome: 'Integração Alfa', escopos: [...ALL_SCOPES] },
  });
  const hookA = await receiver();
  hooks.push(hookA);
  const endpoint = await gestorA.api.criarWebhook({
    body: { url: hookA.url, descricao: 'ERP Alfa', eventos: [...WEBHOOK_EVENTS] },
  });
  const delivery = await gestorA.api.testarWebhook({ path: { id: endpoint.endpoint.id } });
  // Customers' notifications are the monitoring pass's alerts (monitoring tests produce them); written here so
  // that A has unread ones without waiting for a certificate to change.
  const notes = await t.server.ctx.db
    .insert(notificacoes)
    .values(
      [gestorA.userId, membroA.userId].map((userId) => ({
        userId,
        tipo: 'pendencia' as const,
        evento: 'monitoramento.resultado_alterado',
        titulo: 'Aviso Sigiloso Alfa',
        mensagem: 'O resultado da certidão de Parte Monitorada Alfa mudou.',
        link: `/monitoramento/${party.id}`,
        chave: `teste:${userId}`,
      })),
    )
    .returning({ id: notificacoes.id });
  const empresaA = await gestorA.api.obterMinhaEmpresa();

  // Company B: a gestor and a 'Membro', each with a request, an endpoint and the member's API key.
  const b = await companyWithMembers(t, 20);
  const hookB = await receiver();
  hooks.push(hookB);
  const endpointB = await b.gestor.api.criarWebhook({
    body: { url: hookB.url, eventos: [...WEBHOOK_EVENTS] },
  });
  const keyB = await b.membro.api.criarChaveApi({
    body: { nome: 'Integração Beta', escopos: [...ALL_SCOPES] },
  });
  const gestorRequest = await b.gestor.api.createSolicitacao({
    body: fisicaBody('Carlos Beta', CPF_B, ['cndt']),
  });
  const membroRequest = await b.membro.api.createSolicitacao({
    body: fisicaBody('Daniela Beta', CPF_B2, ['cndt']),
  });
  await settled(b.gestor.api, gestorRequest.id);
  await settled(b.gestor.api, membroRequest.id);

  markers.push(
    empresaId,
    empresaA.razaoSocial,
    empresaA.cnpj,
    ...[gestorA, membroA].flatMap((u) => [u.userId, u.email]),
    ...[request, failed].flatMap((s) => [
      s.id,
      s.dadosGerais.nomeCompleto,
      ...s.certidoes.flatMap((c) => [c.id, c.jobId ?? c.id, ...c.pdfs.flatMap((p) => [p.id, p.sha256])]),
    ]),
    CPF_A,
    CPF_A.replace(/\D/g, ''),
    CPF_A2,
    CPF_A2.replace(/\D/g, ''),
    pdf.nomeArquivo,
    pdf.codigoVerificacao,
    stored?.storageKey as string,
    kit.id,
    kit.nome,
    centro.id,
    centro.nome,
    convite.id,
    convite.email,
    conviteToken,
    party.id,
    party.nomeCompleto,
    key.chave.id,
    key.chave.prefixo,
    key.segredo,
    endpoint.endpoint.id,
    endpoint.endpoint.url,
    endpoint.segredo,
    delivery.id,
    delivery.eventoId,
    gestorA.paymentId,
    ...notes.map((n) => n.id),
    'Aviso Sigiloso Alfa',
  );
  return {
    A: {
      empresaId,
      gestor: gestorA,
      membro: membroA,
      request,
      failed,
      pdf: {
        nomeArquivo: pdf.nomeArquivo,
        storageKey: stored?.storageKey as string,
        codigoVerificacao: pdf.codigoVerificacao,
      },
      kitId: kit.id,
      centroId: centro.id,
      convite: { id: convite.id, email: convite.email, token: conviteToken },
      partyId: party.id,
      keyId: key.chave.id,
      endpointId: endpoint.endpoint.id,
      entregaId: delivery.id,
      eventoId: delivery.eventoId,
      paymentId: gestorA.paymentId,
      notificationIds: notes.map((n) => n.id),
    },
    B: {
      empresaId: b.empresaId,
      gestor: b.gestor,
      membro: b.membro,
      key: keyB.segredo,
      endpointId: endpointB.endpoint.id,
      requests: { gestor: [gestorRequest.id, membroRequest.id], membro: [membroRequest.id] },
    },
  };
}

function parametersOf(op: OperationInfo): OpenApiDocument[] {
  const item = spec.paths[op.path];
  return [...(item.parameters ?? []), ...(item[op.method].parameters ?? [])].map((p: OpenApiDocument) =>
    p.$ref ? spec.components.parameters[p.$ref.split('/').pop()] : p,
  );
}

/** Sends one call of the operation; its answer is checked against the contract. */
async function send(op: OperationInfo, call: Call, token?: string) {
  let path = op.path;
  for (const p of parametersOf(op).filter((x) => x.in === 'path'))
    path = path.replace(`{${p.name}}`, encodeURIComponent(call.params?.[p.name] ?? randomUUID()));
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const res = await fetch(`${t.apiUrl}${path}${query}`, {
    method: op.method.toUpperCase(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  await checkResponse(op.method, res.url, res);
  const text = res.headers.get('content-type')?.includes('application/zip') ? '' : await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, text, body };
}

/** A's markers found in an answer, other than those the call itself sent (an id in the path may be echoed). */
function leaksIn(text: string, call: Call): string[] {
  const sent = JSON.stringify(call);
  return markers.filter((m) => text.includes(m) && !sent.includes(m));
}

describe('company isolation over every customer operation', () => {
  it('every customer operation of the contract has an isolation case, and every case an operation', () => {
    const missing = CUSTOMER_OPERATIONS.filter((op) => !CASES[op.operationId]).map(
      (op) => `operation ${op.operationId} has no isolation case`,
    );
    expect(missing).toEqual([]);
    const known = new Set(CUSTOMER_OPERATIONS.map((op) => op.operationId));
    expect(Object.keys(CASES).filter((id) => !known.has(id))).toEqual([]);
    for (const [id, c] of Object.entries(CASES)) {
      if (c.kind === 'own' || c.kind === 'public') expect(c.why, `${id} needs a reason`).toBeTruthy();
      else expect(c.calls, `${id} needs calls`).toBeTruthy();
    }
  });

  const ordered = [...CUSTOMER_OPERATIONS].sort((a, b) => a.operationId.localeCompare(b.operationId));
  for (const op of ordered) {
    const c = CASES[op.operationId];
    if (!c) continue;
    it(`${op.operationId} (${op.method.toUpperCase()} ${op.path}): ${c.kind}`, async () => {
      const calls = c.calls?.(w) ?? [];
      if (!op.roles.includes('public')) {
        const anonymous = await send(op, calls[0] ?? {});
        expect(anonymous.status, `${op.operationId} anonymous`).toBe(401);
      }
      const tokens: Record<Caller, string> = {
        gestor: w.B.gestor.token,
        membro: w.B.membro.token,
        chave: w.B.key,
      };
      for (const call of calls) {
        for (const caller of ['gestor', 'membro', 'chave'] as const) {
          const who: Who = caller === 'chave' ? 'membro' : caller;
          const fallback = c.kind === 'id' ? 404 : 200;
          const wanted =
            caller === 'chave' && !op.keyScopes && !op.roles.includes('public')
              ? 403
              : (c.status?.[caller] ?? c.status?.[who] ?? fallback);
          const res = await send(op, call, tokens[caller]);
          const label = `${op.operationId} as B's ${caller} ${JSON.stringify(call).slice(0, 160)}: ${res.text.slice(0, 200)}`;
          expect(res.status, label).toBe(wanted);
          expect(leaksIn(res.text, call), label).toEqual([]);
          if (res.status < 300) c.check?.(res.body, who, w);
        }
      }
      // The same ids open A's record to A's own member: the 404s above are the company's wall, not a bad id.
      if (c.readableBy && op.method === 'get') {
        const own = await send(op, calls[0] ?? {}, w.A[c.readableBy].token);
        expect(own.status, `${op.operationId} as A's ${c.readableBy}`).toBe(200);
      }
    });
  }
});

describe('events stream', () => {
  /** The request ids of the certificate events a stream received. */
  const seen = (s: ReturnType<typeof follow>) => new Set(s.certs().map((e) => e.data.solicitacaoId));

  it("replayed from the start (Last-Event-ID 0), B's streams hold only B's requests", async () => {
    const streams = {
      gestor: follow(t, w.B.gestor.token, { lastEventId: '0' }),
      membro: follow(t, w.B.membro.token, { lastEventId: '0' }),
      chave: follow(t, w.B.key, { lastEventId: '0' }),
      A: follow(t, w.A.gestor.token, { lastEventId: '0' }),
    };
    try {
      await waitUntil(async () => seen(streams.A).has(w.A.request.id), 20_000, "A's replay");
      for (const [caller, who] of [
        ['gestor', 'gestor'],
        ['membro', 'membro'],
        ['chave', 'membro'],
      ] as const) {
        const s = streams[caller];
        await waitUntil(
          async () => w.B.requests[who].every((id) => seen(s).has(id)),
          20_000,
          `the replay of B's ${caller}`,
        );
        expect(
          [...seen(s)].filter((id) => !w.B.requests[who].includes(id)),
          caller,
        ).toEqual([]);
        expect(leaksIn(JSON.stringify(s.events), {}), caller).toEqual([]);
      }
    } finally {
      for (const s of Object.values(streams)) await s.close();
    }
  });

  it("live, B's streams receive no event of a request A makes meanwhile", async () => {
    const streams = {
      gestor: follow(t, w.B.gestor.token),
      membro: follow(t, w.B.membro.token),
      A: follow(t, w.A.gestor.token),
    };
    try {
      await Promise.all(Object.values(streams).map((s) => s.ready()));
      const fromA = await w.A.membro.api.createSolicitacao({
        body: fisicaBody('Eva Sigilosa Alfa', CPF_A, ['cndt']),
      });
      await waitUntil(async () => seen(streams.A).has(fromA.id), 20_000, "A's event");
      // B's own request, made after A's: once B's streams show it, A's events were already handed out.
      const fromB = await w.B.membro.api.createSolicitacao({
        body: fisicaBody('Fábio Beta', CPF_B2, ['cndt']),
      });
      w.B.requests.gestor.push(fromB.id);
      w.B.requests.membro.push(fromB.id);
      await settled(w.B.membro.api, fromB.id);
      for (const who of ['gestor', 'membro'] as const) {
        const s = streams[who];
        await waitUntil(async () => seen(s).has(fromB.id), 20_000, `B's ${who} event`);
        expect([...seen(s)], who).toEqual([fromB.id]);
      }
      expect(seen(streams.A)).not.toContain(fromB.id);
    } finally {
      for (const s of Object.values(streams)) await s.close();
    }
  });
});

describe('recorded events', () => {
  it("B's live event streams receive nothing A records meanwhile", async () => {
    const open = async (token: string) => {
      const controller = new AbortController();
      const res = await fetch(`${t.apiUrl}/integracoes/eventos/ao-vivo`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const events = parseEventStream(res.body as ReadableStream<Uint8Array>);
      // The first heartbeat: the stream follows every new event from here on.
      expect((await events.next()).value?.event).toBe('heartbeat');
      const next = async () => {
        for (;;) {
          const { value } = await events.next();
          if (!value || value.event === 'evento') return value;
        }
      };
      return { next, close: () => controller.abort() };
    };
    const streams = {
      gestor: await open(w.B.gestor.token),
      membro: await open(w.B.membro.token),
      chave: await open(w.B.key),
    };
    try {
      // A type A's endpoint does not receive, so A's delivery log stays as the last check expects.
      await w.A.gestor.api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } });
      await w.A.membro.api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } });
      // Then each of B's callers fires one: the first event each stream gets is its own.
      for (const [caller, api] of [
        ['gestor', w.B.gestor.api],
        ['membro', w.B.membro.api],
      ] as const) {
        const own = await api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } });
        expect((await streams[caller].next())?.id, caller).toBe(own.id);
      }
      // The key acts as B's member: it saw the member's event, not A's.
      const [ofMember] = (await w.B.membro.api.listarEventos({ query: { limit: 1 } })).data;
      expect((await streams.chave.next())?.id).toBe(ofMember?.id);
    } finally {
      for (const s of Object.values(streams)) s.close();
    }
  });
});

describe('a member who leaves A for B', () => {
  it("hears nothing more of A's requests: not by webhook, not by the events stream", async () => {
    // A member of A (written to the database, as companyFixtures does) with an endpoint of their own.
    const x = await t.createUser('user');
    await t.server.ctx.db
      .insert(empresaMembros)
      .values({ empresaId: w.A.empresaId, userId: x.userId, papel: 'membro' });
    const hook = await receiver();
    hooks.push(hook);
    const { endpoint } = await x.api.criarWebhook({ body: { url: hook.url, eventos: [...WEBHOOK_EVENTS] } });
    const made = await x.api.createSolicitacao({ body: fisicaBody('Diego FALHA Alfa', CPF_A, ['cndt']) });
    const failed = await settled(w.A.gestor.api, made.id);
    // While a member, their endpoint hears of their request.
    await waitUntil(
      async () =>
        hook.events().some((e) => e.tipo === 'certidao.falhou' && e.dados.solicitacaoId === made.id),
      20_000,
      'the member endpoint to hear of the failure',
    );

    await w.A.gestor.api.removerMembroEmpresa({ path: { id: x.userId } });
    await insertMembership(w.B.empresaId, x.userId);
    const again = await t.loginAs(x.email, x.password);
    // Turned on again by its owner, now in B.
    await again.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: true } });
    const stream = follow(t, again.token);
    await stream.ready();
    const before = (
      await again.api.listarEntregasWebhook({ path: { id: endpoint.id }, query: { limit: 100 } })
    ).data.length;

    // A retries the certificate: it is issued, and the request finishes again.
    await w.A.gestor.api.tentarNovamenteCertidao({ path: { id: made.id, certId: certOf(failed).id } });
    const done = await waitUntil(
      async () => {
        const s = await w.A.gestor.api.getSolicitacao({ path: { id: made.id } });
        return certOf(s).status === 'concluido' ? s : undefined;
      },
      20_000,
      "A's retry",
    );
    expect(certOf(done).pdfs).toHaveLength(1);
    // The events were written in the same transaction as the certificate: any delivery would exist by now.
    const after = await again.api.listarEntregasWebhook({ path: { id: endpoint.id }, query: { limit: 100 } });
    expect(after.data.length).toBe(before);
    await new Promise((r) => setTimeout(r, 1000));
    expect(hook.events().filter((e) => e.tipo === 'certidao.concluida')).toEqual([]);
    expect(stream.certs().filter((e) => e.data.solicitacaoId === made.id)).toEqual([]);
    await stream.close();
    // Nor does the former member reach the request any more.
    const res = await fetch(`${t.apiUrl}/solicitacoes/${made.id}`, {
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(res.status).toBe(404);
  });
});

/** Adds an account to a company as a 'Membro' (the database, as insertCompany does). */
async function insertMembership(empresaId: string, userId: string) {
  await t.server.ctx.db.insert(empresaMembros).values({ empresaId, userId, papel: 'membro' });
}

describe('codes and names are per company', () => {
  it("B creates a kit and a cost centre with A's code and name (no conflict across companies)", async () => {
    const kit = await w.B.gestor.api.criarKit({
      body: { nome: 'Kit Sigiloso Alfa', codigo: 'kit-sigiloso-alfa', tiposCertidao: ['cndt'] },
    });
    expect(kit.padrao).toBe(false);
    const centro = await w.B.gestor.api.criarCentroCusto({
      body: { codigo: 'cc-alfa', nome: 'Centro Sigiloso Alfa' },
    });
    expect(centro.codigo).toBe('cc-alfa');
    // Within B they are taken now.
    const again = await send(
      operations.get('criarKit') as OperationInfo,
      {
        body: { nome: 'kit sigiloso alfa', codigo: 'outro-kit', tiposCertidao: ['cndt'] },
      },
      w.B.gestor.token,
    );
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Já existe um kit com o nome kit sigiloso alfa.' },
    });
  });
});

describe("A's data after all of B's attempts", () => {
  it('is all there, unchanged', async () => {
    const { A } = w;
    const request = await A.gestor.api.getSolicitacao({ path: { id: A.request.id } });
    expect(request.certidoes.map((c) => c.status)).toEqual(A.request.certidoes.map((c) => c.status));
    const failed = await A.gestor.api.getSolicitacao({ path: { id: A.failed.id } });
    expect(certOf(failed)).toMatchObject({ status: 'falhou', jobId: certOf(A.failed).jobId });
    expect((await A.gestor.api.listarKits()).data.find((k) => k.id === A.kitId)?.nome).toBe(
      'Kit Sigiloso Alfa',
    );
    expect((await A.gestor.api.listarCentrosCusto()).data.find((c) => c.id === A.centroId)).toMatchObject({
      nome: 'Centro Sigiloso Alfa',
      ativo: true,
    });
    const convites = await A.gestor.api.listarConvitesEmpresa();
    expect(convites.data.find((c) => c.id === A.convite.id)?.status).toBe('pendente');
    const members = await A.gestor.api.listarMembrosEmpresa();
    expect(members.data.find((m) => m.usuario.id === A.membro.userId)?.papel).toBe('membro');
    expect(await A.membro.api.obterMonitoramento({ path: { id: A.partyId } })).toMatchObject({
      status: 'ativo',
    });
    expect((await A.membro.api.listarChavesApi()).data.find((k) => k.id === A.keyId)?.status).toBe('ativa');
    const endpoint = await A.gestor.api.obterWebhook({ path: { id: A.endpointId } });
    expect(endpoint.ativo).toBe(true);
    const deliveries = await A.gestor.api.listarEntregasWebhook({ path: { id: A.endpointId } });
    expect(deliveries.data.map((d) => d.id)).toEqual([A.entregaId]);
    expect((await A.gestor.api.getPagamento({ path: { id: A.paymentId } })).status).toBe('CONFIRMADO');
    for (const who of [A.gestor, A.membro]) {
      const notes = await who.api.listarNotificacoes();
      expect(notes.naoLidas).toBe(1);
    }
  });
});
