import type { CertificateCode } from '@certidao/domain';
import type { Config } from '../../config.ts';
import { InfoSimplesIssuer } from './infosimples.ts';
import { SandboxIssuer } from './sandbox.ts';
import type { Issuer } from './types.ts';

/** Which issuer serves each of the 10 types: InfoSimples when configured and covering it, else the sandbox. */
export class IssuerRegistry {
  readonly sandbox: SandboxIssuer;
  readonly infosimples: InfoSimplesIssuer | undefined;

  constructor(
    config: Pick<Config, 'sandboxTimeScale' | 'infosimples' | 'sandboxValidityMinutes'>,
    now: () => Date = () => new Date(),
  ) {
    this.sandbox = new SandboxIssuer(config.sandboxTimeScale, {
      now,
      validityMinutes: config.sandboxValidityMinutes,
    });
    this.infosimples = config.infosimples ? new InfoSimplesIssuer(config.infosimples) : undefined;
  }

  /** IPTU Santos is not covered by InfoSimples: it stays on the sandbox until our own automation exists. */
  for(code: CertificateCode): Issuer {
    if (this.infosimples?.supports(code)) return this.infosimples;
    return this.sandbox;
  }

  get mode(): 'sandbox' | 'infosimples' {
    return this.infosimples ? 'infosimples' : 'sandbox';
  }
}
