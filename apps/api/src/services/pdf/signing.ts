import {
  createHash,
  createPrivateKey,
  sign as cryptoSign,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { pdfDate } from './certificate.ts';

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
  const { dir, p12File, passFile } = generatedCertificateFiles(options.dataDir);
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

/** Where the generated certificate and its password are kept in DATA_DIR. */
export function generatedCertificateFiles(dataDir: string): {
  dir: string;
  p12File: string;
  passFile: string;
} {
  const dir = join(dataDir, 'signing');
  return { dir, p12File: join(dir, 'platform.p12'), passFile: join(dir, 'platform.p12.password') };
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

/** DER encoding (X.690) of one value: tag, definite length, contents. */
function der(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const n = body.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : n < 0x10000
          ? Buffer.from([0x82, n >> 8, n & 0xff])
          : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const SEQUENCE = 0x30;
const SET = 0x31;
const oid = (hex: string) => Buffer.from(`06${(hex.length / 2).toString(16).padStart(2, '0')}${hex}`, 'hex');
const OID_DATA = oid('2a864886f70d010701');
const OID_SIGNED_DATA = oid('2a864886f70d010702');
const OID_CONTENT_TYPE = oid('2a864886f70d010903');
const OID_MESSAGE_DIGEST = oid('2a864886f70d010904');
const OID_SIGNING_TIME = oid('2a864886f70d010905');
const NULL = Buffer.from([0x05, 0x00]);
const ALG_SHA256 = der(SEQUENCE, oid('608648016503040201'), NULL);
const ALG_RSA = der(SEQUENCE, oid('2a864886f70d010101'), NULL);

/** The TLVs inside a DER constructed value (enough to pick fields out of a certificate). */
function derChildren(value: Buffer): Buffer[] {
  const children: Buffer[] = [];
  let at = 1 + ((value[1] as number & 0x80) ? 1 + ((value[1] as number) & 0x7f) : 1);
  while (at < value.length) {
    const first = value[at + 1] as number;
    const lengthBytes = first & 0x80 ? first & 0x7f : 0;
    let length = first;
    if (lengthBytes) {
      length = 0;
      for (let i = 0; i < lengthBytes; i++) length = length * 256 + (value[at + 2 + i] as number);
    }
    const end = at + 2 + lengthBytes + length;
    children.push(value.subarray(at, end));
    at = end;
  }
  return children;
}

/** signingTime as UTCTime (RFC 5652 §11.3: UTCTime for 1950–2049), as forge encoded it. */
function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  const s = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return der(0x17, Buffer.from(s, 'latin1'));
}

/**
 * A PKCS#7/CMS detached signer (SignedData with contentType, signingTime and messageDigest signed attributes,
 * RSA PKCS#1 v1.5 over SHA-256). The P12 is decoded once (node-forge: node:crypto cannot read PKCS#12); each
 * signature is then node:crypto hashing and signing plus a few DER concatenations, instead of forge's
 * JavaScript SHA-256, ASN.1 tree and re-encoding of the certificates for every PDF.
 */
class CachedKeySigner extends Signer {
  private readonly nodeKey: KeyObject;
  private readonly cert: forge.pki.Certificate;
  /** The certificates field ([0] IMPLICIT SET OF Certificate), encoded once. */
  private readonly certificates: Buffer;
  /** issuerAndSerialNumber: the issuer Name and serial exactly as encoded in our certificate. */
  private readonly signerId: Buffer;

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
    this.nodeKey = createPrivateKey(forge.pki.privateKeyToPem(key));
    this.cert = own;
    // forge keeps the parsed TBSCertificate, so these are the certificates' original bytes.
    const toDer = (c: forge.pki.Certificate) =>
      Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes(), 'binary');
    this.certificates = der(0xa0, ...certs.map(toDer));
    const tbs = derChildren(toDer(own))[0] as Buffer;
    const fields = derChildren(tbs);
    // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, …
    const offset = fields[0]?.[0] === 0xa0 ? 1 : 0;
    this.signerId = der(SEQUENCE, fields[offset + 2] as Buffer, fields[offset] as Buffer);
  }

  get subjectCommonName(): string {
    const cn = this.cert.subject.getField('CN')?.value as string | undefined;
    return cn ? forge.util.decodeUtf8(cn) : '';
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const digest = createHash('sha256').update(pdfBuffer).digest();
    // DER orders a SET OF by encoding; these three already are (their lengths differ in that order).
    const attributes = [
      der(SEQUENCE, OID_CONTENT_TYPE, der(SET, OID_DATA)),
      der(SEQUENCE, OID_SIGNING_TIME, der(SET, utcTime(signingTime ?? new Date()))),
      der(SEQUENCE, OID_MESSAGE_DIGEST, der(SET, der(0x04, digest))),
    ];
    // The signature covers the attributes encoded as a SET; the SignerInfo carries them as [0] IMPLICIT.
    const signature = cryptoSign('sha256', der(SET, ...attributes), this.nodeKey);
    const signerInfo = der(
      SEQUENCE,
      der(0x02, Buffer.from([1])),
      this.signerId,
      ALG_SHA256,
      der(0xa0, ...attributes),
      ALG_RSA,
      der(0x04, signature),
    );
    const signedData = der(
      SEQUENCE,
      der(0x02, Buffer.from([1])),
      der(SET, ALG_SHA256),
      der(SEQUENCE, OID_DATA),
      this.certificates,
      der(SET, signerInfo),
    );
    return der(SEQUENCE, OID_SIGNED_DATA, der(0xa0, signedData));
  }
}

/** The signature's length in bytes reserved in the PDF (hex-encoded there: twice as many characters). */
const SIGNATURE_LENGTH = 8192;

/** A PDF literal string of latin-1 text (escapes the three characters that need it). */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** Signs PDFs (PAdES, ETSI.CAdES.detached) with the platform certificate. */
export class PdfSigner {
  private loaded?: { certificate: PlatformCertificate; signer: CachedKeySigner };

  /**
   * `certificate` may be a function that loads it, called on first use: generating the first certificate
   * (an RSA key, then a P12 built in JavaScript) takes about a second of CPU that a starting server need not wait
   * for.
   */
  constructor(private readonly certificateOrLoader: PlatformCertificate | (() => PlatformCertificate)) {}

  private get state() {
    if (!this.loaded) {
      const source = this.certificateOrLoader;
      const certificate = typeof source === 'function' ? source() : source;
      this.loaded = { certificate, signer: new CachedKeySigner(certificate) };
    }
    return this.loaded;
  }

  get certificate(): PlatformCertificate {
    return this.state.certificate;
  }

  private get signer(): CachedKeySigner {
    return this.state.signer;
  }

  get signerName(): string {
    return this.signer.subjectCommonName;
  }

  /**
   * The signature dictionary with its placeholders, as @signpdf's placeholder writes it: a ByteRange of
   * `/**********` names and Contents of zeros, replaced by `sign()`. The renderer puts it in the document.
   */
  placeholder(signingTime: Date): string {
    const range = `/${DEFAULT_BYTE_RANGE_PLACEHOLDER}`;
    return [
      `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /${SUBFILTER_ETSI_CADES_DETACHED}`,
      `/ByteRange [0 ${range} ${range} ${range}]`,
      `/Contents <${'0'.repeat(SIGNATURE_LENGTH * 2)}>`,
      `/Reason ${literal('Certidão emitida e assinada pela plataforma Certidão Ágil')}`,
      `/M ${pdfDate(signingTime)}`,
      `/ContactInfo ${literal('suporte@certidaoagil.com.br')} /Name ${literal('Certidão Ágil')}`,
      `/Location ${literal('Brasil')}`,
      `/Prop_Build << /Filter << /Name /Adobe.PPKLite >> /App << /Name ${literal('Certidão Ágil')} >> >> >>`,
    ].join('\n');
  }

  /** Signs a PDF rendered with `placeholder()`: fills its ByteRange and signature (@signpdf). */
  async sign(unsigned: Buffer, signingTime: Date): Promise<Buffer> {
    return new SignPdf().sign(unsigned, this.signer, signingTime);
  }
}
