import {
  inspectionOutcomes,
  riskLevels,
  type Dashboard,
  type InspectionOutcome,
  type RiskLevel,
  type User,
} from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import {
  Alert,
  Badge,
  Button,
  Column,
  Columns,
  EmptyState,
  Icon,
  Inline,
  PageHeader,
  Skeleton,
  Stack,
  statusMessageId,
} from '@altalena/ui';
import { vars } from '@altalena/tokens';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { displayName } from '../../../app/displayName';
import { errorMessage } from '../../../scaffold/errorMessage';
import { BarChart, type ChartTone } from '../BarChart';
import { dashboardCatalog } from '../catalog';
import { useDashboard } from '../dashboardQueries';
import { FigureGrid } from '../FigureGrid';
import { dashboardLinks } from '../links';
import { ParksMap } from '../ParksMap';
import { QuotesToAnswer } from '../QuotesToAnswer';
import * as css from './DashboardScreen.css';

/** Props of {@link DashboardScreen}. */
export interface DashboardScreenProps {
  /** `/dashboard/admin` or `/dashboard/customer` (docs/spec/original-specification.md §2). */
  variant: 'admin' | 'customer';
  /** The signed-in user. */
  user: User;
}

/** A server day `YYYY-MM-DD` written out in the user's language (`sabato 15 giugno 2025`). */
function longDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });
}

const outcomeTones: Record<InspectionOutcome, ChartTone> = {
  compliant: 'success',
  with_remarks: 'warning',
  non_compliant: 'danger',
};

const riskTones: Record<RiskLevel, ChartTone> = {
  very_high: 'riskVeryHigh',
  high: 'riskHigh',
  medium: 'riskMedium',
  low: 'riskLow',
};

/** A company (or a customer) with nothing recorded yet: a welcome rather than zeros and an empty map. */
function isNew(figures: Dashboard): boolean {
  const inspected = figures.inspections_by_month.some(
    (month) => month.compliant + month.with_remarks + month.non_compliant > 0,
  );
  return (
    figures.parks === 0 &&
    figures.parks_with_open_findings === 0 &&
    figures.quotes_waiting === 0 &&
    !figures.contracts_expiring &&
    !inspected
  );
}

/** The inspections chart: one bar per month, stacked by outcome. */
function InspectionsChart({ figures }: { figures: Dashboard }) {
  const intl = useIntl();
  const totals = Object.fromEntries(
    inspectionOutcomes.map((outcome) => [
      outcome,
      figures.inspections_by_month.reduce((sum, month) => sum + month[outcome], 0),
    ]),
  ) as Record<InspectionOutcome, number>;
  return (
    <BarChart
      title={intl.formatMessage({ id: 'dashboard.charts.inspections.title' })}
      description={intl.formatMessage({ id: 'dashboard.charts.inspections.description' })}
      summary={intl.formatMessage(
        { id: 'dashboard.charts.inspections.summary' },
        {
          total: totals.compliant + totals.with_remarks + totals.non_compliant,
          compliant: totals.compliant,
          withRemarks: totals.with_remarks,
          nonCompliant: totals.non_compliant,
        },
      )}
      emptyText={intl.formatMessage({ id: 'dashboard.charts.inspections.empty' })}
      categoryHeader={intl.formatMessage({ id: 'dashboard.charts.inspections.month' })}
      series={inspectionOutcomes.map((outcome) => ({
        key: outcome,
        label: intl.formatMessage({ id: statusMessageId('outcome', outcome) }),
        tone: outcomeTones[outcome],
      }))}
      categories={figures.inspections_by_month.map((month) => {
        const first = `${month.month}-01T00:00:00Z`;
        return {
          key: month.month,
          label: intl.formatDate(first, { month: 'short', timeZone: 'UTC' }),
          name: intl.formatDate(first, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
          values: {
            compliant: month.compliant,
            with_remarks: month.with_remarks,
            non_compliant: month.non_compliant,
          },
        };
      })}
    />
  );
}

/** The open findings chart: one bar per risk level, in the risk's colour. */
function FindingsChart({ figures }: { figures: Dashboard }) {
  const intl = useIntl();
  const counts = figures.open_findings;
  return (
    <BarChart
      title={intl.formatMessage({ id: 'dashboard.charts.findings.title' })}
      description={intl.formatMessage({ id: 'dashboard.charts.findings.description' })}
      summary={intl.formatMessage(
        { id: 'dashboard.charts.findings.summary' },
        {
          total: riskLevels.reduce((sum, risk) => sum + counts[risk], 0),
          veryHigh: counts.very_high,
          high: counts.high,
          medium: counts.medium,
          low: counts.low,
        },
      )}
      emptyText={intl.formatMessage({ id: 'dashboard.charts.findings.empty' })}
      categoryHeader={intl.formatMessage({ id: 'dashboard.charts.findings.risk' })}
      series={[
        {
          key: 'count',
          label: intl.formatMessage({ id: 'dashboard.charts.findings.count' }),
          tone: 'riskLow',
        },
      ]}
      categories={riskLevels.map((risk) => {
        const name = intl.formatMessage({ id: statusMessageId('risk', risk) });
        return {
          key: risk,
          label: name,
          name,
          values: { count: counts[risk] },
          tone: riskTones[risk],
        };
      })}
    />
  );
}

/** While the figures load: the shapes of the cards, the map and the charts. */
function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      space="md"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'dashboard.loading' })}
      role="status"
    >
      <div className={css.skeletonFigures}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="rect" width="100%" height={vars.size.controlLg} />
        ))}
      </div>
      <Skeleton shape="rect" width="100%" height={vars.size.map} />
    </Stack>
  );
}

function DashboardBody({ variant, user }: DashboardScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const answer = useDashboard();
  const figures = answer.data;
  const title = intl.formatMessage({ id: `dashboard.${variant}.title` });

  let body;
  if (answer.isError && !figures) {
    body = (
      <Alert tone="danger" title={intl.formatMessage({ id: 'dashboard.loadFailed' })}>
        <p>{errorMessage(intl, answer.error)}</p>
        <Button variant="secondary" onPress={() => void answer.refetch()}>
          {intl.formatMessage({ id: 'dashboard.retry' })}
        </Button>
      </Alert>
    );
  } else if (!figures) {
    body = <DashboardSkeleton />;
  } else if (isNew(figures)) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'dashboard.empty.title' })}
        description={intl.formatMessage({ id: `dashboard.empty.${variant}.description` })}
        action={
          <Inline space="sm" align="center">
            {user.is_admin && (
              <Button onPress={() => void navigate(dashboardLinks.newCustomer)}>
                <Icon name="plus" size="sm" />
                {intl.formatMessage({ id: 'dashboard.empty.addCustomer' })}
              </Button>
            )}
            <Button
              variant={user.is_admin ? 'secondary' : 'primary'}
              onPress={() => void navigate(dashboardLinks.newPark)}
            >
              <Icon name="plus" size="sm" />
              {intl.formatMessage({ id: 'dashboard.empty.addPark' })}
            </Button>
          </Inline>
        }
      />
    );
  } else {
    body = (
      <>
        {variant === 'customer' && <QuotesToAnswer figures={figures} />}
        <Stack as="section" space="md" aria-labelledby="dashboard-figures">
          <h2 id="dashboard-figures" className={css.sectionTitle}>
            {intl.formatMessage({ id: 'dashboard.figures.title' })}
          </h2>
          <FigureGrid figures={figures} />
        </Stack>
        <ParksMap today={figures.today} />
        <Columns space="xl" collapseBelow="lg" alignY="top">
          <Column width="3/5">
            <InspectionsChart figures={figures} />
          </Column>
          <Column width="2/5">
            <FindingsChart figures={figures} />
          </Column>
        </Columns>
      </>
    );
  }

  return (
    <Stack space="xl" width="full" maxWidth="contentMax" marginX="auto" padding="lg" color="text">
      <title>{intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page: title })}</title>
      <PageHeader
        title={intl.formatMessage({ id: 'dashboard.greeting' }, { name: displayName(user) })}
        description={
          figures
            ? intl.formatMessage(
                { id: 'dashboard.description' },
                { title, today: longDay(intl, figures.today) },
              )
            : title
        }
        actions={
          <Badge>
            {intl.formatMessage({
              id: user.is_admin ? 'dashboard.role.admin' : 'dashboard.role.customer',
            })}
          </Badge>
        }
      />
      {body}
    </Stack>
  );
}

/**
 * A dashboard (`/dashboard/admin`, `/dashboard/customer`): what needs attention today as figures that
 * open the lists behind them, the parks on a map, the inspections of the last twelve months and the open
 * findings as charts; a customer sees their quotes to answer first. The server scopes every number.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  return (
    <FeatureMessages catalog={dashboardCatalog}>
      <DashboardBody {...props} />
    </FeatureMessages>
  );
}
