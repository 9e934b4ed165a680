import {
  createPrivateKey,
  constants as cryptoConstants,
  generateKeyPairSync,
  type KeyObject,
  privateEncrypt,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';

export const SIGNER_COMMON_NAME = 'Certidão Ágil — Assinatura Digital';

export interface PlatformCertificate {
  p12: Buffer;
  passphrase: string;
  /** Where it came from, for the start-up banner. */
  source: 'configured' | 'generated' | 'reused';
}

/**
 * The platform's signing certificate: the configured P12 (SIGNING_P12_PATH / SIGNING_P12_PASSWORD), else one
 * generated on first start into DATA_DIR/signing (self-signed RSA 2048, 10 years) and reused afterwards.
 */
export function loadPlatformCertificate(options: {
  p12Path: string | undefined;
  passphrase: string;
  dataDir: string;
}): PlatformCertificate {
  if (options.p12Path) {
    let p12: Buffer;
    try {
      p12 = readFileSync(options.p12Path);
    } catch {
      throw new Error(
        `Não foi possível ler o certificado de assinatura SIGNING_P12_PATH=${options.p12Path}.`,
      );
    }
    // Fail at start-up, not on the first certificate, when the file or password is wrong.
    try {
      const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
      forge.pkcs12.pkcs12FromAsn1(asn1, false, options.passphrase);
    } catch {
      throw new Error(
        `Não foi possível abrir o certificado de assinatura ${options.p12Path}: verifique o arquivo e SIGNING_P12_PASSWORD.`,
      );
    }
    return { p12, passphrase: options.passphrase, source: 'configured' };
  }
  const dir = join(options.dataDir, 'signing');
  const p12File = join(dir, 'platform.p12');
  const passFile = join(dir, 'platform.p12.password');
  if (existsSync(p12File) && existsSync(passFile)) {
    return {
      p12: readFileSync(p12File),
      passphrase: readFileSync(passFile, 'utf8').trim(),
      source: 'reused',
    };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passphrase = randomBytes(24).toString('base64url');
  const p12 = generateSelfSignedP12(passphrase);
  // Write both atomically (temp + rename); the password first so a reader never finds a P12 without it.
  const writeAtomic = (file: string, data: Buffer | string) => {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, data, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  };
  writeAtomic(passFile, passphrase);
  writeAtomic(p12File, p12);
  return { p12, passphrase, source: 'generated' };
}

export function generateSelfSignedP12(passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgePrivate = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const forgePublic = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: SIGNER_COMMON_NAME, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: 'Certidão Ágil', valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(attrs as forge.pki.CertificateField[]);
  cert.setIssuer(attrs as forge.pki.CertificateField[]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgePrivate, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(forgePrivate, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: 'Certidao Agil',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** DER prefix of a PKCS#1 DigestInfo for SHA-256 (RFC 8017 §9.2). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** A PKCS#7 detached signer with the key and certificate decoded once (decoding a P12 costs ~100 ms). */
class CachedKeySigner extends Signer {
  private readonly key: forge.pki.rsa.PrivateKey;
  /** The same key for node:crypto: RSA in OpenSSL is ~50× faster than forge's JavaScript. */
  private readonly nodeKey: KeyObject;
  private readonly cert: forge.pki.Certificate;
  private readonly chain: forge.pki.Certificate[];
  private readonly issuerAttributes: unknown[];

  constructor(certificate: PlatformCertificate) {
    super();
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(certificate.p12.toString('binary')));
    const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, certificate.passphrase);
    const oids = forge.pki.oids as Record<string, string>;
    const bagsOf = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
    const keyBag = bagsOf(oids.pkcs8ShroudedKeyBag as string)[0] ?? bagsOf(oids.keyBag as string)[0];
    const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key) throw new Error('O certificado de assinatura não contém uma chave privada.');
    const certs = bagsOf(oids.certBag as string)
      .map((b) => b.cert)
      .filter((c): c is forge.pki.Certificate => !!c);
    const own = certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
    });
    if (!own) throw new Error('O certificado de assinatura não corresponde à chave privada.');
    this.key = key;
    this.nodeKey = createPrivateKey(forge.pki.privateKeyToPem(key));
    this.cert = own;
    this.chain = certs;
    this.issuerAttributes = own.issuer.attributes.map((a: { valueTagClass?: unknown; value?: unknown }) =>
      a.valueTagClass === forge.asn1.Type.UTF8 && typeof a.value === 'string'
        ? { ...a, value: forge.util.decodeUtf8(a.value) }
        : a,
    );
  }

  get subjectCommonName(): string {
    const cn = this.cert.subject.getField('CN')?.value as string | undefined;
    return cn ? forge.util.decodeUtf8(cn) : '';
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const oids = forge.pki.oids as Record<string, string>;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const c of this.chain) p7.addCertificate(c);
    const nodeKey = this.nodeKey;
    // forge calls key.sign(md, 'RSASSA-PKCS1-V1_5'): do the same PKCS#1 v1.5 signature with OpenSSL.
    const fastKey = {
      n: this.key.n,
      e: this.key.e,
      sign(md: forge.md.MessageDigest) {
        const digest = Buffer.from(md.digest().getBytes(), 'binary');
        const signature = privateEncrypt(
          { key: nodeKey, padding: cryptoConstants.RSA_PKCS1_PADDING },
          Buffer.concat([SHA256_DIGEST_INFO, digest]),
        );
        return signature.toString('binary');
      },
    };
    p7.addSigner({
      key: fastKey as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.cert,
      digestAlgorithm: oids.sha256 as string,
      authenticatedAttributes: [
        { type: oids.contentType as string, value: oids.data as string },
        { type: oids.signingTime as string, value: (signingTime ?? new Date()) as never },
        { type: oids.messageDigest as string },
      ],
    });
    // forge re-encodes the signer's issuer from the parsed (already UTF-8) values and would encode them twice,
    // so a non-ASCII issuer (our 'Certidão Ágil') would no longer match the certificate: give it decoded values.
    for (const signer of (p7 as unknown as { signers: unknown }).signers as { issuer: unknown }[])
      signer.issuer = this.issuerAttributes;
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/** Signs PDFs (PAdES, ETSI.CAdES.detached) with the platform certificate. */
export class PdfSigner {
  private readonly signer: CachedKeySigner;

  constructor(readonly certificate: PlatformCertificate) {
    this.signer = new CachedKeySigner(certificate);
  }

  get signerName(): string {
    return this.signer.subjectCommonName;
  }

  /** Adds the signature placeholder to a pdf-lib document, saves it and signs the bytes. */
  async sign(pdfDoc: PDFDocument, signingTime: Date): Promise<Buffer> {
    pdflibAddPlaceholder({
      pdfDoc,
      reason: 'Certidão emitida e assinada pela plataforma Certidão Ágil',
      contactInfo: 'suporte@certidaoagil.com.br',
      name: 'Certidão Ágil',
      location: 'Brasil',
      signingTime,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      signatureLength: 8192,
      appName: 'Certidão Ágil',
    });
    const unsigned = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
    return new SignPdf().sign(unsigned, this.signer, signingTime);
  }
}
