import type { Certidao, EventoCertidao, JobStatus } from '@certidao/api-client';
import { describe, expect, it } from 'vitest';
import { rememberEvent } from '../../lib/certidaoEvents.ts';
import {
  adoptEvents,
  certificateProgress,
  followed,
  POLL_FAILED_MESSAGE,
  shownProgress,
} from './progressView.ts';

const JOB_ID = '0b7e4c1a-2f3d-4e5f-8a9b-1c2d3e4f5a6b';

function certidao(overrides: Partial<Certidao> = {}): Certidao {
  return {
    id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
    tipoCertidao: 'federal',
    jobId: JOB_ID,
    status: 'processando',
    erro: null,
    podeTentarNovamente: false,
    pdfs: [],
    dadosCertidao: {
      nome: 'Maria da Silva',
      cpf: '529.982.247-25',
      cnpj: null,
      rg: null,
      inscricaoImovel: null,
      registroImobiliario: null,
      dataNascimento: null,
    },
    ...overrides,
  } as Certidao;
}

function job(overrides: Partial<JobStatus> = {}): JobStatus {
  return {
    id: JOB_ID,
    state: 'active',
    progress: 40,
    step: 'Consultando a Receita Federal',
    failedReason: null,
    attempts: 1,
    ...overrides,
  };
}

const event = (c: Certidao, j: JobStatus | null): EventoCertidao => ({
  solicitacaoId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  certidao: c,
  job: j,
});

describe('certificateProgress', () => {
  it('shows a record in progress with its live job: step, progress, cancellable', () => {
    const shown = certificateProgress(certidao(), { ok: true, job: job() });
    expect(shown).toMatchObject({
      status: 'processando',
      jobState: 'active',
      label: 'Processando',
      progress: 40,
      step: 'Consultando a Receita Federal',
      erro: null,
      inProgress: true,
    });
  });

  it('shows a waiting job past its time as Atrasada, still in progress', () => {
    const shown = certificateProgress(certidao({ status: 'pendente' }), {
      ok: true,
      job: job({
        state: 'delayed',
        progress: 0,
        step: null,
        failedReason: 'Fila acima do tempo de resposta',
      }),
    });
    expect(shown).toMatchObject({
      label: 'Atrasada',
      jobState: 'delayed',
      erro: 'Fila acima do tempo de resposta',
    });
  });

  it('marks a record in progress whose poll failed as failed, with the poll message', () => {
    const shown = certificateProgress(certidao(), { ok: false });
    expect(shown).toMatchObject({
      status: 'falhou',
      label: 'Falhou',
      erro: POLL_FAILED_MESSAGE,
      inProgress: false,
      jobState: null,
    });
  });

  it('ignores the job of a record that has finished: the record wins', () => {
    const done = certidao({ status: 'concluido' });
    expect(
      certificateProgress(done, { ok: true, job: job({ state: 'active', progress: 10 }) }),
    ).toMatchObject({
      status: 'concluido',
      label: 'Concluída',
      progress: 100,
      jobState: null,
      inProgress: false,
    });
    // A failed poll does not turn a finished certificate into a failed one either.
    expect(certificateProgress(done, { ok: false }).label).toBe('Concluída');
  });

  it("keeps the server's reason of a failed record", () => {
    const failed = certidao({ status: 'falhou', erro: 'CPF não encontrado na base da Receita' });
    expect(certificateProgress(failed)).toMatchObject({
      label: 'Falhou',
      erro: 'CPF não encontrado na base da Receita',
      inProgress: false,
    });
  });
});

describe('shownProgress: the stream and the polling merged', () => {
  it('prefers the stream while the record on screen is still in progress', () => {
    const onScreen = certidao({ status: 'pendente' });
    const live = event(certidao({ status: 'processando' }), job({ progress: 75, step: 'Gerando o PDF' }));
    const polled = {
      [JOB_ID]: { ok: true as const, job: job({ state: 'waiting', progress: 0, step: null }) },
    };
    expect(shownProgress(onScreen, live, polled)).toMatchObject({
      status: 'processando',
      progress: 75,
      step: 'Gerando o PDF',
    });
  });

  it("shows the stream's finished certificate before the screen's query has reloaded", () => {
    const live = event(certidao({ status: 'concluido' }), job({ state: 'completed', progress: 100 }));
    expect(shownProgress(certidao({ status: 'processando' }), live, undefined)).toMatchObject({
      status: 'concluido',
      label: 'Concluída',
      inProgress: false,
    });
  });

  it('lets the reloaded record win over an older event of another status', () => {
    // The query caught up (concluido) after an event that still said processando.
    const stale = event(certidao({ status: 'processando' }), job({ progress: 30 }));
    expect(shownProgress(certidao({ status: 'concluido' }), stale, undefined)).toMatchObject({
      status: 'concluido',
      progress: 100,
    });
  });

  it('uses the event when it carries the same status as the record (it is the fresher of the two)', () => {
    // A retried certificate failed again: the screen still holds the first attempt's reason.
    const onScreen = certidao({ status: 'falhou', erro: 'Tempo esgotado na consulta' });
    const live = event(certidao({ status: 'falhou', erro: 'Tribunal fora do ar' }), null);
    expect(shownProgress(onScreen, live, undefined)).toMatchObject({
      status: 'falhou',
      erro: 'Tribunal fora do ar',
    });
  });

  it('falls back to the poll of the record’s own job without an event', () => {
    const polled = { [JOB_ID]: { ok: true as const, job: job({ progress: 60 }) } };
    expect(shownProgress(certidao(), undefined, polled)).toMatchObject({ progress: 60, jobState: 'active' });
    expect(shownProgress(certidao(), undefined, { [JOB_ID]: { ok: false } })).toMatchObject({
      status: 'falhou',
      erro: POLL_FAILED_MESSAGE,
    });
  });

  it('shows the bare record when neither transport knows it (no job yet, no event)', () => {
    const fresh = certidao({ status: 'pendente', jobId: null });
    expect(shownProgress(fresh, undefined, { [JOB_ID]: { ok: false } })).toMatchObject({
      status: 'pendente',
      label: 'Aguardando',
      inProgress: true,
      jobState: null,
    });
  });
});

describe('followed', () => {
  it('polls only active jobs on the list, every job in progress on the detail', () => {
    const waiting = certidao({ status: 'pendente' });
    const active = certidao({ status: 'processando' });
    const done = certidao({ status: 'concluido' });
    expect([waiting, active, done].map((c) => followed(c, 'list'))).toEqual([false, true, false]);
    expect([waiting, active, done].map((c) => followed(c, 'detail'))).toEqual([true, true, false]);
  });

  it('never follows a certificate without a job', () => {
    expect(followed(certidao({ jobId: null }), 'detail')).toBe(false);
  });
});

describe('events of certificates not on screen yet', () => {
  const other = (id: string) => certidao({ id, status: 'concluido' });

  it('keeps the latest event of each, the newest ones up to the limit', () => {
    const memory = new Map<string, EventoCertidao>();
    rememberEvent(memory, event(other('a'), null), 2);
    rememberEvent(memory, event(other('b'), null), 2);
    rememberEvent(memory, event(certidao({ id: 'a', status: 'falhou' }), null), 2);
    rememberEvent(memory, event(other('c'), null), 2);
    expect([...memory.keys()]).toEqual(['a', 'c']);
    expect(memory.get('a')?.certidao.status).toBe('falhou');
  });

  it('hands a new card the events it had while away, and asks for a reload when they show more', () => {
    const memory = new Map<string, EventoCertidao>();
    const done = event(certidao({ status: 'concluido' }), job({ state: 'completed', progress: 100 }));
    rememberEvent(memory, done);
    rememberEvent(memory, event(other('elsewhere'), null));
    // The list read before the certificate finished: it still says processando.
    const card = certidao({ status: 'processando' });
    expect(adoptEvents([card], memory, new Map())).toEqual({ adopted: [done], changed: true });
    expect(shownProgress(card, done, undefined)).toMatchObject({ label: 'Concluída' });
    // Once the screen holds it, it is not handed again.
    expect(adoptEvents([card], memory, new Map([[card.id, done]]))).toEqual({ adopted: [], changed: false });
  });

  it('adopts without reloading when the record already shows the event', () => {
    const memory = new Map<string, EventoCertidao>();
    const active = event(certidao(), job({ progress: 50 }));
    rememberEvent(memory, active);
    expect(adoptEvents([certidao()], memory, new Map())).toEqual({ adopted: [active], changed: false });
  });

  it("leaves out an event of a job since retried: the record's new job is the fresher", () => {
    const memory = new Map<string, EventoCertidao>();
    rememberEvent(memory, event(certidao({ status: 'falhou', erro: 'Tribunal fora do ar' }), null));
    const retried = certidao({ status: 'pendente', jobId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a' });
    expect(adoptEvents([retried], memory, new Map())).toEqual({ adopted: [], changed: false });
  });
});
