import { Box, Text } from 'ink';
import { formatBytes } from '../format.ts';
import { ProgressBar } from './ProgressBar.tsx';

export interface DownloadProgressProps {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** Files that could not be saved: 'id/arquivo.pdf' and why. */
  errors: ReadonlyArray<{ label: string; message: string }>;
}

/** `certidao baixar`: a bar for the files and one for the bytes, the failures above them. */
export function DownloadProgress({ files, totalFiles, bytes, totalBytes, errors }: DownloadProgressProps) {
  return (
    <Box flexDirection="column">
      {errors.map((e) => (
        <Text key={e.label} color="red">
          ✗ {e.label}: {e.message}
        </Text>
      ))}
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
