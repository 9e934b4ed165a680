import type { Solicitacao } from '@certidao/api-client';
import { countOf } from '@certidao/domain';
import { Box, Text, useStdout } from 'ink';
import {
  type CertificateCounts,
  countCertificates,
  countsText,
  positivesText,
  resultsColor,
  resultsOf,
  shortId,
  truncate,
} from '../format.ts';
import { type BarColor, ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';

export interface RequestBoardProps {
  requests: readonly Solicitacao[];
  /** Seconds between polls; undefined while the board follows the server's events stream ('ao vivo'). */
  intervalo?: number;
  /** Certificates settled per minute, lately (undefined until there is an honest measure). */
  taxa?: number;
  /** Without `taxa`, say that the time left is being measured ('faltam: calculando…') rather than nothing. */
  calculando?: boolean;
  /** While the server cannot be reached: the line that says so (cleared once it is back). */
  semConexao?: string;
  /** Terminal height; by default the terminal's own (the board never gets taller than it). */
  rows?: number;
}

function barColor(counts: CertificateCounts): BarColor {
  if (counts.done < counts.total) return counts.Falhou ? 'yellow' : 'cyan';
  if (counts.Falhou) return 'red';
  return counts.Cancelada === counts.total ? 'gray' : 'green';
}

/**
 * Below this many columns the board draws shorter names and bars, so that the counts per status keep room
 * (at 80 columns a finished request's counts are whole; those of one under way may be cut).
 */
const WIDE = 110;

/** Lines the board keeps for itself: header, summary, and the last one left free (the cursor's). */
const CHROME = 3;

/** Which requests come first when not all fit: under way, then with failures, then waiting, then done. */
function priority(c: CertificateCounts): number {
  if (c.done < c.total && (c.Processando > 0 || c.done > 0)) return 0;
  if (c.Falhou > 0) return 1;
  return c.done < c.total ? 2 : 3;
}

/** '~1 h 05 min', '~12 min', '~40 s': the time left at `taxa` certificates per minute. */
export function etaText(remaining: number, taxa: number): string {
  const seconds = Math.round((remaining / taxa) * 60);
  if (seconds < 60) return `~${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `~${minutes} min`;
  return `~${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** 'Certidões 312/520 · 12 com falha · 4,2/min · faltam ~50 min': the totals, always on screen. */
export function summaryLine(all: readonly CertificateCounts[], taxa?: number, calculando?: boolean): string {
  const done = all.reduce((n, c) => n + c.done, 0);
  const total = all.reduce((n, c) => n + c.total, 0);
  const failed = all.reduce((n, c) => n + c.Falhou, 0);
  const cancelled = all.reduce((n, c) => n + c.Cancelada, 0);
  const parts = [`Certidões ${done}/${total}`];
  if (failed) parts.push(`${failed} com falha`);
  if (cancelled) parts.push(countOf(cancelled, 'cancelada', 'canceladas'));
  if (taxa && taxa > 0 && done < total) {
    parts.push(`${taxa.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}/min`);
    parts.push(`faltam ${etaText(total - done, taxa)}`);
  } else if (calculando && done < total) {
    parts.push('faltam: calculando…');
  }
  return parts.join(' · ');
}

/** A request's positive certificates, in red (or yellow for positivas com efeitos de negativa). */
function alertOf(s: Solicitacao): ProgressBarProps['alert'] {
  const results = resultsOf(s.certidoes);
  const color = resultsColor(results);
  return color ? { text: positivesText(results), color } : undefined;
}

/** The rows shown: all in order when they fit, else the most relevant first and a line for the rest. */
function visibleRows(requests: readonly Solicitacao[], counts: CertificateCounts[], rows: number) {
  const indexes = requests.map((_, i) => i);
  if (requests.length <= rows - CHROME) return { shown: indexes, hidden: [] as number[] };
  const room = Math.max(0, rows - CHROME - 1);
  const sorted = indexes.sort(
    (a, b) => priority(counts[a] as CertificateCounts) - priority(counts[b] as CertificateCounts) || a - b,
  );
  return { shown: sorted.slice(0, room), hidden: sorted.slice(room) };
}

/** '… e mais 30 solicitações: 20 terminadas, 10 aguardando'. */
function hiddenLine(hidden: readonly number[], counts: CertificateCounts[]): string {
  const finished = hidden.filter((i) => counts[i]?.done === counts[i]?.total).length;
  const waiting = hidden.length - finished;
  const parts = [finished && countOf(finished, 'terminada'), waiting && `${waiting} em andamento`].filter(
    Boolean,
  );
  return `… e mais ${countOf(hidden.length, 'solicitação', 'solicitações')}: ${parts.join(', ')}`;
}

/**
 * `certidao acompanhar`: a header and the totals (always on screen), then one bar per request (certificates
 * settled of the total) with counts per status; when the list is taller than the terminal, the requests under
 * way and with failures come first and the rest is summed up in one line. No line is wider than the terminal.
 */
export function RequestBoard({ requests, intervalo, taxa, calculando, semConexao, rows }: RequestBoardProps) {
  const { stdout } = useStdout();
  const columns = stdout.columns || 80;
  const wide = columns >= WIDE;
  const counts = requests.map((s) => countCertificates(s.certidoes));
  const height = rows ?? stdout.rows ?? Number.POSITIVE_INFINITY;
  const { shown, hidden } = visibleRows(requests, counts, semConexao ? height - 1 : height);
  const labels = requests.map(
    (s) => `${truncate(s.dadosGerais.nomeCompleto, wide ? 28 : 22)} ${shortId(s.id)}`,
  );
  const labelWidth = Math.max(0, ...shown.map((i) => labels[i]?.length ?? 0)) + 1;
  const settled = counts.filter((c) => c.done === c.total).length;
  // Counters padded to one width, so the counts after them line up too.
  const counters = counts.map((c) => `${c.done}/${c.total}`);
  const counterWidth = Math.max(0, ...shown.map((i) => counters[i]?.length ?? 0));
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">
        Acompanhando {countOf(requests.length, 'solicitação', 'solicitações')}
        <Text color="gray">
          {' '}
          — {countOf(settled, 'terminada')};{' '}
          {intervalo === undefined ? 'ao vivo' : `consulta a cada ${String(intervalo).replace('.', ',')} s`}
        </Text>
      </Text>
      <Text wrap="truncate-end">{summaryLine(counts, taxa, calculando)}</Text>
      {semConexao && (
        <Text color="yellow" wrap="truncate-end">
          {semConexao}
        </Text>
      )}
      {shown.map((i) => {
        const c = counts[i] as CertificateCounts;
        return (
          <ProgressBar
            key={requests[i]?.id}
            label={labels[i]}
            labelWidth={labelWidth}
            width={wide ? 24 : 12}
            value={c.done}
            total={c.total}
            counter={counters[i]?.padStart(counterWidth)}
            color={barColor(c)}
            detail={countsText(c)}
            alert={alertOf(requests[i] as Solicitacao)}
          />
        );
      })}
      {hidden.length > 0 && (
        <Text color="gray" wrap="truncate-end">
          {hiddenLine(hidden, counts)}
        </Text>
      )}
    </Box>
  );
}
