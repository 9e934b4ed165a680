import { type CertificateTypeInfo, getCertificateType, issuanceOf, type PersonType } from '@certidao/domain';
import type { Config } from '../../config.ts';
import { InfoSimplesIssuer } from './infosimples.ts';
import { SandboxIssuer } from './sandbox.ts';
import type { Issuer } from './types.ts';

/** Who issues a certificate: an issuer the processor runs, or a person through the assisted queue. */
export type IssuanceRoute = { kind: 'issuer'; issuer: Issuer } | { kind: 'operator' };

/** A sandbox test input (like FALHA): an assisted type's certificate waits for an operator even in auto mode. */
const OPERATOR_INPUT = 'OPERADOR';

/**
 * Which issuer serves each certificate, from the catalogue: a type whose documented source covers the person
 * type is automatic (InfoSimples when configured, else the sandbox); any other is assisted and waits for an
 * operator, unless there is no InfoSimples and SANDBOX_ASSISTED=auto lets the sandbox fulfil it by itself.
 */
export class IssuerRegistry {
  readonly sandbox: SandboxIssuer;
  readonly infosimples: InfoSimplesIssuer | undefined;
  private readonly sandboxAssisted: Config['sandboxAssisted'];

  constructor(
    config: Pick<Config, 'sandboxTimeScale' | 'infosimples' | 'sandboxValidityMinutes'> &
      Partial<Pick<Config, 'sandboxAssisted'>>,
    now: () => Date = () => new Date(),
    /** Sandbox only: whether a source was switched off to simulate its outage (shared through the database). */
    sourceDown?: (fonte: string) => Promise<boolean>,
  ) {
    this.sandbox = new SandboxIssuer(config.sandboxTimeScale, {
      now,
      sourceDown,
      validityMinutes: config.sandboxValidityMinutes,
    });
    this.infosimples = config.infosimples ? new InfoSimplesIssuer(config.infosimples) : undefined;
    this.sandboxAssisted = config.sandboxAssisted ?? 'auto';
  }

  /** How a new certificate is issued; `names` are the party's (any containing OPERADOR is the test input). */
  route(tipo: CertificateTypeInfo, tipoPessoa: PersonType, names: readonly string[] = []): IssuanceRoute {
    if (issuanceOf(tipo, tipoPessoa) === 'automatica')
      return { kind: 'issuer', issuer: this.for(tipo.code, tipoPessoa) };
    if (this.infosimples || this.sandboxAssisted === 'manual') return { kind: 'operator' };
    if (names.some((n) => n.toUpperCase().includes(OPERATOR_INPUT))) return { kind: 'operator' };
    return { kind: 'issuer', issuer: this.sandbox };
  }

  /** The issuer that runs a queued job: InfoSimples where it covers the type, else the sandbox. */
  for(code: string, tipoPessoa: PersonType): Issuer {
    const tipo = getCertificateType(code);
    if (tipo && this.infosimples?.supports(tipo, tipoPessoa)) return this.infosimples;
    return this.sandbox;
  }

  get mode(): 'sandbox' | 'infosimples' {
    return this.infosimples ? 'infosimples' : 'sandbox';
  }
}
