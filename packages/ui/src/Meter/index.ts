export type { MeterProps } from './Meter';
export { Meter } from './Meter';
export type { MeterValue } from './meterValue';
export { meterValue } from './meterValue';
