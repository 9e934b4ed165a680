import { describe, expect, it } from 'vitest';
import { getCertificateType } from './catalogue';
import {
  checkCertificateInputs,
  fieldsForTypes,
  INPUT_MESSAGES,
  requiredFieldsForTypes,
} from './certificateInputs';

const tipo = (code: string) => {
  const t = getCertificateType(code);
  if (!t) throw new Error(code);
  return t;
};

describe('certificate inputs', () => {
  it('asks only what the chosen types need', () => {
    expect(fieldsForTypes(['cndt', 'receita-federal'], 'fisica')).toEqual([]);
    expect(fieldsForTypes(['tjsp'], 'fisica')).toEqual(['rg', 'dataNascimento']);
    expect(fieldsForTypes(['tjsp'], 'juridica')).toEqual([]);
    expect(fieldsForTypes(['trf1', 'matricula', 'iptu-belo-horizonte'], 'fisica')).toEqual([
      'nomeMae',
      'inscricaoImovel',
      'matricula',
      'registroImobiliario',
    ]);
    expect(requiredFieldsForTypes(['trf1', 'matricula', 'iptu-belo-horizonte'], 'fisica')).toEqual([
      'nomeMae',
      'matricula',
      'registroImobiliario',
    ]);
    // A company has no mother: TRF-1 asks it of persons only.
    expect(requiredFieldsForTypes(['trf1'], 'juridica')).toEqual([]);
    expect(requiredFieldsForTypes(['tjmg-criminal'], 'juridica')).toEqual([]);
  });

  it('refuses a missing required input with the type named, and over-long or malformed ones', () => {
    expect(checkCertificateInputs(tipo('trf1'), 'fisica', {})).toBe(
      INPUT_MESSAGES.required('nomeMae', tipo('trf1')),
    );
    expect(INPUT_MESSAGES.required('nomeMae', tipo('trf1'))).toBe(
      'Nome da mãe é obrigatório para a certidão "Certidão de Distribuição da Justiça Federal (TRF-1)".',
    );
    expect(checkCertificateInputs(tipo('trf1'), 'fisica', { nomeMae: '  ' })).not.toBeNull();
    expect(checkCertificateInputs(tipo('trf1'), 'fisica', { nomeMae: 'Ana' })).toBeNull();
    expect(checkCertificateInputs(tipo('trf1'), 'juridica', {})).toBeNull();
    expect(checkCertificateInputs(tipo('matricula'), 'fisica', { matricula: '12.345' })).toBe(
      INPUT_MESSAGES.required('registroImobiliario', tipo('matricula')),
    );
    expect(
      checkCertificateInputs(tipo('matricula'), 'fisica', {
        matricula: 'abc',
        registroImobiliario: '4º RI de BH',
      }),
    ).toBe(INPUT_MESSAGES.matriculaInvalid);
    expect(
      checkCertificateInputs(tipo('matricula'), 'juridica', {
        matricula: '12.345-6',
        registroImobiliario: '4º RI de BH',
      }),
    ).toBeNull();
    expect(checkCertificateInputs(tipo('cndt'), 'fisica', { rg: 'x'.repeat(21) })).toBe(
      INPUT_MESSAGES.tooLong('rg'),
    );
    expect(checkCertificateInputs(tipo('cndt'), 'fisica', { registroImobiliario: 'x'.repeat(121) })).toBe(
      INPUT_MESSAGES.tooLong('registroImobiliario'),
    );
    // The first catalogue's IPTU never required the property's number (the city searches by CPF/CNPJ too).
    expect(checkCertificateInputs(tipo('iptu-santos'), 'fisica', {})).toBeNull();
  });
});
