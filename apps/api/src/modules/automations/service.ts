import {
  type AutomationName,
  automationFromCode,
  codeFromAutomation,
  formatCpf,
  getCertificateType,
  INVALID_DOCUMENT,
  isCertificateCode,
  isValidCnpj,
  isValidCpf,
  normalizeCpfCnpj,
} from '@certidao/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { offsetOf, rowsOf } from '../../db/queries.ts';
import { certidoes, pdfs, solicitacoes } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { page } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { canSeeRequest, companyScopeOf } from '../../services/companyScope.ts';
import {
  createRequest,
  formatSize,
  type NewRequest,
  toApiPdf,
  typesToList,
  unknownType,
} from '../requests/service.ts';

const PDF_NOT_FOUND = 'PDF não encontrado.';

export interface AutomationInput {
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
    else throw badRequest(INVALID_DOCUMENT, 'documento_invalido');
    if (!tipo.personTypes.includes(tipoPessoa))
      throw badRequest(`A certidão "${tipo.label}" não se aplica a pessoa jurídica.`);
    docs.add(doc);
    names.add(nome);
    certs.push({
      tipoCertidao: code,
      dados: {
        nome,
        cpf: tipoPessoa === 'fisica' ? formatCpf(doc) : null,
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

export async function runAutomations(
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
      // Staff requests are never one-off orders: every certificate has its job at once.
      jobId: c.jobId as string,
      state: 'waiting' as const,
    })),
  };
}

export type PdfRow = typeof pdfs.$inferSelect;

/** The PDF by its file name or storage key, if the user may see it (404 otherwise). */
export async function ownedPdf(
  db: Db,
  user: UserRow,
  by: { nomeArquivo: string } | { storageKey: string },
): Promise<PdfRow> {
  const where =
    'nomeArquivo' in by ? eq(pdfs.nomeArquivo, by.nomeArquivo) : eq(pdfs.storageKey, by.storageKey);
  const [row] = await db
    .select({ pdf: pdfs, ownerId: solicitacoes.userId, empresaId: solicitacoes.empresaId })
    .from(pdfs)
    .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(where);
  const scope = row && !isStaff(user) ? await companyScopeOf(db, user.id) : null;
  if (!row || !canSeeRequest(user, scope, { userId: row.ownerId, empresaId: row.empresaId }))
    throw notFound(PDF_NOT_FOUND);
  return row.pdf;
}

/** One page of PDFs, newest first, of one certificate type or one CPF/CNPJ (normalised). */
export async function pdfPage(
  db: Db,
  filter: { tipoCertidao?: string; documento?: string },
  pageNumber: number,
  limit: number,
) {
  if (filter.tipoCertidao && !isCertificateCode(filter.tipoCertidao)) throw unknownType(filter.tipoCertidao);
  const where = filter.documento
    ? eq(pdfs.documento, filter.documento)
    : filter.tipoCertidao
      ? eq(pdfs.tipoCertidao, filter.tipoCertidao)
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pdfs)
      .where(where)
      .orderBy(desc(pdfs.criadoEm), desc(pdfs.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(pdfs)
      .where(where),
  ]);
  return page(rows.map(toApiPdf), total?.n ?? 0, pageNumber, limit);
}

/** How many PDFs and bytes are stored, in total and per certificate type. */
export async function pdfStats(db: Db) {
  const [totals] = rowsOf<{ total: number; bytes: number; last: Date | string | null }>(
    await db.execute(
      sql`select count(*)::int as total, coalesce(sum(tamanho), 0)::float8 as bytes, max(criado_em) as last from pdfs`,
    ),
  );
  const byType = rowsOf<{ tipo: string; total: number; bytes: number }>(
    await db.execute(
      sql`select tipo_certidao as tipo, count(*)::int as total, coalesce(sum(tamanho), 0)::float8 as bytes from pdfs group by tipo_certidao`,
    ),
  );
  const map = new Map(byType.map((r) => [r.tipo, r]));
  const bytes = Number(totals?.bytes ?? 0);
  return {
    total: Number(totals?.total ?? 0),
    tamanhoTotal: bytes,
    tamanhoTotalFormatado: formatSize(bytes),
    porTipo: typesToList(map.keys()).map((code) => ({
      tipoCertidao: code,
      total: Number(map.get(code)?.total ?? 0),
      tamanho: Number(map.get(code)?.bytes ?? 0),
    })),
    ultimoEm: totals?.last ? new Date(totals.last).toISOString() : null,
  };
}
