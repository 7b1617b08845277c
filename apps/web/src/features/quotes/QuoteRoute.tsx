import type { Quote } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Alert, Link, StatusBadge, type AlertTone } from '@altalena/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  DetailSection,
  RelatedList,
  ResourceDetailPage,
  formatDay,
  formatInstant,
  todayInItaly,
  useIdParam,
  useResources,
  type DetailField,
} from '../../scaffold';
import { findingColumns } from '../../shared/findings/findingColumns';
import { quotesCatalog } from './catalog';
import { QuoteActions } from './page/QuoteActions';
import { QuoteLinesTable } from './page/QuoteLinesTable';
import * as styles from './page/QuotePage.css';
import { useInspectionQuote } from '../../shared/quotes/quoteResources';
import { CustomerName, RecordName } from '../../shared/quotes/RecordName';
import { QuoteTotals } from './totals/QuoteTotals';
import { useToyNames } from './useToyNames';

const DAY_MS = 86_400_000;

/** Whole days from today (in Italy) to `day`; negative once it is past. */
const daysUntil = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${todayInItaly()}T00:00:00Z`)) / DAY_MS);

/** The sentence that says where the quote stands and who is to act, when someone is. */
function stateOf(
  quote: Quote,
  isAdmin: boolean,
  intl: IntlShape,
): { tone: AlertTone; text: string } | null {
  const until = formatDay(intl, quote.valid_until);
  switch (quote.status) {
    case 'draft':
      return { tone: 'info', text: intl.formatMessage({ id: 'quotes.state.draft' }) };
    case 'sent':
      return isAdmin
        ? { tone: 'info', text: intl.formatMessage({ id: 'quotes.state.waitingAdmin' }) }
        : {
            tone: 'warning',
            text: intl.formatMessage({ id: 'quotes.state.waitingCustomer' }, { date: until }),
          };
    case 'expired':
      return {
        tone: 'warning',
        text: intl.formatMessage({ id: 'quotes.state.expired' }, { date: until }),
      };
    case 'cancelled':
      return { tone: 'info', text: intl.formatMessage({ id: 'quotes.state.cancelled' }) };
    default:
      return null;
  }
}

/** Until when the quote is valid, and for a sent one how many days are left. */
function Validity({ quote }: { quote: Quote }) {
  const intl = useIntl();
  if (!quote.valid_until) return null;
  const date = formatDay(intl, quote.valid_until);
  if (quote.status !== 'sent') return date;
  const days = Math.max(0, daysUntil(quote.valid_until));
  return `${date} · ${intl.formatMessage({ id: 'quotes.validity.left' }, { days })}`;
}

function QuoteBody({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  const toyNames = useToyNames(quote.park_id);
  const state = stateOf(quote, isAdmin, intl);
  const fields: DetailField[] = [
    {
      label: 'field.quote.park_name',
      value: <Link href={`/parks/${quote.park_id}`}>{quote.park_name}</Link>,
    },
    {
      label: 'field.quote.inspection_number',
      value: (
        <Link href={`/inspections/${quote.inspection_id}`}>
          {intl.formatMessage({ id: 'quotes.inspection' }, { number: quote.inspection_number })}
        </Link>
      ),
    },
    ...(isAdmin
      ? [
          {
            label: 'field.quote.customer_id' as const,
            value: <CustomerName id={quote.customer_id} linked />,
          },
          {
            label: 'field.quote.quote_type_id' as const,
            value: (
              <RecordName
                resource={resources.quoteTypes}
                id={quote.quote_type_id}
                labelOf={(type) => (intl.locale.startsWith('it') ? type.label_it : type.label_en)}
              />
            ),
          },
          {
            label: 'field.quote.installer_id' as const,
            value: quote.installer_id !== null && (
              <RecordName
                resource={resources.installers}
                id={quote.installer_id}
                labelOf={(installer) => installer.company_name}
              />
            ),
          },
        ]
      : []),
    { label: 'field.quote.issue_date', value: formatDay(intl, quote.issue_date) },
    { label: 'field.quote.valid_until', value: <Validity quote={quote} /> },
    { label: 'field.quote.sent_at', value: formatInstant(intl, quote.sent_at) },
  ];
  const answered = quote.status === 'accepted' || quote.status === 'rejected';
  return (
    <>
      {state && (
        <div className={styles.wide}>
          <Alert tone={state.tone}>{state.text}</Alert>
        </div>
      )}
      <DetailSection titleId="quotes.section.data" fields={fields} />
      <DetailSection titleId="quotes.section.totals">
        <QuoteTotals totals={quote.totals} />
      </DetailSection>
      <div className={styles.wide}>
        <DetailSection titleId="quotes.section.lines">
          <QuoteLinesTable quote={quote} toyNames={toyNames} />
        </DetailSection>
      </div>
      <div className={styles.wide}>
        <DetailSection titleId="quotes.section.findings">
          <RelatedList
            resource={resources.findings}
            query={{ inspection_id: quote.inspection_id, ordering: 'risk' }}
            labelId="quotes.section.findings"
            columns={findingColumns('when')}
            rowHref={(row) => `/inspections/${row.inspection_id}`}
            emptyText="quotes.findings.empty"
          />
        </DetailSection>
      </div>
      {answered && (
        <DetailSection
          titleId="quotes.section.answer"
          fields={[
            {
              label: 'field.quote.status',
              value: <StatusBadge kind="quote" value={quote.status} />,
            },
            { label: 'field.quote.answered_at', value: formatInstant(intl, quote.answered_at) },
            ...(quote.status === 'rejected'
              ? [
                  {
                    label: 'quotes.answer.reason' as const,
                    value: (
                      <p className={styles.prose}>
                        {quote.answer_reason ??
                          intl.formatMessage({ id: 'quotes.answer.noReason' })}
                      </p>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {quote.notes && (
        <DetailSection titleId="quotes.section.notes">
          <p className={styles.prose}>{quote.notes}</p>
        </DetailSection>
      )}
    </>
  );
}

function QuotePage({ inspectionId }: { inspectionId: number }) {
  const intl = useIntl();
  const resource = useInspectionQuote(inspectionId);
  const isAdmin = useCurrentUser().is_admin;
  const isDraft = (quote: Quote) => isAdmin && quote.status === 'draft';
  return (
    <ResourceDetailPage
      resource={resource}
      id={inspectionId}
      list={{ href: '/quotes', title: 'quotes.list.title' }}
      titleOf={(quote) => intl.formatMessage({ id: 'quotes.title' }, { number: quote.number })}
      descriptionOf={(quote) => <StatusBadge kind="quote" value={quote.status} />}
      editHref={(quote) => (isDraft(quote) ? `/quotes/edit/${inspectionId}` : undefined)}
      canDelete={isDraft}
      actions={(quote) => <QuoteActions quote={quote} resource={resource} />}
    >
      {(quote) => <QuoteBody quote={quote} />}
    </ResourceDetailPage>
  );
}

/**
 * `/quotes/{inspectionId}`: the quote of an inspection, for administrators (edit, send, cancel or
 * delete a draft) and for the customer (accept or reject a sent one); the PDF for both.
 */
export function Component() {
  const inspectionId = useIdParam('inspectionId');
  return (
    <FeatureMessages catalog={quotesCatalog}>
      <QuotePage inspectionId={inspectionId} />
    </FeatureMessages>
  );
}
