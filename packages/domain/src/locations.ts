/**
 * Where a party lives or a property lies decides which courts and public bodies issue its certificates: the 27
 * federative units, their capitals, the regions of the federal (TRF) and labour (TRT) courts, and the one state
 * split between two labour courts (São Paulo: TRT-2 for the capital, Greater São Paulo and the Baixada Santista;
 * TRT-15 for the rest of the state). Pure data and functions, shared by the server, the web app and the CLI.
 */

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export type Uf = (typeof UFS)[number];

export interface UfInfo {
  uf: Uf;
  /** 'Minas Gerais'. */
  nome: string;
  /** The state's name with its preposition, as official names write it: 'de Minas Gerais', 'do Pará'. */
  deNome: string;
  /** The capital's name ('Brasília' for the Federal District, which has no municipality). */
  capital: string;
  /** Region of the federal courts (TRF-1 … TRF-6). */
  trf: number;
  /** Region of the labour courts; São Paulo's interior is TRT-15 (see `trtRegionOf`). */
  trt: number;
}

const info = (uf: Uf, nome: string, de: string, capital: string, trf: number, trt: number): UfInfo => ({
  uf,
  nome,
  deNome: `${de} ${nome}`,
  capital,
  trf,
  trt,
});

/** The regions follow the federal judiciary's map (TRF-6 took Minas Gerais from TRF-1 in 2022). */
export const UF_INFO: Readonly<Record<Uf, UfInfo>> = Object.freeze({
  AC: info('AC', 'Acre', 'do', 'Rio Branco', 1, 14),
  AL: info('AL', 'Alagoas', 'de', 'Maceió', 5, 19),
  AP: info('AP', 'Amapá', 'do', 'Macapá', 1, 8),
  AM: info('AM', 'Amazonas', 'do', 'Manaus', 1, 11),
  BA: info('BA', 'Bahia', 'da', 'Salvador', 1, 5),
  CE: info('CE', 'Ceará', 'do', 'Fortaleza', 5, 7),
  DF: info('DF', 'Distrito Federal', 'do', 'Brasília', 1, 10),
  ES: info('ES', 'Espírito Santo', 'do', 'Vitória', 2, 17),
  GO: info('GO', 'Goiás', 'de', 'Goiânia', 1, 18),
  MA: info('MA', 'Maranhão', 'do', 'São Luís', 1, 16),
  MT: info('MT', 'Mato Grosso', 'de', 'Cuiabá', 1, 23),
  MS: info('MS', 'Mato Grosso do Sul', 'de', 'Campo Grande', 3, 24),
  MG: info('MG', 'Minas Gerais', 'de', 'Belo Horizonte', 6, 3),
  PA: info('PA', 'Pará', 'do', 'Belém', 1, 8),
  PB: info('PB', 'Paraíba', 'da', 'João Pessoa', 5, 13),
  PR: info('PR', 'Paraná', 'do', 'Curitiba', 4, 9),
  PE: info('PE', 'Pernambuco', 'de', 'Recife', 5, 6),
  PI: info('PI', 'Piauí', 'do', 'Teresina', 1, 22),
  RJ: info('RJ', 'Rio de Janeiro', 'do', 'Rio de Janeiro', 2, 1),
  RN: info('RN', 'Rio Grande do Norte', 'do', 'Natal', 5, 21),
  RS: info('RS', 'Rio Grande do Sul', 'do', 'Porto Alegre', 4, 4),
  RO: info('RO', 'Rondônia', 'de', 'Porto Velho', 1, 14),
  RR: info('RR', 'Roraima', 'de', 'Boa Vista', 1, 11),
  SC: info('SC', 'Santa Catarina', 'de', 'Florianópolis', 4, 12),
  SP: info('SP', 'São Paulo', 'de', 'São Paulo', 3, 2),
  SE: info('SE', 'Sergipe', 'de', 'Aracaju', 5, 20),
  TO: info('TO', 'Tocantins', 'do', 'Palmas', 1, 10),
});

export const TRF_REGIONS = [1, 2, 3, 4, 5, 6] as const;
export const TRT_REGIONS = Array.from({ length: 24 }, (_, i) => i + 1);

export function isUf(v: unknown): v is Uf {
  return typeof v === 'string' && (UFS as readonly string[]).includes(v);
}

/** 'mg', ' MG ' → 'MG'; undefined for anything that is not a federative unit. */
export function parseUf(v: string | null | undefined): Uf | undefined {
  const up = v?.trim().toUpperCase();
  return isUf(up) ? up : undefined;
}

/** A city's name for comparison: no accents, case, punctuation or extra spaces ('São  Paulo' → 'sao paulo'). */
export function foldCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Belo Horizonte' → 'belo-horizonte' (how municipal type codes name a city). */
export function citySlug(name: string): string {
  return foldCityName(name).replace(/ /g, '-');
}

/**
 * São Paulo's municipalities under TRT-2: the 39 of the São Paulo metropolitan region and the 9 of the Baixada
 * Santista. Every other city of the state is under TRT-15 (Campinas).
 */
export const SP_TRT2_CITIES: readonly string[] = Object.freeze([
  // Região Metropolitana de São Paulo
  'Arujá',
  'Barueri',
  'Biritiba-Mirim',
  'Caieiras',
  'Cajamar',
  'Carapicuíba',
  'Cotia',
  'Diadema',
  'Embu das Artes',
  'Embu-Guaçu',
  'Ferraz de Vasconcelos',
  'Francisco Morato',
  'Franco da Rocha',
  'Guararema',
  'Guarulhos',
  'Itapecerica da Serra',
  'Itapevi',
  'Itaquaquecetuba',
  'Jandira',
  'Juquitiba',
  'Mairiporã',
  'Mauá',
  'Mogi das Cruzes',
  'Osasco',
  'Pirapora do Bom Jesus',
  'Poá',
  'Ribeirão Pires',
  'Rio Grande da Serra',
  'Salesópolis',
  'Santa Isabel',
  'Santana de Parnaíba',
  'Santo André',
  'São Bernardo do Campo',
  'São Caetano do Sul',
  'São Lourenço da Serra',
  'São Paulo',
  'Suzano',
  'Taboão da Serra',
  'Vargem Grande Paulista',
  // Baixada Santista
  'Bertioga',
  'Cubatão',
  'Guarujá',
  'Itanhaém',
  'Mongaguá',
  'Peruíbe',
  'Praia Grande',
  'Santos',
  'São Vicente',
]);

const SP_TRT2 = new Set(SP_TRT2_CITIES.map(foldCityName));
// 'Embu' is the name Embu das Artes had until 2011, still written on many documents.
SP_TRT2.add('embu');

/** The federal court region (TRF) of a federative unit. */
export function trfRegionOf(uf: Uf): number {
  return UF_INFO[uf].trf;
}

/**
 * The labour court region (TRT) of a place. In São Paulo the city decides: TRT-2 for the capital, Greater São
 * Paulo and the Baixada Santista, TRT-15 for the rest; without a city, São Paulo is undecided (`undefined`).
 */
export function trtRegionOf(uf: Uf, cidade?: string | null): number | undefined {
  if (uf !== 'SP') return UF_INFO[uf].trt;
  const city = cidade ? foldCityName(cidade) : '';
  if (!city) return undefined;
  return SP_TRT2.has(city) ? 2 : 15;
}

/** The federative units of a TRT region (TRT-2 and TRT-15 both answer SP). */
export function ufsOfTrt(region: number): Uf[] {
  if (region === 15) return ['SP'];
  return UFS.filter((uf) => UF_INFO[uf].trt === region);
}

/** The federative units of a TRF region. */
export function ufsOfTrf(region: number): Uf[] {
  return UFS.filter((uf) => UF_INFO[uf].trf === region);
}

/** A place as a request names it: a federative unit and, when known, a city. */
export interface Local {
  uf: Uf;
  cidade?: string | null;
}

/** 'Belo Horizonte/MG', or 'MG' without a city. */
export function localLabel(local: Local): string {
  const cidade = local.cidade?.trim();
  return cidade ? `${cidade}/${local.uf}` : local.uf;
}

export const LOCATION_MESSAGES = {
  ufInvalid: (v: string) => `UF inválida: ${v}. Use a sigla do estado (por exemplo MG).`,
  cidadeTooLong: 'Cidade deve ter no máximo 80 caracteres.',
  cidadeInvalid: 'Cidade inválida.',
  cidadeSemUf: 'Informe a UF da cidade.',
} as const;

/**
 * A place typed in a form, CSV or option, checked: the UF among the 27, the city at most 80 characters of text.
 * Answers the place (or null when neither is given) or the pt-BR message that refuses it.
 */
export function parseLocal(
  uf: string | null | undefined,
  cidade: string | null | undefined,
): { local: Local | null } | { message: string } {
  const ufText = uf?.trim() ?? '';
  const city = cidade?.trim().replace(/\s+/g, ' ') ?? '';
  if (!ufText) return city ? { message: LOCATION_MESSAGES.cidadeSemUf } : { local: null };
  const parsed = parseUf(ufText);
  if (!parsed) return { message: LOCATION_MESSAGES.ufInvalid(ufText) };
  if (city.length > 80) return { message: LOCATION_MESSAGES.cidadeTooLong };
  if (city && !/\p{L}/u.test(city)) return { message: LOCATION_MESSAGES.cidadeInvalid };
  return { local: { uf: parsed, cidade: city || null } };
}
