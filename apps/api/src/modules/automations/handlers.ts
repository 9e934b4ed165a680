import {
  type AutomationName,
  automationFromCode,
  CERTIFICATE_CODES,
  codeFromAutomation,
  getCertificateType,
  isValidCnpj,
  isValidCpf,
  normalizeCpfCnpj,
} from '@certidao/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { isSafeKey } from '../../adapters/storage/types.ts';
import type { AppContext } from '../../context.ts';
import { certidoes, pdfs, solicitacoes } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { currentUser, type Handlers, isStaff, type UserRow } from '../../http/types.ts';
import { formatSize, toApiPdf } from '../solicitacoes/serialize.ts';
import {
  createRequest,
  getOwnedJob,
  jobStatus,
  type NewRequest,
  retryCertificate,
  rowsOf,
  toJobStatus,
} from '../solicitacoes/service.ts';

const PDF_NOT_FOUND = 'PDF não encontrado.';

interface AutomationInput {
  nomeCompleto: string;
  cpf?: string;
  rg?: string;
  email?: string;
  modelo?: string;
  inscricaoImovel?: string;
}

/** Staff automations are recorded as a request of the caller; one person (CPF) or company (CNPJ) per call. */
function toNewRequest(entries: Array<[AutomationName, AutomationInput]>): NewRequest {
  if (!entries.length) throw badRequest('Informe pelo menos uma automação.');
  const docs = new Set<string>();
  const names = new Set<string>();
  const certs: NewRequest['certs'] = [];
  let tipoPessoa: 'fisica' | 'juridica' = 'fisica';
  for (const [name, input] of entries) {
    const code = codeFromAutomation(name);
    const tipo = code ? getCertificateType(code) : undefined;
    if (!code || !tipo) throw badRequest(`Automação desconhecida: ${name}.`);
    const nome = input.nomeCompleto.trim();
    if (!nome) throw badRequest('Nome completo é obrigatório.');
    const raw = input.cpf?.trim();
    if (!raw) throw badRequest('CPF é obrigatório para pessoa física.');
    const doc = normalizeCpfCnpj(raw);
    if (doc.length === 11 && isValidCpf(doc)) tipoPessoa = 'fisica';
    else if (doc.length === 14 && isValidCnpj(doc)) tipoPessoa = 'juridica';
    else throw badRequest('Digite um CPF ou CNPJ válido');
    if (!tipo.personTypes.includes(tipoPessoa))
      throw badRequest(`A certidão "${tipo.label}" não se aplica a pessoa jurídica.`);
    docs.add(doc);
    names.add(nome);
    certs.push({
      tipoCertidao: code,
      dados: {
        nome,
        cpf:
          tipoPessoa === 'fisica'
            ? `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`
            : null,
        cnpj: tipoPessoa === 'juridica' ? doc : null,
        rg: tipoPessoa === 'fisica' ? input.rg?.trim() || null : null,
        inscricaoImovel: input.inscricaoImovel?.trim() || null,
        registroImobiliario: null,
        dataNascimento: null,
      },
    });
  }
  if (docs.size > 1)
    throw badRequest('Todas as automações de uma execução devem ser para o mesmo CPF ou CNPJ.');
  const [documento] = [...docs];
  return {
    tipoPessoa,
    nomeCompleto: [...names][0] as string,
    documento: documento as string,
    observacao: 'Execução de automação pela equipe',
    certs,
  };
}

async function runAutomations(
  ctx: AppContext,
  user: UserRow,
  entries: Array<[AutomationName, AutomationInput]>,
) {
  const { solicitacaoId, certs } = await createRequest(ctx, user, toNewRequest(entries), {
    enforcePlan: false,
  });
  return {
    solicitacaoId,
    jobs: certs.map((c) => ({
      automation: automationFromCode(c.tipoCertidao) as AutomationName,
      tipoCertidao: c.tipoCertidao as never,
      certidaoId: c.id,
      jobId: c.jobId,
      state: 'waiting' as const,
    })),
  };
}

/** The PDF with its owner, if the user may see it (404 otherwise). */
async function ownedPdf(ctx: AppContext, user: UserRow, where: SQL) {
  const [row] = await ctx.db
    .select({ pdf: pdfs, ownerId: solicitacoes.userId })
    .from(pdfs)
    .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(where);
  if (!row || (!isStaff(user) && row.ownerId !== user.id)) throw notFound(PDF_NOT_FOUND);
  return row.pdf;
}

async function sendPdf(
  ctx: AppContext,
  reply: FastifyReply,
  pdf: typeof pdfs.$inferSelect,
  disposition = 'inline',
) {
  const object = await ctx.pipeline.storage.get(pdf.storageKey);
  if (!object) throw notFound('O arquivo deste PDF não está disponível no armazenamento.');
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-length', String(object.size))
    .header(
      'content-disposition',
      `${disposition === 'attachment' ? 'attachment' : 'inline'}; filename="${pdf.nomeArquivo}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(object.stream);
}

async function pdfPage(ctx: AppContext, where: SQL | undefined, pageNumber: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(pdfs)
      .where(where)
      .orderBy(desc(pdfs.criadoEm), desc(pdfs.id))
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(pdfs)
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(toApiPdf),
    meta: { total: n, page: pageNumber, limit, totalPages: Math.ceil(n / limit) },
  };
}

export function automationHandlers(ctx: AppContext): Handlers {
  return {
    executeAll: async (req, reply) => {
      const entries = Object.entries(req.body).filter(([, v]) => v) as Array<
        [AutomationName, AutomationInput]
      >;
      const result = await runAutomations(ctx, currentUser(req), entries);
      reply.code(202);
      return result;
    },

    executarAutomacao: async (req, reply) => {
      const result = await runAutomations(ctx, currentUser(req), [
        [req.params.type as AutomationName, req.body],
      ]);
      reply.code(202);
      return result;
    },

    consultarStatusJob: async (req) =>
      toJobStatus((await getOwnedJob(ctx.db, currentUser(req), req.params.id)).job),

    retryJob: async (req, reply) => {
      const user = currentUser(req);
      const row = await getOwnedJob(ctx.db, user, req.params.id);
      if (row.job.state !== 'failed' || row.cert.status !== 'falhou' || row.cert.jobId !== row.job.id)
        throw conflict('Só é possível reenfileirar um job que falhou.');
      const newJobId = await retryCertificate(ctx, user, row.solicitacaoId, row.cert.id);
      reply.code(202);
      return jobStatus(ctx.db, newJobId);
    },

    listarPdfs: async (req) =>
      pdfPage(
        ctx,
        req.query.tipoCertidao ? eq(pdfs.tipoCertidao, req.query.tipoCertidao) : undefined,
        req.query.page ?? 1,
        req.query.limit ?? 10,
      ),

    listarPdfsPorCpf: async (req) => {
      const doc = normalizeCpfCnpj(req.params.cpf);
      return pdfPage(ctx, eq(pdfs.documento, doc), req.query.page ?? 1, req.query.limit ?? 10);
    },

    getPdfStats: async () => {
      const [totals] = rowsOf<{ total: number; bytes: number; last: Date | string | null }>(
        await ctx.db.execute(
          sql`select count(*)::int as total, coalesce(sum(tamanho), 0)::float8 as bytes, max(criado_em) as last from pdfs`,
        ),
      );
      const byType = rowsOf<{ tipo: string; total: number; bytes: number }>(
        await ctx.db.execute(
          sql`select tipo_certidao as tipo, count(*)::int as total, coalesce(sum(tamanho), 0)::float8 as bytes from pdfs group by tipo_certidao`,
        ),
      );
      const map = new Map(byType.map((r) => [r.tipo, r]));
      const bytes = Number(totals?.bytes ?? 0);
      return {
        total: Number(totals?.total ?? 0),
        tamanhoTotal: bytes,
        tamanhoTotalFormatado: formatSize(bytes),
        porTipo: CERTIFICATE_CODES.map((code) => ({
          tipoCertidao: code,
          total: Number(map.get(code)?.total ?? 0),
          tamanho: Number(map.get(code)?.bytes ?? 0),
        })),
        ultimoEm: totals?.last ? new Date(totals.last).toISOString() : null,
      };
    },

    downloadPdf: async (req, reply) => {
      const name = req.params.name;
      if (name.includes('/') || name.includes('\\') || name.includes('..'))
        throw badRequest('Nome de arquivo inválido.');
      const pdf = await ownedPdf(ctx, currentUser(req), eq(pdfs.nomeArquivo, name));
      return sendPdf(ctx, reply, pdf, req.query.disposition);
    },

    downloadPdfObjeto: async (req, reply) => {
      const key = req.params.key;
      if (!isSafeKey(key)) throw badRequest('Chave de armazenamento inválida.');
      // Only keys we recorded are served: the key never reaches the store unless a PDF row has it.
      const pdf = await ownedPdf(ctx, currentUser(req), and(eq(pdfs.storageKey, key)) as SQL);
      return sendPdf(ctx, reply, pdf, req.query.disposition);
    },
  };
}
