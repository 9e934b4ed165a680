import { useOperation } from '../../lib/swr.ts';

/** GET /verificacao/{codigo} (public): what the certificate with this code certifies. */
export function useVerification(codigo: string | undefined) {
  return useOperation('verificarCertidao', codigo ? { path: { codigo } } : null);
}
