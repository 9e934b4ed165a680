import type { Health } from '@certidao/api-client';
import { Box, Text } from 'ink';

/** Modes that mean "running on the built-in stand-in", shown in yellow. */
const STAND_INS = new Set(['sandbox', 'pglite', 'outbox', 'local']);

/** `certidao status`: the server, how long it has been up, and what each part of it runs on. */
export function ServerStatus({ url, health }: { url: string; health: Health }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">●</Text> Certidão Ágil em <Text bold>{url}</Text> — no ar há {health.uptime}s
        (versão {health.version})
      </Text>
      {Object.entries(health.modes).map(([part, mode]) => (
        <Text key={part}>
          {'  '}
          {part.padEnd(10)} <Text color={STAND_INS.has(mode) ? 'yellow' : 'cyan'}>{mode}</Text>
        </Text>
      ))}
    </Box>
  );
}
