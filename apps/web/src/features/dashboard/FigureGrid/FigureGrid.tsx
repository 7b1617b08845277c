import {
  DASHBOARD_CONTRACT_EXPIRY_DAYS,
  DASHBOARD_DUE_WITHIN_DAYS,
  DASHBOARD_QUOTE_EXPIRY_DAYS,
  riskLevels,
  type Dashboard,
} from '@altalena/contracts';
import type { AnyMessageId } from '@altalena/i18n';
import { Card, Link, StatusBadge, cx } from '@altalena/ui';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { dashboardLinks } from '../links';
import * as shared from '../dashboard.css';
import * as css from './FigureGrid.css';

/** One figure: a count, what it counts and the list behind it. */
interface Figure {
  id: string;
  count: number;
  label: AnyMessageId;
  hint: AnyMessageId;
  days?: number;
  href: string;
  /** How it stands out when the count is not zero. */
  tone: 'warning' | 'danger';
}

/** Props of {@link FigureGrid}. */
export interface FigureGridProps {
  /** The dashboard answer the figures come from. */
  figures: Dashboard;
}

/** The figures of `figures` as cards, in the order the office acts on them; contracts for admins. */
function figuresOf(figures: Dashboard): Figure[] {
  const list: Figure[] = [
    {
      id: 'overdue',
      count: figures.parks_overdue,
      label: 'dashboard.figures.overdue',
      hint: 'dashboard.figures.overdue.hint',
      href: dashboardLinks.overdue,
      tone: 'danger',
    },
    {
      id: 'due-soon',
      count: figures.parks_due_soon,
      label: 'dashboard.figures.dueSoon',
      hint: 'dashboard.figures.dueSoon.hint',
      days: DASHBOARD_DUE_WITHIN_DAYS,
      href: dashboardLinks.dueSoon,
      tone: 'warning',
    },
    {
      id: 'late-findings',
      count: figures.late_findings,
      label: 'dashboard.figures.lateFindings',
      hint: 'dashboard.figures.lateFindings.hint',
      href: dashboardLinks.lateFindings,
      tone: 'danger',
    },
    {
      id: 'quotes-waiting',
      count: figures.quotes_waiting,
      label: 'dashboard.figures.quotesWaiting',
      hint: 'dashboard.figures.quotesWaiting.hint',
      href: dashboardLinks.quotesWaiting,
      tone: 'warning',
    },
    {
      id: 'quotes-expiring',
      count: figures.quotes_expiring,
      label: 'dashboard.figures.quotesExpiring',
      hint: 'dashboard.figures.quotesExpiring.hint',
      days: DASHBOARD_QUOTE_EXPIRY_DAYS,
      href: dashboardLinks.quotesExpiring(figures.today),
      tone: 'warning',
    },
  ];
  if (figures.contracts_expiring !== null)
    list.push({
      id: 'contracts-expiring',
      count: figures.contracts_expiring,
      label: 'dashboard.figures.contractsExpiring',
      hint: 'dashboard.figures.contractsExpiring.hint',
      days: DASHBOARD_CONTRACT_EXPIRY_DAYS,
      href: dashboardLinks.contractsExpiring(figures.today),
      tone: 'warning',
    });
  return list;
}

/**
 * The dashboard's figures: each card is a link to the list behind it, filtered as the server counted
 * it; then the parks by the worst risk of their open findings, each a link to those parks.
 */
export function FigureGrid({ figures }: FigureGridProps) {
  const intl = useIntl();
  const anyFinding = riskLevels.some((risk) => figures.open_findings[risk] > 0);
  return (
    <>
      <ul className={css.grid}>
        {figuresOf(figures).map((figure) => (
          <li key={figure.id}>
            <AriaLink
              href={figure.href}
              className={css.figure[figure.count > 0 ? figure.tone : 'neutral']}
              data-figure={figure.id}
            >
              <span className={css.value}>{intl.formatNumber(figure.count)}</span>
              <span className={css.label}>
                {intl.formatMessage({ id: figure.label }, { days: figure.days })}
              </span>
              <span className={css.hint}>
                {intl.formatMessage({ id: figure.hint }, { count: figure.count })}
              </span>
            </AriaLink>
          </li>
        ))}
      </ul>
      <Card
        title={intl.formatMessage({ id: 'dashboard.risk.title' })}
        description={
          anyFinding ? intl.formatMessage({ id: 'dashboard.risk.description' }) : undefined
        }
      >
        {anyFinding ? (
          <div className={css.riskBody}>
            <ul className={cx(shared.plainList, css.riskList)}>
              {riskLevels.map((risk) => {
                const parks = figures.parks_by_risk[risk];
                const content = (
                  <>
                    <StatusBadge kind="risk" value={risk} />
                    <span className={css.riskParks}>
                      {intl.formatMessage({ id: 'dashboard.risk.parks' }, { count: parks })}
                    </span>
                    <span className={shared.muted}>
                      {intl.formatMessage(
                        { id: 'dashboard.risk.findings' },
                        { count: figures.open_findings[risk] },
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={risk}>
                    {parks > 0 ? (
                      <AriaLink
                        href={dashboardLinks.risk(risk)}
                        className={cx(shared.row, css.riskRow)}
                        data-risk={risk}
                      >
                        {content}
                      </AriaLink>
                    ) : (
                      <div className={cx(shared.row, css.riskRow)} data-risk={risk}>
                        {content}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <Link variant="standalone" href={dashboardLinks.openFindings}>
              {intl.formatMessage(
                { id: 'dashboard.risk.allParks' },
                { count: figures.parks_with_open_findings },
              )}
            </Link>
          </div>
        ) : (
          <p className={shared.muted}>{intl.formatMessage({ id: 'dashboard.risk.none' })}</p>
        )}
      </Card>
    </>
  );
}
