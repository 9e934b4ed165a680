/**
 * The result, validity, issue date and control code of a certificate as InfoSimples answers (the fields its
 * services document: flags such as `consta` and `debitos_pgfn`, the certificate's own words, `validade_data`,
 * `emissao_data`, `codigo_controle`…), and the type's documented validity (its catalogue row's `validadeDias`) when the source gives none.
 */
import { type CertificateTypeInfo, getCertificateType } from '@certidao/domain';
import { describe, expect, it } from 'vitest';
import { readIssued as readIssuedOf } from '../src/adapters/issuers/infosimples.ts';

/** readIssued with the type's catalogue row, by code. */
const readIssued = (code: string, data: Record<string, unknown>, now: Date) =>
  readIssuedOf(getCertificateType(code) as CertificateTypeInfo, data, now);

const NOW = new Date('2026-11-26T15:00:00-03:00');

describe('InfoSimples answers', () => {
  it('PGFN (receita-federal/pgfn): flags, the certificate type, its validity and control code', () => {
    const negativa = readIssued(
      'receita-federal',
      {
        tipo: 'Certidão Negativa de Débitos',
        debitos_rfb: false,
        debitos_pgfn: false,
        emissao_data: '26/11/2026 14:32:10',
        validade_data: '25/05/2027',
        codigo_controle: 'A1B2.C3D4.E5F6.7890',
      },
      NOW,
    );
    expect(negativa).toMatchObject({ resultado: 'negativa', protocolo: 'A1B2.C3D4.E5F6.7890' });
    expect(negativa.emitidoEm.toISOString()).toBe('2026-11-26T17:32:10.000Z');
    expect(negativa.validoAte?.toISOString()).toBe('2027-05-26T02:59:59.000Z');

    const suspensa = readIssued(
      'receita-federal',
      { tipo: 'Certidão Positiva com Efeitos de Negativa', debitos_pgfn: true, validade: '24/05/2027' },
      NOW,
    );
    expect(suspensa.resultado).toBe('positiva_com_efeitos_de_negativa');
    expect(readIssued('receita-federal', { debitos_rfb: true, debitos_pgfn: false }, NOW).resultado).toBe(
      'positiva',
    );
  });

  it('CNDT (tribunal/tst/cndt): consta, conseguiu_emitir_certidao_negativa and the certificate number', () => {
    const nada = readIssued(
      'cndt',
      {
        conseguiu_emitir_certidao_negativa: true,
        consta: false,
        certidao_codigo: '12345678/2026',
        validade: '25/05/2027',
      },
      NOW,
    );
    expect(nada).toMatchObject({ resultado: 'negativa', protocolo: '12345678/2026' });
    expect(readIssued('cndt', { consta: 'sim' }, NOW).resultado).toBe('positiva');
  });

  it('courts: the certificate’s own words; nothing said is indeterminado', () => {
    expect(readIssued('trf3', { conclusao: 'NADA CONSTA' }, NOW).resultado).toBe('negativa');
    expect(readIssued('trt2', { certidao: 'CERTIDÃO POSITIVA — constam processos' }, NOW).resultado).toBe(
      'positiva',
    );
    expect(readIssued('tjsp', { numero_pedido: '123' }, NOW).resultado).toBe('indeterminado');
  });

  it('without a validity of the source’s, counts the type’s documented days from the issue date', () => {
    const cndt = readIssued('cndt', { emissao_data: '26/11/2026' }, NOW);
    expect(cndt.validoAte?.getTime()).toBe((cndt.emitidoEm.getTime() as number) + 180 * 86_400_000);
    const tjsp = readIssued('tjsp', { conclusao: 'nada consta' }, NOW);
    expect(tjsp.emitidoEm).toEqual(NOW);
    expect(tjsp.validoAte?.getTime()).toBe(NOW.getTime() + 30 * 86_400_000);
  });
});
