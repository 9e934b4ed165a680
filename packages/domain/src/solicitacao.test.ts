import { describe, expect, it } from 'vitest';
import { ORIGINAL_CODES } from './catalogue';
import {
  buildSolicitacaoPayload,
  certificateCodesFor,
  type NovaSolicitacaoInput,
  SOLICITACAO_MESSAGES,
  validateNovaSolicitacao,
} from './solicitacao';

const TODAY = '2026-11-22';
const pessoa: NovaSolicitacaoInput = {
  tipoPessoa: 'fisica',
  nomeCompleto: 'Maria Aparecida da Silva',
  cpf: '52998224725',
  rg: '12.345.678-9',
  dataNascimento: '1985-03-15',
  observacao: 'Due diligence',
};
const empresa: NovaSolicitacaoInput = {
  tipoPessoa: 'juridica',
  nomeCompleto: 'Imobiliária Exemplo Ltda',
  cnpj: '11.222.333/0001-81',
};

describe('validateNovaSolicitacao (pt-BR messages)', () => {
  it('uses the pt-BR messages verbatim', () => {
    expect(SOLICITACAO_MESSAGES).toMatchObject({
      nomeRequired: 'Nome completo é obrigatório.',
      cpfRequired: 'CPF é obrigatório para pessoa física.',
      birthDateRequired: 'Data de nascimento é obrigatória para pessoa física.',
      cnpjRequired: 'CNPJ é obrigatório para pessoa jurídica.',
      cpfInvalid: 'CPF inválido.',
      cnpjInvalid: 'CNPJ inválido.',
    });
  });

  it('accepts a complete person and a complete company', () => {
    expect(validateNovaSolicitacao(pessoa, TODAY)).toBeNull();
    expect(validateNovaSolicitacao({ ...pessoa, dataNascimento: '15/03/1985', rg: '' }, TODAY)).toBeNull();
    expect(validateNovaSolicitacao(empresa, TODAY)).toBeNull();
    expect(validateNovaSolicitacao({ ...empresa, cnpj: '12ABC34501DE35' }, TODAY)).toBeNull();
    expect(validateNovaSolicitacao(pessoa)).toBeNull(); // default today
  });

  it('needs the full name first (blank counts as missing)', () => {
    expect(validateNovaSolicitacao({ tipoPessoa: 'fisica', nomeCompleto: '   ' }, TODAY)).toBe(
      'Nome completo é obrigatório.',
    );
    expect(validateNovaSolicitacao({ ...empresa, nomeCompleto: '' }, TODAY)).toBe(
      'Nome completo é obrigatório.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, nomeCompleto: 'x'.repeat(201) }, TODAY)).toBe(
      'Nome completo deve ter no máximo 200 caracteres.',
    );
  });

  it('person: CPF required, then valid, then birth date required and real', () => {
    expect(validateNovaSolicitacao({ ...pessoa, cpf: '', dataNascimento: '' }, TODAY)).toBe(
      'CPF é obrigatório para pessoa física.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, cpf: null }, TODAY)).toBe(
      'CPF é obrigatório para pessoa física.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, cpf: '529.982.247-24', dataNascimento: '' }, TODAY)).toBe(
      'CPF inválido.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, cpf: '111.111.111-11' }, TODAY)).toBe('CPF inválido.');
    expect(validateNovaSolicitacao({ ...pessoa, dataNascimento: undefined }, TODAY)).toBe(
      'Data de nascimento é obrigatória para pessoa física.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, dataNascimento: ' ' }, TODAY)).toBe(
      'Data de nascimento é obrigatória para pessoa física.',
    );
    for (const bad of ['31/02/1990', '1990-02-31', '15-03-1985', '2026-11-23', '31/12/1899', 'ontem']) {
      expect(validateNovaSolicitacao({ ...pessoa, dataNascimento: bad }, TODAY), bad).toBe(
        'Data de nascimento inválida. Use o formato dd/mm/aaaa.',
      );
    }
    expect(validateNovaSolicitacao({ ...pessoa, dataNascimento: TODAY }, TODAY)).toBeNull();
    expect(validateNovaSolicitacao({ ...pessoa, rg: '1'.repeat(21) }, TODAY)).toBe(
      'RG deve ter no máximo 20 caracteres.',
    );
  });

  it('company: CNPJ required, then valid; person fields are ignored', () => {
    expect(validateNovaSolicitacao({ ...empresa, cnpj: undefined }, TODAY)).toBe(
      'CNPJ é obrigatório para pessoa jurídica.',
    );
    expect(validateNovaSolicitacao({ ...empresa, cnpj: '  ', cpf: '52998224725' }, TODAY)).toBe(
      'CNPJ é obrigatório para pessoa jurídica.',
    );
    expect(validateNovaSolicitacao({ ...empresa, cnpj: '11222333000182' }, TODAY)).toBe('CNPJ inválido.');
    expect(validateNovaSolicitacao({ ...empresa, cnpj: '1122233300018' }, TODAY)).toBe('CNPJ inválido.');
    expect(validateNovaSolicitacao({ ...empresa, dataNascimento: 'ontem' }, TODAY)).toBeNull();
  });

  it('refuses an unknown person type and a too long observation', () => {
    expect(validateNovaSolicitacao({ ...pessoa, tipoPessoa: 'outra' as never }, TODAY)).toBe(
      'Tipo de pessoa inválido. Use fisica ou juridica.',
    );
    expect(validateNovaSolicitacao({ ...empresa, observacao: 'a'.repeat(1001) }, TODAY)).toBe(
      'Observação deve ter no máximo 1000 caracteres.',
    );
  });
});

describe('buildSolicitacaoPayload', () => {
  it('bundles the ten original types for a person when no place is given, with CPF formatted, birth date dd/mm/yyyy and RG', () => {
    const payload = buildSolicitacaoPayload({ ...pessoa, nomeCompleto: '  Maria Aparecida da Silva ' });
    expect(payload.dadosGerais).toEqual({ tipoPessoa: 'fisica', nomeCompleto: 'Maria Aparecida da Silva' });
    expect(payload.observacao).toBe('Due diligence');
    expect(payload.certidoes.map((c) => c.tipoCertidao)).toEqual([...ORIGINAL_CODES]);
    for (const c of payload.certidoes) {
      expect(c.dadosCertidao).toEqual({
        nome: 'Maria Aparecida da Silva',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
        dataNascimento: '15/03/1985',
      });
    }
  });

  it('accepts the birth date already as dd/mm/yyyy and leaves out a blank RG and observation', () => {
    const payload = buildSolicitacaoPayload({
      ...pessoa,
      cpf: '529.982.247-25',
      dataNascimento: '15/03/1985',
      rg: ' ',
      observacao: '  ',
    });
    expect(payload.observacao).toBeNull();
    expect(payload.certidoes[0]?.dadosCertidao).toEqual({
      nome: 'Maria Aparecida da Silva',
      cpf: '529.982.247-25',
      dataNascimento: '15/03/1985',
    });
  });

  it('company: CNPJ digits only, no RG, CPF or birth date, the types that apply to companies', () => {
    const payload = buildSolicitacaoPayload({
      ...empresa,
      rg: '12.345.678-9',
      cpf: '52998224725',
      dataNascimento: '1985-03-15',
    });
    expect(payload).toMatchObject({
      observacao: null,
      dadosGerais: { tipoPessoa: 'juridica', nomeCompleto: 'Imobiliária Exemplo Ltda' },
    });
    expect(payload.certidoes.map((c) => c.tipoCertidao)).toEqual(
      ORIGINAL_CODES.filter((c) => c !== 'tjsp-inventario'),
    );
    for (const c of payload.certidoes) {
      expect(c.dadosCertidao).toEqual({ nome: 'Imobiliária Exemplo Ltda', cnpj: '11222333000181' });
    }
    expect(
      buildSolicitacaoPayload({ ...empresa, cnpj: '12.abc.345/01de-35' }).certidoes[0]?.dadosCertidao.cnpj,
    ).toBe('12ABC34501DE35');
  });

  it('gives each certificate its own copy of the data', () => {
    const payload = buildSolicitacaoPayload(pessoa);
    expect(payload.certidoes[0]?.dadosCertidao).not.toBe(payload.certidoes[1]?.dadosCertidao);
  });

  it('throws the validation message for an invalid input', () => {
    expect(() => buildSolicitacaoPayload({ ...pessoa, cpf: '' })).toThrow(
      'CPF é obrigatório para pessoa física.',
    );
    expect(() => buildSolicitacaoPayload({ ...empresa, cnpj: '123' })).toThrow('CNPJ inválido.');
  });

  it('certificateCodesFor lists the original types of each person type', () => {
    expect(certificateCodesFor('fisica')).toHaveLength(10);
    expect(certificateCodesFor('juridica')).toHaveLength(9);
  });
});

describe('a request by place (national catalogue)', () => {
  const seller: NovaSolicitacaoInput = {
    ...pessoa,
    observacao: null,
    uf: 'mg',
    cidade: 'Belo Horizonte',
    finalidade: 'compra-imovel',
    nomeMae: 'Ana da Silva',
    matricula: '12.345',
    registroImobiliario: '4º Ofício de Registro de Imóveis de Belo Horizonte',
  };

  it('sends the proposal for the place, with each extra input only to the types that use it', () => {
    const payload = buildSolicitacaoPayload(seller);
    expect(payload.dadosGerais).toEqual({
      tipoPessoa: 'fisica',
      nomeCompleto: 'Maria Aparecida da Silva',
      uf: 'MG',
      cidade: 'Belo Horizonte',
    });
    expect(payload.imovel).toEqual({ uf: 'MG', cidade: 'Belo Horizonte' });
    expect(payload.finalidade).toBe('compra-imovel');
    const codes = payload.certidoes.map((c) => c.tipoCertidao);
    expect(codes).toEqual(
      expect.arrayContaining(['tjmg', 'trf6', 'trt3', 'matricula', 'iptu-belo-horizonte']),
    );
    const matricula = payload.certidoes.find((c) => c.tipoCertidao === 'matricula');
    expect(matricula?.dadosCertidao).toMatchObject({
      matricula: '12.345',
      registroImobiliario: seller.registroImobiliario,
    });
    expect(payload.certidoes.find((c) => c.tipoCertidao === 'cndt')?.dadosCertidao.matricula).toBeUndefined();
  });

  it('refuses what the chosen types need but lack, a bad place or kind, an unknown type', () => {
    expect(validateNovaSolicitacao({ ...seller, matricula: '' }, TODAY)).toBe(
      'Matrícula do imóvel é obrigatória para a certidão "Certidão de Inteiro Teor da Matrícula do Imóvel".',
    );
    expect(validateNovaSolicitacao({ ...seller, uf: 'XX' }, TODAY)).toBe(
      'UF inválida: XX. Use a sigla do estado (por exemplo MG).',
    );
    expect(validateNovaSolicitacao({ ...seller, finalidade: 'outra' }, TODAY)).toMatch(
      /^Finalidade desconhecida: outra/,
    );
    expect(validateNovaSolicitacao({ ...pessoa, certidoes: ['tjzz'] }, TODAY)).toBe(
      'Tipo de certidão desconhecido: tjzz.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, certidoes: ['fgts'] }, TODAY)).toBe(
      'A certidão "Certificado de Regularidade do FGTS (CRF)" não se aplica a pessoa física.',
    );
    expect(validateNovaSolicitacao({ ...pessoa, certidoes: ['trf1'] }, TODAY)).toMatch(
      /^Nome da mãe é obrigatório/,
    );
    expect(validateNovaSolicitacao({ ...pessoa, certidoes: ['trf1'], nomeMae: 'Ana' }, TODAY)).toBeNull();
  });

  it('types named by hand win; a kit by place resolves for the place; a pinned kit does not', () => {
    expect(
      buildSolicitacaoPayload({ ...pessoa, certidoes: ['cndt', 'tjmg'] }).certidoes.map(
        (c) => c.tipoCertidao,
      ),
    ).toEqual(['cndt', 'tjmg']);
    const kit = { id: 'k', tiposCertidao: ['tjsp', 'trt2', 'cndt'] };
    const place = { ...pessoa, uf: 'MG', cidade: 'Belo Horizonte' };
    expect(
      buildSolicitacaoPayload(place, { kit: { ...kit, porLocal: true } }).certidoes.map(
        (c) => c.tipoCertidao,
      ),
    ).toEqual(['cndt', 'tjmg', 'trt3']);
    expect(buildSolicitacaoPayload(place, { kit }).certidoes.map((c) => c.tipoCertidao)).toEqual([
      'tjsp',
      'trt2',
      'cndt',
    ]);
  });
});
