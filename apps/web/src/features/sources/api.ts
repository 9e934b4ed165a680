import { useOperation } from '../../lib/swr.ts';

/** Sources change state within minutes: the pages refresh on their own. */
const LIVE = { refreshInterval: 30_000, keepPreviousData: true };

export function useStatusPublico() {
  return useOperation('obterStatusPublico', undefined, LIVE);
}

export function useSaudeFontes() {
  return useOperation('obterSaudeFontes', undefined, LIVE);
}

export function useHistoricoFonte(fonte: string | null) {
  return useOperation('obterHistoricoFonte', fonte ? { path: { fonte } } : null, LIVE);
}
