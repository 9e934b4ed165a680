import type { CertificateCode, CertificateTypeInfo, PersonType } from '@certidao/domain';

export interface IssueInput {
  tipo: CertificateTypeInfo;
  tipoPessoa: 'fisica' | 'juridica';
  nome: string;
  /** Normalised CPF or CNPJ. */
  documento: string;
  rg: string | null;
  dataNascimento: string | null;
  inscricaoImovel: string | null;
  /** 1 for the certificate's first job, 2 after one manual retry, … */
  certAttempt: number;
  /** 0 on the job's first run, then 1, 2… on automatic retries. */
  retryCount: number;
  /** State a previous run of this job saved (e.g. the protocol of a two-step request). */
  checkpoint: Record<string, unknown> | null;
}

export interface IssueContext {
  signal: AbortSignal;
  /** Reports progress (0–100) and the pt-BR label of the current step; also a liveness heartbeat. */
  progress(percent: number, step: string): Promise<void>;
  /** Saves state that a later run of the same job receives as `checkpoint`. */
  saveCheckpoint(data: Record<string, unknown>): Promise<void>;
}

/**
 * The certificate's result as the issuing body states it; `indeterminado` when its answer does not say (the PDF
 * is still delivered, and the customer reads it).
 */
export type Resultado = 'negativa' | 'positiva' | 'positiva_com_efeitos_de_negativa' | 'indeterminado';

/** What the public body answered. */
export interface IssuedCertificate {
  kind: 'issued';
  resultado: Resultado;
  registros: string[];
  protocolo: string;
  emitidoEm: Date;
  validoAte: Date | null;
  sandbox: boolean;
  /**
   * The body's own PDF (an operator's upload of an assisted certificate): its pages follow our signed page in the
   * delivered PDF.
   */
  originalPdf?: Uint8Array;
}

/** The body accepted the request but answers later (e.g. TJSP): check back after `afterSeconds`. */
export interface DeferredCertificate {
  kind: 'deferred';
  afterSeconds: number;
  step: string;
  checkpoint: Record<string, unknown>;
}

export type IssueResult = IssuedCertificate | DeferredCertificate;

/**
 * A failure with a pt-BR message for the user.
 * - `transient`: the source is unavailable or timed out; retried automatically with backoff.
 * - `retryable`: failed for now; a manual retry can fix it (podeTentarNovamente).
 * - `permanent`: retrying will not help (invalid data, unsupported type).
 */
export class IssuerError extends Error {
  constructor(
    readonly kind: 'transient' | 'retryable' | 'permanent',
    message: string,
  ) {
    super(message);
  }
}

export class IssueCancelled extends Error {
  constructor() {
    super('Emissão cancelada.');
  }
}

export interface Issuer {
  readonly name: 'sandbox' | 'infosimples';
  /** Whether this issuer covers a type for a person type. */
  supports(tipo: CertificateTypeInfo, tipoPessoa: PersonType): boolean;
  issue(input: IssueInput, ctx: IssueContext): Promise<IssueResult>;
  /** Seconds without progress after which a running job of this type counts as stuck. */
  stuckAfterSeconds(code: CertificateCode): number;
}
