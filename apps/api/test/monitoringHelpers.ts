/** What the monitoring suites share: moving the sandbox clock and running passes until a party settles. */
import type { ApiClient } from '@certidao/api-client';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import type { TestServer } from './harness.ts';
import { waitUntil } from './pipelineHelpers.ts';

/** Moves the server's sandbox clock forward (every process follows). */
export async function advanceClock(t: TestServer, seconds: number) {
  const { api } = await t.admin();
  return api.avancarRelogioSandbox({ body: { avancarSegundos: seconds } });
}

/**
 * Runs passes until the party has no renewal running (its certificates settled and recorded) and every type is
 * issued. `nothingDue`: nor is a renewal due, for suites whose scheduled pass runs in the background and may hold
 * the party (skip locked) when the test's own pass looks.
 */
export async function settledParty(t: TestServer, api: ApiClient, id: string, { nothingDue = false } = {}) {
  return waitUntil(
    async () => {
      await runMonitoringPass(t.server.ctx);
      const p = await api.obterMonitoramento({ path: { id } });
      const due =
        nothingDue && p.proximaRenovacaoEm && new Date(p.proximaRenovacaoEm) <= t.server.ctx.clock.now();
      return p.renovacaoSolicitacaoId === null && !due && p.certidoes.every((c) => c.emitidoEm)
        ? p
        : undefined;
    },
    30_000,
    `party ${id} to settle`,
  );
}
