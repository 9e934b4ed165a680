import { describe, expect, it } from 'vitest';
import {
  billingStatusView,
  EMPTY_BILLING_DATA,
  SETTINGS_MESSAGES,
  SYSTEM_SETTINGS_DEFAULTS,
  validateBillingData,
  validateSystemSettings,
} from './settings';

describe('validateSystemSettings', () => {
  it('accepts the defaults (72 h, reminder after 48 h)', () => {
    expect(SYSTEM_SETTINGS_DEFAULTS).toMatchObject({ tempoMaximoResposta: 72, avisoAutomatico: 48 });
    expect(validateSystemSettings(SYSTEM_SETTINGS_DEFAULTS)).toEqual({});
  });

  it('gives each field its message', () => {
    expect(
      validateSystemSettings({
        ...SYSTEM_SETTINGS_DEFAULTS,
        tempoMaximoResposta: 1.5,
        avisoAutomatico: Number.NaN,
        emailAdmin: 'x@',
        emailSuporte: ' suporte@empresa.com.br ',
      }),
    ).toEqual({
      tempoMaximoResposta: SETTINGS_MESSAGES.tempoMaximoResposta,
      avisoAutomatico: SETTINGS_MESSAGES.avisoAutomatico,
      emailAdmin: SETTINGS_MESSAGES.emailAdmin,
    });
    expect(validateSystemSettings({ ...SYSTEM_SETTINGS_DEFAULTS, avisoAutomatico: 72 })).toEqual({
      avisoAutomatico: SETTINGS_MESSAGES.avisoAntesDoMaximo,
    });
  });
});

describe('validateBillingData', () => {
  it('requires every field, a CNPJ with check digits and an 8-digit CEP', () => {
    expect(Object.keys(validateBillingData(EMPTY_BILLING_DATA)).sort()).toEqual(
      ['cep', 'cidade', 'cnpj', 'emailCobranca', 'endereco', 'razaoSocial'].sort(),
    );
    expect(
      validateBillingData({
        razaoSocial: 'Empresa Ltda.',
        cnpj: '11.222.333/0001-81',
        endereco: 'Rua A, 1',
        cidade: 'Santos',
        cep: '11010-000',
        emailCobranca: 'financeiro@empresa.com.br',
      }),
    ).toEqual({});
  });
});

it('billingStatusView shows CONFIRMADO as Pago', () => {
  expect(billingStatusView('CONFIRMADO').label).toBe('Pago');
  expect(billingStatusView('REEMBOLSADO').label).toBe('Reembolsado');
});
