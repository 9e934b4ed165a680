import type { Kit } from '@certidao/api-client';
import { type CertificateCode, certificateCodesFor, kitTypesFor, type PersonType } from '@certidao/domain';

/** The option of the kit picker that is no kit: the set the kind of transaction and the place propose. */
export const ALL_TYPES = 'todas';
/** The cost-centre option that is none (where the company does not require one). */
export const NO_CENTRE = 'nenhum';

/**
 * The certificate types a request started from `kit` bundles for a person type: the kit's types that apply to
 * it, in the catalogue's order (a kit with the inventory certificate still serves a company, without it).
 * Without a kit, the first catalogue's types that apply (the set before places were asked).
 */
export function typesForKit(
  kit: Pick<Kit, 'tiposCertidao'> | undefined,
  tipoPessoa: PersonType,
): CertificateCode[] {
  if (!kit) return certificateCodesFor(tipoPessoa);
  // Any type of the national catalogue, not only the first ten.
  return kitTypesFor(kit.tiposCertidao, tipoPessoa);
}

/** The message when the chosen kit has no certificate for the person type, or null. */
export function kitPersonTypeError(
  kit: Pick<Kit, 'nome' | 'tiposCertidao'> | undefined,
  tipoPessoa: PersonType,
) {
  if (!kit || typesForKit(kit, tipoPessoa).length > 0) return null;
  return `O kit ${kit.nome} não tem certidões para pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`;
}
