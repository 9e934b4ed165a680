import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_NAMES,
  automationFromCode,
  CERTIFICATE_CODES,
  CERTIFICATE_TYPES,
  certificateLabel,
  certificateTypesFor,
  codeFromAutomation,
  getCertificateType,
  isAutomationName,
  isCertificateCode,
  requiredFields,
} from './catalogue';

const CODE_TO_AUTOMATION: Record<string, string> = {
  tjsp: 'tjsp',
  'tjsp-falencia': 'tjspFalencia',
  'tjsp-inventario': 'tjspInventario',
  trt2: 'trt2',
  cndt: 'cndt',
  'iptu-santos': 'iptuSantos',
  'pje-trt2': 'pjeTrt2',
  trf3: 'trf3',
  'trf3-regional': 'trf3Regional',
  'receita-federal': 'receitaFederal',
};

describe('catalogue', () => {
  it('has the 10 certificate types, in catalogue order, with unique codes, automations and labels', () => {
    expect(CERTIFICATE_TYPES).toHaveLength(10);
    expect(CERTIFICATE_TYPES.map((t) => t.code)).toEqual(Object.keys(CODE_TO_AUTOMATION));
    expect([...CERTIFICATE_CODES]).toEqual(Object.keys(CODE_TO_AUTOMATION));
    expect([...AUTOMATION_NAMES]).toEqual(Object.values(CODE_TO_AUTOMATION));
    expect(new Set(CERTIFICATE_TYPES.map((t) => t.label)).size).toBe(10);
  });

  it.each(Object.entries(CODE_TO_AUTOMATION))('maps %s ↔ %s', (code, automation) => {
    expect(getCertificateType(code)?.automation).toBe(automation);
    expect(automationFromCode(code)).toBe(automation);
    expect(codeFromAutomation(automation)).toBe(code);
  });

  it('answers undefined for unknown names', () => {
    expect(getCertificateType('protesto')).toBeUndefined();
    expect(codeFromAutomation('iptu-santos')).toBeUndefined(); // a code, not an automation name
    expect(codeFromAutomation('IptuSantos')).toBeUndefined();
    expect(automationFromCode('iptuSantos')).toBeUndefined();
    expect(isCertificateCode('trf3-regional')).toBe(true);
    expect(isCertificateCode('trf3Regional')).toBe(false);
    expect(isCertificateCode(3)).toBe(false);
    expect(isAutomationName('trf3Regional')).toBe(true);
    expect(isAutomationName('trf3-regional')).toBe(false);
  });

  it('has pt-BR labels and issuing bodies', () => {
    expect(getCertificateType('tjsp')?.label).toBe('Certidão de Distribuição Cível (TJSP)');
    expect(getCertificateType('cndt')?.label).toBe('Certidão Negativa de Débitos Trabalhistas (CNDT)');
    expect(getCertificateType('iptu-santos')?.orgao).toBe('Prefeitura Municipal de Santos');
    expect(getCertificateType('trf3-regional')?.orgao).toContain('TRF-3');
    expect(getCertificateType('pje-trt2')?.orgao).toContain('TRT-2');
    for (const t of CERTIFICATE_TYPES) {
      expect(t.label).toMatch(/^Certidão /);
      expect(t.orgao.length).toBeGreaterThan(3);
    }
    expect(certificateLabel('receita-federal')).toBe(
      'Certidão de Regularidade Fiscal (Receita Federal / PGFN)',
    );
    expect(certificateLabel('desconhecida')).toBe('desconhecida');
  });

  it('takes typical durations from the FAQ', () => {
    expect(getCertificateType('iptu-santos')?.typicalMinutes).toEqual({ min: 2, max: 5 }); // property tax
    expect(getCertificateType('trf3')?.typicalMinutes).toEqual({ min: 10, max: 30 }); // federal court
    expect(getCertificateType('trf3-regional')?.typicalMinutes).toEqual({ min: 10, max: 30 });
    for (const code of ['trt2', 'cndt', 'pje-trt2']) {
      expect(getCertificateType(code)?.typicalMinutes).toEqual({ min: 15, max: 45 }); // labour
    }
    expect(getCertificateType('receita-federal')?.typicalMinutes).toEqual({ min: 1, max: 3 });
    for (const t of CERTIFICATE_TYPES) {
      expect(t.typicalMinutes.min).toBeGreaterThan(0);
      expect(t.typicalMinutes.min).toBeLessThan(t.typicalMinutes.max);
      expect(t.typicalMinutes.max).toBeLessThanOrEqual(120); // complex ones: up to 2 h
    }
  });

  it('declares person types and the fields each needs', () => {
    for (const t of CERTIFICATE_TYPES) {
      expect(t.personTypes.length).toBeGreaterThan(0);
      expect(t.fields).toContain('nome');
      if (t.personTypes.includes('fisica')) expect(requiredFields(t.code, 'fisica')).toContain('cpf');
      if (t.personTypes.includes('juridica')) expect(requiredFields(t.code, 'juridica')).toContain('cnpj');
      expect(requiredFields(t.code, 'juridica')).not.toContain('cpf');
      expect(requiredFields(t.code, 'fisica')).not.toContain('cnpj');
    }
    expect(getCertificateType('tjsp-inventario')?.personTypes).toEqual(['fisica']);
    expect(requiredFields('tjsp-inventario', 'juridica')).toEqual([]);
    expect(getCertificateType('tjsp')?.personTypes).toEqual(['fisica', 'juridica']);
    expect(requiredFields('tjsp', 'fisica')).toEqual(['nome', 'cpf', 'rg', 'dataNascimento']);
    expect(getCertificateType('tjsp')?.fields).toEqual(['nome', 'cpf', 'rg', 'dataNascimento', 'cnpj']);
    expect(requiredFields('iptu-santos', 'fisica')).toContain('inscricaoImovel');
    expect(requiredFields('iptu-santos', 'juridica')).toContain('inscricaoImovel');
    expect(requiredFields('unknown', 'fisica')).toEqual([]);
  });

  it('lists the types per person type', () => {
    expect(certificateTypesFor('fisica')).toHaveLength(10);
    expect(certificateTypesFor('juridica').map((t) => t.code)).not.toContain('tjsp-inventario');
    expect(certificateTypesFor('juridica')).toHaveLength(9);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CERTIFICATE_TYPES)).toBe(true);
    expect(Object.isFrozen(CERTIFICATE_TYPES[0])).toBe(true);
  });
});
