import type { VersionedItem } from '@altalena/api-client';
import { FormGrid } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { Alert, Button, Dialog } from '@altalena/ui';
import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { DeleteAction, type ArchiveOption } from '../DeleteAction';
import { errorMessage } from '../errorMessage';
import { ConflictDialog, useResourceForm, type ResourceFormOptions } from '../ResourceFormPage';

/** Props of {@link ResourceDialogForm}. */
export interface ResourceDialogFormProps<
  T extends VersionedItem,
  V extends FieldValues,
> extends Omit<ResourceFormOptions<T, V>, 'onSaved'> {
  /** Closes the dialog (after a save too, unless `onSaved` is given). */
  onClose: () => void;
  /** Called with the stored record after a save instead of closing (e.g. to go on with a new one). */
  onSaved?: (item: T) => void;
  /** Heading of the create dialog, and of the edit dialog from the record. */
  createTitle: AnyMessageId;
  editTitle: (item: T, intl: IntlShape) => string;
  /** Actions of a stored record beside save (deactivate, new password…). */
  actions?: (item: T) => ReactNode;
  /** Offer a delete of a stored record (closing the dialog after it), or its archive when refused. */
  remove?: { nameOf: (item: T) => string; archive?: ArchiveOption<T> };
  /** The fields, on the form grid. */
  children: (form: UseFormReturn<V>, item: T | undefined) => ReactNode;
}

/**
 * Create and edit in a dialog, for the registries without pages of their own (docs/web.md#forms): the same
 * save cycle as the full-page forms (contract validation, If-Match, the 412 dialog, field errors).
 * Mount it while open, with `key` set to the record, so that each opening starts afresh.
 */
export function ResourceDialogForm<T extends VersionedItem, V extends FieldValues>({
  onClose,
  onSaved,
  createTitle,
  editTitle,
  actions,
  remove,
  children,
  ...options
}: ResourceDialogFormProps<T, V>) {
  const intl = useIntl();
  const formId = useId();
  const { form, onSubmit, failure, dismissFailure, conflictDialog } = useResourceForm({
    ...options,
    onSaved: onSaved ?? onClose,
  });
  const { item } = options;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={item ? editTitle(item, intl) : intl.formatMessage({ id: createTitle })}
      footer={
        <>
          {item && actions?.(item)}
          {item && remove && (
            <DeleteAction
              resource={options.resource}
              item={item}
              name={remove.nameOf(item)}
              onDeleted={onClose}
              archive={remove.archive}
              onArchived={onClose}
            />
          )}
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: 'web.form.cancel' })}
          </Button>
          <Button type="submit" form={formId} isPending={form.formState.isSubmitting}>
            {intl.formatMessage({ id: item ? 'web.form.save' : 'web.form.create' })}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={onSubmit}>
          {failure && (
            <Alert tone="danger" onDismiss={dismissFailure}>
              {errorMessage(intl, failure)}
            </Alert>
          )}
          <FormGrid>{children(form, item)}</FormGrid>
        </form>
      </FormProvider>
      <ConflictDialog {...conflictDialog} />
    </Dialog>
  );
}
