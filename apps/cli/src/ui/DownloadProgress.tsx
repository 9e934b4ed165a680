import { Box } from 'ink';
import { formatBytes } from '../format.ts';
import { durationText } from '../rate.ts';
import { type Failure, FailureLines } from './FailureLines.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export interface DownloadProgressProps {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** Files that could not be saved: 'id/arquivo.pdf' and why. */
  errors: readonly Failure[];
  /** Bytes per second lately (the whole run's average once done); undefined until measured. */
  taxa?: number;
  /** Seconds left at that rate; undefined once done or before a measure. */
  faltam?: number;
}

/** '12,3 MB/s · faltam 8 s', or '' before the first measure. */
export function rateText(taxa?: number, faltam?: number): string {
  if (!taxa) return '';
  return [`${formatBytes(taxa)}/s`, ...(faltam !== undefined ? [`faltam ${durationText(faltam)}`] : [])].join(
    ' · ',
  );
}

/**
 * `certidao baixar`: a bar for the files and one for the bytes with the transfer rate and the time left, the
 * failures above them.
 */
export function DownloadProgress({
  files,
  totalFiles,
  bytes,
  totalBytes,
  errors,
  taxa,
  faltam,
}: DownloadProgressProps) {
  return (
    <Box flexDirection="column">
      <FailureLines failures={errors} />
      <ProgressBar
        label="Arquivos"
        labelWidth={9}
        value={files}
        total={totalFiles}
        color={errors.length ? 'yellow' : 'green'}
        counter={`${files}/${totalFiles} PDFs`}
      />
      <ProgressBar
        label="Bytes"
        labelWidth={9}
        value={bytes}
        total={totalBytes}
        color="cyan"
        counter={`${formatBytes(bytes)} de ${formatBytes(totalBytes)}`}
        detail={rateText(taxa, faltam)}
      />
    </Box>
  );
}
