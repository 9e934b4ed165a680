import type { CertidaoNaLista as Certidao, EventoCertidao } from '@certidao/api-client';
import { isCertificateInProgress } from '@certidao/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { callOperation } from '../../lib/api.ts';
import {
  rememberedCertidaoEvents,
  subscribeCertidaoEvents,
  useCertidaoStreamAvailable,
} from '../../lib/certidaoEvents.ts';
import { useInvalidate } from '../../lib/swr.ts';
import {
  adoptEvents,
  eventChangesRecord,
  followed,
  type JobResults,
  POLL_INTERVAL_MS,
  type ProgressMode,
  shownProgress,
} from './progressView.ts';

export type { CertificateProgress, ProgressMode } from './progressView.ts';

/**
 * Live progress of the certificates on screen, behind one hook: the tab's events stream
 * (lib/certidaoEvents.ts: server-sent events pushed as each certificate changes) while it is open, else the
 * polling (the list every 5 s, the detail every 10 s). Both fill the same `CertificateProgress` values.
 *
 * Polling, when the stream cannot be opened (docs/decisions/web.md, 'Web app'):
 * - list (every 5 s while some certificate on the page is waiting or active): ONE request for the page of
 *   requests, plus `consultarStatusJob` only for the certificates that are active (`processando`), to show
 *   their step and live progress. Waiting jobs have nothing more to show than 'Aguardando', so a screen of 10
 *   requests × 10 certificates costs 1 + (active jobs) calls, not 100.
 * - detail (every 10 s): `consultarStatusJob` for each waiting or active certificate (at most 10) plus the
 *   request itself, so finished certificates bring their PDFs.
 * A failed poll marks that certificate failed: 'Erro ao consultar status do job'. How each certificate is then
 * shown is pure and lives in progressView.ts.
 */

/** One poll of the given jobs: each one's status, or a failure of its own. */
async function pollJobs(ids: readonly string[]): Promise<JobResults> {
  const settled = await Promise.allSettled(
    ids.map((id) => callOperation('consultarStatusJob', { path: { id } })),
  );
  const results: JobResults = {};
  settled.forEach((r, i) => {
    results[ids[i] as string] = r.status === 'fulfilled' ? { ok: true, job: r.value } : { ok: false };
  });
  return results;
}

/** How soon after an event the screen's own query is read again (so buttons and PDFs follow), at most. */
const RELOAD_AFTER_EVENT_MS = 1000;

/**
 * The latest event of each certificate on screen, from the tab's stream. A change the record on screen does
 * not show yet (status, error, PDFs) reloads the screen's query, at most once a second. Certificates that come
 * on screen take the events the tab's stream had for them before (`rememberedCertidaoEvents`).
 */
function useLiveCertidoes(certidoes: readonly Certidao[], reload: () => void) {
  const [live, setLive] = useState<ReadonlyMap<string, EventoCertidao>>(new Map());
  const held = useRef(live);
  held.current = live;
  const onScreen = useRef(new Map<string, Certidao>());
  onScreen.current = new Map(certidoes.map((c) => [c.id, c]));
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadSoon = useCallback(() => {
    timer.current ??= setTimeout(() => {
      timer.current = null;
      reloadRef.current();
    }, RELOAD_AFTER_EVENT_MS);
  }, []);
  const keep = useCallback((events: readonly EventoCertidao[]) => {
    setLive((current) => {
      const next = new Map(current);
      for (const event of events) next.set(event.certidao.id, event);
      return next;
    });
  }, []);

  useEffect(() => {
    const unsubscribe = subscribeCertidaoEvents({
      onEvent(event) {
        const shown = onScreen.current.get(event.certidao.id);
        if (!shown) return;
        keep([event]);
        if (eventChangesRecord(shown, event)) reloadSoon();
      },
      onReload: reloadSoon,
    });
    return () => {
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [keep, reloadSoon]);

  // Certificates that came on screen since: the events they had while away.
  const shownIds = certidoes.map((c) => c.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of certificates shown changes.
  useEffect(() => {
    const { adopted, changed } = adoptEvents(
      [...onScreen.current.values()],
      rememberedCertidaoEvents(),
      held.current,
    );
    if (adopted.length) keep(adopted);
    if (changed) reloadSoon();
  }, [shownIds, keep, reloadSoon]);
  return live;
}

/**
 * Follows the certificates of the given requests and returns how each is shown now. The requests come from
 * the screen's own query (`useSolicitacoes` / `useSolicitacao`); this hook keeps that query fresh and adds the
 * live job states: from the events stream while it is open, by polling while some certificate is waiting or
 * active otherwise.
 */
export function useRequestProgress(
  solicitacoes: readonly { certidoes: readonly Certidao[] }[],
  mode: ProgressMode,
) {
  const invalidate = useInvalidate();
  const interval = POLL_INTERVAL_MS[mode];
  const certidoes = solicitacoes.flatMap((s) => s.certidoes);
  const reload = useCallback(
    () => void invalidate(mode === 'list' ? ['getSolicitacoes'] : ['getSolicitacao']),
    [invalidate, mode],
  );
  const live = useLiveCertidoes(certidoes, reload);
  const streaming = useCertidaoStreamAvailable();
  const active = certidoes.some((c) => isCertificateInProgress(c.status));
  const jobIds = certidoes
    .filter((c) => followed(c, mode))
    .map((c) => c.jobId as string)
    .sort();
  // The records are read again at most once per interval (the job set changing must not loop).
  const lastReload = useRef(Date.now());

  // While the stream is open the detail still reads its jobs once: a certificate waiting past the response
  // time setting is Atrasada although no event announces it.
  const readOnce = streaming && mode === 'detail';
  const { data: jobs } = useSWR(
    active && (!streaming || readOnce) ? ['requestProgress', mode, jobIds.join(','), streaming] : null,
    async () => {
      const results = await pollJobs(jobIds);
      const finished = Object.values(results).some(
        (r) => r.ok && (r.job.state === 'completed' || r.job.state === 'failed'),
      );
      if (finished || Date.now() - lastReload.current >= interval * 0.9) {
        lastReload.current = Date.now();
        reload();
      }
      return results;
    },
    { refreshInterval: streaming ? 0 : interval, dedupingInterval: interval / 2, revalidateOnFocus: false },
  );

  const progressOf = useCallback(
    (certidao: Certidao) => shownProgress(certidao, live.get(certidao.id), jobs),
    [jobs, live],
  );
  return { progressOf };
}
