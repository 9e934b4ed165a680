import type { StatChange } from '@certidao/ui';

/**
 * A change indicator from the server's percent (a real change, never a fixed figure): '+25%' up, '-10%' down,
 * '0%' flat; without a base to compare with, 'Novo' (nothing in the previous period). `upIsGood` says
 * whether a rise is good news (false for failures).
 */
export function changeOf(percent: number | null, days: number, upIsGood = true): StatChange {
  const label = `em relação aos ${days} dias anteriores`;
  if (percent === null)
    return { value: 'Novo', direction: 'up', tone: 'neutral', label: 'sem dados no período anterior' };
  if (percent === 0) return { value: '0%', direction: 'neutral', label };
  const direction = percent > 0 ? 'up' : 'down';
  const good = percent > 0 === upIsGood;
  return {
    value: `${percent > 0 ? '+' : ''}${percent.toLocaleString('pt-BR')}%`,
    direction,
    tone: good ? 'positive' : 'negative',
    label,
  };
}
