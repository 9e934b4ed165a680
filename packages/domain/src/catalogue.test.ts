import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_NAMES,
  automationFromCode,
  CATEGORIAS,
  CERTIFICATE_CODES,
  CERTIFICATE_TYPES,
  certificateLabel,
  certificateTypesFor,
  codeFromAutomation,
  getCertificateType,
  isAutomationName,
  isCertificateCode,
  issuanceOf,
  jurisdicaoLabel,
  ORIGINAL_CODES,
  requiredFields,
  sortByCatalogue,
  ufsOf,
} from './catalogue';
import { TRT_REGIONS, UF_INFO, UFS } from './locations';

/** The first catalogue (São Paulo): its codes, automation names and names never change. */
const ORIGINAL: Array<[string, string, string]> = [
  ['tjsp', 'tjsp', 'Certidão de Distribuição Cível (TJSP)'],
  ['tjsp-falencia', 'tjspFalencia', 'Certidão de Falências e Recuperações Judiciais (TJSP)'],
  ['tjsp-inventario', 'tjspInventario', 'Certidão de Inventários, Arrolamentos e Testamentos (TJSP)'],
  ['trt2', 'trt2', 'Certidão Eletrônica de Ações Trabalhistas (TRT-2)'],
  ['cndt', 'cndt', 'Certidão Negativa de Débitos Trabalhistas (CNDT)'],
  ['iptu-santos', 'iptuSantos', 'Certidão Negativa de Débitos de IPTU (Santos)'],
  ['pje-trt2', 'pjeTrt2', 'Certidão de Ações Trabalhistas – PJe (TRT-2)'],
  ['trf3', 'trf3', 'Certidão de Distribuição da Justiça Federal (TRF-3)'],
  ['trf3-regional', 'trf3Regional', 'Certidão Regional da Justiça Federal (TRF-3)'],
  ['receita-federal', 'receitaFederal', 'Certidão de Regularidade Fiscal (Receita Federal / PGFN)'],
];

const byCategory = (categoria: string) => CERTIFICATE_TYPES.filter((t) => t.categoria === categoria);

describe('catalogue', () => {
  it('keeps the ten original types first, with their codes, automation names and names', () => {
    expect(CERTIFICATE_TYPES.slice(0, 10).map((t) => [t.code, t.automation, t.label])).toEqual(ORIGINAL);
    expect([...ORIGINAL_CODES]).toEqual(ORIGINAL.map(([code]) => code));
    expect(CERTIFICATE_TYPES.filter((t) => t.original)).toHaveLength(10);
  });

  it('has unique codes, automation names and names; codes fit the contract', () => {
    expect(new Set(CERTIFICATE_CODES).size).toBe(CERTIFICATE_TYPES.length);
    expect(new Set(AUTOMATION_NAMES).size).toBe(CERTIFICATE_TYPES.length);
    expect(new Set(CERTIFICATE_TYPES.map((t) => t.label)).size).toBe(CERTIFICATE_TYPES.length);
    for (const t of CERTIFICATE_TYPES) {
      expect(t.code).toMatch(/^[a-z][a-z0-9-]{1,39}$/);
      expect(t.automation).toMatch(/^[a-z][a-zA-Z0-9]{1,39}$/);
    }
  });

  it.each(ORIGINAL)('maps %s ↔ %s', (code, automation) => {
    expect(getCertificateType(code)?.automation).toBe(automation);
    expect(automationFromCode(code)).toBe(automation);
    expect(codeFromAutomation(automation)).toBe(code);
  });

  it('answers undefined for unknown names', () => {
    expect(getCertificateType('desconhecida')).toBeUndefined();
    expect(codeFromAutomation('iptu-santos')).toBeUndefined(); // a code, not an automation name
    expect(automationFromCode('iptuSantos')).toBeUndefined();
    expect(isCertificateCode('trf3-regional')).toBe(true);
    expect(isCertificateCode('trf3Regional')).toBe(false);
    expect(isCertificateCode(3)).toBe(false);
    expect(isAutomationName('iptuBeloHorizonte')).toBe(true);
    expect(isAutomationName('trf3-regional')).toBe(false);
    expect(certificateLabel('desconhecida')).toBe('desconhecida');
  });

  it('covers the state court of all 27 UFs, with the separate types SP and RS issue', () => {
    const civel = byCategory('civel');
    expect(civel.map((t) => (t.jurisdicao.tipo === 'uf' ? t.jurisdicao.uf : null)).sort()).toEqual(
      [...UFS].sort(),
    );
    expect(getCertificateType('tjmg')?.label).toBe('Certidão de Distribuição Cível (TJMG)');
    expect(getCertificateType('tjmg')?.orgao).toBe('Tribunal de Justiça do Estado de Minas Gerais (TJMG)');
    expect(getCertificateType('tjdft')?.orgao).toContain('Distrito Federal e dos Territórios');
    expect(byCategory('falencia').map((t) => t.code)).toEqual(['tjsp-falencia', 'tjrs-falencia']);
    expect(byCategory('inventario').map((t) => t.code)).toEqual(['tjsp-inventario']);
    expect(byCategory('execucao-fiscal').map((t) => t.code)).toEqual(['tjrs-execucao-fiscal']);
    expect(byCategory('criminal')).toHaveLength(27);
  });

  it('covers the six federal regions, the unified federal certificate and the 24 labour regions', () => {
    const federal = byCategory('federal');
    for (const regiao of [1, 2, 3, 4, 5, 6])
      expect(federal.some((t) => t.jurisdicao.tipo === 'trf' && t.jurisdicao.regiao === regiao)).toBe(true);
    expect(getCertificateType('trf6')?.jurisdicao).toEqual({ tipo: 'trf', regiao: 6, ufs: ['MG'] });
    expect(getCertificateType('cjf-unificada')?.jurisdicao.tipo).toBe('nacional');
    const trt = byCategory('trabalhista');
    for (const regiao of TRT_REGIONS)
      expect(trt.some((t) => t.jurisdicao.tipo === 'trt' && t.jurisdicao.regiao === regiao)).toBe(true);
    // Every UF is under at least one labour region's type, São Paulo under two.
    for (const uf of UFS) {
      const regions = new Set(
        trt.flatMap((t) =>
          t.jurisdicao.tipo === 'trt' && t.jurisdicao.ufs.includes(uf) ? [t.jurisdicao.regiao] : [],
        ),
      );
      expect(regions.size).toBe(uf === 'SP' ? 2 : 1);
    }
  });

  it('has the national and company types, the state taxes of 27 UFs, IPTU of the 27 capitals and Santos, and the property registry', () => {
    for (const code of [
      'cndt',
      'receita-federal',
      'protesto',
      'fgts',
      'cnpj',
      'cnib',
      'matricula',
      'onus-reais',
    ])
      expect(getCertificateType(code)?.jurisdicao.tipo).toBe('nacional');
    expect(byCategory('tributos-estaduais')).toHaveLength(27);
    const iptu = byCategory('tributos-municipais');
    expect(iptu).toHaveLength(28);
    for (const uf of UFS)
      expect(
        iptu.some((t) => t.jurisdicao.tipo === 'municipio' && t.jurisdicao.cidade === UF_INFO[uf].capital),
      ).toBe(true);
    expect(getCertificateType('iptu-belo-horizonte')?.label).toBe(
      'Certidão Negativa de Débitos de IPTU (Belo Horizonte)',
    );
    expect(getCertificateType('fgts')?.personTypes).toEqual(['juridica']);
    expect(getCertificateType('cnpj')?.informativa).toBe(true);
    for (const code of ['matricula', 'onus-reais']) {
      const t = getCertificateType(code);
      expect(t && issuanceOf(t, 'fisica')).toBe('assistida');
      expect(t?.requiredFields).toEqual(['matricula', 'registroImobiliario']);
      expect(t?.taxaOficialCentavos).toBeNull();
      expect(t?.taxaObservacao).toMatch(/Emolumentos/);
    }
  });

  it('issues automatically only where a source is documented, per person type', () => {
    const auto = (code: string, p: 'fisica' | 'juridica' = 'fisica') => {
      const t = getCertificateType(code);
      return t ? issuanceOf(t, p) : undefined;
    };
    for (const code of [
      'tjsp',
      'tjrj',
      'tjrs',
      'tjba',
      'tjgo',
      'tjdft',
      'tjms',
      'tjsc',
      'cndt',
      'receita-federal',
      'cjf-unificada',
      'trt3',
      'trt15',
      'pje-trt10',
      'sefaz-mg',
    ])
      expect(auto(code)).toBe('automatica');
    expect(auto('fgts', 'juridica')).toBe('automatica');
    expect(auto('cnpj', 'juridica')).toBe('automatica');
    // No certificate service found for MG, PR, ES; TRT-18 unconfirmed; the federal regional courts, none.
    for (const code of [
      'tjmg',
      'tjpr',
      'tjes',
      'trt18',
      'trf1',
      'trf6',
      'trf3',
      'iptu-santos',
      'protesto',
      'tjsp-criminal',
    ])
      expect(auto(code)).toBe('assistida');
    // Mato Grosso's service covers persons only.
    expect(auto('tjmt', 'fisica')).toBe('automatica');
    expect(auto('tjmt', 'juridica')).toBe('assistida');
    expect(getCertificateType('tjrj')?.infosimples).toEqual({
      servico: 'tribunal/tjrj/pedido-cert',
      obter: 'tribunal/tjrj/obter-certidao',
    });
  });

  it('gives every type an issuer, a portal, a deadline, a validity rule, a fee and its sources', () => {
    for (const t of CERTIFICATE_TYPES) {
      expect(t.label).toMatch(/^(Certidão|Certificado|Comprovante) /);
      expect(t.orgao.length).toBeGreaterThan(3);
      expect(t.portal).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+/);
      expect(t.prazoHoras).toBeGreaterThan(0);
      expect(t.fontes.length).toBeGreaterThan(10);
      expect(t.typicalMinutes.min).toBeGreaterThan(0);
      expect(t.typicalMinutes.min).toBeLessThan(t.typicalMinutes.max);
      expect(t.typicalMinutes.max).toBeLessThanOrEqual(t.prazoHoras * 60);
      if (t.validadeDias !== null) expect(t.validadeDias).toBeGreaterThan(0);
      if (t.taxaOficialCentavos === null) expect(t.taxaObservacao).toBeTruthy();
      expect(CATEGORIAS[t.categoria]).toBeTruthy();
      expect(jurisdicaoLabel(t.jurisdicao).length).toBeGreaterThan(1);
    }
    expect(getCertificateType('cndt')?.validadeDias).toBe(180);
    expect(getCertificateType('cnpj')?.validadeDias).toBeNull();
  });

  it('keeps the typical durations of the first catalogue', () => {
    expect(getCertificateType('tjsp')?.typicalMinutes).toEqual({ min: 30, max: 120 });
    for (const code of ['trt2', 'cndt', 'pje-trt2'])
      expect(getCertificateType(code)?.typicalMinutes).toEqual({ min: 15, max: 45 });
    expect(getCertificateType('receita-federal')?.typicalMinutes).toEqual({ min: 1, max: 3 });
  });

  it('declares person types and the fields each needs', () => {
    for (const t of CERTIFICATE_TYPES) {
      expect(t.personTypes.length).toBeGreaterThan(0);
      expect(t.fields).toContain('nome');
      if (t.personTypes.includes('fisica')) expect(requiredFields(t.code, 'fisica')).toContain('cpf');
      if (t.personTypes.includes('juridica')) expect(requiredFields(t.code, 'juridica')).toContain('cnpj');
      expect(requiredFields(t.code, 'juridica')).not.toContain('cpf');
      expect(requiredFields(t.code, 'fisica')).not.toContain('cnpj');
      for (const f of t.requiredFields) expect(t.fields).toContain(f);
    }
    expect(requiredFields('tjsp', 'fisica')).toEqual(['nome', 'cpf', 'rg', 'dataNascimento']);
    expect(getCertificateType('tjsp')?.fields).toEqual(['nome', 'cpf', 'rg', 'dataNascimento', 'cnpj']);
    expect(requiredFields('iptu-santos', 'fisica')).toContain('inscricaoImovel');
    expect(getCertificateType('trf1')?.requiredFields).toEqual(['nomeMae']);
    expect(getCertificateType('trf4')?.requiredFields).toEqual([]);
    expect(requiredFields('unknown', 'fisica')).toEqual([]);
  });

  it('lists the types per person type', () => {
    expect(certificateTypesFor('juridica').map((t) => t.code)).not.toContain('tjsp-inventario');
    expect(certificateTypesFor('fisica').map((t) => t.code)).not.toContain('fgts');
    expect(certificateTypesFor('fisica').length + certificateTypesFor('juridica').length).toBeGreaterThan(
      CERTIFICATE_TYPES.length,
    );
  });

  it('sorts codes in the catalogue order and says which UFs a jurisdiction covers', () => {
    expect(sortByCatalogue(['tjmg', 'cndt', 'tjsp', 'cndt', 'xyz'])).toEqual(['tjsp', 'cndt', 'tjmg', 'xyz']);
    expect(ufsOf({ tipo: 'nacional' })).toBe('todas');
    expect(ufsOf(getCertificateType('trt8')?.jurisdicao ?? { tipo: 'nacional' })).toEqual(['AP', 'PA']);
    expect(jurisdicaoLabel(getCertificateType('trt15')?.jurisdicao ?? { tipo: 'nacional' })).toBe(
      'TRT-15 (SP: demais cidades)',
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CERTIFICATE_TYPES)).toBe(true);
    expect(Object.isFrozen(CERTIFICATE_TYPES[0])).toBe(true);
  });
});
