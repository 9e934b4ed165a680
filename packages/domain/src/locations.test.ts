import { describe, expect, it } from 'vitest';
import {
  citySlug,
  foldCityName,
  LOCATION_MESSAGES,
  localLabel,
  parseLocal,
  parseUf,
  SP_TRT2_CITIES,
  trfRegionOf,
  trtRegionOf,
  UF_INFO,
  UFS,
  ufsOfTrf,
  ufsOfTrt,
} from './locations';

/** The federal judiciary's map, written out independently of UF_INFO. */
const TRF: Record<number, string[]> = {
  1: ['AC', 'AM', 'AP', 'BA', 'DF', 'GO', 'MA', 'MT', 'PA', 'PI', 'RO', 'RR', 'TO'],
  2: ['ES', 'RJ'],
  3: ['MS', 'SP'],
  4: ['PR', 'RS', 'SC'],
  5: ['AL', 'CE', 'PB', 'PE', 'RN', 'SE'],
  6: ['MG'],
};
const TRT: Record<string, number> = {
  RJ: 1,
  MG: 3,
  RS: 4,
  BA: 5,
  PE: 6,
  CE: 7,
  PA: 8,
  AP: 8,
  PR: 9,
  DF: 10,
  TO: 10,
  AM: 11,
  RR: 11,
  SC: 12,
  PB: 13,
  RO: 14,
  AC: 14,
  MA: 16,
  ES: 17,
  GO: 18,
  AL: 19,
  SE: 20,
  RN: 21,
  PI: 22,
  MT: 23,
  MS: 24,
};

describe('locations', () => {
  it('has the 27 federative units, each with a name, a capital and its regions', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    for (const uf of UFS) {
      expect(UF_INFO[uf].uf).toBe(uf);
      expect(UF_INFO[uf].deNome).toMatch(/^(de|do|da) /);
      expect(UF_INFO[uf].capital.length).toBeGreaterThan(3);
    }
    expect(UF_INFO.MG.deNome).toBe('de Minas Gerais');
    expect(UF_INFO.BA.deNome).toBe('da Bahia');
  });

  it.each(UFS)('puts %s in its federal region', (uf) => {
    const expected = Number(Object.entries(TRF).find(([, ufs]) => ufs.includes(uf))?.[0]);
    expect(trfRegionOf(uf)).toBe(expected);
    expect(ufsOfTrf(expected)).toContain(uf);
  });

  it.each(UFS.filter((uf) => uf !== 'SP'))('puts %s in its labour region whatever the city', (uf) => {
    expect(trtRegionOf(uf)).toBe(TRT[uf]);
    expect(trtRegionOf(uf, 'Qualquer Cidade')).toBe(TRT[uf]);
    expect(ufsOfTrt(TRT[uf] as number)).toContain(uf);
  });

  it('splits São Paulo between TRT-2 (capital, Greater São Paulo, Baixada Santista) and TRT-15', () => {
    expect(SP_TRT2_CITIES).toHaveLength(48);
    for (const city of SP_TRT2_CITIES) expect(trtRegionOf('SP', city)).toBe(2);
    for (const city of [
      'Campinas',
      'Ribeirão Preto',
      'Sorocaba',
      'São José dos Campos',
      'Jundiaí',
      'Bauru',
      'Presidente Prudente',
    ])
      expect(trtRegionOf('SP', city)).toBe(15);
    // Accents, case and spaces do not matter; the old name of Embu das Artes still counts.
    expect(trtRegionOf('SP', '  SAO BERNARDO   do campo ')).toBe(2);
    expect(trtRegionOf('SP', 'santos')).toBe(2);
    expect(trtRegionOf('SP', 'Embu')).toBe(2);
    expect(trtRegionOf('SP')).toBeUndefined();
    expect(trtRegionOf('SP', '  ')).toBeUndefined();
    expect(ufsOfTrt(2)).toEqual(['SP']);
    expect(ufsOfTrt(15)).toEqual(['SP']);
    // Every region 1–24 answers for at least one UF.
    for (let r = 1; r <= 24; r++) expect(ufsOfTrt(r).length).toBeGreaterThan(0);
  });

  it('reads UFs and places as typed', () => {
    expect(parseUf(' mg ')).toBe('MG');
    expect(parseUf('XX')).toBeUndefined();
    expect(parseLocal('mg', ' Belo   Horizonte ')).toEqual({ local: { uf: 'MG', cidade: 'Belo Horizonte' } });
    expect(parseLocal('SP', '')).toEqual({ local: { uf: 'SP', cidade: null } });
    expect(parseLocal('', '')).toEqual({ local: null });
    expect(parseLocal(null, 'Santos')).toEqual({ message: LOCATION_MESSAGES.cidadeSemUf });
    expect(parseLocal('ZZ', 'Santos')).toEqual({ message: LOCATION_MESSAGES.ufInvalid('ZZ') });
    expect(parseLocal('SP', 'x'.repeat(81))).toEqual({ message: LOCATION_MESSAGES.cidadeTooLong });
    expect(parseLocal('SP', '123')).toEqual({ message: LOCATION_MESSAGES.cidadeInvalid });
    expect(localLabel({ uf: 'MG', cidade: 'Belo Horizonte' })).toBe('Belo Horizonte/MG');
    expect(localLabel({ uf: 'MG' })).toBe('MG');
    expect(foldCityName('São  Paulo')).toBe('sao paulo');
    expect(citySlug('João Pessoa')).toBe('joao-pessoa');
  });
});
