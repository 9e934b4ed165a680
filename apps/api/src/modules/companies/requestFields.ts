import {
  CENTRO_CUSTO_MESSAGES,
  getCertificateType,
  KIT_MESSAGES,
  type Local,
  resolveForPlace,
} from '@certidao/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centrosCusto, kits } from '../../db/schema.ts';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { CompanyScope } from './scope.ts';

/** What a new request names besides the person: its kit and cost centre (ids from the form, CLI or API). */
export interface RequestCompanyInput {
  kitId?: string | null;
  centroCustoId?: string | null;
  certs: ReadonlyArray<{ tipoCertidao: string }>;
  /** Who the request is about and where: a by-place kit's types resolve by them. */
  tipoPessoa: 'fisica' | 'juridica';
  local?: Local | null;
  imovel?: Local | null;
}

export interface RequestCompanyValues {
  empresaId: string | null;
  kitId: string | null;
  kitNome: string | null;
  centroCustoId: string | null;
}

/** The kit's and cost centre's names a request shows (the cost centre's code and name). */
export type CentroRef = { id: string; codigo: string; nome: string };

/** Ids in a form the database takes as uuid: anything else names no kit nor cost centre (404), unread. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company columns of a new request, inside its transaction: the caller's company, the kit (a product kit or
 * the company's; every certificate one of its types) and the cost centre (the company's, active; required when
 * the company says so). What the request costs is its certificates' prices (services/ledger.ts).
 *
 * `renewal`: a monitoring renewal, whose kit and cost centre are carried over from the request it renews. Nobody
 * is there to fix them, so it is never refused: each is kept while still usable (the kit visible to the company
 * and covering the types renewed, the cost centre the company's and active) and dropped otherwise, and a missing
 * cost centre is not asked for.
 *
 * The kits and cost centres that these new requests name are read once (two statements at most); answers a check
 * that gives an input's company values or its refusal, with the same messages as one request at a time. The
 * cost centres are locked (shared) until the transaction ends, so none can be deleted under the requests.
 */
export async function requestCompanyChecks(
  tx: DbOrTx,
  scope: CompanyScope | null,
  inputs: ReadonlyArray<RequestCompanyInput>,
) {
  const kitIds = [...new Set(inputs.flatMap((i) => (i.kitId && UUID.test(i.kitId) ? [i.kitId] : [])))];
  const centroIds = [
    ...new Set(
      inputs.flatMap((i) => (i.centroCustoId && UUID.test(i.centroCustoId) ? [i.centroCustoId] : [])),
    ),
  ];
  const kitRows = kitIds.length ? await tx.select().from(kits).where(inArray(kits.id, kitIds)) : [];
  const centroRows =
    scope && centroIds.length
      ? await tx
          .select()
          .from(centrosCusto)
          .where(and(inArray(centrosCusto.id, centroIds), eq(centrosCusto.empresaId, scope.empresaId)))
          .for('share')
      : [];
  const kitById = new Map(kitRows.map((k) => [k.id, k]));
  const centroById = new Map(centroRows.map((c) => [c.id, c]));
  return (
    input: RequestCompanyInput,
    options: { renewal: boolean },
  ): (RequestCompanyValues & { centro: CentroRef | null }) | HttpError => {
    const kit = orNull(
      () => requestKit(scope, input, input.kitId ? kitById.get(input.kitId) : undefined),
      options.renewal,
    );
    if (kit instanceof HttpError) return kit;
    const centro = orNull(
      () => usableCentre(scope, input.centroCustoId, centroById, { required: !options.renewal }),
      options.renewal,
    );
    if (centro instanceof HttpError) return centro;
    return {
      empresaId: scope?.empresaId ?? null,
      kitId: kit?.id ?? null,
      kitNome: kit?.nome ?? null,
      centroCustoId: centro?.id ?? null,
      centro: centro ? { id: centro.id, codigo: centro.codigo, nome: centro.nome } : null,
    };
  };
}

/**
 * The kit a request names: 404 when not the company's or the product's, 400 naming a type outside it. A
 * by-place kit also covers the types its own stand for where this party lives and the property lies (its São
 * Paulo courts become Minas Gerais' for a party in Belo Horizonte).
 */
function requestKit(
  scope: CompanyScope | null,
  input: RequestCompanyInput,
  row: typeof kits.$inferSelect | undefined,
) {
  if (!input.kitId) return null;
  if (!row || (row.empresaId !== null && row.empresaId !== scope?.empresaId))
    throw notFound(KIT_MESSAGES.notFound);
  const allowed = new Set(row.tiposCertidao);
  if (row.porLocal)
    for (const code of resolveForPlace(
      row.tiposCertidao,
      input.tipoPessoa,
      input.local ?? null,
      input.imovel ?? null,
    ))
      allowed.add(code);
  const outside = input.certs.find((c) => !allowed.has(c.tipoCertidao));
  if (outside) {
    const label = getCertificateType(outside.tipoCertidao)?.label ?? outside.tipoCertidao;
    throw badRequest(KIT_MESSAGES.typeNotInKit(label, row.nome));
  }
  return { id: row.id, nome: row.nome };
}

/** The cost centre a new request carries (the company's and active; required when the company says so). */
function usableCentre(
  scope: CompanyScope | null,
  id: string | null | undefined,
  rows: ReadonlyMap<string, typeof centrosCusto.$inferSelect>,
  options: { required: boolean },
) {
  if (!id) {
    if (options.required && scope?.centroCustoObrigatorio) throw badRequest(CENTRO_CUSTO_MESSAGES.required);
    return null;
  }
  const row = scope ? rows.get(id) : undefined;
  if (!row) throw notFound(CENTRO_CUSTO_MESSAGES.notFound);
  if (!row.ativo) throw unprocessable(CENTRO_CUSTO_MESSAGES.inactive);
  return row;
}

/**
 * A check's value, or its refusal (4xx) as a value; for a renewal a refusal is null instead: what it does with
 * a kit or cost centre gone stale.
 */
function orNull<T>(check: () => T, renewal: boolean): T | HttpError | null {
  try {
    return check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return renewal ? null : error;
    throw error;
  }
}
