import type { Solicitacao } from '@certidao/api-client';
import { Box, Text } from 'ink';
import { type CertificateCounts, countCertificates, countsText, shortId, truncate } from '../format.ts';
import { type BarColor, ProgressBar } from './ProgressBar.tsx';

export interface RequestBoardProps {
  requests: readonly Solicitacao[];
  /** Seconds between polls. */
  intervalo: number;
}

function barColor(counts: CertificateCounts): BarColor {
  if (counts.done < counts.total) return counts.Falhou ? 'yellow' : 'cyan';
  return counts.Falhou ? 'red' : 'green';
}

/** `certidao acompanhar`: one bar per request (certificates settled of the total) with counts per status. */
export function RequestBoard({ requests, intervalo }: RequestBoardProps) {
  const labels = requests.map((s) => `${truncate(s.dadosGerais.nomeCompleto, 28)} ${shortId(s.id)}`);
  const labelWidth = Math.max(0, ...labels.map((l) => l.length)) + 1;
  const counts = requests.map((s) => countCertificates(s.certidoes));
  const settled = counts.filter((c) => c.done === c.total).length;
  return (
    <Box flexDirection="column">
      <Text bold>
        Acompanhando {requests.length} {requests.length === 1 ? 'solicitação' : 'solicitações'}
        <Text color="gray">
          {' '}
          — {settled} {settled === 1 ? 'terminada' : 'terminadas'}; consulta a cada{' '}
          {String(intervalo).replace('.', ',')} s
        </Text>
      </Text>
      {requests.map((s, i) => {
        const c = counts[i] as CertificateCounts;
        return (
          <ProgressBar
            key={s.id}
            label={labels[i]}
            labelWidth={labelWidth}
            value={c.done}
            total={c.total}
            color={barColor(c)}
            detail={countsText(c)}
          />
        );
      })}
    </Box>
  );
}
