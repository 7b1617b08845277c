export { DashboardScreen } from './DashboardScreen';
export type { DashboardScreenProps } from './DashboardScreen';
