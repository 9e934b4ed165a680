#!/usr/bin/env node
import { registerAcompanhar } from './commands/acompanhar.ts';
import { registerAuth } from './commands/auth.ts';
import { registerBaixar } from './commands/baixar.ts';
import { registerHealth } from './commands/health.tsx';
import { registerSolicitacoes } from './commands/solicitacoes.ts';
import { registerSolicitar } from './commands/solicitar.ts';
import { createProgram } from './program.ts';

const program = createProgram().addHelpText(
  'after',
  `
Sessão: "certidao login -e <email>" guarda o token; CERTIDAO_URL e CERTIDAO_TOKEN substituem a sessão.
Códigos de saída: 0 ok; 1 erro; 2 uso incorreto ou dados inválidos; 3 sem sessão ou sem permissão;
4 servidor fora do ar; 5 feito em parte (certidões com falha, linhas ou arquivos não processados).`,
);

registerHealth(program);
registerAuth(program);
registerSolicitar(program);
registerAcompanhar(program);
registerBaixar(program);
registerSolicitacoes(program);

await program.parseAsync(process.argv);
