export type { BarChartItem, BarChartProps, BarChartSeries, BarChartTone } from './BarChart';
export { BarChart } from './BarChart';
