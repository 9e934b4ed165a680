import type { Kit } from '@certidao/api-client';
import { type CertificateCode, certificateCodesFor, type PersonType } from '@certidao/domain';

/** The option of the kit picker that is no kit: every certificate of the catalogue that applies, as before kits. */
export const ALL_TYPES = 'todas';
/** The cost-centre option that is none (where the company does not require one). */
export const NO_CENTRE = 'nenhum';

/**
 * The certificate types a request started from `kit` bundles for a person type: the kit's types that apply to
 * it, in the catalogue's order (a kit with the inventory certificate still serves a company, without it).
 * Without a kit, every type that applies.
 */
export function typesForKit(
  kit: Pick<Kit, 'tiposCertidao'> | undefined,
  tipoPessoa: PersonType,
): CertificateCode[] {
  const all = certificateCodesFor(tipoPessoa);
  if (!kit) return all;
  return all.filter((code) => (kit.tiposCertidao as readonly string[]).includes(code));
}

/** The message when the chosen kit has no certificate for the person type, or null. */
export function kitPersonTypeError(
  kit: Pick<Kit, 'nome' | 'tiposCertidao'> | undefined,
  tipoPessoa: PersonType,
) {
  if (!kit || typesForKit(kit, tipoPessoa).length > 0) return null;
  return `O kit ${kit.nome} não tem certidões para pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`;
}
