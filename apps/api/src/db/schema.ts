/**
 * Every table of the database, in one file because drizzle-kit reads one schema to generate the migrations
 * (drizzle.config.ts) and the tables' foreign keys point at each other across areas; the tables are grouped by
 * area under section comments. Long file on purpose: splitting it would only move the cross-references into
 * imports.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Who a charge or invoice is in the name of: a company (razão social, CNPJ, its billing address) or a person
 * (name, CPF). Recorded with the charge, so a later change of the company's data does not rewrite history.
 */
export type TomadorRow = {
  nome: string;
  /** Digits (or upper-case alphanumeric CNPJ); null when the customer never gave one. */
  cpfCnpj: string | null;
  email: string;
  /** Street address, number and complement, in one line; null for a person without one. */
  endereco: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
  /** The company charged, when the tomador is one. */
  empresaId: string | null;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased; uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    /** Digits only (or upper-case alphanumeric CNPJ). */
    cpfCnpj: text('cpf_cnpj'),
    role: text('role', { enum: ['user', 'moderator', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    avatar: text('avatar'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The company chosen at checkout ('Comprar para uma empresa', the body of criarEmpresa), kept until a plan is
     * bought: a reload of the payment step shows it again and the purchase creates it. Null once bought.
     */
    checkoutEmpresa: jsonb('checkout_empresa').$type<{
      razaoSocial: string;
      nomeFantasia?: string | null;
      cnpj: string;
      dadosCobranca?: { endereco: string; cidade: string; cep: string; emailCobranca: string } | null;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/** One row per issued access token (its JWT id); logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail tokens; only their SHA-256 is stored. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['confirm_email', 'unlock_account'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The password-guessing budget (services/passwordBudget.ts): one row per IP (`ip:…`) and per e-mail address
 * (`email:…`, known or not), shared by every route that checks a password.
 */
export const passwordAttempts = pgTable('password_attempts', {
  key: text('key').primaryKey(),
  /** Attempts counted in the current window (a correct password gives its attempt back). */
  attempts: integer('attempts').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Set when an address reaches its limit; lifted by time or by the owner's unlock link. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    /** Monthly price in cents. */
    valorCents: integer('valor_cents').notNull().default(0),
    /** Requests per calendar month; 0 = unlimited. */
    limite: integer('limite').notNull().default(0),
    /** People who may use the plan in a company account (members plus pending invitations). */
    assentos: integer('assentos').notNull().default(1),
    beneficios: jsonb('beneficios').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cor: text('cor').notNull().default('default'),
    popular: boolean('popular').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    /** Set when an admin deletes a plan that users held before: kept for their history, hidden from lists. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plans_ordem_idx').on(t.ordem)],
);

export const userPlans = pgTable(
  'user_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** pending until the first payment is confirmed; cancelled/expired keep the history. */
    status: text('status', { enum: ['active', 'pending', 'cancelled', 'expired'] }).notNull(),
    renovacaoAutomatica: boolean('renovacao_automatica').notNull().default(false),
    billingType: text('billing_type', { enum: ['PIX', 'BOLETO', 'CREDIT_CARD', 'CORTESIA'] }).notNull(),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull().defaultNow(),
    /** Next charge (or end of the plan without renewal). */
    dataFim: timestamp('data_fim', { withTimezone: true }).notNull(),
    grantedBy: uuid('granted_by'),
    gatewaySubscriptionId: text('gateway_subscription_id'),
    /**
     * A change to a cheaper plan, chosen during the period: it takes effect when the period ends (the renewal
     * charges and counts the scheduled plan). Cleared when it takes effect or the customer withdraws it.
     */
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    /** Seats bought one at a time on top of the plan's own (`plans.assentos`), charged with each period. */
    extraSeats: integer('extra_seats').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one current (active or pending) plan per user: enforced by the database, not only by code.
    uniqueIndex('user_plans_one_current').on(t.userId).where(sql`status in ('active', 'pending')`),
    index('user_plans_plan_idx').on(t.planId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId)],
);

/** Key/value settings the server generates once (JWT secret fallback is kept on disk, not here). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** A customer's order: one person or company, the 10 certificates in `certidoes`. */
export const solicitacoes = pgTable(
  'solicitacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipoPessoa: text('tipo_pessoa', { enum: ['fisica', 'juridica'] }).notNull(),
    nomeCompleto: text('nome_completo').notNull(),
    /** CPF or CNPJ of the subject, normalised (digits / upper-case alphanumeric). */
    documento: text('documento').notNull(),
    observacao: text('observacao'),
    /** The customer's own reference (client, case, deal), free text up to 80 characters; searchable. */
    referencia: text('referencia'),
    /** Set on a renewal created by monitoring (and on the request a party was first monitored from). */
    monitoramentoId: uuid('monitoramento_id'),
    /** The company the request belongs to; it stays the company's when its creator leaves. */
    empresaId: uuid('empresa_id'),
    /** The kit the request started from; its name is kept so a removed kit still reads in history. */
    kitId: uuid('kit_id'),
    kitNome: text('kit_nome'),
    centroCustoId: uuid('centro_custo_id'),
    /**
     * Requests made before certificates had prices: the price of one request of the plan then in force, in cents.
     * Written no more (the migration to prices recorded it as the request's charge in `lancamentos`).
     */
    custoCents: integer('custo_cents').notNull().default(0),
    /** Where the party lives (UF and city), when the request said; the proposal of its set came from it. */
    uf: text('uf'),
    cidade: text('cidade'),
    /** Where the property lies, for a transaction with one. */
    imovelUf: text('imovel_uf'),
    imovelCidade: text('imovel_cidade'),
    /** The kind of transaction the set was proposed for (proposal.ts FINALIDADES). */
    finalidade: text('finalidade'),
    /**
     * A one-off order: paid on its own (a `payments` row with `tipo` = `avulso`) instead of counting against a plan.
     * Its certificates wait, without jobs, until that payment is confirmed.
     */
    oneOff: boolean('avulsa').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order is (criado_em, id) within what the caller sees: an account's, a company's, everything
    // (staff). With the id in the index a page's ids come from the index alone, and a keyset resumes in it.
    index('solicitacoes_user_created_idx').on(t.userId, t.criadoEm, t.id),
    index('solicitacoes_empresa_created_idx').on(t.empresaId, t.criadoEm, t.id),
    index('solicitacoes_created_idx').on(t.criadoEm, t.id),
    index('solicitacoes_documento_idx').on(t.documento),
    index('solicitacoes_monitoramento_idx').on(t.monitoramentoId),
    // The list's search matches anywhere in the name, the reference and the document (LIKE '%…%'): trigrams.
    index('solicitacoes_documento_trgm_idx').using('gin', sql`${t.documento} gin_trgm_ops`),
    // Name and reference behind the company (btree_gin): a company's search reads only its own candidates, and
    // a search without a company (staff, a personal account) still uses the trigrams alone.
    index('solicitacoes_empresa_nome_trgm_idx').using(
      'gin',
      t.empresaId,
      sql`lower(${t.nomeCompleto}) gin_trgm_ops`,
    ),
    index('solicitacoes_empresa_referencia_trgm_idx').using(
      'gin',
      t.empresaId,
      sql`lower(coalesce(${t.referencia}, '')) gin_trgm_ops`,
    ),
  ],
);

export const certidoes = pgTable(
  'certidoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    solicitacaoId: uuid('solicitacao_id')
      .notNull()
      .references(() => solicitacoes.id, { onDelete: 'cascade' }),
    tipoCertidao: text('tipo_certidao').notNull(),
    status: text('status', { enum: ['pendente', 'processando', 'concluido', 'falhou', 'cancelado'] })
      .notNull()
      .default('pendente'),
    erro: text('erro'),
    podeTentarNovamente: boolean('pode_tentar_novamente').notNull().default(false),
    jobId: uuid('job_id'),
    dadosCertidao: jsonb('dados_certidao').$type<Record<string, string | null>>().notNull(),
    /** Jobs created for this certificate (1 + manual retries). */
    tentativas: integer('tentativas').notNull().default(0),
    /**
     * What it was charged when ordered, in cents (its type's price plus the known official fee; 0 for staff and
     * before prices). Its charge and any return are rows of `lancamentos`.
     */
    precoCentavos: integer('preco_centavos').notNull().default(0),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certidoes_solicitacao_idx').on(t.solicitacaoId),
    index('certidoes_status_idx').on(t.status),
    // The staff dashboard's periods: certificates created, and concluded or failed (dated by their update).
    index('certidoes_created_idx').on(t.createdAt),
    index('certidoes_terminadas_idx')
      .on(t.updatedAt, t.status)
      .where(sql`${t.status} in ('concluido', 'falhou')`),
  ],
);

/**
 * The ledger of what customers are charged for certificates, append-only (a trigger refuses updates; rows go only
 * with their request): one `cobranca` per certificate ordered (positive), one `devolucao` (its negative) when it
 * is cancelled or never issued, at most one of each per certificate. `contaId` is the billing account (the
 * company's holder, or the customer). Requests made before prices have one `cobranca` without a certificate.
 */
export const lancamentos = pgTable(
  'lancamentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contaId: uuid('conta_id').notNull(),
    empresaId: uuid('empresa_id'),
    solicitacaoId: uuid('solicitacao_id')
      .notNull()
      .references(() => solicitacoes.id, { onDelete: 'cascade' }),
    certidaoId: uuid('certidao_id').references(() => certidoes.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['cobranca', 'devolucao'] }).notNull(),
    /** Cents: positive for a charge, negative for a return. */
    valorCentavos: integer('valor_centavos').notNull(),
    descricao: text('descricao').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lancamentos_certidao_tipo_key').on(t.certidaoId, t.tipo),
    // With the amount, a request's spend (the month report sums it for each request) is read from the index alone.
    index('lancamentos_solicitacao_idx').on(t.solicitacaoId, t.valorCentavos),
    index('lancamentos_empresa_criado_idx').on(t.empresaId, t.criadoEm),
    index('lancamentos_conta_criado_idx').on(t.contaId, t.criadoEm),
    check(
      'lancamentos_sinal',
      sql`(${t.tipo} = 'cobranca' and ${t.valorCentavos} >= 0) or (${t.tipo} = 'devolucao' and ${t.valorCentavos} <= 0)`,
    ),
  ],
);

// ───────────────────────────── Payments ─────────────────────────────────────

/** One charge of a plan at the payment gateway (first payment or a renewal). Money in cents. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan the charge is for; null for a one-off order's charge (it pays a request, not a plan). */
    planId: uuid('plan_id').references(() => plans.id),
    /** Null for a declined card purchase (the plan was never created) and for a one-off order's charge. */
    userPlanId: uuid('user_plan_id').references(() => userPlans.id, { onDelete: 'set null' }),
    /**
     * What the charge pays: `plano` a period of the plan (first payment or renewal), `alteracao` the difference of
     * an upgrade for the rest of the period, `assentos` extra seats for the rest of the period, `avulso` a one-off
     * order (`solicitacaoId`).
     */
    tipo: text('tipo', { enum: ['plano', 'alteracao', 'assentos', 'avulso'] })
      .notNull()
      .default('plano'),
    /** The line shown to the customer and on the invoice (e.g. the upgrade and the days it covers). */
    descricao: text('descricao'),
    /**
     * Given back on a confirmed charge without refunding it whole, in cents: a one-off order's certificates that
     * were never issued (their price, refunded through the gateway as they are returned).
     */
    refundedCents: integer('valor_estornado_cents').notNull().default(0),
    /** The one-off order this charge pays (`tipo` = `avulso`). */
    solicitacaoId: uuid('solicitacao_id').references(() => solicitacoes.id, { onDelete: 'set null' }),
    /**
     * Who the charge is in the name of, recorded when it is created: the company (razão social, CNPJ, address)
     * when the account holds one, otherwise the customer. Invoices and receipts read it, never the holder's data.
     */
    tomador: jsonb('tomador').$type<TomadorRow>(),
    valorCents: integer('valor_cents').notNull(),
    metodoPagamento: text('metodo_pagamento', {
      enum: ['PIX', 'BOLETO', 'CARTAO_CREDITO', 'CARTAO_DEBITO'],
    }).notNull(),
    status: text('status', {
      enum: ['CONFIRMADO', 'PENDENTE', 'RECUSADO', 'CANCELADO', 'REEMBOLSADO'],
    }).notNull(),
    observacoes: text('observacoes'),
    /** Which gateway holds the charge ('sandbox' | 'asaas'). */
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    pixPayload: text('pix_payload'),
    pixEncodedImage: text('pix_encoded_image'),
    pixExpiration: timestamp('pix_expiration', { withTimezone: true }),
    invoiceUrl: text('invoice_url'),
    bankSlipUrl: text('bank_slip_url'),
    identificationField: text('identification_field'),
    /** Calendar day YYYY-MM-DD (America/Sao_Paulo). */
    dueDate: text('due_date'),
    dataPagamento: timestamp('data_pagamento', { withTimezone: true }),
    /** For a renewal charge: the `dataFim` of the period it extends (null for the first payment). */
    renewsFrom: timestamp('renews_from', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Gateway message of a declined card. */
    failureReason: text('failure_reason'),
    /**
     * Set when the payment was confirmed but bought nothing (its plan was replaced, cancelled or expired, or the
     * period was already paid): such a payment is refunded automatically (payments/lateRefunds.ts).
     */
    unservedAt: timestamp('unserved_at', { withTimezone: true }),
    /** Set by the process that makes that refund, so it is made once. */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_id_key').on(t.gatewayPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_paid_idx').on(t.status, t.dataPagamento),
    // One open charge for a period per plan subscription: concurrent "create charge" calls cannot both succeed.
    // An upgrade's or extra seats' charge is another matter and may be open beside it.
    uniqueIndex('payments_one_open_per_user_plan')
      .on(t.userPlanId)
      .where(sql`status = 'PENDENTE' and tipo = 'plano'`),
    index('payments_solicitacao_idx').on(t.solicitacaoId),
    // One live renewal charge per period.
    uniqueIndex('payments_one_renewal_per_period')
      .on(t.userPlanId, t.renewsFrom)
      .where(sql`renews_from is not null and status in ('PENDENTE', 'CONFIRMADO', 'RECUSADO')`),
  ],
);

/** The gateway customer of each user (Asaas `cus_…`), created on the first purchase. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  customerId: text('customer_id').notNull(),
  /** Card token for automatic card renewals (never the card itself). */
  creditCardToken: text('credit_card_token'),
  /**
   * The name and document the gateway customer was last given (a fingerprint of `TomadorRow`): when the account's
   * company data change, the customer is updated before the next charge.
   */
  tomadorHash: text('tomador_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The card a user saved for automatic renewals (one per user; saving again replaces it): the gateway's token
 * and what may be shown. Never the card number or the security code.
 */
export const savedCards = pgTable('saved_cards', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Which gateway issued the token ('sandbox' | 'asaas'); a token only works there. */
  gateway: text('gateway').notNull(),
  creditCardToken: text('credit_card_token').notNull(),
  /** Asaas `creditCardBrand` (VISA, MASTERCARD, ELO…). */
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  holderName: text('holder_name').notNull(),
  /** '01'–'12'. */
  expiryMonth: text('expiry_month').notNull(),
  /** Four digits. */
  expiryYear: text('expiry_year').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every webhook event received, unique by the gateway's event id (deduplication). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What processing did: applied | ignored | unknown_payment | unhandled_event. */
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_payment_idx').on(t.gatewayPaymentId)],
);

/** The sandbox gateway's own customers (its "remote" state, kept across restarts). */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  cpfCnpj: text('cpf_cnpj'),
  externalReference: text('external_reference'),
  createdAt: createdAt(),
});

/** The sandbox gateway's charges, shaped like Asaas payments. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    billingType: text('billing_type', { enum: ['PIX', 'BOLETO', 'CREDIT_CARD'] }).notNull(),
    valueCents: integer('value_cents').notNull(),
    /** Asaas statuses: PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, DELETED (ours for removed). */
    status: text('status').notNull(),
    dueDate: text('due_date').notNull(),
    paymentDate: text('payment_date'),
    description: text('description'),
    externalReference: text('external_reference'),
    pixPayload: text('pix_payload'),
    identificationField: text('identification_field'),
    nossoNumero: text('nosso_numero'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_charges_external_idx').on(t.externalReference)],
);

/** The sandbox gateway's tokenised cards (as Asaas keeps them: per customer, never the number or CVC). */
export const sandboxCreditCards = pgTable(
  'sandbox_credit_cards',
  {
    token: text('token').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: text('expiry_month').notNull(),
    expiryYear: text('expiry_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_credit_cards_customer_idx').on(t.customerId)],
);

/** Webhook events the sandbox must deliver to our own endpoint; retried until delivered. */
export const sandboxWebhookOutbox = pgTable('sandbox_webhook_outbox', {
  id: text('id').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A service invoice (NFS-e) for a confirmed payment, issued through the gateway (Asaas `/invoices`) in the name of
 * the payment's `tomador`. The sandbox gateway authorises it at once with a simulated number.
 */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** Asaas `inv_…`. */
    gatewayInvoiceId: text('gateway_invoice_id'),
    /** Ours: AGENDADA (asked, not yet authorised), EMITIDA, ERRO, CANCELADA. */
    status: text('status', { enum: ['AGENDADA', 'EMITIDA', 'ERRO', 'CANCELADA'] }).notNull(),
    numero: text('numero'),
    pdfUrl: text('pdf_url'),
    xmlUrl: text('xml_url'),
    valorCentavos: integer('valor_centavos').notNull(),
    descricao: text('descricao').notNull(),
    tomador: jsonb('tomador').$type<TomadorRow>().notNull(),
    erro: text('erro'),
    emitidaEm: timestamp('emitida_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_payment_key').on(t.paymentId),
    uniqueIndex('notas_fiscais_gateway_id_key').on(t.gatewayInvoiceId),
  ],
);

/** The sandbox gateway's service invoices, shaped like Asaas invoices. */
export const sandboxInvoices = pgTable('sandbox_invoices', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  customerId: text('customer_id').notNull(),
  valueCents: integer('value_cents').notNull(),
  serviceDescription: text('service_description').notNull(),
  /** Asaas statuses: SCHEDULED, AUTHORIZED, CANCELED, ERROR… */
  status: text('status').notNull(),
  number: text('number'),
  externalReference: text('external_reference'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The monthly statement e-mailed to a company's gestores: one row per company and month, so it goes once. */
export const extratosEnviados = pgTable(
  'extratos_enviados',
  {
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' of the month the statement covers. */
    mes: text('mes').notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.mes] })],
);

// ───────────────────────────── Certificate pipeline ─────────────────────────────────────

/**
 * Our view of a certificate's job: state, progress and step for the clients; the pg-boss job that currently
 * carries it (`bossJobId`, a fencing token: a worker whose pg-boss job is no longer the current one discards
 * its result). Manual retries create a new row; automatic retries and stuck requeues keep the row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certidaoId: uuid('certidao_id')
      .notNull()
      .references(() => certidoes.id, { onDelete: 'cascade' }),
    bossJobId: uuid('boss_job_id'),
    state: text('state', { enum: ['waiting', 'active', 'completed', 'failed', 'delayed', 'stuck'] })
      .notNull()
      .default('waiting'),
    progress: integer('progress').notNull().default(0),
    step: text('step'),
    failedReason: text('failed_reason'),
    /** Attempts started (each run of the issuer, including automatic retries and stuck requeues). */
    attempts: integer('attempts').notNull().default(0),
    stuckCount: integer('stuck_count').notNull().default(0),
    /** A job with no progress for longer than this while active is stuck. */
    stuckAfterSeconds: integer('stuck_after_seconds').notNull(),
    /** Issuer state kept between runs (e.g. the protocol of a two-step request). */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    /** How the certificate is issued: by its automatic source, or by an operator ('Emissão assistida'). */
    modo: text('modo', { enum: ['automatica', 'assistida'] })
      .notNull()
      .default('automatica'),
    /**
     * Waits for a person: an assisted job with no pg-boss job (the sandbox may fulfil assisted jobs through the
     * queue instead). Supervision (stuck, orphan) leaves these alone; `bossJobId` is the operator's fence.
     */
    porOperador: boolean('por_operador').notNull().default(false),
    operadorId: uuid('operador_id'),
    assumidoEm: timestamp('assumido_em', { withTimezone: true }),
    /** An assisted job's promised time (its type's `prazoHoras` from creation). */
    prazoEm: timestamp('prazo_em', { withTimezone: true }),
    /** When operators were told it passed its deadline (once). */
    atrasoAvisadoEm: timestamp('atraso_avisado_em', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_certidao_idx').on(t.certidaoId),
    index('jobs_state_idx').on(t.state, t.heartbeatAt),
    index('jobs_operador_prazo_idx')
      .on(t.prazoEm)
      .where(sql`${t.porOperador} and ${t.state} in ('waiting', 'active')`),
  ],
);

/** A delivered, signed certificate file and what it certifies (served by the public verification). */
export const pdfs = pgTable(
  'pdfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certidaoId: uuid('certidao_id')
      .notNull()
      .references(() => certidoes.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    tipoCertidao: text('tipo_certidao').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    storageKey: text('storage_key').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    /** Upper-case; looked up case-insensitively. */
    codigoVerificacao: text('codigo_verificacao').notNull(),
    /** CPF or CNPJ of the subject, normalised. */
    documento: text('documento').notNull(),
    nome: text('nome').notNull(),
    resultado: text('resultado', {
      enum: ['negativa', 'positiva', 'positiva_com_efeitos_de_negativa', 'indeterminado'],
    }).notNull(),
    protocolo: text('protocolo').notNull(),
    emitidoEm: timestamp('emitido_em', { withTimezone: true }).notNull(),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    sandbox: boolean('sandbox').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pdfs_nome_arquivo_key').on(t.nomeArquivo),
    uniqueIndex('pdfs_storage_key_key').on(t.storageKey),
    uniqueIndex('pdfs_codigo_key').on(t.codigoVerificacao),
    index('pdfs_certidao_idx').on(t.certidaoId),
    index('pdfs_documento_idx').on(t.documento),
    index('pdfs_criado_idx').on(t.criadoEm),
  ],
);

/**
 * Certificates counted per account (the request's user and company), type and status, kept by triggers on
 * `certidoes` and `solicitacoes` (migration scale-indexes): the customer's statistics and the staff's request list add
 * up these few rows instead of reading every certificate. `shard` is the writing backend's pid, so concurrent
 * transactions never update the same row (no waits, no deadlocks); `certidao_totais_juntar()` folds the shards
 * into shard 0 now and then. Sums: `minutosConclusao` of (concluido_em − created_at) over the `nConclusao`
 * concluded certificates that have a concluido_em, `segundosAtualizacao` of (updated_at − created_at) over the
 * concluded ones.
 */
export const certidaoTotais = pgTable(
  'certidao_totais',
  {
    shard: integer('shard').notNull(),
    userId: uuid('user_id').notNull(),
    empresaId: uuid('empresa_id'),
    tipoCertidao: text('tipo_certidao').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
    nConclusao: integer('n_conclusao').notNull(),
    minutosConclusao: doublePrecision('minutos_conclusao').notNull(),
    segundosAtualizacao: doublePrecision('segundos_atualizacao').notNull(),
  },
  (t) => [
    unique('certidao_totais_chave')
      .on(t.shard, t.userId, t.empresaId, t.tipoCertidao, t.status)
      .nullsNotDistinct(),
    index('certidao_totais_conta_idx').on(t.empresaId, t.userId),
  ],
);

/** Requests counted per account, kept by a trigger on `solicitacoes` as `certidao_totais` is. */
export const solicitacaoTotais = pgTable(
  'solicitacao_totais',
  {
    shard: integer('shard').notNull(),
    userId: uuid('user_id').notNull(),
    empresaId: uuid('empresa_id'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('solicitacao_totais_chave').on(t.shard, t.userId, t.empresaId).nullsNotDistinct(),
    index('solicitacao_totais_conta_idx').on(t.empresaId, t.userId),
  ],
);

/**
 * Certificates counted per status over the whole service, kept with `certidao_totais` by the same function
 * (migration dashboard-hours): the staff dashboard's all-time totals read these few rows, not one per account.
 * Sharded and folded as `certidao_totais` is; `segundosAtualizacao` as there.
 */
export const certidaoTotaisGerais = pgTable(
  'certidao_totais_gerais',
  {
    shard: integer('shard').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
    segundosAtualizacao: doublePrecision('segundos_atualizacao').notNull(),
  },
  (t) => [unique('certidao_totais_gerais_chave').on(t.shard, t.status)],
);

/**
 * Certificates counted per hour (UTC hour, so any São Paulo day is a whole number of them): `criadas` by the hour
 * of `created_at`, `concluidas` and `falhas` by the hour of `updated_at` of the certificates in that status, kept
 * by a trigger on `certidoes` (migration dashboard-hours): the staff dashboard's change indicators and per-day
 * chart add up these rows instead of reading every certificate of the period. A certificate retried after failing
 * leaves its old hour and status and joins the new ones. Sharded by backend and folded by
 * `certidao_totais_juntar()` as `certidao_totais` is.
 */
export const certidaoHoras = pgTable(
  'certidao_horas',
  {
    shard: integer('shard').notNull(),
    hora: timestamp('hora', { withTimezone: true }).notNull(),
    criadas: integer('criadas').notNull(),
    concluidas: integer('concluidas').notNull(),
    falhas: integer('falhas').notNull(),
  },
  (t) => [unique('certidao_horas_chave').on(t.shard, t.hora), index('certidao_horas_hora_idx').on(t.hora)],
);

/**
 * A company's usage per São Paulo day of the requests' creation, member and cost centre: its requests, their
 * certificates and their spend (the ledger's charges less its returns, whenever recorded), kept by triggers on
 * `solicitacoes`, `certidoes` and `lancamentos` (migration month-usage). The month report adds up these rows
 * (a few hundred for a year) instead of reading every request of the period. Sharded by backend as
 * `certidao_totais` is, folded by `empresa_uso_dia_juntar()`, counted from the rows by `empresa_uso_dia_recontar()`.
 */
export const empresaUsoDia = pgTable(
  'empresa_uso_dia',
  {
    shard: integer('shard').notNull(),
    empresaId: uuid('empresa_id').notNull(),
    dia: date('dia').notNull(),
    userId: uuid('user_id').notNull(),
    centroCustoId: uuid('centro_custo_id'),
    solicitacoes: integer('solicitacoes').notNull(),
    certidoes: integer('certidoes').notNull(),
    gastoCentavos: bigint('gasto_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('empresa_uso_dia_chave')
      .on(t.shard, t.empresaId, t.dia, t.userId, t.centroCustoId)
      .nullsNotDistinct(),
    index('empresa_uso_dia_idx').on(t.empresaId, t.dia),
  ],
);

/**
 * A company's requests per São Paulo day of their creation, kept by triggers on `solicitacoes` (migration
 * company-days): the list filtered by dates counts these rows, and a numbered page finds the day it starts on
 * from them (a few hundred rows a year, where `empresa_uso_dia` has one per day, member and cost centre).
 * Sharded, folded and recounted with `empresa_uso_dia`.
 */
export const empresaDia = pgTable(
  'empresa_dia',
  {
    shard: integer('shard').notNull(),
    empresaId: uuid('empresa_id').notNull(),
    dia: date('dia').notNull(),
    solicitacoes: integer('solicitacoes').notNull(),
  },
  (t) => [
    unique('empresa_dia_chave').on(t.shard, t.empresaId, t.dia),
    // The count in the index too: a company's days are read from the index alone (one row per day lies in as
    // many table pages as days, since each day's rows of every company were written together).
    index('empresa_dia_idx').on(t.empresaId, t.dia, t.solicitacoes),
  ],
);

// ───────────────────────────── Live events ──

/**
 * One row each time a certificate's status, progress, step, error or PDFs change, written by database triggers
 * (migration 0004) whichever process made the change, and announced with NOTIFY 'certidao_eventos' so every
 * API process streams it (GET /solicitacoes/eventos). The id is the SSE event id; rows are kept for an hour so
 * a reconnecting client (Last-Event-ID) misses nothing.
 */
export const certidaoEventos = pgTable(
  'certidao_eventos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certidaoId: uuid('certidao_id').notNull(),
    solicitacaoId: uuid('solicitacao_id').notNull(),
    userId: uuid('user_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certidao_eventos_criado_idx').on(t.criadoEm)],
);

/**
 * A staff notification: one row per staff recipient (admin or moderator active when the event happened), so
 * read and delete are each user's own. `tipo` maps to the notification centre's tabs; `chave` makes a producer
 * idempotent (the same event never notifies the same user twice).
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['vencimento', 'erro', 'pendencia', 'sucesso'] }).notNull(),
    evento: text('evento').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    link: text('link'),
    chave: text('chave').notNull(),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notificacoes_user_chave_idx').on(t.userId, t.chave),
    index('notificacoes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// ───────────────────────────── Support, vendors and the certificate view ─────────────────────────────

/** A message sent through the support page's contact form; an e-mail goes to the support address too. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who sent it (a staff member of the back office); null once that account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    tipoProblema: text('tipo_problema', {
      enum: ['tecnico', 'cobranca', 'certidao', 'conta', 'outro'],
    }).notNull(),
    mensagem: text('mensagem').notNull(),
    status: text('status', { enum: ['aberto', 'em_atendimento', 'resolvido'] })
      .notNull()
      .default('aberto'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('support_tickets_created_idx').on(t.createdAt)],
);

/** A vendor (seller): a staff account that brings customers through its referral code. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upper-case letters and digits; what `/?ref=CODE` carries. */
    codigo: text('codigo').notNull(),
    genero: text('genero', { enum: ['masculino', 'feminino', 'outro', 'nao-informar'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendors_codigo_key').on(t.codigo), uniqueIndex('vendors_user_key').on(t.userId)],
);

/** A customer who registered through a vendor's referral link (at most one vendor per customer). */
export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_customers_vendor_idx').on(t.vendorId)],
);

/**
 * A certificate's status history: one row per change of its status or of its job's state or step, written by
 * database triggers (migration `certidao_historico`) whichever process made the change. Kept with the certificate.
 */
export const certidaoHistorico = pgTable(
  'certidao_historico',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certidaoId: uuid('certidao_id')
      .notNull()
      .references(() => certidoes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    jobState: text('job_state'),
    etapa: text('etapa'),
    erro: text('erro'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certidao_historico_certidao_idx').on(t.certidaoId, t.criadoEm)],
);

/** A staff member's note on a certificate (certificate view). */
export const certidaoObservacoes = pgTable(
  'certidao_observacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certidaoId: uuid('certidao_id')
      .notNull()
      .references(() => certidoes.id, { onDelete: 'cascade' }),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written (kept if the account is deleted). */
    autorNome: text('autor_nome').notNull(),
    texto: text('texto').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certidao_observacoes_certidao_idx').on(t.certidaoId, t.criadoEm)],
);

// ───────────────────────────── Integrations: API keys, idempotency, webhooks ─────────────────────────────

/** An API key of a user: only its SHA-256 is kept (a high-entropy key needs no slow hash); looked up by it. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** `ca_live_` / `ca_test_` and the first characters of the random part, to recognise the key. */
    prefixo: text('prefixo').notNull(),
    ambiente: text('ambiente', { enum: ['live', 'test'] }).notNull(),
    /** SHA-256 of the whole key, lower-case hex. */
    hash: text('hash').notNull(),
    escopos: text('escopos').array().notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
    ultimoIp: text('ultimo_ip'),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.hash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * One row per Idempotency-Key of an account: while `statusCode` is null the first request is still running;
 * then it holds the answer replayed to repeats within 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    /** The operation and a SHA-256 of its path and body: the same key with another request is refused. */
    operationId: text('operation_id').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    /** While running: taken over after this instant (a process that died mid-request). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_pk').on(t.userId, t.chave),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A customer's webhook endpoint. The secret is kept in clear: every delivery is signed with it. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    descricao: text('descricao'),
    eventos: text('eventos').array().notNull(),
    segredo: text('segredo').notNull(),
    /** After a rotation the previous secret also signs until `segredoAnteriorAte`. */
    segredoAnterior: text('segredo_anterior'),
    segredoAnteriorAte: timestamp('segredo_anterior_ate', { withTimezone: true }),
    ativo: boolean('ativo').notNull().default(true),
    /** Set when the server turned the endpoint off after its deliveries failed for days. */
    desativadoPorFalhasEm: timestamp('desativado_por_falhas_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * An event of a user (the transactional outbox, written with the change that causes it, whether or not an
 * endpoint wants it): the events API lists it, the live stream sends it, deliveries point at it. Kept 30 days.
 */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    /** The whole event as delivered (`{id, tipo, criadoEm, dados}`), serialised once. */
    payload: text('payload').notNull(),
    /** One event per key and user (a daily sweep or a replayed change does not send twice). */
    chave: text('chave'),
    /** The ids the event is about (request, certificates, monitored party, payment): the `objeto` filter. */
    objetos: text('objetos').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_eventos_user_chave_idx').on(t.userId, t.chave),
    index('webhook_eventos_created_idx').on(t.createdAt),
    index('webhook_eventos_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('webhook_eventos_objetos_idx').using('gin', t.objetos),
  ],
);

/** One event to one endpoint, with its last attempt; `enfileirada` once its pg-boss job exists. */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventoId: text('evento_id')
      .notNull()
      .references(() => webhookEventos.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pendente', 'sucesso', 'falhou'] })
      .notNull()
      .default('pendente'),
    enfileirada: boolean('enfileirada').notNull().default(false),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }),
    ultimaTentativaEm: timestamp('ultima_tentativa_em', { withTimezone: true }),
    statusHttp: integer('status_http'),
    duracaoMs: integer('duracao_ms'),
    resposta: text('resposta'),
    erro: text('erro'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_entregas_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_entregas_relay_idx').on(t.createdAt).where(sql`${t.enfileirada} = false`),
  ],
);

/** Every attempt of a delivery, as the endpoint answered it (the delivery row keeps only the last one). */
export const webhookTentativas = pgTable(
  'webhook_tentativas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entregaId: uuid('entrega_id')
      .notNull()
      .references(() => webhookEntregas.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt. */
    numero: integer('numero').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
    statusHttp: integer('status_http'),
    duracaoMs: integer('duracao_ms').notNull(),
    /** The first characters of the answer's body (bounded like the delivery's). */
    resposta: text('resposta'),
    erro: text('erro'),
  },
  (t) => [uniqueIndex('webhook_tentativas_entrega_idx').on(t.entregaId, t.numero)],
);

// ───────────────────────────── Monitoring ─────────────────────────────

/**
 * A person or company a customer keeps renewed: the data a request asks for, the types to keep valid and a
 * policy. `proximaRenovacaoEm` is when the next renewal is due (null while one runs or while paused).
 */
export const monitoramentos = pgTable(
  'monitoramentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipoPessoa: text('tipo_pessoa', { enum: ['fisica', 'juridica'] }).notNull(),
    nomeCompleto: text('nome_completo').notNull(),
    /** CPF or CNPJ, normalised as in `solicitacoes.documento`. */
    documento: text('documento').notNull(),
    /** The per-certificate data of a request about this party (cpf/cnpj formatted, rg, birth date…). */
    dados: jsonb('dados').$type<Record<string, string | null>>().notNull(),
    tiposCertidao: text('tipos_certidao').array().notNull(),
    politica: text('politica', { enum: ['vencimento', 'semanal', 'mensal'] }).notNull(),
    diasAntecedencia: integer('dias_antecedencia').notNull(),
    status: text('status', { enum: ['ativo', 'pausado'] })
      .notNull()
      .default('ativo'),
    proximaRenovacaoEm: timestamp('proxima_renovacao_em', { withTimezone: true }),
    renovacaoSolicitacaoId: uuid('renovacao_solicitacao_id'),
    ultimaAlteracaoEm: timestamp('ultima_alteracao_em', { withTimezone: true }),
    /** Since when a due renewal waits for quota (null: not blocked), and why in the plan's words. */
    bloqueadoEm: timestamp('bloqueado_em', { withTimezone: true }),
    bloqueioMotivo: text('bloqueio_motivo'),
    /** The day of the deed the party's certificates are for ('YYYY-MM-DD', São Paulo), or null: none planned. */
    dataEscritura: text('data_escritura'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('monitoramentos_user_documento_idx').on(t.userId, t.documento),
    index('monitoramentos_due_idx')
      .on(t.proximaRenovacaoEm)
      .where(sql`${t.status} = 'ativo' and ${t.renovacaoSolicitacaoId} is null`),
    index('monitoramentos_running_idx')
      .on(t.renovacaoSolicitacaoId)
      .where(sql`${t.renovacaoSolicitacaoId} is not null`),
    index('monitoramentos_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The latest certificate of each type kept for a party (what the portfolio shows and renewals compare). */
export const monitoramentoCertidoes = pgTable(
  'monitoramento_certidoes',
  {
    monitoramentoId: uuid('monitoramento_id')
      .notNull()
      .references(() => monitoramentos.id, { onDelete: 'cascade' }),
    tipoCertidao: text('tipo_certidao').notNull(),
    resultado: text('resultado'),
    emitidoEm: timestamp('emitido_em', { withTimezone: true }),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    certidaoId: uuid('certidao_id'),
    solicitacaoId: uuid('solicitacao_id'),
  },
  (t) => [
    uniqueIndex('monitoramento_certidoes_pk').on(t.monitoramentoId, t.tipoCertidao),
    index('monitoramento_certidoes_valido_idx').on(t.validoAte),
  ],
);

/** A party's timeline: issuances, result changes and alerts; `chave` makes each one happen once. */
export const monitoramentoEventos = pgTable(
  'monitoramento_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitoramentoId: uuid('monitoramento_id')
      .notNull()
      .references(() => monitoramentos.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    tipoCertidao: text('tipo_certidao'),
    resultado: text('resultado'),
    resultadoAnterior: text('resultado_anterior'),
    solicitacaoId: uuid('solicitacao_id'),
    chave: text('chave').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitoramento_eventos_chave_idx').on(t.monitoramentoId, t.chave),
    index('monitoramento_eventos_created_idx').on(t.monitoramentoId, t.createdAt),
    index('monitoramento_eventos_tipo_idx').on(t.tipo, t.createdAt),
  ],
);

/** The kinds of monitoring alert a user chooses how to receive. */
export const ALERTA_TIPOS = ['vencimento', 'resultado', 'falha', 'cota'] as const;
export const ALERTA_MODOS = ['imediato', 'resumo_diario', 'desligado'] as const;

/** How a user receives each kind of monitoring alert; a kind without a row is 'imediato'. */
export const preferenciasAlertas = pgTable(
  'preferencias_alertas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ALERTA_TIPOS }).notNull(),
    modo: text('modo', { enum: ALERTA_MODOS }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipo] })],
);

/** Alerts waiting for a user's daily digest e-mail; `resumoDia` is set by the digest that sent them. */
export const alertasResumo = pgTable(
  'alertas_resumo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ALERTA_TIPOS }).notNull(),
    monitoramentoId: uuid('monitoramento_id'),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    link: text('link'),
    resumoDia: text('resumo_dia'),
    createdAt: createdAt(),
  },
  (t) => [index('alertas_resumo_pending_idx').on(t.userId).where(sql`${t.resumoDia} is null`)],
);

/** One digest per user and day (by the server's clock, São Paulo time): the key that makes it exactly once. */
export const alertasResumosEnviados = pgTable(
  'alertas_resumos_enviados',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    itens: integer('itens').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dia] })],
);

// ───────────────────────────── Companies ─────────────────────────────────────

export type DadosCobrancaEmpresaRow = {
  endereco: string;
  cidade: string;
  cep: string;
  emailCobranca: string;
};

/**
 * A company account: the plan, quota and payments are those of its holder (`titularId`, the account that created
 * it), shared by every member.
 */
export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** Digits only (or upper-case alphanumeric CNPJ). */
    cnpj: text('cnpj').notNull(),
    dadosCobranca: jsonb('dados_cobranca').$type<DadosCobrancaEmpresaRow>(),
    membrosVeemTodas: boolean('membros_veem_todas').notNull().default(false),
    centroCustoObrigatorio: boolean('centro_custo_obrigatorio').notNull().default(false),
    titularId: uuid('titular_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('empresas_cnpj_key').on(t.cnpj), uniqueIndex('empresas_titular_key').on(t.titularId)],
);

/** A member of a company; an account belongs to at most one company. */
export const empresaMembros = pgTable(
  'empresa_membros',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    papel: text('papel', { enum: ['gestor', 'membro'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('empresa_membros_empresa_idx').on(t.empresaId)],
);

/** An invitation by e-mail; only the SHA-256 of the link's token is stored, replaced on each resend. */
export const empresaConvites = pgTable(
  'empresa_convites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    papel: text('papel', { enum: ['gestor', 'membro'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    convidadoPor: uuid('convidado_por').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('empresa_convites_token_key').on(t.tokenHash),
    index('empresa_convites_empresa_idx').on(t.empresaId, t.createdAt),
    index('empresa_convites_email_idx').on(t.email),
  ],
);

/** A kit of certificate types: the product's (`empresaId` null, fixed ids) or a company's own. */
export const kits = pgTable(
  'kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    tiposCertidao: text('tipos_certidao').array().notNull(),
    /**
     * Resolved by where the party and the property are (`resolveForPlace`): each type stands for its kind of
     * certificate, so a São Paulo kit becomes Minas Gerais' set for a party in Belo Horizonte. False: the types
     * are pinned as they are (a company's own kits, unless it asks otherwise).
     */
    porLocal: boolean('por_local').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kits_empresa_idx').on(t.empresaId),
    // Product kits have no company: the coalesce makes their codes unique among themselves too.
    uniqueIndex('kits_codigo_key').on(
      sql`coalesce(${t.empresaId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.codigo,
    ),
  ],
);

/** A company's cost centre; requests carry one. */
export const centrosCusto = pgTable(
  'centros_custo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('centros_custo_codigo_key').on(t.empresaId, sql`lower(${t.codigo})`),
    uniqueIndex('centros_custo_nome_key').on(t.empresaId, t.nome),
  ],
);

// ───────────────────────────── sources' health ─────────────────────────────

/**
 * One run of an automatic source for a certificate job (issued, failed, or refused for the input): the window
 * of a source's health figures. Pruned past two days (services/sourceHealth.ts).
 */
export const fonteTentativas = pgTable(
  'fonte_tentativas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fonte: text('fonte').notNull(),
    tipoCertidao: text('tipo_certidao').notNull(),
    resultado: text('resultado', { enum: ['emitida', 'falha', 'recusada'] }).notNull(),
    duracaoMs: integer('duracao_ms').notNull(),
    mensagem: text('mensagem'),
    createdAt: createdAt(),
  },
  // The window query reads one source's recent rows; the prune deletes by age.
  (t) => [
    index('fonte_tentativas_fonte_idx').on(t.fonte, t.createdAt),
    index('fonte_tentativas_created_idx').on(t.createdAt),
  ],
);

/**
 * A source's circuit breaker, shared by every worker process: consecutive failures open it (its jobs are paused
 * until `reabreEm`), then one probe job runs (half-open) and its success closes it. No row: closed.
 */
export const fonteDisjuntores = pgTable('fonte_disjuntores', {
  fonte: text('fonte').primaryKey(),
  estado: text('estado', { enum: ['fechado', 'aberto', 'meio_aberto'] })
    .notNull()
    .default('fechado'),
  falhasSeguidas: integer('falhas_seguidas').notNull().default(0),
  abertoEm: timestamp('aberto_em', { withTimezone: true }),
  /** When an open breaker lets one probe job through. */
  reabreEm: timestamp('reabre_em', { withTimezone: true }),
  sondaJobId: uuid('sonda_job_id'),
  sondaEm: timestamp('sonda_em', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Sandbox only: sources a staff member switched off, so every sandbox run of theirs fails as unavailable. */
export const sandboxFontesForaDoAr = pgTable('sandbox_fontes_fora_do_ar', {
  fonte: text('fonte').primaryKey(),
  createdAt: createdAt(),
});
