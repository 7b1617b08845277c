import { DASHBOARD_QUOTE_EXPIRY_DAYS, type Dashboard } from '@altalena/contracts';
import { Badge, Card, Link, Stack, cx } from '@altalena/ui';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { addDays, formatCents, formatDay } from '../../../scaffold/format';
import { dashboardLinks } from '../links';
import * as shared from '../dashboard.css';
import * as css from './QuotesToAnswer.css';

/** Props of {@link QuotesToAnswer}. */
export interface QuotesToAnswerProps {
  /** The dashboard answer: its day, its first quotes to answer and how many wait in all. */
  figures: Pick<Dashboard, 'today' | 'quotes_to_answer' | 'quotes_waiting'>;
}

/**
 * The customer's quotes waiting for an answer, the soonest to expire first: each opens the quote to
 * accept or reject it; the link under them lists them all.
 */
export function QuotesToAnswer({ figures }: QuotesToAnswerProps) {
  const intl = useIntl();
  const soon = addDays(figures.today, DASHBOARD_QUOTE_EXPIRY_DAYS);
  return (
    <Card
      title={intl.formatMessage({ id: 'dashboard.quotes.title' })}
      description={
        figures.quotes_waiting > 0
          ? intl.formatMessage({ id: 'dashboard.quotes.description' })
          : undefined
      }
    >
      {figures.quotes_to_answer.length === 0 ? (
        <p className={shared.muted}>{intl.formatMessage({ id: 'dashboard.quotes.none' })}</p>
      ) : (
        <Stack space="md">
          <Stack as="ul" space="xs">
            {figures.quotes_to_answer.map((quote) => {
              const date = formatDay(intl, quote.valid_until);
              const expiring = quote.valid_until !== null && quote.valid_until <= soon;
              return (
                <li key={quote.id}>
                  <AriaLink
                    href={dashboardLinks.quote(quote.inspection_id)}
                    className={cx(shared.row, css.row)}
                  >
                    <Stack as="span" space="xxs">
                      <span className={css.number}>{quote.number}</span>
                      <span className={css.park}>{quote.park_name}</span>
                    </Stack>
                    <Stack as="span" space="xxs" align="end">
                      <span className={css.amount}>{formatCents(intl, quote.gross_cents)}</span>
                      {quote.valid_until === null ? (
                        <Badge>{intl.formatMessage({ id: 'dashboard.quotes.noExpiry' })}</Badge>
                      ) : expiring ? (
                        <Badge tone="warning">
                          {intl.formatMessage({ id: 'dashboard.quotes.expiringSoon' }, { date })}
                        </Badge>
                      ) : (
                        <Badge>
                          {intl.formatMessage({ id: 'dashboard.quotes.validUntil' }, { date })}
                        </Badge>
                      )}
                    </Stack>
                  </AriaLink>
                </li>
              );
            })}
          </Stack>
          <Link variant="standalone" href={dashboardLinks.quotesWaiting}>
            {intl.formatMessage({ id: 'dashboard.quotes.all' }, { count: figures.quotes_waiting })}
          </Link>
        </Stack>
      )}
    </Card>
  );
}
