export { AltalenaProvider } from './AltalenaProvider';
export type { AltalenaProviderProps } from './AltalenaProvider';
