import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { certificateStatusView, getCertificateType } from '@certidao/domain';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { type CertificateCounts, countCertificates, countsText, shortId, truncate } from '../format.ts';
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
import { invalidIds, parseSeconds } from '../options.ts';
import { fetchRequests, isSettled, pendingRequestIds } from '../requests.ts';
import { apiFor, resolveUrl } from '../session.ts';
import { startLive } from '../ui/live.tsx';
import { type BarColor, ProgressBar } from '../ui/ProgressBar.tsx';

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
    .option('-p, --todas-pendentes', 'acompanha todas as solicitações com certidões aguardando ou em processamento')
    .option('-i, --intervalo <segundos>', 'intervalo entre as consultas', parseSeconds, 5)
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'imprime as solicitações ao final, em JSON')
    .addHelpText(
      'after',
      `
Exemplos:
  certidao acompanhar 3f0c…-… 9a1d…-…
  certidao solicitar --arquivo lote.csv | xargs certidao acompanhar
  certidao acompanhar --todas-pendentes --intervalo 10

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
    const ids = [...new Set([...argIds, ...(options.todasPendentes ? await pendingRequestIds(api) : [])])];
    if (!ids.length) {
      progressLine('Nenhuma solicitação aguardando ou em processamento.');
      if (options.json) printJson([]);
      return EXIT.ok;
    }
    requests = await fetchRequests(api, ids);
  } catch (error) {
    return reportError(error);
  }

  const outcome = await poll(api, requests, options);
  if (outcome.error) return reportError(outcome.error);
  printResult(requests, options);
  const failed = requests.some((s) => s.certidoes.some((c) => c.status !== 'concluido'));
  return failed ? EXIT.partial : EXIT.ok;
}

/** Polls the unsettled requests in place until all settle; returns an error that ended it early. */
async function poll(api: ApiClient, requests: Solicitacao[], options: Options): Promise<{ error?: unknown }> {
  const live = canRedraw(options.json) ? startLive(<Board requests={requests} options={options} />) : undefined;
  const lastLine = new Map<string, string>();
  const failures = new Map<string, number>();
  const report = () => {
    if (live) return live.update(<Board requests={requests} options={options} />);
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
            if (!live) progressLine(`Aviso: ${shortId(s.id)}: ${errorText(error)} (nova tentativa em seguida)`);
          }
        }),
      );
      report();
    }
  } catch (error) {
    return { error };
  } finally {
    await live?.stop(<Board requests={requests} options={options} />);
  }
  return {};
}

function barColor(counts: CertificateCounts): BarColor {
  if (counts.done < counts.total) return counts.Falhou ? 'yellow' : 'cyan';
  return counts.Falhou ? 'red' : 'green';
}

/** One progress bar per request: certificates settled out of the total, with the count per status. */
function Board({ requests, options }: { requests: Solicitacao[]; options: Options }) {
  const labels = requests.map((s) => `${truncate(s.dadosGerais.nomeCompleto, 28)} ${shortId(s.id)}`);
  const labelWidth = Math.max(...labels.map((l) => l.length)) + 1;
  const settled = requests.filter(isSettled).length;
  return (
    <Box flexDirection="column">
      <Text bold>
        Acompanhando {requests.length} {requests.length === 1 ? 'solicitação' : 'solicitações'}
        <Text color="gray">
          {' '}
          — {settled} {settled === 1 ? 'terminada' : 'terminadas'}; consulta a cada{' '}
          {String(options.intervalo).replace('.', ',')} s
        </Text>
      </Text>
      {requests.map((s, i) => {
        const counts = countCertificates(s.certidoes);
        return (
          <ProgressBar
            key={s.id}
            label={labels[i]}
            labelWidth={labelWidth}
            value={counts.done}
            total={counts.total}
            color={barColor(counts)}
            detail={countsText(counts)}
          />
        );
      })}
    </Box>
  );
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
      const extra = c.status === 'cancelado' ? 'cancelada' : (c.erro ?? 'falhou');
      process.stdout.write(`  ✗ ${label}: ${extra}${c.podeTentarNovamente ? ' (pode tentar novamente)' : ''}\n`);
    }
  }
  const failed = requests.filter((s) => s.certidoes.some((c) => c.status !== 'concluido')).length;
  progressLine(
    failed
      ? `${failed} de ${requests.length} ${requests.length === 1 ? 'solicitação tem' : 'solicitações têm'} certidões com falha.`
      : `Todas as certidões foram concluídas (${requests.length} ${requests.length === 1 ? 'solicitação' : 'solicitações'}).`,
  );
}
