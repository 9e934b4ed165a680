import { Box, Text } from 'ink';

export type BarColor = 'green' | 'yellow' | 'red' | 'cyan' | 'gray';

export interface ProgressBarProps {
  /** Units done (certificates, files, rows…). */
  value: number;
  total: number;
  /** Text before the bar (padded to `labelWidth`). */
  label?: string;
  labelWidth?: number;
  /** Text after the counter, e.g. status counts or bytes. */
  detail?: string;
  /** Cells of the bar. */
  width?: number;
  color?: BarColor;
  /** Counter shown after the bar; default `value/total`. */
  counter?: string;
  /** What must stand out, in its colour, before the detail (a request's positive certificates). */
  alert?: { text: string; color: BarColor | 'yellow' };
}

/** Filled cells of a bar of `width` cells for value/total (0 when total is 0). */
export function filledCells(value: number, total: number, width: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(width, Math.round((value / total) * width)));
}

/** `label  ██████░░░░  6/10  detail`: the one progress bar of every command. */
export function ProgressBar({
  value,
  total,
  label,
  labelWidth,
  detail,
  width = 24,
  color = 'cyan',
  counter,
  alert,
}: ProgressBarProps) {
  const filled = filledCells(value, total, width);
  return (
    <Box>
      {label !== undefined && (
        <Box width={labelWidth ?? label.length + 1} flexShrink={0} marginRight={1}>
          <Text wrap="truncate-end">{label}</Text>
        </Box>
      )}
      {/* The bar and its counter never shrink: on a narrow terminal the detail is cut instead. */}
      <Box flexShrink={0}>
        <Text color={color}>{'█'.repeat(filled)}</Text>
        <Text color="gray">{'░'.repeat(width - filled)}</Text>
        <Text> {counter ?? `${value}/${total}`}</Text>
      </Box>
      {alert?.text ? (
        <Text color={alert.color} bold wrap="truncate-end">
          {'  '}
          {alert.text}
        </Text>
      ) : null}
      {detail ? (
        <Text color="gray" wrap="truncate-end">
          {'  '}
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}
