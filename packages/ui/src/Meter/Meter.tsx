import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { Label } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './Meter.css';
import { meterValue } from './meterValue';

export interface MeterProps
  extends Omit<RACMeterProps, 'children' | 'render' | 'value' | 'minValue' | 'maxValue' | 'valueLabel'> {
  /** Rótulo visível ('Uso do plano'). Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Quanto foi usado (solicitações no mês). */
  value: number;
  /** O limite; 0, `null` ou indefinido significa ilimitado (mostrado '∞', lido 'Ilimitado'). */
  limit: number | null | undefined;
  /** Faixas de cor: `default` (assinaturas e perfil: 60%/80%) ou `admin` (usuários e planos: 70%/90%). */
  scheme?: 'default' | 'admin';
  /** Mostra '15 de 20 (75%)' (ou '12 / ∞') à direita do rótulo. */
  showValueLabel?: boolean;
  /** Espessura da barra: `sm` em cartões e tabelas, `md` (o padrão) no resto. */
  size?: 'sm' | 'md';
  /** Nome do medidor quando não há `label` visível. */
  'aria-label'?: string;
}

/**
 * Plan usage: React Aria `Meter` (role `meter`) whose colour follows the usage thresholds through
 * `usageLevel()`: green, yellow/orange, red. The numbers are always written next to the bar, so the
 * colour is never the only cue. An unlimited plan shows '∞' and reads 'Ilimitado'.
 */
export function Meter({
  label,
  value,
  limit,
  scheme = 'default',
  showValueLabel = true,
  size = 'md',
  className,
  ...props
}: MeterProps) {
  const view = meterValue(value, limit, scheme);
  return (
    <RACMeter
      {...props}
      value={view.fill}
      minValue={0}
      maxValue={100}
      valueLabel={view.valueText}
      data-level={view.level}
      className={composeClassName(className, styles.root)}
    >
      {label || showValueLabel ? (
        <div className={styles.header}>
          {label ? <Label>{label}</Label> : null}
          {showValueLabel ? (
            // Read through aria-valuetext; hidden here so it is not announced twice.
            <span className={styles.value} aria-hidden="true">
              {view.percent === null ? (
                <>
                  {value} / <span className={styles.infinity}>∞</span>
                </>
              ) : (
                view.valueText
              )}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.trackRecipe({ size })}>
        <div
          className={styles.fillRecipe({ level: view.level })}
          data-level={view.level}
          style={assignInlineVars({ [styles.fillWidth]: `${view.fill}%` })}
        />
      </div>
    </RACMeter>
  );
}
