import {
  type CertificateTypeInfo,
  formatCnpj,
  formatCpf,
  issuanceOf,
  type PersonType,
} from '@certidao/domain';
import type { IssueContext, IssueInput, IssueResult, Issuer, Resultado } from './types.ts';
import { IssueCancelled, IssuerError } from './types.ts';

/**
 * Each type's InfoSimples service comes from its catalogue row (`infosimples`: the service, fixed parameters,
 * and `obter` for two-step services, where a request registers the order at the court and the second call
 * fetches the certificate once issued, hours later: the job is deferred and checks back). A type without a
 * service for the person type is assisted and never reaches this issuer.
 */
/** InfoSimples result codes: which are worth an automatic retry, a manual retry, or neither. */
export function classifyCode(code: number): 'ok' | 'transient' | 'retryable' | 'permanent' | 'pending' {
  if (code === 200) return 'ok';
  // 600 unexpected error, 605 timeout, 610 captcha, 613 blocked by the source, 614 source error,
  // 615 source unavailable, 617 too many simultaneous requests, 621 receipt generation error.
  if ([600, 605, 610, 613, 614, 615, 617, 621].includes(code)) return 'transient';
  // 609 attempts exhausted, 611 incomplete data from the source, 618 account limit, 620 permanent source error.
  if ([609, 611, 618, 620].includes(code)) return 'retryable';
  // 622: the certificate is still being prepared by the source (two-step services).
  if (code === 622) return 'pending';
  // 601 token, 602 service, 603 permission, 604/606/607/608 parameters, 612 no data, 619 other parameters.
  return 'permanent';
}

const CODE_MESSAGES: Record<string, string> = {
  transient: 'O órgão emissor está indisponível no momento. Nova tentativa automática em instantes.',
  retryable: 'O órgão emissor não concluiu a emissão. Tente novamente mais tarde.',
  permanent: 'O órgão emissor recusou os dados informados. Verifique os dados e faça uma nova solicitação.',
};

interface Envelope {
  code: number;
  code_message?: string;
  data?: Array<Record<string, unknown>>;
  errors?: string[];
  site_receipts?: string[];
  header?: Record<string, unknown>;
}

export class InfoSimplesIssuer implements Issuer {
  readonly name = 'infosimples' as const;
  /** How long a two-step (TJSP) job waits before checking back for the certificate. */
  checkBackSeconds = 30 * 60;

  constructor(
    private readonly cfg: { token: string; baseUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  supports(tipo: CertificateTypeInfo, tipoPessoa: PersonType): boolean {
    return issuanceOf(tipo, tipoPessoa) === 'automatica';
  }

  stuckAfterSeconds(): number {
    // A call may take up to the 300 s timeout we ask InfoSimples for.
    return 360;
  }

  private async call(path: string, params: Record<string, string>, signal: AbortSignal): Promise<Envelope> {
    const body = new URLSearchParams({ token: this.cfg.token, timeout: '300', ...params });
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.cfg.baseUrl}/consultas/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(330_000)]),
      });
    } catch (error) {
      if (signal.aborted) throw new IssueCancelled();
      throw new IssuerError(
        'transient',
        `Não foi possível falar com a InfoSimples: ${(error as Error).message}`,
      );
    }
    if (res.status >= 500 || res.status === 429)
      throw new IssuerError('transient', CODE_MESSAGES.transient as string);
    let envelope: Envelope;
    try {
      envelope = (await res.json()) as Envelope;
    } catch {
      throw new IssuerError('transient', 'Resposta inválida da InfoSimples.');
    }
    if (typeof envelope.code !== 'number')
      throw new IssuerError('transient', 'Resposta inválida da InfoSimples.');
    return envelope;
  }

  async issue(input: IssueInput, ctx: IssueContext): Promise<IssueResult> {
    const service = this.supports(input.tipo, input.tipoPessoa) ? input.tipo.infosimples : undefined;
    if (!service) throw new IssuerError('permanent', 'Tipo de certidão não disponível na InfoSimples.');
    const params: Record<string, string> = { ...service.parametros, nome: input.nome };
    if (input.tipoPessoa === 'fisica') params.cpf = formatCpf(input.documento);
    else params.cnpj = formatCnpj(input.documento);
    if (input.rg) params.rg = input.rg;
    if (input.dataNascimento) params.nascimento = input.dataNascimento;

    let envelope: Envelope;
    if (service.obter && typeof input.checkpoint?.pedido === 'string') {
      await ctx.progress(60, 'Verificando se o tribunal já emitiu a certidão');
      envelope = await this.call(service.obter, { ...params, pedido: input.checkpoint.pedido }, ctx.signal);
      if (classifyCode(envelope.code) === 'pending') {
        const checks = Number(input.checkpoint.checks ?? 0) + 1;
        // The platform's maximum response time is 72 h (`tempoMaximoResposta`): stop checking after that.
        if (checks * this.checkBackSeconds > 72 * 3600) {
          throw new IssuerError(
            'retryable',
            'O tribunal não emitiu a certidão em 72 horas. Tente novamente.',
          );
        }
        return {
          kind: 'deferred',
          afterSeconds: this.checkBackSeconds,
          step: 'Aguardando o tribunal emitir a certidão',
          checkpoint: { ...input.checkpoint, checks },
        };
      }
    } else {
      await ctx.progress(10, `Enviando a consulta ao ${input.tipo.orgao}`);
      envelope = await this.call(service.servico, params, ctx.signal);
      if (service.obter && envelope.code === 200) {
        const pedido = String(envelope.data?.[0]?.numero_pedido ?? envelope.data?.[0]?.pedido ?? '');
        if (!pedido) throw new IssuerError('transient', 'A InfoSimples não devolveu o número do pedido.');
        await ctx.saveCheckpoint({ pedido });
        return {
          kind: 'deferred',
          afterSeconds: this.checkBackSeconds,
          step: 'Pedido registrado no tribunal; aguardando a emissão',
          checkpoint: { pedido },
        };
      }
    }
    const issued = issuedFrom(envelope, input.tipo);
    await ctx.progress(90, 'Certidão recebida do órgão emissor');
    return issued;
  }
}

/** The final answer: the certificate issued, or the IssuerError its code means. */
function issuedFrom(envelope: Envelope, tipo: CertificateTypeInfo): IssueResult {
  const kind = classifyCode(envelope.code);
  if (kind !== 'ok') {
    const detail = envelope.errors?.filter(Boolean).join(' ') || envelope.code_message || '';
    const base = CODE_MESSAGES[kind === 'pending' ? 'transient' : kind] as string;
    throw new IssuerError(
      kind === 'pending' ? 'transient' : kind,
      detail ? `${base} (${envelope.code}: ${detail})` : base,
    );
  }
  return { kind: 'issued', ...readIssued(tipo, envelope.data?.[0] ?? {}), sandbox: false };
}

/**
 * What an InfoSimples answer says about the certificate, from the fields its services name: the result (flags
 * such as `consta`, `debitos_rfb`/`debitos_pgfn`, `conseguiu_emitir_certidao_negativa`, then the certificate's
 * own words in `tipo`, `certidao`, `conclusao`…), the source's validity (`validade_data`, `validade`…) and issue
 * date (`emissao_data`…) and its control code. Without a validity of the source's, the type's documented one
 * (the catalogue's `validadeDias`) counts from the issue date. An informative type (the CNPJ card) has no
 * negative or positive result: `indeterminado`.
 */
export function readIssued(
  tipo: Pick<CertificateTypeInfo, 'validadeDias' | 'informativa'>,
  data: Record<string, unknown>,
  now = new Date(),
) {
  const emitidoEm =
    dateField(data, ['emissao_data', 'data_emissao', 'normalizado_emissao_data', 'expedicao']) ?? now;
  const days = tipo.validadeDias;
  const validoAte =
    dateField(
      data,
      ['validade_data', 'normalizado_validade', 'data_validade', 'validade', 'validade_ate'],
      true,
    ) ?? (days === null ? null : new Date(emitidoEm.getTime() + days * 86_400_000));
  const protocolo = [
    'codigo_controle',
    'certidao_codigo',
    'numero_certidao',
    'codigo_autenticidade',
    'numero_controle',
    'protocolo',
  ]
    .map((k) => data[k])
    .find((v) => typeof v === 'string' || typeof v === 'number');
  return {
    resultado: tipo.informativa ? ('indeterminado' as const) : resultFrom(data),
    registros: Array.isArray(data.processos) ? (data.processos as unknown[]).map(String).slice(0, 20) : [],
    protocolo: protocolo === undefined ? `IS-${Date.now()}` : String(protocolo),
    emitidoEm,
    validoAte,
  };
}

const flag = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(sim|true|s)$/i.test(v.trim())) return true;
  if (typeof v === 'string' && /^(n[aã]o|false|n)$/i.test(v.trim())) return false;
  return undefined;
};

/** `dd/mm/aaaa[ hh:mm[:ss]]` (São Paulo time) or ISO; a date alone means that whole day when `endOfDay`. */
function dateField(data: Record<string, unknown>, keys: string[], endOfDay = false): Date | undefined {
  for (const key of keys) {
    const raw = data[key];
    if (typeof raw !== 'string' || !raw.trim()) continue;
    const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:\D+(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(raw.trim());
    const time = (h?: string, m?: string, sec?: string) =>
      h ? `${h}:${m}:${sec ?? '00'}` : endOfDay ? '23:59:59' : '12:00:00';
    const date = br
      ? new Date(`${br[3]}-${br[2]}-${br[1]}T${time(br[4], br[5], br[6])}-03:00`)
      : new Date(raw.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}
function resultFrom(data: Record<string, unknown>): Resultado {
  const text = JSON.stringify(
    ['tipo_certidao', 'tipo', 'certidao', 'conclusao', 'situacao', 'resultado', 'mensagem'].map(
      (k) => data[k],
    ),
  )
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (text.includes('efeito') && text.includes('negativa')) return 'positiva_com_efeitos_de_negativa';
  const found = ['consta', 'consta_processos', 'consta_debito', 'debitos_rfb', 'debitos_pgfn'].map((k) =>
    flag(data[k]),
  );
  if (found.includes(true)) return 'positiva';
  if (flag(data.nada_consta) === true || flag(data.conseguiu_emitir_certidao_negativa) === true)
    return 'negativa';
  if (found.includes(false)) return 'negativa';
  if (/nada consta|nao consta|negativa/.test(text)) return 'negativa';
  if (text.includes('positiva') || text.includes('consta')) return 'positiva';
  return 'indeterminado';
}
