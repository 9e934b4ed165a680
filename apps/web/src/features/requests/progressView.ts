import type { CertidaoNaLista as Certidao, EventoCertidao, JobStatus } from '@certidao/api-client';
import { certificateStatusView, isCertificateInProgress, type StatusTone } from '@certidao/domain';

// How a certificate is shown, whatever the transport (the events stream or polling, progress.ts): pure, so the
// merging of the two is tested without a browser.

/** 'list' polls the active jobs of a page of requests; 'detail' every job in progress of one request. */
export type ProgressMode = 'list' | 'detail';

export const POLL_INTERVAL_MS: Record<ProgressMode, number> = { list: 5000, detail: 10000 };
export const POLL_FAILED_MESSAGE = 'Erro ao consultar status do job';

/** What the screens show of a certificate, whatever the transport. */
export interface CertificateProgress {
  /** The server status, or 'falhou' when its job could not be polled. */
  status: string;
  /** The live job state when known (Atrasada, Travado…), for `StatusBadge`'s `jobState`. */
  jobState: string | null;
  label: string;
  tone: StatusTone;
  /** 0–100. */
  progress: number;
  /** pt-BR label of the current step, when the job reports one. */
  step: string | null;
  /** Why it failed (the server's reason, the job's, or the failed poll's). */
  erro: string | null;
  /** Waiting or active: the request can be cancelled. */
  inProgress: boolean;
}

export type JobResult = { ok: true; job: JobStatus } | { ok: false };
export type JobResults = Record<string, JobResult>;

/** Which certificates a mode follows job by job. */
export function followed(certidao: Certidao, mode: ProgressMode): boolean {
  if (!certidao.jobId) return false;
  return mode === 'detail' ? isCertificateInProgress(certidao.status) : certidao.status === 'processando';
}

/** A certificate as shown: the server record, overridden by its live job while the record is in progress. */
export function certificateProgress(certidao: Certidao, result?: JobResult): CertificateProgress {
  const recordInProgress = isCertificateInProgress(certidao.status);
  if (recordInProgress && result && !result.ok) {
    const view = certificateStatusView('falhou');
    return {
      ...view,
      status: 'falhou',
      jobState: null,
      step: null,
      erro: POLL_FAILED_MESSAGE,
      inProgress: false,
    };
  }
  const job = recordInProgress && result?.ok ? result.job : null;
  const view = certificateStatusView(certidao.status, job?.state, job?.progress);
  return {
    ...view,
    status: certidao.status,
    jobState: job?.state ?? null,
    step: job?.step ?? null,
    erro: certidao.erro ?? job?.failedReason ?? null,
    inProgress: isCertificateInProgress(certidao.status, job?.state),
  };
}

/**
 * A certificate as shown now, from the screen's own record, the stream's latest event for it and the last
 * poll of its job. The stream's record is the fresher one, unless the screen's query has caught up since (the
 * record is no longer in progress and its status is not the event's).
 */
export function shownProgress(
  certidao: Certidao,
  event: EventoCertidao | undefined,
  jobs: JobResults | undefined,
): CertificateProgress {
  if (event && (isCertificateInProgress(certidao.status) || event.certidao.status === certidao.status))
    return certificateProgress(event.certidao, event.job ? { ok: true, job: event.job } : undefined);
  return certificateProgress(certidao, certidao.jobId ? jobs?.[certidao.jobId] : undefined);
}

/** Whether an event shows a change the record on screen does not yet (so the screen's query is read again). */
export function eventChangesRecord(shown: Certidao, event: EventoCertidao): boolean {
  return (
    shown.status !== event.certidao.status ||
    (shown.erro ?? null) !== event.certidao.erro ||
    shown.resultado !== event.certidao.resultado ||
    shown.validoAte !== event.certidao.validoAte
  );
}

/**
 * The remembered events of the certificates on screen that the screen does not hold yet, and whether any
 * shows what its record does not. An event of a job since retried is older than the record, and left out.
 */
export function adoptEvents(
  certidoes: readonly Certidao[],
  memory: ReadonlyMap<string, EventoCertidao>,
  held: ReadonlyMap<string, EventoCertidao>,
): { adopted: EventoCertidao[]; changed: boolean } {
  const adopted: EventoCertidao[] = [];
  let changed = false;
  for (const certidao of certidoes) {
    const event = memory.get(certidao.id);
    if (!event || held.get(certidao.id) === event) continue;
    if (certidao.jobId && event.certidao.jobId !== certidao.jobId) continue;
    adopted.push(event);
    changed ||= eventChangesRecord(certidao, event);
  }
  return { adopted, changed };
}
