/**
 * Kits of certificate types and cost centres as the request form, the CLI and the server read them: a kit's code
 * derived from its name, the kit's types that apply to a person type, and a code typed in a CSV or an option
 * resolved against the lists the server gives (`listarKits`, `listarCentrosCusto`).
 */
import { CERTIFICATE_CODES, type CertificateCode, getCertificateType, type PersonType } from './catalogue';

export const KIT_MESSAGES = {
  notFound: 'Kit não encontrado.',
  typeNotInKit: (tipo: string, kit: string) => `O tipo ${tipo} não faz parte do kit ${kit}.`,
  noTypeFor: (kit: string, tipoPessoa: PersonType) =>
    `O kit ${kit} não tem certidões para pessoa ${tipoPessoa === 'fisica' ? 'física' : 'jurídica'}.`,
  unknownCode: (codigo: string) => `Kit desconhecido: ${codigo}.`,
} as const;

export const CENTRO_CUSTO_MESSAGES = {
  notFound: 'Centro de custo não encontrado.',
  required: 'Informe o centro de custo.',
  inactive: 'Este centro de custo está desativado.',
  unknownCode: (codigo: string) => `Centro de custo desconhecido: ${codigo}.`,
  inactiveCode: (codigo: string) => `O centro de custo ${codigo} está desativado.`,
} as const;

/** 'Locação Comercial — SP' → 'locacao-comercial-sp' (the contract's `^[a-z0-9][a-z0-9-]*$`, at most 40). */
export function kitCodigoFrom(nome: string): string {
  const slug = nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'kit';
}

/** The kit's types that apply to this person type, in the catalogue's order (a kit may mix both kinds). */
export function kitTypesFor(tipos: readonly string[], tipoPessoa: PersonType): CertificateCode[] {
  return CERTIFICATE_CODES.filter(
    (code) => tipos.includes(code) && getCertificateType(code)?.personTypes.includes(tipoPessoa),
  );
}

/** Types in the catalogue's order, each once (how a kit stores them). */
export function sortCertificateCodes(tipos: readonly string[]): CertificateCode[] {
  return CERTIFICATE_CODES.filter((code) => tipos.includes(code));
}

/** A kit by its code, as typed (case and surrounding spaces ignored). */
export function findKitByCodigo<K extends { codigo: string }>(
  kits: readonly K[],
  codigo: string,
): K | undefined {
  const wanted = codigo.trim().toLowerCase();
  return kits.find((k) => k.codigo.toLowerCase() === wanted);
}

/**
 * A cost centre by its code (compared case-insensitively, as the server keeps them unique), or the message that
 * says why it cannot be used: unknown, or inactive.
 */
export function resolveCentroCusto<C extends { codigo: string; ativo: boolean }>(
  centros: readonly C[],
  codigo: string,
): { centro: C } | { message: string } {
  const wanted = codigo.trim().toLowerCase();
  const centro = centros.find((c) => c.codigo.toLowerCase() === wanted);
  if (!centro) return { message: CENTRO_CUSTO_MESSAGES.unknownCode(codigo.trim()) };
  if (!centro.ativo) return { message: CENTRO_CUSTO_MESSAGES.inactiveCode(centro.codigo) };
  return { centro };
}
