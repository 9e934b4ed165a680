import { CATEGORIAS, type Categoria, FINALIDADES, UFS, type Uf } from '@certidao/domain';
import { z } from 'zod';

/**
 * The tools' inputs, described in pt-BR for the agent. Objects are strict, as the contract's bodies are (an
 * unknown field is refused, not dropped). Their bounds only guide the agent: each body is checked again against
 * the REST operation's own schema (calls.ts), and the services apply the product's rules.
 */

const uf = z.enum(UFS as unknown as [Uf, ...Uf[]]);
const tipoPessoa = z.enum(['fisica', 'juridica']);
const tipoCertidao = z
  .string()
  .max(40)
  .describe('Código do tipo de certidão, como aparece em consultar_catalogo (por exemplo "cndt", "tjsp").');
const dataNascimento = z
  .string()
  .max(10)
  .describe('Data de nascimento no formato dd/mm/aaaa (pessoa física).');

export const chaveIdempotencia = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7E]+$/)
  .describe(
    'Identificador único deste pedido (um UUID), gerado antes da primeira tentativa e repetido em cada nova tentativa: a mesma chave com os mesmos dados devolve o resultado da primeira chamada sem criar nada de novo; a mesma chave com outros dados é recusada. É a mesma Idempotency-Key da API REST.',
  );

export const catalogueInput = {
  uf: uf.optional().describe('UF onde a parte mora ou onde a certidão vale (por exemplo "MG").'),
  cidade: z
    .string()
    .max(80)
    .optional()
    .describe('Cidade da parte (exige a UF); restringe as certidões municipais.'),
  tipoPessoa: tipoPessoa
    .optional()
    .describe('"fisica" (CPF) ou "juridica" (CNPJ); obrigatório quando há finalidade.'),
  categoria: z
    .enum(Object.keys(CATEGORIAS) as [Categoria, ...Categoria[]])
    .optional()
    .describe('Só os tipos desta categoria.'),
  busca: z.string().max(100).optional().describe('Parte do código, do nome ou do órgão do tipo de certidão.'),
  finalidade: z
    .enum(FINALIDADES.map((f) => f.id) as [string, ...string[]])
    .optional()
    .describe(
      `Tipo de transação, para receber o conjunto de certidões recomendado: ${FINALIDADES.map((f) => `"${f.id}" (${f.label})`).join(', ')}.`,
    ),
  imovelUf: uf.optional().describe('UF do imóvel da transação, quando há um.'),
  imovelCidade: z.string().max(80).optional().describe('Cidade do imóvel (exige imovelUf).'),
};

const dadosCertidao = z
  .object({
    nome: z.string().max(200).describe('Nome completo da pessoa ou razão social da empresa.'),
    cpf: z.string().max(14).optional().describe('CPF (pessoa física), com ou sem pontuação.'),
    cnpj: z.string().max(18).optional().describe('CNPJ (pessoa jurídica), só os dígitos.'),
    rg: z.string().max(20).optional().describe('RG (pessoa física).'),
    dataNascimento: dataNascimento.optional(),
    nomeMae: z.string().max(200).optional().describe('Nome da mãe, para os tipos que o pedem.'),
    inscricaoImovel: z.string().max(40).optional().describe('Inscrição imobiliária, para os tipos de IPTU.'),
    matricula: z.string().max(20).optional().describe('Matrícula do imóvel, para o registro de imóveis.'),
    registroImobiliario: z
      .string()
      .max(120)
      .optional()
      .describe('Cartório de registro de imóveis do imóvel.'),
  })
  .strict()
  .describe('Dados da parte para esta certidão (os campos exigidos estão no catálogo).');

export const createRequestInput = {
  chaveIdempotencia,
  dadosGerais: z
    .object({
      tipoPessoa: tipoPessoa.describe('"fisica" (CPF) ou "juridica" (CNPJ).'),
      nomeCompleto: z.string().max(200).describe('Nome completo da parte ou razão social.'),
      uf: uf.optional().describe('UF onde a parte mora.'),
      cidade: z.string().max(80).optional().describe('Cidade onde a parte mora (exige a UF).'),
    })
    .strict()
    .describe('A parte sobre quem são as certidões.'),
  certidoes: z
    .array(z.object({ tipoCertidao, dadosCertidao }).strict())
    .min(1)
    .max(40)
    .describe('Uma entrada por tipo de certidão (cada tipo no máximo uma vez).'),
  observacao: z.string().max(1000).optional().describe('Observação livre, mostrada na solicitação.'),
  finalidade: z.string().max(40).optional().describe('A finalidade usada em consultar_catalogo, se houver.'),
  imovel: z
    .object({ uf, cidade: z.string().max(80).optional() })
    .strict()
    .optional()
    .describe('Onde fica o imóvel da transação, se houver.'),
  centroCustoId: z
    .string()
    .uuid()
    .optional()
    .describe('Centro de custo da empresa, quando a empresa o exige.'),
};

export const requestIdInput = {
  solicitacaoId: z.string().uuid().describe('Id da solicitação (devolvido por criar_solicitacao).'),
};

export const listPartiesInput = {
  vencendoEmDias: z
    .number()
    .int()
    .min(0)
    .max(365)
    .optional()
    .describe('Só partes com alguma certidão cuja validade termina nos próximos N dias (ainda não vencida).'),
  alterados: z
    .boolean()
    .optional()
    .describe(
      'Só partes com algum resultado que mudou nos últimos 30 dias (por exemplo de "Nada consta" para "Consta").',
    ),
  busca: z.string().max(120).optional().describe('Parte do nome, ou o CPF/CNPJ.'),
  pagina: z.number().int().min(1).max(1_000_000).optional().describe('Página, a partir de 1.'),
  limite: z.number().int().min(1).max(100).optional().describe('Partes por página (até 100; padrão 10).'),
};

export const newPartyInput = {
  chaveIdempotencia,
  tipoPessoa: tipoPessoa.describe('"fisica" (CPF) ou "juridica" (CNPJ).'),
  nomeCompleto: z.string().min(1).max(200).describe('Nome completo da pessoa ou razão social.'),
  documento: z.string().max(18).describe('CPF ou CNPJ, com ou sem pontuação.'),
  tiposCertidao: z
    .array(tipoCertidao)
    .min(1)
    .max(40)
    .describe('Tipos de certidão a manter válidos (códigos de consultar_catalogo).'),
  rg: z.string().max(30).optional().describe('RG (pessoa física).'),
  dataNascimento: dataNascimento.optional(),
  nomeMae: z.string().max(200).optional().describe('Nome da mãe, para os tipos que o pedem.'),
  inscricaoImovel: z.string().max(60).optional().describe('Inscrição imobiliária, para os tipos de IPTU.'),
  matricula: z.string().max(20).optional().describe('Matrícula do imóvel, para o registro de imóveis.'),
  registroImobiliario: z.string().max(120).optional().describe('Cartório de registro de imóveis.'),
  politica: z
    .enum(['vencimento', 'semanal', 'mensal'])
    .optional()
    .describe(
      '"vencimento" (padrão): renova cada certidão antes de vencer; "semanal"/"mensal": emite de novo a cada semana/mês.',
    ),
  diasAntecedencia: z
    .number()
    .int()
    .min(1)
    .max(60)
    .optional()
    .describe('Com "vencimento": quantos dias antes de vencer renovar (1 a 60; padrão 5).'),
};
