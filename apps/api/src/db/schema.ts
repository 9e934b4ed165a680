import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
  purpose: text('purpose', { enum: ['confirm_email'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
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
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('solicitacoes_user_created_idx').on(t.userId, t.criadoEm),
    index('solicitacoes_documento_idx').on(t.documento),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('certidoes_solicitacao_idx').on(t.solicitacaoId), index('certidoes_status_idx').on(t.status)],
);
