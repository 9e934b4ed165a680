import { sourceNotice, sourceOfCode } from '@certidao/domain';
import { InlineAlert } from '@certidao/ui';
import { useStatusFontes } from '../api.ts';

/**
 * One line per source of the chosen types that is not normal (down, unstable or slow), with the expected delay:
 * the customer orders knowing it, and knows a certificate never issued is not charged. Nothing while all are.
 */
export function SourceNotices({ codes }: { codes: readonly string[] }) {
  const { data } = useStatusFontes();
  if (!data) return null;
  const chosen = new Set(codes.map((c) => sourceOfCode(c)).filter(Boolean));
  const lines = data.fontes
    .filter((f) => chosen.has(f.fonte))
    .map((f) => ({
      fonte: f.fonte,
      down: f.estado === 'fora_do_ar',
      text: sourceNotice(f.estado, f.nome, f.atrasoMinutos),
    }))
    .filter((l) => l.text);
  if (!lines.length) return null;
  return (
    <InlineAlert tone="warning">
      {lines.length === 1 ? (
        lines[0]?.text
      ) : (
        <ul>
          {lines.map((l) => (
            <li key={l.fonte}>{l.text}</li>
          ))}
        </ul>
      )}
    </InlineAlert>
  );
}
