import { readFileSync } from 'node:fs';
import { apiErrorFromResponse, OPERATION_ROUTES } from '@certidao/api-client';
import type { Command } from 'commander';
import { cliFetch } from '../fetch.ts';
import { parseChoice } from '../options.ts';
import { EXIT, type ExitCode, printJson, reportError, usageError } from '../output.ts';
import { resolveUrl, sessionToken } from '../session.ts';
import { readStdinBytes } from './solicitar.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface Options {
  metodo?: Method;
  entrada?: string;
  cabecalho: string[];
  incluir?: boolean;
  url?: string;
  json?: boolean;
}

/**
 * `certidao api <caminho>`: any operation of the contract, as `gh api` and `stripe get|post`: the saved session (or
 * CERTIDAO_TOKEN) is sent, the body comes from a file or stdin, the answer goes to stdout as it came (JSON
 * pretty-printed). The path is checked against the contract's operations first, so a typo is a usage error
 * naming what exists rather than the server's 404.
 */
export function registerApi(program: Command) {
  program
    .command('api')
    .description('Chama qualquer operação da API (openapi.yaml) com a sessão salva e imprime a resposta')
    .argument('<caminho>', 'caminho da operação, com ou sem /api: /solicitacoes, solicitacoes/3f0c…?limite=5')
    .option(
      '-X, --metodo <metodo>',
      'método HTTP (padrão: GET, ou POST com --entrada)',
      parseChoice(METHODS.map((m) => m) as Method[]),
    )
    .option('--entrada <arquivo>', 'corpo JSON da requisição, de um arquivo (- lê da entrada padrão)')
    .option(
      '-H, --cabecalho <nome:valor>',
      'cabeçalho a mais (repetível), ex.: -H "Idempotency-Key: lote-42"',
      (value: string, all: string[]) => [...all, value],
      [] as string[],
    )
    .option('-i, --incluir', 'imprime também o status e os cabeçalhos da resposta (na saída de erro)')
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'a resposta em JSON (o padrão; aceita --campos)')
    .addHelpText(
      'after',
      `
O caminho é conferido com as operações do contrato (openapi.yaml) antes do envio: um caminho ou método que
não existe é erro de uso (código 2), com os métodos que o caminho aceita. A sessão é a do servidor (ou
CERTIDAO_TOKEN). A resposta sai como veio na saída padrão (JSON formatado); uma resposta de erro também, e
o código de saída diz o que houve.

Exemplos:
  certidao api /solicitacoes/plano
  certidao api "solicitacoes?status=falhou&limite=5" --campos data.id,data.status
  certidao api /solicitacoes -X POST --entrada nova.json -H "Idempotency-Key: pedido-123"
  echo '{"nome":"Jurídico"}' | certidao api /empresa/centros-custo -X POST --entrada -

Códigos de saída: 0 resposta 2xx; 1 recusada pelo servidor (4xx); 2 uso incorreto (caminho ou método fora do
contrato, corpo que não é JSON); 3 sem sessão ou sem permissão; 4 servidor fora do ar ou com erro (5xx).`,
    )
    .action(async (caminho: string, options: Options) => {
      process.exitCode = await api(caminho, options);
    });
}

/** '/api/solicitacoes/3f0c?x=1' → { path: '/solicitacoes/3f0c', query: 'x=1' }. */
function splitPath(caminho: string): { path: string; query: string } {
  const [rawPath = '', query = ''] = caminho.trim().split(/\?(.*)/s);
  const path = `/${rawPath.replace(/^\/+/, '').replace(/^api(\/|$)/, '')}`.replace(/\/+$/, '') || '/';
  return { path, query };
}

/** The methods the contract has for a path ('/solicitacoes/3f0c…' matches '/solicitacoes/{id}'). */
export function methodsFor(path: string): Method[] {
  const parts = path.split('/');
  const found = new Set<Method>();
  for (const route of Object.values(OPERATION_ROUTES)) {
    const template = route.path.split('/');
    const matches =
      template.length === parts.length &&
      template.every((t, i) => (/^\{.+\}$/.test(t) ? (parts[i] ?? '') !== '' : t === parts[i]));
    if (matches) found.add(route.method.toUpperCase() as Method);
  }
  return METHODS.filter((m) => found.has(m));
}

async function api(caminho: string, options: Options): Promise<ExitCode> {
  const { path, query } = splitPath(caminho);
  const method: Method = options.metodo ?? (options.entrada !== undefined ? 'POST' : 'GET');
  const allowed = methodsFor(path);
  if (!allowed.length) {
    return usageError(
      `nenhuma operação da API tem o caminho ${path} (veja openapi.yaml ou docs/integracao.md).`,
    );
  }
  if (!allowed.includes(method)) {
    return usageError(`${path} não aceita ${method}; aceita ${allowed.join(', ')}.`);
  }
  let body: string | undefined;
  if (options.entrada !== undefined) {
    try {
      const bytes = options.entrada === '-' ? await readStdinBytes() : readFileSync(options.entrada);
      body = Buffer.from(bytes).toString('utf8');
      JSON.parse(body);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return usageError(
        code === 'ENOENT'
          ? `arquivo não encontrado: ${options.entrada}`
          : code
            ? `não foi possível ler ${options.entrada} (${code}).`
            : `o corpo de ${options.entrada === '-' ? 'entrada padrão' : options.entrada} não é JSON válido.`,
      );
    }
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const h of options.cabecalho) {
    const at = h.indexOf(':');
    if (at <= 0) return usageError(`cabeçalho inválido: '${h}'. Use nome:valor.`);
    headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
  }
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const url = resolveUrl(options.url);
  const token = sessionToken(url);
  if (token && !Object.keys(headers).some((k) => k.toLowerCase() === 'authorization')) {
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await cliFetch(`${url}/api${path}${query ? `?${query}` : ''}`, { method, headers, body });
  } catch (error) {
    return reportError(error);
  }
  if (options.incluir) {
    process.stderr.write(`HTTP ${response.status} ${response.statusText}\n`);
    response.headers.forEach((value, name) => {
      process.stderr.write(`${name}: ${value}\n`);
    });
    process.stderr.write('\n');
  }
  if (!response.ok) {
    const copy = response.clone();
    const text = await copy.text().catch(() => '');
    if (text) writeBody(text, response.headers.get('content-type'));
    return reportError(await apiErrorFromResponse(response));
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if ((response.headers.get('content-type') ?? '').includes('json') && bytes.length) {
    try {
      printJson(JSON.parse(bytes.toString('utf8')));
      return EXIT.ok;
    } catch {
      // Not JSON after all: written as it came.
    }
  }
  process.stdout.write(bytes);
  return EXIT.ok;
}

/** An error answer on stdout as it came (JSON pretty-printed, without --campos: it is not the data asked for). */
function writeBody(text: string, type: string | null): void {
  if ((type ?? '').includes('json')) {
    try {
      process.stdout.write(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      return;
    } catch {
      // Written as it came.
    }
  }
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
