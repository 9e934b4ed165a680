import { Text } from 'ink';
import { ProgressBar } from './ProgressBar.tsx';

export interface LoadingProps {
  /** Requests read so far. */
  loaded: number;
  /** Requests to read; undefined while their ids are still being listed. */
  total?: number;
  /** Done: nothing is left on screen, the board takes its place. */
  done?: boolean;
}

/**
 * `certidao acompanhar` before its board: reading hundreds of requests takes a while, so something is on screen
 * at once, with how many have been read.
 */
export function Loading({ loaded, total, done }: LoadingProps) {
  if (done) return null;
  if (total === undefined) return <Text color="gray">Carregando… procurando as solicitações</Text>;
  return (
    <ProgressBar
      label="Carregando…"
      labelWidth={12}
      value={loaded}
      total={total}
      color="cyan"
      counter={`${loaded}/${total} solicitações`}
    />
  );
}
