import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { certificateStatusView, getCertificateType } from '@certidao/domain';
import type { Command } from 'commander';
import { countCertificates, countsText, shortId, truncate } from '../format.ts';
import { invalidIds, parseSeconds } from '../options.ts';
import {
  canRedraw,
  EXIT,
  type ExitCode,
  errorText,
  exitCodeOf,
  printJson,
  progressLine,
  reportError,
  usageError,
} from '../output.ts';
import { fetchRequests, isSettled, pendingRequestIds } from '../requests.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { startLive } from '../ui/live.ts';

interface Options {
  todasPendentes?: boolean;
  intervalo: number;
  url?: string;
  json?: boolean;
}

/** Consecutive failed polls of one request after which the command gives up. */
const MAX_POLL_FAILURES = 6;

export function registerAcompanhar(program: Command) {
  program
    .command('acompanhar')
    .description('Acompanha solicitações até todas as certidões terminarem (concluídas ou com falha)')
    .argument('[ids...]', 'ids das solicitações')
    .option(
      '-p, --todas-pendentes',
      'acompanha todas as solicitações com certidões aguardando ou em processamento',
    )
    .option('-i, --intervalo <segundos>', 'intervalo entre as consultas', parseSeconds, 5)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as solicitações ao final, em JSON')
    .addHelpText(
      'after',
      `
Exemplos:
  certidao acompanhar 3f0c9a7e-… 9a1d4b2c-…
  certidao solicitar --arquivo lote.csv | xargs certidao acompanhar
  certidao acompanhar --todas-pendentes --intervalo 10

Ao final imprime uma linha por solicitação (id, status, certidões por status, nome) e as certidões com falha.
Códigos de saída: 0 todas as certidões concluídas; 5 alguma certidão falhou ou foi cancelada;
1 erro; 2 uso incorreto; 3 sem sessão ou sem permissão; 4 servidor fora do ar.`,
    )
    .action(async (ids: string[], options: Options) => {
      process.exitCode = await acompanhar(ids, options);
    });
}

async function acompanhar(argIds: string[], options: Options): Promise<ExitCode> {
  const bad = invalidIds(argIds);
  if (bad.length) return usageError(`id de solicitação inválido: ${bad.join(', ')}.`);
  if (!argIds.length && !options.todasPendentes) {
    return usageError('informe os ids das solicitações ou use --todas-pendentes.');
  }
  const api = apiFor(resolveUrl(options.url));
  let requests: Solicitacao[];
  try {
    const pending = options.todasPendentes ? await pendingRequestIds(api) : [];
    const ids = [...new Set([...argIds, ...pending])];
    if (!ids.length) {
      progressLine('Nenhuma solicitação aguardando ou em processamento.');
      if (options.json) printJson([]);
      return EXIT.ok;
    }
    requests = await fetchRequests(api, ids);
  } catch (error) {
    return reportError(error);
  }

  const error = await poll(api, requests, options);
  if (error !== undefined) return reportError(error);
  printResult(requests, options);
  return requests.some(hasFailures) ? EXIT.partial : EXIT.ok;
}

function hasFailures(s: Solicitacao): boolean {
  return s.certidoes.some((c) => c.status === 'falhou' || c.status === 'cancelado');
}

/**
 * Polls the unsettled requests (updating `requests` in place) until every certificate is settled. Returns the
 * error that ended it early: 401/403 at once, any other after MAX_POLL_FAILURES failed polls in a row.
 */
async function poll(api: ApiClient, requests: Solicitacao[], options: Options): Promise<unknown> {
  const props = () => ({ requests: [...requests], intervalo: options.intervalo });
  const live = canRedraw(options.json)
    ? await startLive(() => import('../ui/RequestBoard.tsx').then((m) => m.RequestBoard), props())
    : undefined;
  const lastLine = new Map<string, string>();
  const failures = new Map<string, number>();
  const report = () => {
    if (live) return live.update(props());
    // Without a terminal: one line per request whose counts changed.
    for (const s of requests) {
      const counts = countCertificates(s.certidoes);
      const line = `${shortId(s.id)} ${truncate(s.dadosGerais.nomeCompleto, 30)}: ${counts.done}/${counts.total} — ${countsText(counts)}`;
      if (lastLine.get(s.id) !== line) {
        lastLine.set(s.id, line);
        progressLine(line);
      }
    }
  };
  report();
  try {
    while (!requests.every(isSettled)) {
      await sleep(options.intervalo * 1000);
      await Promise.all(
        requests.map(async (s, i) => {
          if (isSettled(s)) return;
          try {
            requests[i] = await api.getSolicitacao({ path: { id: s.id } });
            failures.delete(s.id);
          } catch (error) {
            const n = (failures.get(s.id) ?? 0) + 1;
            failures.set(s.id, n);
            if (exitCodeOf(error) === EXIT.auth || n >= MAX_POLL_FAILURES) throw error;
            if (!live)
              progressLine(`Aviso: ${shortId(s.id)}: ${errorText(error)} (nova tentativa em seguida)`);
          }
        }),
      );
      report();
    }
  } catch (error) {
    return error;
  } finally {
    await live?.stop(props());
  }
  return undefined;
}

function printResult(requests: Solicitacao[], options: Options) {
  if (options.json) return printJson(requests);
  for (const s of requests) {
    const counts = countCertificates(s.certidoes);
    const status = certificateStatusView(s.status).label;
    process.stdout.write(`${s.id}\t${status}\t${countsText(counts)}\t${s.dadosGerais.nomeCompleto}\n`);
    for (const c of s.certidoes) {
      if (c.status === 'concluido') continue;
      const label = getCertificateType(c.tipoCertidao)?.label ?? c.tipoCertidao;
      const why = c.status === 'cancelado' ? 'cancelada' : (c.erro ?? 'falhou');
      process.stdout.write(
        `  ✗ ${label}: ${why}${c.podeTentarNovamente ? ' (pode tentar novamente)' : ''}\n`,
      );
    }
  }
  const failed = requests.filter(hasFailures).length;
  const n = requests.length;
  progressLine(
    failed
      ? `${failed} de ${n} ${n === 1 ? 'solicitação tem' : 'solicitações têm'} certidões com falha.`
      : `Todas as certidões foram concluídas (${n} ${n === 1 ? 'solicitação' : 'solicitações'}).`,
  );
}
