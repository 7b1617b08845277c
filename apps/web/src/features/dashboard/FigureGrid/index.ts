export { FigureGrid } from './FigureGrid';
export type { FigureGridProps } from './FigureGrid';
