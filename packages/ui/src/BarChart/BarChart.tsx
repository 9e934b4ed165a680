import { type HTMLAttributes, useId } from 'react';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from '../utils';
import * as styles from './BarChart.css';

export type BarChartTone = 'primary' | 'success' | 'danger' | 'warning';

export interface BarChartSeries {
  /** Key of the value in each item's `values`. */
  key: string;
  /** Legend and table header ('Concluídas'). */
  label: string;
  tone: BarChartTone;
}

export interface BarChartItem {
  /** Full label, read in the data table ('23/11/2026'). */
  label: string;
  /** Label under the bar when there is room ('23/11'); defaults to `label`. */
  shortLabel?: string;
  values: Record<string, number>;
}

export interface BarChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** O que o gráfico mostra; nomeia a figura e é a legenda da tabela de dados. */
  title: string;
  /** Uma barra por item, do mais antigo ao mais recente; as séries são empilhadas de baixo para cima. */
  items: readonly BarChartItem[];
  /** As séries empilhadas: a chave de cada uma em `items[].values`, o nome dela na legenda e a cor. */
  series: readonly BarChartSeries[];
  /** Cabeçalho da coluna de rótulos da tabela de dados ('Dia', 'Mês'). */
  labelHeader?: string;
  /**
   * Quantos rótulos escrever no máximo sob as barras (espaçados por igual, sempre com o primeiro e o último).
   */
  maxAxisLabels?: number;
}

const BAR = 10;
const GAP = 2;
const HEIGHT = 100;

function axisIndexes(count: number, max: number): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = (count - 1) / (max - 1);
  return new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)));
}

/**
 * A small stacked bar chart with its data as a table. The drawing is decorative for assistive technology
 * (its numbers are in the visually hidden table, captioned by the title); each bar also has a tooltip
 * (`<title>`) with its figures. The SVG stretches to the width of its container.
 */
export function BarChart({
  title,
  items,
  series,
  labelHeader = 'Período',
  maxAxisLabels = 6,
  className,
  ...props
}: BarChartProps) {
  const titleId = useId();
  const totals = items.map((item) => series.reduce((sum, s) => sum + (item.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = items.length * (BAR + GAP);
  const shown = axisIndexes(items.length, maxAxisLabels);
  return (
    <figure {...props} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className={styles.legendItem}>
            <span className={styles.swatch({ tone: s.tone })} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className={styles.plot}>
        <span className={styles.maxLabel} aria-hidden="true">
          {max}
        </span>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
          {items.map((item, i) => {
            let y = HEIGHT;
            const tip = `${item.label}: ${series.map((s) => `${s.label} ${item.values[s.key] ?? 0}`).join(', ')}`;
            return (
              <g key={item.label}>
                <title>{tip}</title>
                <rect className={styles.hit} x={i * (BAR + GAP)} y={0} width={BAR + GAP} height={HEIGHT} />
                {series.map((s) => {
                  const h = ((item.values[s.key] ?? 0) / max) * HEIGHT;
                  y -= h;
                  return h > 0 ? (
                    <rect
                      key={s.key}
                      className={styles.bar({ tone: s.tone })}
                      x={i * (BAR + GAP) + GAP / 2}
                      y={y}
                      width={BAR}
                      height={h}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div className={styles.axis} data-sparse={items.length > maxAxisLabels || undefined} aria-hidden="true">
        {items.map((item, i) => (
          <span key={item.label} className={styles.axisLabel}>
            {shown.has(i) ? (item.shortLabel ?? item.label) : ''}
          </span>
        ))}
      </div>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              {series.map((s) => (
                <td key={s.key}>{item.values[s.key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
