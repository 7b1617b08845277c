import { resourceQueries, type VersionedItem } from '@altalena/api-client';
import type { FormSchema } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { Alert, Button, ConfirmDialog, FullPageForm, Skeleton } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { data, useNavigate } from 'react-router-dom';
import { DeleteAction, type ArchiveOption } from '../DeleteAction';
import { errorKeyOf, errorMessage } from '../errorMessage';
import type { AnyResource } from '../types';
import { useDocumentTitle } from '../useDocumentTitle';
import { ConflictDialog } from './ConflictDialog';
import * as styles from './ResourceFormPage.css';
import { useResourceForm } from './useResourceForm';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Props of {@link ResourceFormPage}. */
export interface ResourceFormPageProps<T extends VersionedItem, V extends FieldValues> {
  resource: AnyResource<T>;
  /** The record edited; a new one is created without it. */
  id?: number;
  /** The contract schema of the body (it validates the form). */
  schema: FormSchema;
  /** The form's values for a new record. */
  emptyValues: V;
  /** The form's values of a stored record. */
  valuesOf: (item: T) => V;
  /** The body sent from the validated values; the values themselves by default. */
  bodyOf?: (values: FieldValues) => Record<string, unknown>;
  /** Labels of the fields, for the conflict dialog. */
  fieldLabels: Readonly<Record<string, AnyMessageId>>;
  /** Heading of the create screen, and of the edit screen from the record. */
  createTitle: AnyMessageId;
  editTitle: (item: T, intl: IntlShape) => string;
  /** Where back and cancel lead: the list for a new record, its detail for a stored one. */
  backHref: string;
  /** Where a successful save leads. */
  afterSaveHref: (item: T) => string;
  /** Offer a delete of a stored record here (for records without a detail screen). */
  remove?: { nameOf: (item: T) => string; afterDeleteHref: string; archive?: ArchiveOption<T> };
  /**
   * Whether a stored record can no longer be edited: what to show instead of the form (why, and what
   * to do instead), or nothing when it can be edited.
   */
  locked?: (item: T) => ReactNode;
  /** The fields, laid out on the form grid. */
  children: (form: UseFormReturn<V>, item: T | undefined) => ReactNode;
}

/**
 * The create and edit screen of a record (docs/web.md#forms): a full-page form validated by the contract
 * schema; only the changed fields are sent, with `If-Match`; a stale save (412) overwrites nothing and
 * opens the conflict dialog; server field errors land on their fields; leaving with unsaved changes
 * asks first; a save shows a toast and goes on.
 */
export function ResourceFormPage<T extends VersionedItem, V extends FieldValues>(
  props: ResourceFormPageProps<T, V>,
) {
  const { resource, id } = props;
  const stored = useQuery({
    ...resourceQueries(resource).detail(id ?? 0),
    enabled: id !== undefined,
    // The form edits what the server holds now, never a cached copy.
    staleTime: 0,
  });
  if (id !== undefined && stored.isError && errorKeyOf(stored.error) === 'not_found')
    throw data(null, { status: 404 });
  if (id !== undefined && !stored.data) return <FormLoading {...props} error={stored.error} />;
  const locked = stored.data && props.locked?.(stored.data);
  if (stored.data && locked) return <LockedRecord {...props} item={stored.data} reason={locked} />;
  return <LoadedForm {...props} item={stored.data} />;
}

function FormLoading<T extends VersionedItem, V extends FieldValues>({
  createTitle,
  error,
  backHref,
}: ResourceFormPageProps<T, V> & { error: unknown }) {
  const intl = useIntl();
  return (
    <FullPageForm title={intl.formatMessage({ id: createTitle })} backHref={backHref}>
      <div className={styles.loading}>
        {error ? <Alert tone="danger">{errorMessage(intl, error)}</Alert> : <Skeleton lines={6} />}
      </div>
    </FullPageForm>
  );
}

/** A record that cannot be edited: the edit screen's frame with the reason, and no fields. */
function LockedRecord<T extends VersionedItem, V extends FieldValues>({
  editTitle,
  backHref,
  item,
  reason,
}: ResourceFormPageProps<T, V> & { item: T; reason: ReactNode }) {
  const intl = useIntl();
  const title = editTitle(item, intl);
  useDocumentTitle(title);
  return (
    <FullPageForm title={title} backHref={backHref} onSubmit={(event) => event.preventDefault()}>
      {reason}
    </FullPageForm>
  );
}

function LoadedForm<T extends VersionedItem, V extends FieldValues>({
  resource,
  schema,
  emptyValues,
  valuesOf,
  bodyOf,
  fieldLabels,
  createTitle,
  editTitle,
  backHref,
  afterSaveHref,
  remove,
  children,
  item,
}: ResourceFormPageProps<T, V> & { item: T | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { form, onSubmit, failure, dismissFailure, conflictDialog, isSaved, reload } =
    useResourceForm({
      resource,
      item,
      schema,
      emptyValues,
      valuesOf,
      bodyOf,
      fieldLabels,
      onSaved: (stored) => void navigate(afterSaveHref(stored), { replace: true }),
    });
  const title = item ? editTitle(item, intl) : intl.formatMessage({ id: createTitle });
  useDocumentTitle(title);
  // Asked at the moment of leaving: right after a save, the navigation to the saved record goes.
  const blocker = useUnsavedChangesGuard(() => form.formState.isDirty && !isSaved());

  useEffect(() => {
    if (failure) document.getElementById('form-failure')?.focus();
  }, [failure]);

  return (
    <FormProvider {...form}>
      <FullPageForm
        title={title}
        backHref={backHref}
        noValidate
        onSubmit={onSubmit}
        extraActions={
          item &&
          remove && (
            <DeleteAction
              resource={resource}
              item={item}
              name={remove.nameOf(item)}
              afterDeleteHref={remove.afterDeleteHref}
              archive={remove.archive}
              onArchived={(archived) => reload(archived)}
            />
          )
        }
        cancelAction={
          <Button variant="secondary" onPress={() => void navigate(backHref)}>
            {intl.formatMessage({ id: 'web.form.cancel' })}
          </Button>
        }
        submitAction={
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {intl.formatMessage({ id: item === undefined ? 'web.form.create' : 'web.form.save' })}
          </Button>
        }
      >
        {failure && (
          <Alert id="form-failure" tabIndex={-1} tone="danger" onDismiss={dismissFailure}>
            {errorMessage(intl, failure)}
          </Alert>
        )}
        {children(form, item)}
      </FullPageForm>
      <ConflictDialog {...conflictDialog} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={intl.formatMessage({ id: 'web.form.leave.title' })}
        message={intl.formatMessage({ id: 'web.form.leave.message' })}
        confirmLabel={intl.formatMessage({ id: 'web.form.leave.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'web.form.leave.stay' })}
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </FormProvider>
  );
}
