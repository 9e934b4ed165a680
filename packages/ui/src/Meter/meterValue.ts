import { type UsageLevel, usageLevel, usagePercent } from '@certidao/domain';

export interface MeterValue {
  /** null when the plan is unlimited (limit 0, empty or absent). */
  percent: number | null;
  /** Fill width, 0–100 (over-use is drawn full). */
  fill: number;
  level: UsageLevel;
  /** The text for assistive technology (`aria-valuetext`). */
  valueText: string;
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * What a usage meter shows for `used` of `limit` in a colour scheme: 'default' (subscriptions and
 * profile: >60 yellow, >80 red) or 'admin' (users and plans: ≥70 orange, ≥90 red). A limit of 0 or
 * none is unlimited: no percentage, green, and the text says 'Ilimitado'.
 */
export function meterValue(
  used: number,
  limit: number | null | undefined,
  scheme: 'default' | 'admin' = 'default',
): MeterValue {
  const percent = usagePercent(used, limit);
  const count = integer.format(Math.max(0, used));
  if (percent === null) {
    return { percent: null, fill: 0, level: 'green', valueText: `${count} de Ilimitado` };
  }
  const rounded = Math.round(percent);
  return {
    percent: rounded,
    fill: Math.min(100, Math.max(0, percent)),
    level: usageLevel(percent, scheme),
    valueText: `${count} de ${integer.format(limit ?? 0)} (${rounded}%)`,
  };
}
