import { Box } from 'ink';
import { formatBytes } from '../format.ts';
import { type Failure, FailureLines } from './FailureLines.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export interface DownloadProgressProps {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** Files that could not be saved: 'id/arquivo.pdf' and why. */
  errors: readonly Failure[];
}

/** `certidao baixar`: a bar for the files and one for the bytes, the failures above them. */
export function DownloadProgress({ files, totalFiles, bytes, totalBytes, errors }: DownloadProgressProps) {
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
      />
    </Box>
  );
}
