import { getCertificateType, KIT_MESSAGES, type Local, resolveForPlace } from '@certidao/domain';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { usableCostCentre } from './costCentres.ts';
import { usableKit } from './kits.ts';
import { type CompanyScope, viewerScope } from './scope.ts';

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

/**
 * The company columns of a new request, inside its transaction: the caller's company, the kit (a product kit or
 * the company's; every certificate one of its types) and the cost centre (the company's, active; required when
 * the company says so). What the request costs is its certificates' prices (services/ledger.ts).
 *
 * `renewal`: a monitoring renewal, whose kit and cost centre are carried over from the request it renews. Nobody
 * is there to fix them, so it is never refused: each is kept while still usable (the kit visible to the company
 * and covering the types renewed, the cost centre the company's and active) and dropped otherwise, and a missing
 * cost centre is not asked for.
 */
export async function requestCompanyValues(
  tx: DbOrTx,
  user: UserRow,
  input: RequestCompanyInput,
  options: { renewal: boolean },
) {
  const scope = await viewerScope(tx, user);
  const check = options.renewal ? unlessRefused : <T>(work: () => Promise<T>) => work();
  const kit = await check(() => requestKit(tx, scope, input));
  const centro = await check(() =>
    usableCostCentre(tx, scope, input.centroCustoId, { required: !options.renewal }),
  );
  return {
    empresaId: scope?.empresaId ?? null,
    kitId: kit?.id ?? null,
    kitNome: kit?.nome ?? null,
    centroCustoId: centro?.id ?? null,
  };
}

/**
 * The kit a request names: 404 when not the company's or the product's, 400 naming a type outside it. A
 * by-place kit also covers the types its own stand for where this party lives and the property lies (its São
 * Paulo courts become Minas Gerais' for a party in Belo Horizonte).
 */
async function requestKit(tx: DbOrTx, scope: CompanyScope | null, input: RequestCompanyInput) {
  if (!input.kitId) return null;
  const row = await usableKit(tx, scope, input.kitId);
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

/** A check's value, or null where it refuses (4xx): what a renewal does with a kit or cost centre gone stale. */
async function unlessRefused<T>(check: () => Promise<T>): Promise<T | null> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}
