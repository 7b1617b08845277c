export { BarChart } from './BarChart';
export type { BarChartProps, ChartCategory, ChartSeries, ChartTone } from './BarChart';
