import {
  quoteStatuses,
  type QuoteListQuery,
  type QuoteStatus,
  type QuoteSummary,
} from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  ResourceListPage,
  addDays,
  referenceFilter,
  todayInItaly,
  useResources,
  type ListFilter,
  type OrderingOf,
} from '../../scaffold';
import { quotesCatalog } from './catalog';
import { quoteColumns } from '../../shared/quotes/quoteColumns';
import { useQuoteList } from '../../shared/quotes/quoteResources';

/** How far ahead the "expiring" view looks, in days. */
const EXPIRING_WITHIN_DAYS = 14;

/** The quick views of the list: the API filters and the ordering each stands for. */
const views = {
  waiting: () => ({ query: { status: 'sent' }, ordering: 'valid_until' }),
  expiring: () => ({
    query: { status: 'sent', valid_until_to: addDays(todayInItaly(), EXPIRING_WITHIN_DAYS) },
    ordering: 'valid_until',
  }),
  accepted: () => ({ query: { status: 'accepted' }, ordering: '-issue_date' }),
  drafts: () => ({ query: { status: 'draft' }, ordering: '-issue_date' }),
} satisfies Record<string, () => { query: QuoteListQuery; ordering: OrderingOf<QuoteListQuery> }>;
type View = keyof typeof views;

/** The list's query on this screen: the API's, and the screen's own `view` (never sent itself). */
type QuoteScreenQuery = QuoteListQuery & { view?: View };

const isView = (value: string | null, isAdmin: boolean): value is View =>
  value !== null && value in views && (isAdmin || value !== 'drafts');

/**
 * `/quotes`: every quote the user may see, with quick views (waiting for an answer, expiring within
 * 14 days, accepted, drafts) and filters by status, park and customer. Customers see the quotes
 * waiting for their answer first.
 */
export function Component() {
  const resources = useResources();
  const quotes = useQuoteList();
  const isAdmin = useCurrentUser().is_admin;
  const [search] = useSearchParams();
  const viewParam = search.get('view');
  const view = isView(viewParam, isAdmin) ? views[viewParam]() : undefined;
  const viewFilter: ListFilter<QuoteScreenQuery> = {
    kind: 'choice',
    param: 'view',
    label: 'quotes.views',
    options: (Object.keys(views) as View[])
      .filter((key) => isAdmin || key !== 'drafts')
      .map((key) => ({ value: key, label: `quotes.view.${key}` })),
  };
  const statusFilter: ListFilter<QuoteScreenQuery> = {
    kind: 'choice',
    param: 'status',
    label: 'field.quote.status',
    options: quoteStatuses
      // A customer never sees a draft.
      .filter((status) => isAdmin || status !== 'draft')
      .map((status: QuoteStatus) => ({ value: status, label: `status.quote.${status}` })),
  };
  return (
    <FeatureMessages catalog={quotesCatalog}>
      <ResourceListPage<QuoteSummary, QuoteScreenQuery>
        resource={quotes}
        titleId="quotes.list.title"
        descriptionId={isAdmin ? 'quotes.list.description' : 'quotes.list.descriptionCustomer'}
        columns={quoteColumns(isAdmin)}
        filters={[
          viewFilter,
          // A view sets the status itself.
          ...(view ? [] : [statusFilter]),
          referenceFilter({
            param: 'park_id',
            label: 'field.quote.park_id',
            resource: resources.parks,
            labelOf: (park) => park.name,
          }),
          ...(isAdmin
            ? [
                referenceFilter({
                  param: 'customer_id',
                  label: 'field.quote.customer_id',
                  resource: resources.customers,
                  labelOf: (customer) => customer.name,
                }),
              ]
            : []),
        ]}
        // The view is the screen's, not the API's: it is sent as the filters it stands for.
        baseQuery={{ view: undefined, ...view?.query }}
        // `sent` sorts last of the statuses a customer sees: descending, the quotes to answer come first.
        defaultOrdering={view?.ordering ?? (isAdmin ? '-issue_date' : '-status,valid_until')}
        {...(isAdmin
          ? { createHref: '/inspections', createLabel: 'quotes.list.openInspections' as const }
          : {})}
        rowHref={(row) => `/quotes/${row.inspection_id}`}
        emptyTitle="quotes.list.empty.title"
        emptyDescription={isAdmin ? 'quotes.list.empty.admin' : 'quotes.list.empty.customer'}
      />
    </FeatureMessages>
  );
}
