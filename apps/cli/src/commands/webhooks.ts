import { createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ApiError,
  apiErrorFromResponse,
  type EventoWebhookTipo,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  parseEventStream,
} from '@certidao/api-client';
import { countOf, WEBHOOK_EVENT_TYPES } from '@certidao/domain';
import type { Command } from 'commander';
import { onInterrupt } from '../interrupt.ts';
import { parseChoice } from '../options.ts';
import { EXIT, type ExitCode, printJson, progressLine, reportError, usageError } from '../output.ts';
import { apiFor, resolveUrl, sessionToken } from '../session.ts';

/**
 * `certidao webhooks escutar`: the caller's new events, live from the server (GET /integracoes/eventos/ao-vivo),
 * each POSTed to a local app signed as a real delivery (Standard Webhooks) with a secret made for the session,
 * so the app verifies them as it will in production. `certidao webhooks disparar` records a test event.
 */

/** Every type of the catalogue (EventoWebhookTipo): the type check fails when the contract adds one. */
export const TIPOS = WEBHOOK_EVENT_TYPES;
type MissingType = Exclude<EventoWebhookTipo, (typeof TIPOS)[number]>;
const everyType: [MissingType] extends [never] ? true : MissingType = true;
void everyType;

/** The server sends a heartbeat every 15 s: a stream silent for this long counts as dropped. */
const SILENCE_MS = 45_000;
const RECONNECT_PAUSE_MS = 1_000;
/** As the server's deliveries: the local app answers within this or the attempt counts as failed. */
const LOCAL_TIMEOUT_MS = 10_000;

const EXIT_HELP = `Códigos de saída: 0 ok; 1 erro; 2 uso incorreto; 3 sem sessão ou sem permissão (uma chave precisa
do escopo eventos:ler para escutar e webhooks:gerenciar para disparar); 4 servidor fora do ar;
130 escutar encerrado com Ctrl+C.`;

interface ListenOptions {
  encaminhar: string;
  url?: string;
  json?: boolean;
}

interface FireOptions {
  url?: string;
  json?: boolean;
}

export function registerWebhooks(program: Command) {
  const webhooks = program
    .command('webhooks')
    .description(
      'Eventos de webhook no seu computador: receber ao vivo e encaminhar a um app local, disparar testes',
    );

  webhooks
    .command('escutar')
    .description('Recebe os eventos da conta ao vivo e encaminha cada um, assinado, a um app local')
    .requiredOption(
      '--encaminhar <url>',
      'endereço do app local que recebe os eventos (http://localhost:3000/hook)',
    )
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'uma linha JSON por evento ({id, tipo, criadoEm, statusHttp, duracaoMs, erro})')
    .addHelpText(
      'after',
      `
Cada evento novo da conta (ou da chave de CERTIDAO_TOKEN) chega na hora, seja qual for o endpoint que o
assina, e é enviado por POST ao app local com os cabeçalhos webhook-id, webhook-timestamp e
webhook-signature, assinados com um segredo criado para esta sessão e mostrado no início: configure-o no app
local como o segredo do endpoint e confira as assinaturas como em produção (biblioteca standardwebhooks). Cada
evento imprime uma linha (hora, tipo, id e a resposta do app local). Se o app local estiver fora do ar, a
linha diz isso e o comando continua com os próximos eventos. Ctrl+C encerra.

Exemplos:
  certidao webhooks escutar --encaminhar http://localhost:3000/hook
  certidao webhooks disparar certidao.concluida      # noutro terminal

${EXIT_HELP}`,
    )
    .action(async (options: ListenOptions) => {
      process.exitCode = await escutar(options);
    });

  webhooks
    .command('disparar')
    .description('Dispara um evento de teste do tipo escolhido (dados de exemplo; nada mais muda na conta)')
    .argument('<tipo>', `tipo do evento: ${TIPOS.join(', ')}`, parseChoice(TIPOS))
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime o evento em JSON')
    .addHelpText(
      'after',
      `
O evento vai aos endpoints que assinam o tipo e a quem estiver com "certidao webhooks escutar" aberto; o corpo
traz "teste": true. Imprime o id do evento (evt_…).

${EXIT_HELP}`,
    )
    .action(async (tipo: EventoWebhookTipo, options: FireOptions) => {
      process.exitCode = await disparar(tipo, options);
    });
}

async function disparar(tipo: EventoWebhookTipo, options: FireOptions): Promise<ExitCode> {
  try {
    const event = await apiFor(resolveUrl(options.url)).dispararEventoTeste({ body: { tipo } });
    if (options.json) printJson(event);
    else {
      process.stdout.write(`${event.id}\n`);
      progressLine(`Evento de teste ${tipo} disparado.`);
    }
    return EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

/** The Standard Webhooks signature of a body, as the server's deliveries carry it. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

interface Forwarded {
  statusHttp: number | null;
  duracaoMs: number;
  erro: string | null;
}

async function forward(target: string, secret: string, id: string, body: string): Promise<Forwarded> {
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'CertidaoAgil-CLI/1.0',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureOf(secret, id, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(LOCAL_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return { statusHttp: res.status, duracaoMs: took(), erro: null };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const reason =
      e.name === 'TimeoutError'
        ? `o app local não respondeu em ${LOCAL_TIMEOUT_MS / 1000} s`
        : `o app local está fora do ar (${e.cause?.code ?? e.message})`;
    return { statusHttp: null, duracaoMs: took(), erro: reason };
  }
}

function clock(): string {
  return new Date().toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour12: false });
}

function validTarget(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

async function escutar(options: ListenOptions): Promise<ExitCode> {
  const target = validTarget(options.encaminhar);
  if (!target)
    return usageError(`--encaminhar: use um endereço http:// ou https:// (recebido: ${options.encaminhar}).`);
  const server = resolveUrl(options.url);
  const token = sessionToken(server);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const controller = new AbortController();
  let received = 0;
  let accepted = 0;
  onInterrupt(() => {
    controller.abort();
    progressLine(
      `Encerrado: ${countOf(received, 'evento recebido', 'eventos recebidos')}, ${countOf(accepted, 'aceito', 'aceitos')} pelo app local.`,
    );
  });

  let announced = false;
  for (;;) {
    let silence: NodeJS.Timeout | undefined;
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    controller.signal.addEventListener('abort', abortAttempt);
    try {
      const res = await fetch(`${server}/api/integracoes/eventos/ao-vivo`, {
        headers: { accept: 'text/event-stream', ...(token && { authorization: `Bearer ${token}` }) },
        signal: attempt.signal,
      });
      if (!res.ok) throw await apiErrorFromResponse(res);
      let following = false;
      const rearm = () => {
        clearTimeout(silence);
        silence = setTimeout(abortAttempt, SILENCE_MS);
      };
      rearm();
      for await (const event of parseEventStream(res.body as ReadableStream<Uint8Array>)) {
        rearm();
        // The first heartbeat comes once the server follows every new event: only then is it said.
        if (!following && event.event === 'heartbeat') {
          following = true;
          if (!announced) {
            announced = true;
            progressLine(`Segredo de assinatura desta sessão: ${secret}`);
            progressLine(`Encaminhando os eventos para ${target}. Ctrl+C para parar.`);
          } else progressLine('Conexão com o servidor restabelecida.');
        }
        if (event.event !== 'evento' || !event.id) continue;
        received += 1;
        const { tipo, criadoEm } = JSON.parse(event.data) as { tipo: string; criadoEm: string };
        const result = await forward(target, secret, event.id, event.data);
        if (result.statusHttp !== null && result.statusHttp >= 200 && result.statusHttp < 300) accepted += 1;
        if (options.json) {
          process.stdout.write(`${JSON.stringify({ id: event.id, tipo, criadoEm, ...result })}\n`);
        } else {
          const outcome =
            result.statusHttp === null
              ? `${result.erro}; evento não entregue, continuando`
              : `HTTP ${result.statusHttp} (${result.duracaoMs} ms)`;
          process.stdout.write(`${clock()}  ${tipo}  ${event.id}  → ${outcome}\n`);
        }
      }
    } catch (error) {
      if (controller.signal.aborted) return EXIT.ok;
      // A refusal (no session, a key without the scope) or a server never reached ends the command.
      if (isApiError(error)) return reportError(error);
      // Never reached: the server is down or the address is wrong (exit 4, as every command).
      if (!announced) return reportError(new ApiError(0, NETWORK_ERROR_MESSAGE));
    } finally {
      clearTimeout(silence);
      controller.signal.removeEventListener('abort', abortAttempt);
    }
    if (controller.signal.aborted) return EXIT.ok;
    progressLine('Conexão com o servidor perdida; reconectando…');
    await sleep(RECONNECT_PAUSE_MS);
  }
}
