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
        const [{ render }, { ServerStatus }] = await Promise.all([
          import('ink'),
          import('../ui/ServerStatus.tsx'),
        ]);
        const { unmount } = render(<ServerStatus url={url} health={health} />, { stdout: process.stdout });
        unmount();
      } catch (error) {
        process.exitCode = reportError(error);
        return;
      }
      process.exitCode = EXIT.ok;
    });
}
