import { Box, Text } from 'ink';
import { ProgressBar } from './ProgressBar.tsx';

export interface CreateProgressProps {
  total: number;
  created: number;
  running: number;
  /** Rows refused so far: where ('linha 4') and the server's message. */
  errors: ReadonlyArray<{ where: string; message: string }>;
}

/** Progress of `certidao solicitar --arquivo`: one bar for the rows, the refusals above it. */
export function CreateProgress({ total, created, running, errors }: CreateProgressProps) {
  return (
    <Box flexDirection="column">
      {errors.map((e) => (
        <Text key={e.where} color="red">
          ✗ {e.where}: {e.message}
        </Text>
      ))}
      <ProgressBar
        label="Criando solicitações"
        value={created + errors.length}
        total={total}
        color={errors.length ? 'yellow' : 'green'}
        detail={[
          `${created} ${created === 1 ? 'criada' : 'criadas'}`,
          running ? `${running} em andamento` : '',
          errors.length ? `${errors.length} com erro` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </Box>
  );
}
