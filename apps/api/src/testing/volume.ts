/**
 * A firm's volume of data for the scale benchmark (`npm run bench -- dados --escala N`) and its guard test: N
 * requests over two years with their certificates (every status), PDFs as rows (storage keys, no files), the
 * ledger, accounts and companies with members, monitored parties and two years of plan payments. Written with
 * `insert … select generate_series` in chunks, one transaction each; the column and table names come from the
 * Drizzle schema, so a renamed column fails to compile here and a new NOT NULL one fails the guard test.
 *
 * Shape: 30 % of the requests are the biggest company's (the firm, 20 members), 30 % the other companies', 40 %
 * individual customers'; 40 % of requests ask for one certificate, 30 % for 3–5, 30 % for the package of 10
 * (4.6 on average). The same party recurs (documents are drawn from N/3). Ids are derived from the row's number
 * (md5), so each chunk finds its requests without reading them back.
 */
import { randomUUID } from 'node:crypto';
import { ORIGINAL_CODES } from '@certidao/domain';
import { type AnyColumn, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uuidArray } from '../db/queries.ts';
import {
  certidoes,
  empresaMembros,
  empresas,
  lancamentos,
  monitoramentoCertidoes,
  monitoramentos,
  payments,
  pdfs,
  plans,
  solicitacoes,
  userPlans,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';

/** Every generated account signs in with this password. */
export const VOLUME_PASSWORD = 'Escala@12345';
const SPAN_DAYS = 730;

export interface VolumeOptions {
  /** Requests to create. */
  escala: number;
  /** Monitored parties (default escala / 5). */
  partes?: number;
  /** Requests per transaction. */
  chunk?: number;
  onProgress?: (message: string) => void;
}

/** The e-mail of a generated account: `u<i>` the individual customers, `e<c>m<m>` member m of company c (m0 its
 * holder; e0 is the firm, the biggest). */
export const volumeEmail = (key: string) => `escala-${key}@exemplo.com.br`;

/** The accounts a benchmark signs in as (every one with VOLUME_PASSWORD). */
export const VOLUME_ACCOUNTS = {
  /** The firm's holder: a 'Gestor' who sees the whole company (the firm's members see every request). */
  firmHolder: volumeEmail('e0m0'),
  /** A member of the firm. */
  firmMember: volumeEmail('e0m2'),
  /** The first individual customer (no company). */
  individual: volumeEmail('u0'),
} as const;

export interface VolumeResult {
  firmEmpresaId: string;
  requests: number;
}

const t = (table: Table) => sql.identifier(getTableName(table));
const cols = (...columns: AnyColumn[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
/** A pseudo-random integer in [0, mod) from a row number and a salt: the same on every run. */
const h = (salt: string, of: SQL, mod: number) =>
  sql`mod(hashtext(${sql.raw(`'${salt}'`)} || (${of})::text)::bigint + 2147483648, ${sql.raw(String(mod))})`;
const uuidOf = (prefix: string, of: SQL) => sql`md5(${prefix} || (${of})::text)::uuid`;
const textArray = (items: readonly string[]) => sql`${`{${items.join(',')}}`}::text[]`;

const FIRST = ['Ana', 'João', 'Maria', 'José', 'Conceição', 'Antônio', 'Luíza', 'Bruno', 'Fábio', 'Márcia'];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Araújo',
  'Gonçalves',
  'Pereira',
  'Lima',
  'Ribeiro',
  'Simões',
  'Melo',
];
const COMPANY = ['Construtora', 'Incorporadora', 'Comércio', 'Agropecuária', 'Transportes', 'Imobiliária'];

function memberCount(company: number) {
  return company === 0 ? 20 : 2 + (company % 8);
}

async function insertAccounts(db: Db, n: number) {
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const individuals = Math.max(3, Math.floor(n / 400));
  const companies = Math.max(2, Math.floor(n / 10_000) + 1);
  const userRows: (typeof users.$inferInsert)[] = [];
  const companyRows: (typeof empresas.$inferInsert)[] = [];
  const memberRows: (typeof empresaMembros.$inferInsert)[] = [];
  // Stable per key, so a company's ids are known before its rows are written.
  const ids = new Map<string, string>();
  const id = (key: string) => {
    if (!ids.has(key)) ids.set(key, randomUUID());
    return ids.get(key) as string;
  };
  const person = (key: string, i: number) => ({
    id: id(key),
    firstName: FIRST[i % FIRST.length] as string,
    lastName: `${LAST[(i * 7) % LAST.length]} ${i}`,
    email: volumeEmail(key),
    passwordHash,
    emailVerified: true,
  });
  for (let i = 0; i < individuals; i++) userRows.push(person(`u${i}`, i));
  const firm: string[] = [];
  const others: { userId: string; empresaId: string; holder: string }[] = [];
  const holders: string[] = [];
  for (let c = 0; c < companies; c++) {
    const empresaId = id(`e${c}`);
    const holder = id(`e${c}m0`);
    holders.push(holder);
    companyRows.push({
      id: empresaId,
      razaoSocial: `${COMPANY[c % COMPANY.length]} Escala ${c} Ltda`,
      cnpj: String(10_000_000_000_000 + c * 7919).padStart(14, '0'),
      titularId: holder,
      membrosVeemTodas: c % 2 === 0,
    });
    for (let m = 0; m <= memberCount(c); m++) {
      const userId = id(`e${c}m${m}`);
      userRows.push(person(`e${c}m${m}`, c * 31 + m));
      memberRows.push({ userId, empresaId, papel: m === 0 || m === 1 ? 'gestor' : 'membro' });
      if (c === 0) firm.push(userId);
      else others.push({ userId, empresaId, holder });
    }
  }
  for (let i = 0; i < userRows.length; i += 500) await db.insert(users).values(userRows.slice(i, i + 500));
  await db.insert(empresas).values(companyRows);
  await db.insert(empresaMembros).values(memberRows);
  const individualIds = userRows.slice(0, individuals).map((u) => u.id as string);
  return { individualIds, firm, firmEmpresaId: id('e0'), others, holders };
}

type Accounts = Awaited<ReturnType<typeof insertAccounts>>;

/** The owner of request `g`: firm 30 %, other companies 30 %, individuals 40 %. */
function ownerSql(a: Accounts, g: SQL) {
  const group = h('dono', g, 100);
  const firmIdx = sql`1 + ${h('membro', g, a.firm.length)}`;
  const otherIdx = sql`1 + ${h('membro', g, a.others.length)}`;
  const indIdx = sql`1 + ${h('membro', g, a.individualIds.length)}`;
  const firm = uuidArray(a.firm);
  const other = uuidArray(a.others.map((o) => o.userId));
  const otherCompany = uuidArray(a.others.map((o) => o.empresaId));
  const otherHolder = uuidArray(a.others.map((o) => o.holder));
  const ind = uuidArray(a.individualIds);
  return {
    userId: sql`case when ${group} < 30 then (${firm})[${firmIdx}] when ${group} < 60 then (${other})[${otherIdx}] else (${ind})[${indIdx}] end`,
    empresaId: sql`case when ${group} < 30 then ${a.firmEmpresaId}::uuid when ${group} < 60 then (${otherCompany})[${otherIdx}] end`,
    contaId: sql`case when ${group} < 30 then ${a.firm[0]}::uuid when ${group} < 60 then (${otherHolder})[${otherIdx}] else (${ind})[${indIdx}] end`,
  };
}

async function insertRequests(db: Db, a: Accounts, n: number, from: number, to: number) {
  const g = sql`g`;
  const owner = ownerSql(a, g);
  const created = sql`now() - (${n}::float8 - g) / ${n} * interval '${sql.raw(String(SPAN_DAYS))} days' - ${h('seg', g, 3600)} * interval '1 second'`;
  const fisica = sql`${h('pessoa', g, 10)} < 7`;
  const docNumber = h('doc', g, Math.max(1, Math.floor(n / 3)));
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const nCerts = sql`case when ${h('n', g, 10)} < 4 then 1 when ${h('n', g, 10)} < 7 then 3 + ${h('m', g, 3)} else 10 end`;
  const codes = textArray(ORIGINAL_CODES);
  await db.transaction(async (tx) => {
    // Rows are consistent by construction: no history or event triggers, no foreign-key checks per row.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into ${t(solicitacoes)} (${cols(
        solicitacoes.id,
        solicitacoes.userId,
        solicitacoes.empresaId,
        solicitacoes.tipoPessoa,
        solicitacoes.nomeCompleto,
        solicitacoes.documento,
        solicitacoes.referencia,
        solicitacoes.uf,
        solicitacoes.cidade,
        solicitacoes.criadoEm,
      )})
      select ${uuidOf('escala-s-', g)}, ${owner.userId}, ${owner.empresaId},
             case when ${fisica} then 'fisica' else 'juridica' end,
             case when ${fisica}
               then (${first})[1 + ${h('nome', sql`${docNumber}`, 10)}] || ' ' || (${last})[1 + ${h('sobre', sql`${docNumber}`, 10)}] || ' ' || (${last})[1 + ${h('sobre2', sql`${docNumber}`, 10)}]
               else (${textArray(COMPANY)})[1 + ${h('emp', sql`${docNumber}`, 6)}] || ' ' || (${last})[1 + ${h('sobre', sql`${docNumber}`, 10)}] || ' Ltda' end,
             case when ${fisica} then lpad((${docNumber})::text, 11, '0') else lpad((${docNumber})::text, 14, '0') end,
             case when ${h('ref', g, 2)} = 0 then 'Processo ' || (g % 5000)::text end,
             'SP', 'São Paulo', ${created}
      from generate_series(${from}::int, ${to}::int) g`);
    await tx.execute(sql`
      insert into ${t(certidoes)} (${cols(
        certidoes.id,
        certidoes.solicitacaoId,
        certidoes.tipoCertidao,
        certidoes.status,
        certidoes.podeTentarNovamente,
        certidoes.dadosCertidao,
        certidoes.tentativas,
        certidoes.precoCentavos,
        certidoes.erro,
        certidoes.concluidoEm,
        certidoes.createdAt,
        certidoes.updatedAt,
      )})
      select c.id, s.id, c.tipo, c.status, c.status = 'falhou' and c.r % 2 = 0,
             jsonb_build_object('nome', s.nome_completo, 'cpf', s.documento), 1, 1500 + c.r * 35,
             case when c.status = 'falhou' then 'Órgão emissor indisponível' end,
             case when c.status = 'concluido' then s.criado_em + (30 + c.r * 6) * interval '1 second' end,
             s.criado_em,
             s.criado_em + case when c.status in ('pendente', 'processando') then interval '0' else (30 + c.r * 6) * interval '1 second' end
      from generate_series(${from}::int, ${to}::int) g
      join ${t(solicitacoes)} s on s.id = ${uuidOf('escala-s-', g)}
      cross join lateral generate_series(1, ${nCerts}) k
      cross join lateral (
        select ${uuidOf('escala-c-', sql`g || '-' || k`)} as id,
               case when ${nCerts} = 10 then (${codes})[k] else (${codes})[1 + (${h('tipo', g, 10)} + k) % 10] end as tipo,
               ${h('st', sql`g || '-' || k`, 100)} as r,
               case
                 when s.criado_em > now() - interval '1 hour' then (array['pendente', 'processando', 'concluido'])[1 + ${h('novo', sql`g || '-' || k`, 3)}]
                 when ${h('st', sql`g || '-' || k`, 100)} < 86 then 'concluido'
                 when ${h('st', sql`g || '-' || k`, 100)} < 93 then 'falhou'
                 when ${h('st', sql`g || '-' || k`, 100)} < 98 then 'cancelado'
                 else 'concluido' end as status
      ) c`);
    await tx.execute(sql`
      insert into ${t(pdfs)} (${cols(
        pdfs.id,
        pdfs.certidaoId,
        pdfs.tipoCertidao,
        pdfs.nomeArquivo,
        pdfs.storageKey,
        pdfs.tamanho,
        pdfs.sha256,
        pdfs.codigoVerificacao,
        pdfs.documento,
        pdfs.nome,
        pdfs.resultado,
        pdfs.protocolo,
        pdfs.emitidoEm,
        pdfs.validoAte,
        pdfs.sandbox,
        pdfs.criadoEm,
      )})
      select md5('escala-p-' || c.id::text)::uuid, c.id, c.tipo_certidao, c.id::text || '.pdf',
             'escala/' || c.id::text || '.pdf', 20000 + c.preco_centavos, md5(c.id::text) || md5(c.id::text),
             upper(substr(md5('v' || c.id::text), 1, 16)), s.documento, s.nome_completo,
             (array['negativa', 'negativa', 'negativa', 'negativa', 'negativa', 'negativa', 'negativa', 'positiva',
                    'positiva_com_efeitos_de_negativa', 'indeterminado'])[1 + c.preco_centavos % 10],
             'PROT-' || substr(c.id::text, 1, 8), c.concluido_em,
             c.concluido_em + (30 + (c.preco_centavos % 6) * 30) * interval '1 day', true, c.concluido_em
      from generate_series(${from}::int, ${to}::int) g
      join ${t(solicitacoes)} s on s.id = ${uuidOf('escala-s-', g)}
      join ${t(certidoes)} c on c.solicitacao_id = s.id
      where c.status = 'concluido'`);
    const conta = ownerSql(a, g).contaId;
    await tx.execute(sql`
      insert into ${t(lancamentos)} (${cols(
        lancamentos.contaId,
        lancamentos.empresaId,
        lancamentos.solicitacaoId,
        lancamentos.certidaoId,
        lancamentos.tipo,
        lancamentos.valorCentavos,
        lancamentos.descricao,
        lancamentos.criadoEm,
      )})
      select ${conta}, s.empresa_id, s.id, c.id, x.tipo,
             case x.tipo when 'cobranca' then c.preco_centavos else -c.preco_centavos end,
             case x.tipo when 'cobranca' then 'Certidão ' else 'Devolução ' end || c.tipo_certidao,
             case x.tipo when 'cobranca' then s.criado_em else c.updated_at end
      from generate_series(${from}::int, ${to}::int) g
      join ${t(solicitacoes)} s on s.id = ${uuidOf('escala-s-', g)}
      join ${t(certidoes)} c on c.solicitacao_id = s.id
      cross join lateral (values ('cobranca'), ('devolucao')) x(tipo)
      where x.tipo = 'cobranca' or c.status = 'cancelado' or (c.status = 'falhou' and not c.pode_tentar_novamente)`);
  });
}

async function insertParties(db: Db, a: Accounts, count: number, chunk: number) {
  const owners = uuidArray([...a.individualIds, ...a.holders]);
  const ownerCount = a.individualIds.length + a.holders.length;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into ${t(monitoramentos)} (${cols(
          monitoramentos.id,
          monitoramentos.userId,
          monitoramentos.tipoPessoa,
          monitoramentos.nomeCompleto,
          monitoramentos.documento,
          monitoramentos.dados,
          monitoramentos.tiposCertidao,
          monitoramentos.politica,
          monitoramentos.diasAntecedencia,
          monitoramentos.status,
          monitoramentos.proximaRenovacaoEm,
        )})
        select ${uuidOf('escala-m-', sql`g`)}, (${owners})[1 + g % ${ownerCount}], 'fisica',
               'Parte monitorada ' || g, lpad(g::text, 11, '0'),
               jsonb_build_object('nome', 'Parte monitorada ' || g, 'cpf', lpad(g::text, 11, '0'), 'cnpj', null,
                                  'rg', null, 'inscricaoImovel', null, 'registroImobiliario', null,
                                  'dataNascimento', '15/03/1985'),
               array['cndt', 'trf3'], (array['vencimento', 'semanal', 'mensal'])[1 + g % 3], 5,
               case when g % 20 = 0 then 'pausado' else 'ativo' end,
               case when g % 20 <> 0 then now() + (1 + g % 60) * interval '1 day' end
        from generate_series(${from}::int, ${to}::int) g`);
      await tx.execute(sql`
        insert into ${t(monitoramentoCertidoes)} (${cols(
          monitoramentoCertidoes.monitoramentoId,
          monitoramentoCertidoes.tipoCertidao,
          monitoramentoCertidoes.resultado,
          monitoramentoCertidoes.emitidoEm,
          monitoramentoCertidoes.validoAte,
          monitoramentoCertidoes.certidaoId,
        )})
        select ${uuidOf('escala-m-', sql`g`)}, x.tipo, 'negativa', now() - interval '10 days',
               now() + (30 + g % 150) * interval '1 day', ${uuidOf('escala-mc-', sql`g || x.tipo`)}
        from generate_series(${from}::int, ${to}::int) g cross join (values ('cndt'), ('trf3')) x(tipo)`);
    });
  }
}

/** A plan for every account and a confirmed monthly payment for each of the last 24 months. */
async function insertPlansAndPayments(db: Db, a: Accounts) {
  const planId = '0e5ca1a0-0000-4000-8000-000000000001';
  await db
    .insert(plans)
    .values({ id: planId, nome: 'Escala', valorCents: 49_900, limite: 0, assentos: 30 })
    .onConflictDoNothing();
  const accounts = uuidArray([...a.individualIds, ...a.holders]);
  await db.execute(sql`
    insert into ${t(userPlans)} (${cols(
      userPlans.id,
      userPlans.userId,
      userPlans.planId,
      userPlans.status,
      userPlans.billingType,
      userPlans.dataInicio,
      userPlans.dataFim,
    )})
    select ${uuidOf('escala-up-', sql`u`)}, u, ${planId}::uuid, 'active', 'PIX',
           now() - interval '${sql.raw(String(SPAN_DAYS))} days', now() + interval '20 days'
    from unnest(${accounts}) u`);
  await db.execute(sql`
    insert into ${t(payments)} (${cols(
      payments.userId,
      payments.planId,
      payments.userPlanId,
      payments.valorCents,
      payments.metodoPagamento,
      payments.status,
      payments.gateway,
      payments.gatewayPaymentId,
      payments.dataPagamento,
      payments.createdAt,
    )})
    select u, ${planId}::uuid, ${uuidOf('escala-up-', sql`u`)}, 49900, 'PIX',
           case when m % 11 = 5 then 'RECUSADO' else 'CONFIRMADO' end, 'sandbox',
           'pay_escala_' || md5(u::text || m::text),
           case when m % 11 <> 5 then now() - m * interval '30 days' end, now() - m * interval '30 days'
    from unnest(${accounts}) u cross join generate_series(0, 23) m`);
}

/** Fills an empty (migrated) database; its accounts are VOLUME_ACCOUNTS. */
export async function fillDatabase(db: Db, options: VolumeOptions): Promise<VolumeResult> {
  const n = options.escala;
  const chunk = options.chunk ?? 5_000;
  const progress = options.onProgress ?? (() => {});
  const accounts = await insertAccounts(db, n);
  progress(
    `contas: ${accounts.individualIds.length} clientes, ${accounts.holders.length} empresas (${accounts.firm.length} membros na maior)`,
  );
  await insertPlansAndPayments(db, accounts);
  const started = Date.now();
  for (let from = 1; from <= n; from += chunk) {
    const to = Math.min(n, from + chunk - 1);
    await insertRequests(db, accounts, n, from, to);
    const rate = to / ((Date.now() - started) / 1000);
    progress(
      `solicitações: ${to.toLocaleString('pt-BR')} de ${n.toLocaleString('pt-BR')} (${rate.toFixed(0)}/s)`,
    );
  }
  const partes = options.partes ?? Math.floor(n / 5);
  await insertParties(db, accounts, partes, Math.max(chunk, 10_000));
  progress(`partes monitoradas: ${partes.toLocaleString('pt-BR')}`);
  // Written without triggers: the counters (per account, service-wide, per hour) are counted once from the rows.
  await db.execute(sql`select certidao_totais_recontar()`);
  await db.execute(sql`select empresa_uso_dia_recontar()`);
  // As autovacuum would leave a database at rest: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  return { firmEmpresaId: accounts.firmEmpresaId, requests: n };
}
