/**
 * The terminal path of the CLI: its Ink views drawn on an 80-column terminal that records every frame
 * (test/terminal.ts), checked for what a person sees. No server: the views get the states the commands build.
 */
import { stripVTControlCharacters } from 'node:util';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../src/commands/solicitacoes.ts';
import { fitColumns } from '../src/table.ts';
import { CreateProgress, type CreateProgressProps } from '../src/ui/CreateProgress.tsx';
import { DownloadProgress, type DownloadProgressProps } from '../src/ui/DownloadProgress.tsx';
import { Loading, type LoadingProps } from '../src/ui/Loading.tsx';
import { startLive } from '../src/ui/live.ts';
import { filledCells, ProgressBar } from '../src/ui/ProgressBar.tsx';
import { RequestBoard } from '../src/ui/RequestBoard.tsx';
import { accessText, ServerStatus } from '../src/ui/ServerStatus.tsx';
import { Table } from '../src/ui/Table.tsx';
import { batchOf52, solicitacao, statuses } from './fixtures.ts';
import { FakeTerminal, linesOf, renderView, widestLine } from './terminal.ts';

/** `label  ████░░░░  value/total…` as drawn: the filled and empty cells of a bar of `width`. */
const bar = (filled: number, width = 24) => `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;

/** Every frame fits the terminal: no line wider than 80 columns (a wider one would wrap and break redraws). */
function expectFits(frames: readonly string[]) {
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) expect(widestLine(frame), frame).toBeLessThanOrEqual(80);
}

describe('ProgressBar', () => {
  it('fills cells in proportion, never past the ends', () => {
    expect(filledCells(0, 10, 24)).toBe(0);
    expect(filledCells(7, 10, 24)).toBe(17);
    expect(filledCells(12, 10, 24)).toBe(24);
    expect(filledCells(3, 0, 24)).toBe(0);
  });

  it('keeps the label, the bar and the counter whole and cuts the detail to the terminal', () => {
    const view = renderView(
      createElement(ProgressBar, {
        label: 'Maria Aparecida dos Santos 0000002a',
        value: 7,
        total: 10,
        detail: 'Aguardando 2 · Processando 1 · Concluída 6 · Falhou 1',
      }),
    );
    view.unmount();
    const frame = view.terminal.lastFrame();
    expect(linesOf(frame)).toHaveLength(1);
    expect(frame).toMatch(/^Maria Aparecida dos Santos 0000002a {2}█{17}░{7} 7\/10 {2}Aguardando.*…$/);
    expect(widestLine(frame)).toBe(80);
  });
});

describe('RequestBoard (certidao acompanhar)', () => {
  it("during an outage shows 'sem conexão — tentando de novo' under the totals, within the rows", () => {
    const { requests } = batchOf52();
    const line = 'sem conexão com http://certidao.exemplo — tentando de novo';
    const view = renderView(
      // As acompanhar draws it then: no rate nor time left (nothing settles while the server is away).
      createElement(RequestBoard, {
        requests,
        taxa: undefined,
        calculando: false,
        semConexao: line,
        rows: 24,
      }),
    );
    view.unmount();
    expectFits(view.terminal.frames);
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines[1]).toBe('Certidões 351/520 · 26 com falha · 13 canceladas');
    expect(lines[2]).toBe(line);
    expect(lines.length).toBeLessThanOrEqual(23);
  });

  it('shows 52 requests at 80 columns: a header, one whole bar per request, names and counts cut to fit', () => {
    const { requests, settled } = batchOf52();
    const view = renderView(createElement(RequestBoard, { requests, intervalo: 2.5, rows: 100 }));
    view.unmount();
    expectFits(view.terminal.frames);
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines).toHaveLength(54);
    expect(lines[0]).toBe(`Acompanhando 52 solicitações — ${settled} terminadas; consulta a cada 2,5 s`);
    expect(lines[1]).toBe('Certidões 351/520 · 26 com falha · 13 canceladas');
    // Every bar starts in the same column, 12 cells at 80 columns, its counter right after it.
    const barColumn = (lines[2] ?? '').search(/[█░]/);
    for (const [i, line] of lines.slice(2).entries()) {
      const s = requests[i];
      expect(line.startsWith(s?.dadosGerais.nomeCompleto.slice(0, 10) ?? '?'), line).toBe(true);
      expect(line).toContain(s?.id.slice(0, 8));
      expect(line.search(/[█░]/), line).toBe(barColumn);
      expect(line.slice(barColumn), line).toMatch(/^[█░]{12} [ \d]\d\/10 {2}\S/);
    }
    // Waiting, under way (counts cut), done, done with a failure and a cancelled one.
    expect(lines[5]).toMatch(/^Francisca Rodrigues S… 00000004 {2}░{12} {2}0\/10 {2}Aguardando 10$/);
    expect(lines[2]).toMatch(
      /^João Santos Pereira 00000001 {5}█{8}░{4} {2}7\/10 {2}Aguardando 2 · Process.*…$/,
    );
    expect(lines[3]).toMatch(/^Ana Oliveira Ferreira 00000002 {3}█{12} 10\/10 {2}Concluída 10$/);
    expect(lines[4]).toMatch(/█{12} 10\/10 {2}Concluída 8 · Falhou 1 · C…$/);
    // Names longer than 22 characters are cut with an ellipsis; the short id stays.
    expect(lines[8]).toMatch(/^Maria Aparecida dos S… 00000007 {2}█/);
  });

  it('on a wide terminal draws longer names and 24-cell bars with the whole counts', () => {
    const { requests } = batchOf52();
    const view = renderView(createElement(RequestBoard, { requests, intervalo: 5, rows: 100 }), 132);
    view.unmount();
    const lines = linesOf(view.terminal.lastFrame());
    expect(widestLine(view.terminal.lastFrame())).toBeLessThanOrEqual(132);
    expect(lines[2]).toMatch(
      /^João Santos Pereira 00000001 +█{17}░{7} {2}7\/10 {2}Aguardando 2 · Processando 1 · Concluída 6 · Falhou 1$/,
    );
    expect(lines[8]).toMatch(/^Maria Aparecida dos Santos … 00000007 {2}█{24} 10\/10/);
  });

  it('redraws as certificates move on, down to the last frame', () => {
    const names = ['Maria Aparecida Souza', 'Construtora Horizonte Azul Ltda', 'João da Silva'];
    const board = (parts: Parameters<typeof statuses>[0][]) =>
      createElement(RequestBoard, {
        requests: names.map((nome, i) => solicitacao(i + 1, nome, statuses(parts[i] ?? []))),
        intervalo: 1,
      });
    const view = renderView(board([[['pendente', 10]], [['pendente', 10]], [['pendente', 10]]]));
    view.rerender(
      board([
        [
          ['concluido', 4],
          ['processando', 2],
          ['pendente', 4],
        ],
        [['pendente', 10]],
        [['concluido', 10]],
      ]),
    );
    view.rerender(
      board([
        [
          ['concluido', 9],
          ['falhou', 1],
        ],
        [['concluido', 10]],
        [['concluido', 10]],
      ]),
    );
    view.unmount();
    const frames = view.terminal.changes;
    expectFits(frames);
    expect(frames.map(linesOf)).toEqual([
      [
        'Acompanhando 3 solicitações — 0 terminadas; consulta a cada 1 s',
        'Certidões 0/30',
        `Maria Aparecida Souza 00000001   ${bar(0, 12)} 0/10  Aguardando 10`,
        `Construtora Horizonte… 00000002  ${bar(0, 12)} 0/10  Aguardando 10`,
        `João da Silva 00000003           ${bar(0, 12)} 0/10  Aguardando 10`,
      ],
      [
        'Acompanhando 3 solicitações — 1 terminada; consulta a cada 1 s',
        'Certidões 14/30',
        `Maria Aparecida Souza 00000001   ${bar(5, 12)}  4/10  Aguardando 4 · Processando…`,
        `Construtora Horizonte… 00000002  ${bar(0, 12)}  0/10  Aguardando 10`,
        `João da Silva 00000003           ${bar(12, 12)} 10/10  Concluída 10`,
      ],
      [
        'Acompanhando 3 solicitações — 3 terminadas; consulta a cada 1 s',
        'Certidões 30/30 · 1 com falha',
        `Maria Aparecida Souza 00000001   ${bar(12, 12)} 10/10  Concluída 9 · Falhou 1`,
        `Construtora Horizonte… 00000002  ${bar(12, 12)} 10/10  Concluída 10`,
        `João da Silva 00000003           ${bar(12, 12)} 10/10  Concluída 10`,
      ],
    ]);
  });

  /** `n` requests of ten certificates, cycling through waiting, under way, done, done with failures. */
  const batch = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const kinds = [
        [['pendente', 10]],
        [
          ['concluido', 6],
          ['processando', 1],
          ['pendente', 3],
        ],
        [['concluido', 10]],
        [
          ['concluido', 8],
          ['falhou', 2],
        ],
      ] as const;
      return solicitacao(i + 1, `Cliente Número ${i + 1} da Silva Albuquerque`, statuses(kinds[i % 4] ?? []));
    });

  it.each([
    [80, 24, 1],
    [80, 24, 50],
    [80, 24, 500],
    [120, 40, 1],
    [120, 40, 50],
    [120, 40, 500],
  ])('at %i×%i columns with %i requests: fits, totals on top, the rest collapsed', (columns, rows, n) => {
    const requests = batch(n);
    const view = renderView(createElement(RequestBoard, { requests, intervalo: 5, taxa: 12 }), columns, rows);
    view.unmount();
    for (const frame of view.terminal.frames) {
      expect(widestLine(frame), frame).toBeLessThanOrEqual(columns);
      expect(linesOf(frame).length).toBeLessThanOrEqual(rows - 1);
    }
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines[0]).toMatch(new RegExp(`^Acompanhando ${n} solicitaç`));
    expect(lines[1]).toMatch(/^Certidões \d+\/\d+ · (\d+ com falha · )?12\/min · faltam ~\d/);
    if (n <= rows - 3) {
      expect(lines).toHaveLength(n + 2);
      return;
    }
    // Under way first, then with failures, then waiting; the rest summed up on the last line.
    expect(lines).toHaveLength(rows - 1);
    const rank = (line: string) =>
      line.includes('Processando') ? 0 : line.includes('Falhou') ? 1 : line.includes('Aguardando') ? 2 : 3;
    const ranks = lines.slice(2, -1).map(rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks[0]).toBe(0);
    const hidden = lines
      .at(-1)
      ?.match(/^… e mais (\d+) solicitações: (\d+) terminadas?, (\d+) em andamento$/);
    expect(hidden, lines.at(-1)).not.toBeNull();
    expect(Number(hidden?.[1])).toBe(n - (rows - 4));
    expect(Number(hidden?.[2]) + Number(hidden?.[3])).toBe(n - (rows - 4));
  });

  it("says 'ao vivo' while it follows the events stream, and the interval once it falls back to polling", () => {
    const requests = [solicitacao(1, 'Maria Aparecida Souza', statuses([['processando', 10]]))];
    const view = renderView(createElement(RequestBoard, { requests }));
    view.rerender(createElement(RequestBoard, { requests, intervalo: 5 }));
    view.unmount();
    expectFits(view.terminal.changes);
    expect(view.terminal.changes.map((frame) => linesOf(frame)[0])).toEqual([
      'Acompanhando 1 solicitação — 0 terminadas; ao vivo',
      'Acompanhando 1 solicitação — 0 terminadas; consulta a cada 5 s',
    ]);
  });
});

describe('CreateProgress (certidao solicitar --arquivo)', () => {
  const draw = (props: CreateProgressProps) => {
    const view = renderView(createElement(CreateProgress, props));
    view.unmount();
    expectFits(view.terminal.frames);
    return linesOf(view.terminal.lastFrame());
  };
  const refused = [
    { label: 'linha 4', message: 'CPF inválido. (HTTP 400)' },
    { label: 'linha 9', message: 'Data de nascimento inválida. Use o formato dd/mm/aaaa. (HTTP 400)' },
  ];

  it('mid-way: the refused rows above the bar, then created, running and failed counts', () => {
    const lines = draw({ total: 40, created: 17, running: 4, errors: refused });
    expect(lines).toEqual([
      '✗ linha 4: CPF inválido. (HTTP 400)',
      '✗ linha 9: Data de nascimento inválida. Use o formato dd/mm/aaaa. (HTTP 400)',
      `Criando solicitações  ${bar(11)} 19/40  17 criadas · 2 com erro ·…`,
    ]);
  });

  it('done: a full bar, one created in the singular, no running count', () => {
    expect(draw({ total: 1, created: 1, running: 0, errors: [] })).toEqual([
      `Criando solicitações  ${bar(24)} 1/1  1 criada`,
    ]);
    expect(draw({ total: 40, created: 38, running: 0, errors: refused }).at(-1)).toBe(
      `Criando solicitações  ${bar(24)} 40/40  38 criadas · 2 com erro`,
    );
  });
});

const start0 = (): DownloadProgressProps => ({
  files: 0,
  totalFiles: 3,
  bytes: 0,
  totalBytes: 3 * 1024 * 1024,
  errors: [],
});

describe('DownloadProgress through startLive (certidao baixar)', () => {
  const MB = 1024 * 1024;
  const start: DownloadProgressProps = { files: 0, totalFiles: 3, bytes: 0, totalBytes: 3 * MB, errors: [] };

  it('redraws both bars as bytes arrive, keeps the final frame, and draws nothing after stop', async () => {
    const terminal = new FakeTerminal();
    const live = await startLive(async () => DownloadProgress, start, {
      stdout: terminal.stream,
      debug: true,
    });
    live.update({ ...start, bytes: 0.5 * MB });
    live.update({ ...start, files: 1, bytes: 1.5 * MB });
    const failure = {
      label: '0000002a/tjsp-falencia-52998224725.pdf',
      message: 'o arquivo recebido não confere com o SHA-256 informado pelo servidor; não foi gravado.',
    };
    const last = { ...start, files: 3, bytes: 3 * MB, errors: [failure] };
    await live.stop(last);
    live.update(start);
    const frames = terminal.changes;
    expectFits(frames);
    expect(frames.map((f) => linesOf(f).slice(-2))).toEqual([
      [`Arquivos  ${bar(0)} 0/3 PDFs`, `Bytes     ${bar(0)} 0 B de 3,0 MB`],
      [`Arquivos  ${bar(0)} 0/3 PDFs`, `Bytes     ${bar(4)} 512,0 KB de 3,0 MB`],
      [`Arquivos  ${bar(8)} 1/3 PDFs`, `Bytes     ${bar(12)} 1,5 MB de 3,0 MB`],
      [`Arquivos  ${bar(24)} 3/3 PDFs`, `Bytes     ${bar(24)} 3,0 MB de 3,0 MB`],
    ]);
    // The long failure wraps inside 80 columns, above the bars.
    const final = linesOf(terminal.lastFrame());
    expect(final[0]).toMatch(/^✗ 0000002a\/tjsp-falencia-52998224725\.pdf: o arquivo recebido/);
    expect(final.slice(0, -2).join(' ')).toContain('não foi gravado.');
  });
});

describe('startLive draws at most one frame per FRAME_MS (certidao baixar reports per chunk)', () => {
  const MB = 1024 * 1024;
  const start: DownloadProgressProps = { files: 0, totalFiles: 3, bytes: 0, totalBytes: 3 * MB, errors: [] };

  it('builds the props of a function only when it draws, once, with the latest state', async () => {
    const terminal = new FakeTerminal();
    const live = await startLive(async () => DownloadProgress, start, { stdout: terminal.stream });
    let built = 0;
    let bytes = 0;
    const frame = (): DownloadProgressProps => {
      built++;
      return { ...start, files: 2, bytes };
    };
    // A hundred chunks arrive between two frames: no props are built for them.
    for (let i = 1; i <= 100; i++) {
      bytes = i * 30 * 1024;
      live.update(frame);
    }
    expect(built).toBe(0);
    await live.stop();
    expect(built).toBe(1);
    expect(linesOf(terminal.lastFrame()).slice(-2)).toEqual([
      `Arquivos  ${bar(16)} 2/3 PDFs`,
      `Bytes     ${bar(23)} 2,9 MB de 3,0 MB`,
    ]);
    expectFits(terminal.frames);
  });
});

describe('transfer rate and time left', () => {
  const MB = 1024 * 1024;

  it("baixar's bytes bar says '12,3 MB/s · faltam 8 s' within 80 columns, the average once done", () => {
    const props = { files: 4, totalFiles: 40, bytes: 20 * MB, totalBytes: 118.4 * MB, errors: [] };
    const view = renderView(createElement(DownloadProgress, { ...props, taxa: 12.3 * MB, faltam: 8 }));
    view.rerender(createElement(DownloadProgress, { ...props, taxa: 12.3 * MB, faltam: 100 }));
    view.rerender(
      createElement(DownloadProgress, { ...props, files: 40, bytes: 118.4 * MB, taxa: 45.1 * MB }),
    );
    view.unmount();
    const frames = view.terminal.changes;
    expectFits(frames);
    expect(linesOf(frames[0] ?? '').at(-1)).toBe(
      `Bytes     ${bar(4)} 20,0 MB de 118,4 MB  12,3 MB/s · faltam 8 s`,
    );
    expect(linesOf(frames[1] ?? '').at(-1)).toMatch(/12,3 MB\/s · faltam 2 min$/);
    expect(linesOf(frames[2] ?? '').at(-1)).toBe(`Bytes     ${bar(24)} 118,4 MB de 118,4 MB  45,1 MB/s`);
  });

  it('the rate follows the last seconds, not the start', async () => {
    const { MovingRate } = await import('../src/rate.ts');
    let now = 0;
    const rate = new MovingRate(5_000, () => now);
    rate.add(0);
    now = 500;
    rate.add(50 * MB);
    expect(rate.perSecond(1_000)).toBeUndefined();
    // A fast first second, then 1 MB/s for ten seconds: the rate is that of the last five.
    for (let s = 1; s <= 10; s++) {
      now = 1_000 + s * 1_000;
      rate.add(50 * MB + s * MB);
    }
    expect(rate.perSecond(1_000)).toBeCloseTo(MB, -3);
  });

  it("acompanhar guesses no time left from its first certificates: 'calculando…' until enough settled", async () => {
    const { certificateRate, MIN_SETTLED_FOR_ETA, MIN_WATCH_MS } = await import('../src/rate.ts');
    let now = 0;
    const rate = certificateRate(() => now);
    expect(rate(0)).toBeUndefined();
    // Three quick issuers in the first seconds: no extrapolation from them.
    now = 3_000;
    expect(rate(3)).toBeUndefined();
    now = MIN_WATCH_MS + 1_000;
    expect(rate(MIN_SETTLED_FOR_ETA - 1)).toBeUndefined();
    // Enough settled and enough time: certificates per minute over the time watched.
    now = 60_000;
    expect(rate(12)).toBeCloseTo(12, 5);

    const board = (taxa?: number) =>
      createElement(RequestBoard, {
        requests: [
          solicitacao(
            1,
            'Maria Aparecida',
            statuses([
              ['concluido', 3],
              ['pendente', 7],
            ]),
          ),
        ],
        intervalo: 5,
        taxa,
        calculando: true,
      });
    const view = renderView(board());
    view.rerender(board(12));
    view.unmount();
    const frames = view.terminal.changes.map((f) => linesOf(f)[1]);
    expect(frames).toEqual([
      'Certidões 3/10 · faltam: calculando…',
      'Certidões 3/10 · 12/min · faltam ~35 s',
    ]);
  });
});

describe('Loading (certidao acompanhar before its board)', () => {
  it('draws Carregando… at once, then the count of requests read, and nothing once done', async () => {
    const terminal = new FakeTerminal();
    const live = await startLive(async () => Loading, { loaded: 0 } as LoadingProps, {
      stdout: terminal.stream,
      debug: true,
    });
    expect(terminal.lastFrame()).toContain('Carregando… procurando as solicitações');
    live.update({ loaded: 0, total: 495 });
    live.update({ loaded: 120, total: 495 });
    expect(linesOf(terminal.lastFrame())).toEqual([`Carregando…  ${bar(6)} 120/495 solicitações`]);
    await live.stop({ loaded: 495, total: 495, done: true });
    expectFits(terminal.frames.filter((f) => f.trim() !== ''));
    // Done, it draws nothing: the board takes its place.
    const done = renderView(createElement(Loading, { loaded: 495, total: 495, done: true }));
    done.unmount();
    expect(done.terminal.lastFrame().trim()).toBe('');
  });
});

describe('startLive on a real (non-debug) terminal', () => {
  const errors = Array.from({ length: 12 }, (_, i) => ({ label: `arquivo-${i}.pdf`, message: 'falhou' }));
  it.each([
    ['fits the window', 24],
    ['is taller than the window (Ink then leaves out the last line break)', 8],
  ])('ends with a clean line when the last frame %s', async (_, rows) => {
    const terminal = new FakeTerminal(80, rows);
    const live = await startLive(async () => DownloadProgress, start0(), { stdout: terminal.stream });
    await live.stop({ ...start0(), files: 3, bytes: 3 * 1024 * 1024, errors });
    terminal.write('3 PDFs baixados.\n');
    // What the command prints next is on a line of its own, right below the last row.
    expect(stripVTControlCharacters(terminal.writes.join(''))).toMatch(
      /3,0 MB de 3,0 MB\n3 PDFs baixados\.\n$/,
    );
  });
});

describe('results on the board and in the table', () => {
  const withPositives = () => {
    const s = solicitacao(1, 'Carlos Dias', statuses([['concluido', 10]]));
    const certidoes = s.certidoes.map((c, i) => (i < 2 ? { ...c, resultado: 'positiva' as const } : c));
    return { ...s, certidoes, resumo: { ...s.resumo, negativas: 8, positivas: 2 } };
  };

  it('acompanhar: a request with positive certificates says how many, after its counts', () => {
    const view = renderView(createElement(RequestBoard, { requests: [withPositives()], intervalo: 5 }));
    view.unmount();
    expectFits(view.terminal.frames);
    expect(linesOf(view.terminal.lastFrame())[2]).toMatch(/ 10\/10 {2}2 constam {2}Concluída 10$/);
  });

  it('solicitacoes: the Resultado column, kept after the other optional ones when room is short', () => {
    const rows = [withPositives(), solicitacao(2, 'Ana', statuses([['pendente', 10]]))];
    const headers = (width: number) => fitColumns(COLUMNS, rows, width).map((c) => c.header);
    expect(headers(200)).toContain('Usuário');
    expect(headers(120)).toEqual(['ID', 'Nome', 'Status', 'Certidões', 'Resultado']);
    const view = renderView(
      createElement(Table<(typeof rows)[number]>, {
        columns: fitColumns(COLUMNS, rows, 120),
        rows,
        rowKey: (s) => s.id,
      }),
      120,
    );
    view.unmount();
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines[1]).toMatch(/10\/10 {2,}8 nada consta · 2 constam$/);
    expect(lines[2]).toMatch(/0\/10 {2,}—$/);
  });
});

describe('Table (certidao solicitacoes on a terminal)', () => {
  it('fits 80 columns: optional columns left out, the name cut, header and rows aligned', () => {
    const rows = [
      solicitacao(1, 'Maria Aparecida dos Santos Figueiredo', statuses([['pendente', 10]])),
      solicitacao(
        2,
        'João Souza',
        statuses([
          ['concluido', 9],
          ['falhou', 1],
        ]),
      ),
    ];
    const columns = fitColumns(COLUMNS, rows, 80);
    expect(columns.map((c) => c.header)).toEqual(['ID', 'Nome', 'Status', 'Certidões']);
    const view = renderView(
      createElement(Table<(typeof rows)[number]>, { columns, rows, rowKey: (s) => s.id }),
    );
    view.unmount();
    expectFits(view.terminal.frames);
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID {36}Nome {2,}Status {2,}Certidões$/);
    expect(lines[1]).toMatch(
      /^00000001-0000-4000-8000-000000000000 {2}Maria Apare.*… {2}Aguardando {2,}0\/10$/,
    );
    expect(lines[2]).toMatch(/João Souza {2,}Falhou {2,}9\/10 \(1 falha\)$/);
    const status = (l: string | undefined) => l?.indexOf(l.includes('Status') ? 'Status' : 'Aguardando');
    expect(status(lines[1])).toBe(status(lines[0]));
  });

  it('calls cancelled certificates cancelled, as cancelar and acompanhar do, not failed', () => {
    const cancelled = {
      ...solicitacao(3, 'Ana Cancelada', statuses([['cancelado', 9]])),
      status: 'cancelado' as const,
    };
    const mixed = solicitacao(
      4,
      'Bia Mista',
      statuses([
        ['concluido', 7],
        ['falhou', 1],
        ['cancelado', 1],
      ]),
    );
    const rows = [cancelled, mixed];
    const view = renderView(
      createElement(Table<(typeof rows)[number]>, {
        columns: fitColumns(COLUMNS, rows, 80),
        rows,
        rowKey: (s) => s.id,
      }),
    );
    view.unmount();
    const lines = linesOf(view.terminal.lastFrame());
    expect(lines[1]).toMatch(/ Ana Cance… {2}Cancelada {2}0\/9 \(9 canceladas\)/);
    expect(lines[2]).toMatch(/ Bia Mista {2,}Falhou {2,}7\/9 \(1 falha, 1 ca…$/);
    expect(view.terminal.lastFrame()).not.toContain('9 falhas');
  });
});

describe('ServerStatus (certidao status)', () => {
  it('names the server, its uptime and version, and each part with its mode', () => {
    const view = renderView(
      createElement(ServerStatus, {
        url: 'https://certidoes.exemplo.com',
        health: {
          status: 'ok',
          version: '0.1.0',
          uptime: 3725,
          timestamp: '2026-11-23T14:00:00.000Z',
          checks: { database: 'ok', queue: 'ok', storage: 'ok' },
          modes: {
            database: 'postgres',
            storage: 's3',
            email: 'smtp',
            payments: 'asaas',
            issuers: 'sandbox',
          },
        },
      }),
    );
    view.unmount();
    expectFits(view.terminal.frames);
    expect(linesOf(view.terminal.lastFrame())).toEqual([
      '● Certidão Ágil em https://certidoes.exemplo.com — no ar há 3725s (versão 0.1.0)',
      '  database   postgres',
      '  storage    s3',
      '  email      smtp',
      '  payments   asaas',
      '  issuers    sandbox',
    ]);
  });

  it('says who the commands act as; a long line wraps under its own column, within 80', () => {
    const health = {
      status: 'ok' as const,
      version: '0.1.0',
      uptime: 12,
      timestamp: '2026-11-23T14:00:00.000Z',
      checks: { database: 'ok' as const, queue: 'ok' as const, storage: 'ok' as const },
      modes: {
        database: 'pglite' as const,
        storage: 'local' as const,
        email: 'outbox' as const,
        payments: 'sandbox' as const,
        issuers: 'sandbox' as const,
      },
    };
    const key = {
      tipo: 'chave' as const,
      origem: 'CERTIDAO_TOKEN' as const,
      prefixo: 'ca_live_AbCd1234',
      chave: {
        nome: 'CRM',
        escopos: ['solicitacoes:ler', 'solicitacoes:escrever', 'webhooks:gerenciar'],
      },
    };
    const usuario = {
      nome: 'Ana Beatriz Figueiredo',
      email: 'ana.figueiredo@imobiliaria-exemplo.com.br',
      role: 'admin',
    };
    const view = renderView(
      createElement(ServerStatus, { url: 'https://c.exemplo.com', health, access: key }),
    );
    view.unmount();
    expectFits(view.terminal.frames);
    expect(linesOf(view.terminal.lastFrame()).slice(6)).toEqual([
      '  acesso     chave de API ca_live_AbCd1234… (CERTIDAO_TOKEN) "CRM":',
      '             solicitacoes:ler, solicitacoes:escrever, webhooks:gerenciar',
    ]);
    expect(accessText({ tipo: 'sessao', origem: 'sessao-salva', usuario })).toBe(
      'sessão de Ana Beatriz Figueiredo <ana.figueiredo@imobiliaria-exemplo.com.br> (admin)',
    );
    expect(accessText({ ...key, chave: undefined, erro: 'Esta chave de API expirou. (HTTP 401)' })).toBe(
      'chave de API ca_live_AbCd1234… (CERTIDAO_TOKEN) recusada: Esta chave de API expirou. (HTTP 401)',
    );
    expect(accessText({ tipo: 'nenhum' })).toBe('sem sessão (certidao login -e <email> ou CERTIDAO_TOKEN)');
  });
});
