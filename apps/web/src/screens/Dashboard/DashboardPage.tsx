import { DashboardFrame, type DashboardFrameProps } from './DashboardFrame';
import { DashboardHome, type DashboardHomeProps } from './DashboardHome';

/** Props of {@link DashboardPage}. */
export type DashboardPageProps = Omit<DashboardFrameProps, 'children'> &
  Pick<DashboardHomeProps, 'variant'>;

/** A whole dashboard page: the app shell around the admin or customer dashboard. */
export function DashboardPage({ variant, ...frame }: DashboardPageProps) {
  return (
    <DashboardFrame {...frame}>
      <DashboardHome variant={variant} user={frame.user} />
    </DashboardFrame>
  );
}
