export { LandingLayout } from './LandingLayout';
export type { LandingLayoutProps } from './LandingLayout';
