#!/usr/bin/env node
import { Command } from 'commander';
import { registerAuth } from './commands/auth.ts';
import { registerHealth } from './commands/health.tsx';

const program = new Command()
  .name('certidao')
  .description('Certidão Ágil para a equipe: solicitações em lote, acompanhamento de jobs e download de PDFs')
  .version('0.1.0')
  .showHelpAfterError('(use --help para ver as opções)');

registerHealth(program);
registerAuth(program);

await program.parseAsync(process.argv);
