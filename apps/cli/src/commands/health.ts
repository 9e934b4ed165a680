import type { Command } from 'commander';
import { accessOf } from '../access.ts';
import { EXIT, printJson, reportError } from '../output.ts';
import { activeServer, apiFor, resolveUrl } from '../session.ts';

export function registerHealth(program: Command) {
  program
    .command('status')
    .description(
      'Mostra se o servidor está no ar, quais serviços ele usa e com que acesso (sessão ou chave de API)',
    )
    .option('--url <url>', 'endereço do servidor')
    .option('--json', 'saída em JSON para scripts (a saúde do servidor e "acesso")')
    .addHelpText(
      'after',
      `
A linha "acesso" diz com que credencial os comandos falam com este servidor: a sessão guardada, ou a chave
de API (ca_live_…/ca_test_…) ou o token de CERTIDAO_TOKEN, e de quem é; ou por que o servidor a recusa.

Códigos de saída: 0 servidor no ar (com ou sem sessão); 3 a credencial foi recusada (sessão encerrada,
chave revogada, expirada ou inválida); 4 servidor fora do ar; 1 erro.`,
    )
    .action(async (options: { url?: string; json?: boolean }) => {
      const url = resolveUrl(options.url);
      const api = apiFor(url);
      let refused = false;
      try {
        const health = await api.getHealth();
        const access = await accessOf(api, url);
        refused = access.erro !== undefined;
        if (options.json) {
          printJson({ ...health, servidor: { url, origem: activeServer.source }, acesso: access });
        } else {
          // Ink and React are loaded only when something is drawn, so scripted runs start faster.
          const { printServerStatus } = await import('../ui/ServerStatus.tsx');
          printServerStatus({ url, health, access, source: activeServer.source });
        }
      } catch (error) {
        process.exitCode = reportError(error);
        return;
      }
      process.exitCode = refused ? EXIT.auth : EXIT.ok;
    });
}
