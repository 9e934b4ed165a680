import type { Certidao, Solicitacao, SolicitacaoNaLista } from '@certidao/api-client';
import { CERTIFICATE_CODES } from '@certidao/domain';

type Status = Certidao['status'];

/** A stable UUID per number, so short ids (first block) differ: 00000001-…, 0000002a-… */
export function fixtureId(n: number, salt = 0): string {
  return `${n.toString(16).padStart(8, '0')}-${salt.toString(16).padStart(4, '0')}-4000-8000-000000000000`;
}

/**
 * A request as the API answers it, with one certificate per status given (in catalogue order; up to the
 * ten types of the catalogue).
 */
export function solicitacao(
  n: number,
  nomeCompleto: string,
  statuses: readonly Status[],
): Solicitacao & Pick<SolicitacaoNaLista, 'contagem'> {
  const certidoes = statuses.map(
    (status, i): Certidao => ({
      id: fixtureId(n, i + 1),
      tipoCertidao: CERTIFICATE_CODES[i % CERTIFICATE_CODES.length] as Certidao['tipoCertidao'],
      emissao: 'automatica',
      prazoEm: null,
      precoCentavos: 0,
      devolvido: false,
      jobId: status === 'concluido' ? null : fixtureId(n, 100 + i),
      status,
      erro: status === 'falhou' ? 'Tribunal fora do ar. Tente novamente.' : null,
      podeTentarNovamente: status === 'falhou',
      pdfs: [],
      dadosCertidao: {
        nome: nomeCompleto,
        cpf: '529.982.247-25',
        cnpj: null,
        rg: null,
        inscricaoImovel: null,
        registroImobiliario: null,
        nomeMae: null,
        matricula: null,
        dataNascimento: '15/03/1985',
      },
      // The fixtures' PDFs are not listed: an issued certificate reads as 'nada consta' without a validity.
      resultado: status === 'concluido' ? 'negativa' : null,
      validoAte: null,
    }),
  );
  const aggregate: Status = statuses.includes('processando')
    ? 'processando'
    : statuses.includes('pendente')
      ? 'pendente'
      : statuses.includes('falhou')
        ? 'falhou'
        : 'concluido';
  return {
    id: fixtureId(n),
    avulsa: false,
    origem: 'manual',
    monitoramentoId: null,
    pagamento: null,
    criadoEm: new Date(Date.UTC(2026, 10, 23, 12, n % 60)).toISOString(),
    local: null,
    imovel: null,
    finalidade: null,
    observacao: null,
    referencia: null,
    empresaId: null,
    kit: null,
    centroCusto: null,
    cobrado: 0,
    devolvido: 0,
    custo: 0,
    status: aggregate,
    dadosGerais: { tipoPessoa: 'fisica', nomeCompleto, documento: '52998224725' },
    // What the list adds (SolicitacaoNaLista), so one fixture serves the list's commands and the detail's.
    contagem: {
      total: statuses.length,
      pendentes: statuses.filter((s) => s === 'pendente').length,
      processando: statuses.filter((s) => s === 'processando').length,
      concluidas: statuses.filter((s) => s === 'concluido').length,
      falhas: statuses.filter((s) => s === 'falhou').length,
      canceladas: statuses.filter((s) => s === 'cancelado').length,
    },
    usuario: { id: fixtureId(9999), fullName: 'Ana Operadora', email: 'ana.operadora@certidaoagil.com.br' },
    certidoes,
    resumo: {
      total: certidoes.length,
      negativas: certidoes.filter((c) => c.resultado === 'negativa').length,
      positivas: 0,
      positivasComEfeitosDeNegativa: 0,
      naoEmitidas: 0,
      indeterminadas: 0,
      primeiroVencimento: null,
    },
  };
}

/** `count` times `status`, then the rest of ten certificates as `rest`. */
export function statuses(parts: ReadonlyArray<readonly [Status, number]>): Status[] {
  return parts.flatMap(([status, count]) => Array.from({ length: count }, () => status));
}

const FIRST = [
  'Maria',
  'João',
  'Ana',
  'José',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima'];

/**
 * A morning's batch of 52 requests of ten certificates each, in every state a board shows: all waiting, under
 * way, done, done with failures, and names long enough to be cut. Returns the requests and how many are settled.
 */
export function batchOf52(): { requests: Solicitacao[]; settled: number } {
  const requests: Solicitacao[] = [];
  let settled = 0;
  for (let n = 1; n <= 52; n++) {
    const nome =
      n === 7
        ? 'Maria Aparecida dos Santos Figueiredo de Albuquerque'
        : n === 19
          ? 'Construtora e Incorporadora Horizonte Azul Ltda'
          : `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]} ${LAST[(n * 7) % LAST.length]}`;
    const kind = n % 4;
    const mix = statuses(
      kind === 0
        ? [['pendente', 10]]
        : kind === 1
          ? [
              ['pendente', 2],
              ['processando', 1],
              ['concluido', 6],
              ['falhou', 1],
            ]
          : kind === 2
            ? [['concluido', 10]]
            : [
                ['concluido', 8],
                ['falhou', 1],
                ['cancelado', 1],
              ],
    );
    if (kind === 2 || kind === 3) settled++;
    requests.push(solicitacao(n, nome, mix));
  }
  return { requests, settled };
}
