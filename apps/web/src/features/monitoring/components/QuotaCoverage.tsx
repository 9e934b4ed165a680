import { InlineAlert } from '@certidao/ui';
import { useCoberturaCota } from '../api.ts';

/**
 * Before adding parties: what the remaining quota does not cover, in the server's words ('Sua cota cobre 17 de
 * 37 partes: 20 ficarão bloqueadas…'); nothing when every party is covered.
 */
export function QuotaCoverage({ novas }: { novas: number | null }) {
  const { data } = useCoberturaCota(novas);
  if (!data?.mensagem) return null;
  return (
    <InlineAlert tone="warning" isLive>
      {data.mensagem}
    </InlineAlert>
  );
}
