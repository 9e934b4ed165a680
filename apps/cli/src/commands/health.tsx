import type { Command } from 'commander';
import { EXIT, printJson, reportError } from '../output.ts';
import { apiFor, resolveUrl } from '../session.ts';

export function registerHealth(program: Command) {
  program
    .command('status')
    .description('Mostra se o servidor está no ar e quais serviços ele usa')
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'saída em JSON para scripts')
    .action(async (options: { url?: string; json?: boolean }) => {
      const url = resolveUrl(options.url);
      try {
        const health = await apiFor(url).getHealth();
        if (options.json) return printJson(health);
        // Ink is loaded only when something is drawn, so scripted runs start faster.
        const { Box, render, Text } = await import('ink');
        const { unmount } = render(
          <Box flexDirection="column">
            <Text>
              <Text color="green">●</Text> Certidão Ágil em <Text bold>{url}</Text> — no ar há {health.uptime}
              s (versão {health.version})
            </Text>
            {Object.entries(health.modes).map(([part, mode]) => (
              <Text key={part}>
                {'  '}
                {part.padEnd(10)}{' '}
                <Text
                  color={
                    mode === 'sandbox' || mode === 'pglite' || mode === 'outbox' || mode === 'local'
                      ? 'yellow'
                      : 'cyan'
                  }
                >
                  {mode}
                </Text>
              </Text>
            ))}
          </Box>,
          { stdout: process.stdout },
        );
        unmount();
      } catch (error) {
        process.exitCode = reportError(error);
        return;
      }
      process.exitCode = EXIT.ok;
    });
}
