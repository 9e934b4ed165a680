import type { Solicitacao } from '@certidao/api-client';
import { countOf, getCertificateType } from '@certidao/domain';
import type { Command } from 'commander';
import {
  type BatchItem,
  finishBatch,
  finishDryRun,
  loadSelection,
  runBatch,
  type SelectOptions,
  withSelection,
} from '../batch.ts';
import { shortId } from '../format.ts';
import { EXIT, type ExitCode, printJson, progressLine, usageError } from '../output.ts';
import { canAsk, confirm } from '../prompt.ts';

const EXIT_HELP = `Códigos de saída: 0 tudo feito (ou nada a fazer, ou --dry-run); 5 feito em parte; 1 nada pôde ser feito,
erro ou cancelamento recusado na pergunta;
2 uso incorreto; 3 sem sessão ou sem permissão; 4 servidor fora do ar.`;

interface Retry extends BatchItem {
  certidaoId: string;
  tipoCertidao: string;
}

export function registerOperacoes(program: Command) {
  withSelection(
    program
      .command('tentar-novamente')
      .description('Envia de novo as certidões com falha das solicitações (por ids ou por filtro)'),
    'imprime as certidões reenviadas em JSON (solicitacaoId, certidaoId, situação)',
  )
    .addHelpText(
      'after',
      `
Exemplos:
  certidao tentar-novamente 3f0c9a7e 9a1d4b2c
  certidao tentar-novamente --status falhou --desde 23/11/2026 | xargs certidao acompanhar
  certidao solicitacoes --status falhou --json | certidao tentar-novamente -
  certidao tentar-novamente --status falhou --dry-run

Com --dry-run, só diz quais certidões seriam reenviadas (uma linha cada e o total), sem reenviar nada.
Imprime os ids das solicitações com certidões reenviadas, um por linha (o progresso vai para a saída de erro).
${EXIT_HELP}`,
    )
    .action(async (ids: string[], options: SelectOptions) => {
      process.exitCode = await tentarNovamente(ids, options);
    });

  withSelection(
    program
      .command('cancelar')
      .description(
        'Cancela as certidões aguardando ou em processamento das solicitações (por ids ou por filtro)',
      ),
    'imprime as solicitações tratadas em JSON (solicitacaoId, situação)',
  )
    .option(
      '--sim',
      'confirma o cancelamento por filtro (--status, --desde, --ate, --todas) sem perguntar (scripts)',
    )
    .addHelpText(
      'after',
      `
Exemplos:
  certidao cancelar 3f0c9a7e
  certidao cancelar --status pendente --ate 22/11/2026 --dry-run
  certidao cancelar --status pendente --ate 22/11/2026 --sim

Por filtro, o cancelamento pede confirmação: num terminal, a pergunta "Cancelar 12 solicitações? [s/N]";
fora dele (um script, um pipe), nada é cancelado sem --sim, e o comando diz quantas seriam canceladas.
Com --dry-run, só diz quais solicitações seriam canceladas, sem cancelar nada.
Imprime os ids das solicitações canceladas, um por linha.
${EXIT_HELP}`,
    )
    .action(async (ids: string[], options: SelectOptions & { sim?: boolean }) => {
      process.exitCode = await cancelar(ids, options);
    });
}

function typeLabel(code: string): string {
  return getCertificateType(code)?.label ?? code;
}

async function tentarNovamente(ids: string[], options: SelectOptions): Promise<ExitCode> {
  const selected = await loadSelection(ids, options);
  if (typeof selected === 'number') return selected;
  const { api, requests } = selected;
  const items: Retry[] = requests.flatMap((s) =>
    s.certidoes
      .filter((c) => c.status === 'falhou')
      .map((c) => ({ solicitacaoId: s.id, certidaoId: c.id, tipoCertidao: c.tipoCertidao })),
  );
  if (!items.length) {
    progressLine(`Nenhuma certidão com falha em ${countOf(requests.length, 'solicitação', 'solicitações')}.`);
    if (options.json) printJson([]);
    return EXIT.ok;
  }
  const label = (item: Retry) => `${shortId(item.solicitacaoId)} ${typeLabel(item.tipoCertidao)}`;
  if (options.dryRun) {
    const requestCount = new Set(items.map((i) => i.solicitacaoId)).size;
    return finishDryRun(
      items,
      'seria reenviada',
      options.json,
      label,
      `${countOf(items.length, 'certidão seria reenviada', 'certidões seriam reenviadas')} (${countOf(requestCount, 'solicitação', 'solicitações')})`,
    );
  }
  const stopError = await runBatch(
    items,
    options.concorrencia,
    async (item) => {
      await api.tentarNovamenteCertidao({ path: { id: item.solicitacaoId, certId: item.certidaoId } });
      return 'reenviada';
    },
    label,
  );
  const sent = items.filter((i) => i.situacao === 'reenviada').length;
  progressLine(
    `${countOf(sent, 'certidão reenviada', 'certidões reenviadas')} de ${items.length}${sent ? '; acompanhe com: certidao acompanhar <ids>' : ''}.`,
  );
  return finishBatch(items, 'reenviada', options.json, stopError);
}

function isActive(s: Solicitacao): boolean {
  return s.certidoes.some((c) => c.status === 'pendente' || c.status === 'processando');
}

async function cancelar(ids: string[], options: SelectOptions & { sim?: boolean }): Promise<ExitCode> {
  const selected = await loadSelection(ids, options);
  if (typeof selected === 'number') return selected;
  const { api, requests } = selected;
  for (const s of requests.filter((r) => !isActive(r))) {
    progressLine(
      `Aviso: ${shortId(s.id)} não tem certidões aguardando ou em processamento; nada a cancelar.`,
    );
  }
  const items: BatchItem[] = requests.filter(isActive).map((s) => ({ solicitacaoId: s.id }));
  if (!items.length) {
    progressLine('Nenhuma solicitação a cancelar.');
    if (options.json) printJson([]);
    return EXIT.ok;
  }
  if (options.dryRun) {
    return finishDryRun(
      items,
      'seria cancelada',
      options.json,
      (item) => shortId(item.solicitacaoId),
      countOf(items.length, 'solicitação seria cancelada', 'solicitações seriam canceladas'),
    );
  }
  // By filter, what gets cancelled is not spelled out on the command line: confirmed first, by the person at the
  // terminal or by --sim in a script.
  if (!ids.length && !options.sim) {
    const what = countOf(items.length, 'solicitação', 'solicitações');
    if (!canAsk()) return usageError(`isso cancelaria ${what}; repita com --sim para confirmar.`);
    if (!(await confirm(`Cancelar ${what}?`))) {
      // Not done as asked: exit 1, so `cancelar … && próximo-passo` does not go on.
      progressLine('Nada foi cancelado.');
      if (options.json) printJson([]);
      return EXIT.failure;
    }
  }
  const stopError = await runBatch(
    items,
    options.concorrencia,
    async (item) => {
      await api.cancelarSolicitacao({ path: { id: item.solicitacaoId } });
      return 'cancelada';
    },
    (item) => shortId(item.solicitacaoId),
  );
  const done = items.filter((i) => i.situacao === 'cancelada').length;
  progressLine(`${countOf(done, 'solicitação cancelada', 'solicitações canceladas')} de ${items.length}.`);
  return finishBatch(items, 'cancelada', options.json, stopError);
}
