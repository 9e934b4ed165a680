import { countOf } from '@certidao/domain';
import { Box } from 'ink';
import { type Failure, FailureLines } from './FailureLines.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export interface CreateProgressProps {
  total: number;
  created: number;
  running: number;
  /** Rows refused so far: where ('linha 4') and the server's message. */
  errors: readonly Failure[];
}

/** Progress of `certidao solicitar --arquivo`: one bar for the rows, the refusals above it. */
export function CreateProgress({ total, created, running, errors }: CreateProgressProps) {
  return (
    <Box flexDirection="column">
      <FailureLines failures={errors} />
      <ProgressBar
        label="Criando solicitações"
        value={created + errors.length}
        total={total}
        color={errors.length ? 'yellow' : 'green'}
        detail={[
          // Errors before the running count: on a narrow terminal the end of the detail is cut.
          countOf(created, 'criada'),
          errors.length ? `${errors.length} com erro` : '',
          running ? `${running} em andamento` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </Box>
  );
}
