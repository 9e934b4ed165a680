import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCertificateType } from '@certidao/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxIssuer } from '../src/adapters/issuers/sandbox.ts';
import { isSafeKey } from '../src/adapters/storage/types.ts';
import { type CertificateDocument, renderCertificate } from '../src/services/pdf/certificate.ts';
import { PdfRenderer } from '../src/services/pdf/renderer.ts';
import { generateSelfSignedP12, loadPlatformCertificate, PdfSigner } from '../src/services/pdf/signing.ts';
import { inspectPdf } from './pipelineHelpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'certidao-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SIGNED_AT = new Date('2026-03-01T13:45:00Z');
const sampleDoc = (sandbox: boolean): CertificateDocument => ({
  tipo: getCertificateType('cndt') as NonNullable<ReturnType<typeof getCertificateType>>,
  tipoPessoa: 'juridica',
  nome: 'Empresa Ação & Cia Ltda',
  documento: '11222333000181',
  resultado: 'positiva_com_efeitos_de_negativa',
  registros: ['Processo 0001234-56.2024.5.02.0001'],
  protocolo: 'P-1',
  emitidoEm: SIGNED_AT,
  validoAte: new Date('2026-08-28T13:45:00Z'),
  codigoVerificacao: 'ABCD-EFGH-JKLM',
  verificationUrl: 'https://certidaoagil.com.br/verificar/ABCD-EFGH-JKLM',
  sandbox,
});

const sample = async (signer: PdfSigner, sandbox: boolean) =>
  signer.sign(renderCertificate(sampleDoc(sandbox), signer.placeholder(SIGNED_AT)), SIGNED_AT);

describe('platform signing certificate', () => {
  it('is generated once into DATA_DIR/signing and reused', async () => {
    const first = loadPlatformCertificate({ p12Path: undefined, passphrase: '', dataDir: dir });
    expect(first.source).toBe('generated');
    expect(statSync(join(dir, 'signing', 'platform.p12')).mode & 0o777).toBe(0o600);
    const again = loadPlatformCertificate({ p12Path: undefined, passphrase: '', dataDir: dir });
    expect(again.source).toBe('reused');
    expect(again.p12.equals(first.p12)).toBe(true);
    const signer = new PdfSigner(again);
    expect(signer.signerName).toBe('Certidão Ágil — Assinatura Digital');
    const info = inspectPdf(await sample(signer, false));
    expect(info.pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(info.pdfsig).toContain('ETSI.CAdES.detached');
    expect(info.text).toContain('POSITIVA COM EFEITOS DE NEGATIVA');
    expect(info.text).toContain('11.222.333/0001-81');
    expect(info.text).not.toContain('SEM VALOR LEGAL');
    expect(info.qr).toBe('https://certidaoagil.com.br/verificar/ABCD-EFGH-JKLM');
  });

  it('uses a configured P12 and refuses a wrong password or a missing file clearly', async () => {
    const file = join(dir, 'empresa.p12');
    writeFileSync(file, generateSelfSignedP12('senha-forte'));
    const cert = loadPlatformCertificate({ p12Path: file, passphrase: 'senha-forte', dataDir: dir });
    expect(cert.source).toBe('configured');
    expect(inspectPdf(await sample(new PdfSigner(cert), true)).pdfsig).toContain('Signature is Valid.');
    expect(() => loadPlatformCertificate({ p12Path: file, passphrase: 'errada', dataDir: dir })).toThrow(
      /SIGNING_P12_PASSWORD/,
    );
    expect(() =>
      loadPlatformCertificate({ p12Path: join(dir, 'nao-existe.p12'), passphrase: '', dataDir: dir }),
    ).toThrow(/SIGNING_P12_PATH/);
  });

  it('a PDF altered after signing no longer validates', async () => {
    const signer = new PdfSigner(
      loadPlatformCertificate({ p12Path: undefined, passphrase: '', dataDir: dir }),
    );
    const bytes = await sample(signer, true);
    // Change one character of the document title (a hex string inside the signed byte range).
    const text = bytes.toString('latin1');
    const at = text.indexOf('/Title <FEFF');
    expect(at).toBeGreaterThan(0);
    const digit = at + '/Title <FEFF'.length + 2;
    const tampered = Buffer.from(bytes);
    tampered.write(text[digit] === '4' ? '5' : '4', digit, 'latin1');
    expect(inspectPdf(tampered).pdfsig).not.toContain('Signature Validation: Signature is Valid.');
  });
  it('renders and signs in a PDF thread, which receives the generated certificate intact', async () => {
    // Loaded on first use, as the server does; the thread gets it by structured clone.
    const renderer = new PdfRenderer(
      new PdfSigner(() => loadPlatformCertificate({ p12Path: undefined, passphrase: '', dataDir: dir })),
      1,
    );
    try {
      renderer.start();
      const bytes = Buffer.from(await renderer.render(sampleDoc(true), SIGNED_AT));
      expect(renderer.rendersInThreads).toBe(true);
      expect(inspectPdf(bytes).pdfsig).toContain('Signature Validation: Signature is Valid.');
    } finally {
      await renderer.close();
    }
  });
});

describe('sandbox issuer timing and storage keys', () => {
  it('scales the FAQ times: the longest type takes under a minute at the default scale, 0 is instant', () => {
    const byDefault = new SandboxIssuer(0.008);
    const worst = Math.max(
      ...['tjsp', 'tjsp-falencia', 'trt2', 'cndt', 'receita-federal'].map((c) =>
        byDefault.durationMs(c as never, '52998224725'),
      ),
    );
    expect(worst).toBeLessThanOrEqual(60_000);
    expect(new SandboxIssuer(0).durationMs('tjsp', '52998224725')).toBe(0);
    expect(byDefault.durationMs('trt2', '52998224725')).toBe(byDefault.durationMs('trt2', '52998224725'));
  });

  it('accepts only relative keys without dot segments', () => {
    expect(isSafeKey('certidoes/2026/03/certidao-trt2-20260301-abc.pdf')).toBe(true);
    for (const bad of [
      '',
      '/etc/passwd',
      '../x.pdf',
      'a/../b.pdf',
      'a/./b.pdf',
      'a//b.pdf',
      'a\\b.pdf',
      'a\u0000.pdf',
      'a b.pdf',
    ]) {
      expect(isSafeKey(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
