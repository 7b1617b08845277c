import { resourceQueries } from '@altalena/api-client';
import {
  quoteWrite,
  type InspectionDetail,
  type Quote,
  type QuoteStatus,
  type QuoteType,
} from '@altalena/contracts';
import { FormDatePicker, FormGridItem, FormSelect, FormTextArea } from '@altalena/forms';
import { Alert, FullPageForm, Link, Skeleton, TextField } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { data, useLocation } from 'react-router-dom';
import {
  FormRoute,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  errorKeyOf,
  errorMessage,
  todayInItaly,
  useDocumentTitle,
  useIdParam,
  useResources,
} from '../../scaffold';
import { quotesCatalog } from './catalog';
import { QuoteLinesEditor } from './form/QuoteLinesEditor';
import {
  findingOptions,
  newQuoteValues,
  quoteFieldLabels,
  storedQuoteValues,
  validUntilOf,
  type FindingOption,
  type QuoteValues,
} from './form/quoteFormValues';
import { useInspectionQuote } from '../../shared/quotes/quoteResources';
import { useToyNames } from './useToyNames';

/** Most quote types the form offers (one page of the API: the office keeps a handful). */
const QUOTE_TYPES_PAGE = 100;

/** Every quote type, the oldest first (the seed's "repair" leads). */
function useQuoteTypes() {
  const resources = useResources();
  return useQuery(
    resourceQueries(resources.quoteTypes).list({
      page_size: QUOTE_TYPES_PAGE,
      ordering: 'created_at',
    }),
  );
}

/** A full page that stands where the form would: while it loads, or when there is none to show. */
function FormNotice({
  title,
  backHref,
  children,
}: {
  title: string;
  backHref: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <FullPageForm title={title} backHref={backHref}>
      {children}
    </FullPageForm>
  );
}

/** The form's page while what it needs loads, or why it could not be loaded. */
function Pending({ title, backHref, error }: { title: string; backHref: string; error: unknown }) {
  const intl = useIntl();
  return (
    <FormNotice title={title} backHref={backHref}>
      {error ? <Alert tone="danger">{errorMessage(intl, error)}</Alert> : <Skeleton lines={8} />}
    </FormNotice>
  );
}

/**
 * The quote type: its choices (the active ones, and the quote's own), and when the user picks one or
 * changes the issue date, the validity follows the type's days.
 */
function QuoteTypeField({ types, current }: { types: readonly QuoteType[]; current?: number }) {
  const intl = useIntl();
  const { watch, setValue, formState } = useFormContext<QuoteValues>();
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      // Only the user's own changes: a reload or a conflict's other version keeps its validity.
      if (type !== 'change' || (name !== 'quote_type_id' && name !== 'issue_date')) return;
      const chosen = types.find((quoteType) => quoteType.id === values.quote_type_id);
      if (!chosen || !values.issue_date) return;
      setValue('valid_until', validUntilOf(chosen, values.issue_date), {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, types, formState.isSubmitted]);
  const options = types
    .filter((quoteType) => quoteType.is_active || quoteType.id === current)
    .map((quoteType) => ({
      value: String(quoteType.id),
      label: intl.locale.startsWith('it') ? quoteType.label_it : quoteType.label_en,
    }));
  return (
    <FormSelect
      name="quote_type_id"
      label={intl.formatMessage({ id: 'field.quote.quote_type_id' })}
      options={options}
      numeric
      isRequired
      width="md"
    />
  );
}

/** The lines, whose new ones take the VAT rate of the quote type chosen. */
function Lines({
  types,
  parkId,
  findings,
  hint,
}: {
  types: readonly QuoteType[];
  parkId: number;
  findings?: readonly FindingOption[];
  hint?: 'quotes.form.proposed' | 'quotes.form.noFindings';
}) {
  const typeId = useWatch<QuoteValues, 'quote_type_id'>({ name: 'quote_type_id' });
  const toyNames = useToyNames(parkId);
  const type = types.find((quoteType) => quoteType.id === typeId);
  return (
    <QuoteLinesEditor
      defaultVatRate={type?.default_vat_rate ?? 22}
      toyNames={toyNames}
      findings={findings}
      proposedHint={hint}
    />
  );
}

interface QuoteFormProps {
  inspectionId: number;
  /** The stored quote edited (by its inspection), or none for a new one. */
  id?: number;
  /** The inspection and its park, as the form names them. */
  inspectionLabel: string;
  parkId: number;
  types: readonly QuoteType[];
  /** The inspection's findings the quote may cover (none while they load). */
  findings?: readonly FindingOption[];
  emptyValues: QuoteValues;
  hint?: 'quotes.form.proposed' | 'quotes.form.noFindings';
}

function QuoteForm({
  inspectionId,
  id,
  inspectionLabel,
  parkId,
  types,
  findings,
  emptyValues,
  hint,
}: QuoteFormProps) {
  const intl = useIntl();
  const resources = useResources();
  const resource = useInspectionQuote(inspectionId);
  const label = (key: keyof typeof quoteFieldLabels) =>
    intl.formatMessage({ id: quoteFieldLabels[key] });
  return (
    <ResourceFormPage
      resource={resource}
      id={id}
      schema={quoteWrite}
      emptyValues={emptyValues}
      valuesOf={(quote: Quote) => storedQuoteValues(quote, intl)}
      fieldLabels={quoteFieldLabels}
      createTitle="quotes.form.create"
      editTitle={(quote, format) =>
        format.formatMessage({ id: 'quotes.form.edit' }, { number: quote.number })
      }
      backHref={id === undefined ? `/inspections/${inspectionId}` : `/quotes/${inspectionId}`}
      afterSaveHref={() => `/quotes/${inspectionId}`}
    >
      {(_form, quote) => (
        <>
          <FormSection titleId="quotes.form.section.quote">
            <FormGridItem width="lg">
              <TextField
                label={intl.formatMessage({ id: 'quotes.form.inspection' })}
                value={inspectionLabel}
                isReadOnly
              />
            </FormGridItem>
            <QuoteTypeField types={types} current={quote?.quote_type_id} />
            <FormDatePicker name="issue_date" label={label('issue_date')} width="sm" />
            <FormDatePicker name="valid_until" label={label('valid_until')} width="sm" />
            <ReferenceField
              name="installer_id"
              label={label('installer_id')}
              resource={resources.installers}
              labelOf={(installer) => installer.company_name}
              query={{ is_active: 'true' }}
              width="md"
            />
          </FormSection>
          <Lines types={types} parkId={parkId} findings={findings} hint={hint} />
          <FormSection titleId="quotes.section.notes">
            <FormTextArea name="notes" label={label('notes')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** A new quote for an inspection that has none: the lines proposed from its open findings. */
function NewQuote({
  inspection,
  types,
}: {
  inspection: InspectionDetail;
  types: readonly QuoteType[];
}) {
  const intl = useIntl();
  // Decided when the form opens: once it is saved, the inspection has its quote and the form goes.
  const [hadQuote] = useState(inspection.quote_status !== null);
  if (hadQuote)
    return (
      <FormNotice
        title={intl.formatMessage({ id: 'quotes.form.create' })}
        backHref={`/inspections/${inspection.id}`}
      >
        <Alert tone="info">{intl.formatMessage({ id: 'quotes.form.exists' })}</Alert>
        <Link href={`/quotes/${inspection.id}`} variant="standalone">
          {intl.formatMessage({ id: 'quotes.form.openQuote' })}
        </Link>
      </FormNotice>
    );
  const findings = findingOptions(inspection, intl);
  const firstActive = types.find((type) => type.is_active);
  return (
    <QuoteForm
      inspectionId={inspection.id}
      inspectionLabel={`${inspection.number} · ${inspection.park_name}`}
      parkId={inspection.park_id}
      types={types}
      findings={findings}
      emptyValues={newQuoteValues(firstActive, todayInItaly(), findings, intl)}
      hint={findings.length > 0 ? 'quotes.form.proposed' : 'quotes.form.noFindings'}
    />
  );
}

/** A 404 page for what the API says does not exist (or is another customer's). */
function throwIfNotFound(error: unknown) {
  if (error && errorKeyOf(error) === 'not_found') throw data(null, { status: 404 });
}

function CreateQuote({ inspectionId }: { inspectionId: number }) {
  const intl = useIntl();
  const resources = useResources();
  const inspection = useQuery(resourceQueries(resources.inspections).detail(inspectionId));
  const types = useQuoteTypes();
  throwIfNotFound(inspection.error);
  if (!inspection.data || !types.data)
    return (
      <Pending
        title={intl.formatMessage({ id: 'quotes.form.create' })}
        backHref={`/inspections/${inspectionId}`}
        error={inspection.error ?? types.error}
      />
    );
  return <NewQuote inspection={inspection.data} types={types.data.results} />;
}

/** Why a quote that is no longer a draft cannot be edited, and the way to its page. */
function NotEditable({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const status = intl.formatMessage({ id: `status.quote.${quote.status satisfies QuoteStatus}` });
  return (
    <FormNotice
      title={intl.formatMessage({ id: 'quotes.form.edit' }, { number: quote.number })}
      backHref={`/quotes/${quote.inspection_id}`}
    >
      <Alert tone="warning" title={intl.formatMessage({ id: 'quotes.form.notEditable.title' })}>
        {intl.formatMessage({ id: 'quotes.form.notEditable.body' }, { status })}
      </Alert>
      <Link href={`/quotes/${quote.inspection_id}`} variant="standalone">
        {intl.formatMessage({ id: 'quotes.form.openQuote' })}
      </Link>
    </FormNotice>
  );
}

function EditQuote({ inspectionId }: { inspectionId: number }) {
  const intl = useIntl();
  const resources = useResources();
  const resource = useInspectionQuote(inspectionId);
  const stored = useQuery(resourceQueries(resource).detail(inspectionId));
  const types = useQuoteTypes();
  // The findings' boxes come when the inspection does; the lines are edited without them meanwhile.
  const inspection = useQuery(resourceQueries(resources.inspections).detail(inspectionId));
  throwIfNotFound(stored.error);
  const quote = stored.data;
  if (!quote || !types.data)
    return (
      <Pending
        title={intl.formatMessage({ id: 'quotes.list.title' })}
        backHref={`/quotes/${inspectionId}`}
        error={stored.error ?? types.error}
      />
    );
  if (quote.status !== 'draft') return <NotEditable quote={quote} />;
  return (
    <QuoteForm
      inspectionId={inspectionId}
      id={inspectionId}
      inspectionLabel={`${quote.inspection_number} · ${quote.park_name}`}
      parkId={quote.park_id}
      types={types.data.results}
      findings={
        inspection.data &&
        findingOptions(
          inspection.data,
          intl,
          new Set(quote.lines.flatMap((line) => line.finding_id ?? [])),
        )
      }
      emptyValues={storedQuoteValues(quote, intl)}
    />
  );
}

/**
 * `/quotes/create/{inspectionId}` and `/quotes/edit/{inspectionId}` (administrators): the quote of
 * an inspection, full page. A new one proposes a line for each open finding; only a draft is edited.
 */
export function Component() {
  const inspectionId = useIdParam('inspectionId');
  const editing = useLocation().pathname.startsWith('/quotes/edit/');
  // Both screens name their quote by its inspection, never by an `id` of their own.
  return (
    <FormRoute catalog={quotesCatalog}>
      {() =>
        editing ? (
          <EditQuote key={inspectionId} inspectionId={inspectionId} />
        ) : (
          <CreateQuote key={inspectionId} inspectionId={inspectionId} />
        )
      }
    </FormRoute>
  );
}
