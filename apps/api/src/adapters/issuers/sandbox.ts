import { createHash } from 'node:crypto';
import type { CertificateCode, CertificateTypeInfo } from '@certidao/domain';
import { getCertificateType, issuanceOf, sourceKeyOf } from '@certidao/domain';
import type { Resultado } from './types.ts';
import {
  IssueCancelled,
  type IssueContext,
  type IssueInput,
  type IssueResult,
  type Issuer,
  IssuerError,
} from './types.ts';

function digest(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

/** Waits `ms`, rejecting with IssueCancelled as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(new IssueCancelled());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new IssueCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Simulates each public body: the steps of its portal with progress, durations from the FAQ's typical times
 * multiplied by SANDBOX_TIME_SCALE (0 = instant), and a result that depends only on the input.
 *
 * Test inputs (in `nomeCompleto`/`nome`, case-insensitive):
 * - `FALHA`: every certificate's first job fails with a retryable error; a manual retry succeeds.
 * - `INSTAVEL`: the first run fails transiently; the automatic retry succeeds.
 * - `POSITIVA`: the result is "consta" (positiva) for every type.
 * - `ALTERNA`: "nada consta" and "consta" in turns, a week each (Monday to Sunday, UTC, counted from the week of
 *   5 January 1970: even weeks "nada consta"), so a party renewed weekly sees its result change (monitoring
 *   alerts). Not the ISO week's number: a year of 53 weeks ends on an odd one and the next starts on one.
 * - A source switched off by staff (PUT /sandbox/fontes/{fonte}/fora-do-ar): every run of its types fails as
 *   unavailable until it is switched back on (the circuit breaker's tests and demos).
 * - `OPERADOR`: an assisted type's certificate waits for an operator even with SANDBOX_ASSISTED=auto (the
 *   registry decides it; this issuer never sees that job).
 * Otherwise the result is derived from a hash of type + document: mostly "nada consta". An informative type
 * (the CNPJ card) states data, never a negative or positive result: `indeterminado`, no records.
 */
export class SandboxIssuer implements Issuer {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly timeScale: number,
    /**
     * The server's clock (movable in the sandbox) and an optional short validity, to watch renewals in tests;
     * `sourceDown` tells whether a staff member switched the type's source off (a simulated outage).
     */
    private readonly options: {
      now?: () => Date;
      validityMinutes?: number;
      sourceDown?: (fonte: string) => Promise<boolean>;
    } = {},
  ) {}

  supports(): boolean {
    return true;
  }

  /** Total simulated duration of one certificate in ms (deterministic per type and document). */
  durationMs(code: CertificateCode, documento: string): number {
    const t = getCertificateType(code);
    if (!t || this.timeScale === 0) return 0;
    const f = digest('duration', code, documento).readUInt16BE(0) / 0xffff;
    const minutes = t.typicalMinutes.min + f * (t.typicalMinutes.max - t.typicalMinutes.min);
    return Math.round(minutes * 60_000 * this.timeScale);
  }

  stuckAfterSeconds(code: CertificateCode): number {
    const t = getCertificateType(code);
    const longest = t ? t.typicalMinutes.max * 60 * this.timeScale : 0;
    // Progress is reported at every step (a fifth of the run): twice the whole run is generous.
    return Math.max(60, Math.ceil(longest * 2));
  }

  async issue(input: IssueInput, ctx: IssueContext): Promise<IssueResult> {
    const { tipo } = input;
    const name = input.nome.toUpperCase();
    const total = this.durationMs(tipo.code, input.documento);
    // An assisted type is simulated as an operator's work at the official portal.
    const assisted = issuanceOf(tipo, input.tipoPessoa) === 'assistida';
    const steps = [
      assisted
        ? `Operador acessando o portal oficial: ${shortBody(tipo.orgao)}`
        : `Acessando o portal: ${shortBody(tipo.orgao)}`,
      'Preenchendo o formulário de pesquisa',
      'Resolvendo a verificação de segurança',
      `Consultando os registros: ${shortBody(tipo.orgao)}`,
      'Emitindo a certidão',
    ];
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i] as string;
      await ctx.progress(Math.round((i / steps.length) * 90) + 5, step);
      if (i === 0 && (await this.options.sourceDown?.(sourceKeyOf(tipo)))) {
        throw new IssuerError(
          'transient',
          `O portal de ${shortBody(tipo.orgao)} está fora do ar no momento. Nova tentativa automática em instantes.`,
        );
      }
      await sleep(total / steps.length, ctx.signal);
      if (i === 2 && name.includes('INSTAVEL') && input.retryCount === 0) {
        throw new IssuerError(
          'transient',
          `Portal instável no momento (${shortBody(tipo.orgao)}). Nova tentativa automática em instantes.`,
        );
      }
      if (i === 3 && name.includes('FALHA') && input.certAttempt <= 1) {
        throw new IssuerError(
          'retryable',
          `A pesquisa junto a ${shortBody(tipo.orgao)} não foi concluída (serviço indisponível). Tente novamente.`,
        );
      }
    }
    const h = digest('result', tipo.code, input.documento);
    const emitidoEm = this.options.now?.() ?? new Date();
    const forcedPositive =
      name.includes('POSITIVA') || (name.includes('ALTERNA') && weekNumber(emitidoEm) % 2 === 1);
    const resultado: Resultado = tipo.informativa
      ? 'indeterminado'
      : name.includes('ALTERNA')
        ? forcedPositive
          ? 'positiva'
          : 'negativa'
        : pickResult(tipo, forcedPositive ? 0 : (h[0] ?? 0));
    const registros =
      resultado === 'negativa' || tipo.informativa
        ? []
        : [
            `Processo ${processNumber(h)} — ${resultado === 'positiva' ? 'em andamento' : 'exigibilidade suspensa'}`,
          ];
    const days = tipo.validadeDias;
    const validityMs =
      this.options.validityMinutes !== undefined
        ? this.options.validityMinutes * 60_000
        : days === null
          ? null
          : days * 86_400_000;
    return {
      kind: 'issued',
      resultado,
      registros,
      protocolo: `SBX-${emitidoEm.getUTCFullYear()}-${h.readUInt32BE(4).toString().padStart(10, '0')}`,
      emitidoEm,
      validoAte: validityMs === null ? null : new Date(emitidoEm.getTime() + validityMs),
      sandbox: true,
    };
  }
}

/** Monday, 5 January 1970, UTC: week 0 of `weekNumber`. */
const FIRST_MONDAY = Date.UTC(1970, 0, 5);

/** Whole weeks (Monday to Sunday, UTC) since FIRST_MONDAY's. */
function weekNumber(date: Date): number {
  return Math.floor((date.getTime() - FIRST_MONDAY) / (7 * 86_400_000));
}

/** Kinds of certificate whose suspended debts make a "positiva com efeitos de negativa". */
const DEBT_CATEGORIES: ReadonlySet<CertificateTypeInfo['categoria']> = new Set([
  'cndt',
  'tributos-federais',
  'tributos-estaduais',
  'tributos-municipais',
  'fgts',
]);

/** ~85% nada consta; tax and labour debts may be "positiva com efeitos de negativa". */
function pickResult(tipo: CertificateTypeInfo, byte: number): Resultado {
  if (byte < 20) return 'positiva';
  if (byte < 32 && DEBT_CATEGORIES.has(tipo.categoria)) return 'positiva_com_efeitos_de_negativa';
  return 'negativa';
}

function processNumber(h: Buffer): string {
  const n = h.readUInt32BE(8).toString().padStart(10, '0');
  return `${n.slice(0, 7)}-${n.slice(7, 9)}.${2020 + ((h[12] ?? 0) % 6)}.8.26.0100`;
}

function shortBody(orgao: string): string {
  const m = /\(([^)]+)\)\s*$/.exec(orgao);
  return m?.[1] ?? orgao;
}
