/**
 * What a broker hands over from the portfolio: one party's currently valid PDFs as a ZIP, and the whole
 * (filtered) portfolio as a CSV or PDF table.
 */
import {
  certificateLabel,
  formatCpfCnpj,
  formatDate,
  formatDateTime,
  type ResultadoCertidao,
  resultLabel,
  SAO_PAULO_TIME_ZONE,
  sortByCatalogue,
} from '@certidao/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { inOneSnapshot } from '../../db/queries.ts';
import { certidoes, monitoramentoCertidoes, monitoramentos, pdfs } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { csvDocument } from '../../services/csv.ts';
import { MARGIN, MUTED, numberPages, type PdfColumn, tableDocument } from '../../services/pdfTable.ts';
import { pdfZipEntries } from '../../services/pdfZip.ts';
import { zipSize, zipStream } from '../../services/zip.ts';
import { CHANGED_WINDOW_DAYS, getVisible, hydrate, type PartyQuery, partyCondition } from './reads.ts';

export const NO_VALID_PDF = 'Nenhuma certidão desta parte está válida no momento.';
const DAY_MS = 86_400_000;
/** Within this many days a valid certificate counts as 'Vencendo' (as the summary's card). */
const SOON_DAYS = 7;
/** A portfolio export is one file: past this many parties, the filters must narrow it. */
export const EXPORT_LIMIT = 5_000;
// Spelt out (not built from EXPORT_LIMIT): the contract's x-erros are checked against the server's literal texts.
export const EXPORT_TOO_LARGE = 'A exportação tem mais de 5000 partes. Use os filtros para reduzi-la.';

export const PARTY_ZIP_HEADER = [
  'Nome / Razão social',
  'CPF/CNPJ',
  'Certidão',
  'Resultado',
  'Emitida em',
  'Válida até',
  'Arquivo',
];

/** Today's date in São Paulo as YYYY-MM-DD, for file names. */
const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: SAO_PAULO_TIME_ZONE });

/**
 * A party's currently valid certificates as one ZIP: per monitored type, the newest PDF of its latest
 * certificate when its validity has not ended (a PDF without an expiry counts as valid), after `resumo.csv`.
 * Nothing valid → 409 before the first byte.
 */
export async function partyPdfsZip(ctx: AppContext, user: UserRow, id: string) {
  const party = await getVisible(ctx.db, user, id);
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      certidaoId: pdfs.certidaoId,
      tipoCertidao: pdfs.tipoCertidao,
      nomeArquivo: pdfs.nomeArquivo,
      storageKey: pdfs.storageKey,
      criadoEm: pdfs.criadoEm,
      resultado: pdfs.resultado,
      emitidoEm: pdfs.emitidoEm,
      validoAte: pdfs.validoAte,
    })
    .from(pdfs)
    .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
    .innerJoin(
      monitoramentoCertidoes,
      and(
        eq(monitoramentoCertidoes.certidaoId, certidoes.id),
        eq(monitoramentoCertidoes.monitoramentoId, id),
      ),
    )
    .orderBy(desc(pdfs.emitidoEm), asc(pdfs.nomeArquivo));
  const order = sortByCatalogue(party.tiposCertidao);
  // The newest PDF of each type's latest certificate (a retry adds one), then only what is valid today.
  const newest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!newest.has(r.tipoCertidao)) newest.set(r.tipoCertidao, r);
  const valid = [...newest.values()]
    .filter((r) => party.tiposCertidao.includes(r.tipoCertidao) && (!r.validoAte || r.validoAte > now))
    .sort((a, b) => order.indexOf(a.tipoCertidao) - order.indexOf(b.tipoCertidao));
  if (!valid.length) throw conflict(NO_VALID_PDF);
  const summary = csvDocument(
    PARTY_ZIP_HEADER,
    valid.map((r) => [
      party.nomeCompleto,
      formatCpfCnpj(party.documento),
      certificateLabel(r.tipoCertidao),
      resultLabel(r.resultado),
      formatDateTime(r.emitidoEm),
      r.validoAte ? formatDate(r.validoAte) : 'Sem vencimento',
      `${r.tipoCertidao}-${r.nomeArquivo}`,
    ]),
  );
  const entries = await pdfZipEntries(ctx.pipeline.storage, valid, Buffer.from(summary, 'utf8'));
  return {
    fileName: `certidoes-validas-${id.slice(0, 8)}.zip`,
    size: zipSize(entries),
    stream: zipStream(entries, SAO_PAULO_TIME_ZONE),
  };
}

type ApiParty = Awaited<ReturnType<typeof hydrate>>[number];

/** Where a party stands today, in the order a broker must act on it. */
export function partySituation(p: ApiParty, now: Date): string {
  if (p.bloqueio) return 'Bloqueada';
  if (
    p.ultimaAlteracaoEm &&
    now.getTime() - new Date(p.ultimaAlteracaoEm).getTime() <= CHANGED_WINDOW_DAYS * DAY_MS
  )
    return 'Resultado alterado';
  const ends = p.certidoes.map((c) => (c.validoAte ? new Date(c.validoAte).getTime() : null));
  if (ends.some((e) => e !== null && e < now.getTime())) return 'Vencida';
  if (p.certidoes.some((c) => !c.emitidoEm)) return 'Aguardando emissão';
  if (ends.some((e) => e !== null && e <= now.getTime() + SOON_DAYS * DAY_MS)) return 'Vencendo';
  return 'Válida hoje';
}

/** The earliest expiry still ahead, or null. */
function nextExpiry(p: ApiParty, now: Date): string | null {
  let first: string | null = null;
  for (const c of p.certidoes)
    if (c.validoAte && new Date(c.validoAte) >= now && (first === null || c.validoAte < first))
      first = c.validoAte;
  return first;
}

/** A type's abbreviation when its name ends with one ('… (CNDT)' → 'CNDT'), so a line of results stays short. */
const shortLabel = (code: string) => {
  const label = certificateLabel(code);
  return /\(([^()]+)\)$/.exec(label)?.[1] ?? label;
};

const resultsOf = (p: ApiParty) =>
  p.certidoes
    .map(
      (c) =>
        `${shortLabel(c.tipoCertidao)}: ${c.resultado ? resultLabel(c.resultado as ResultadoCertidao) : 'Aguardando'}`,
    )
    .join(' · ');

export const PORTFOLIO_HEADER = [
  'Nome / Razão social',
  'CPF/CNPJ',
  'Situação',
  'Próximo vencimento',
  'Últimos resultados',
  'Monitoramento',
];

/** One line per party, as the list's filters select them (staff: every portfolio), by name. */
async function portfolioLines(ctx: AppContext, user: UserRow, q: PartyQuery) {
  const now = ctx.clock.now();
  const cond = partyCondition(user, q, now);
  const parties = await inOneSnapshot(ctx.db, async (tx) => {
    const rows = await tx
      .select()
      .from(monitoramentos)
      .where(cond)
      .orderBy(asc(monitoramentos.nomeCompleto), asc(monitoramentos.id))
      .limit(EXPORT_LIMIT + 1);
    if (rows.length > EXPORT_LIMIT) throw conflict(EXPORT_TOO_LARGE);
    return hydrate(tx, rows);
  });
  return parties.map((p) => {
    const next = nextExpiry(p, now);
    return [
      // Staff export every portfolio: whose party it is goes with the name.
      isStaff(user) ? `${p.nomeCompleto} (cliente: ${p.cliente.nome})` : p.nomeCompleto,
      p.documento,
      partySituation(p, now),
      next ? formatDate(next) : '',
      resultsOf(p),
      p.status === 'ativo' ? 'Ativo' : 'Pausado',
    ];
  });
}

export async function portfolioCsv(ctx: AppContext, user: UserRow, q: PartyQuery) {
  return {
    fileName: `monitoramento-${dayOf(ctx.clock.now())}.csv`,
    body: csvDocument(PORTFOLIO_HEADER, await portfolioLines(ctx, user, q)),
  };
}

const PORTFOLIO_COLUMNS: readonly PdfColumn[] = [
  { title: 'Parte', width: 165 },
  { title: 'CPF/CNPJ', width: 95 },
  { title: 'Situação', width: 95 },
  { title: 'Próx. vencimento', width: 80 },
  { title: 'Últimos resultados', width: 246 },
  { title: 'Monitoramento', width: 80 },
];

/** The portfolio as a landscape A4 table with the project's statement writer. */
export async function portfolioPdf(ctx: AppContext, user: UserRow, q: PartyQuery) {
  const now = ctx.clock.now();
  const lines = await portfolioLines(ctx, user, q);
  const { doc, w } = await tableDocument('Carteira monitorada', PORTFOLIO_COLUMNS, now);
  w.text(
    `${lines.length} ${lines.length === 1 ? 'parte' : 'partes'} · Emitido em ${formatDateTime(now)}`,
    MARGIN,
    {
      color: MUTED,
    },
  );
  w.y -= 24;
  if (!lines.length) w.text('Nenhuma parte corresponde aos filtros.', MARGIN, { size: 10 });
  else {
    w.header();
    for (const l of lines) w.row(l);
  }
  numberPages(doc, w.regular);
  return { fileName: `monitoramento-${dayOf(now)}.pdf`, body: Buffer.from(await doc.save()) };
}
