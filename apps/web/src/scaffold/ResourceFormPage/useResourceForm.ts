import {
  invalidateAfterWrite,
  resourceQueries,
  type ApiFailure,
  type VersionedItem,
} from '@altalena/api-client';
import { applyServerErrors, useZodForm, type FormSchema } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import type { AnyResource } from '../types';
import type { ConflictDialogProps, ConflictField } from './ConflictDialog';

/** What a create-and-edit form of a record needs. */
export interface ResourceFormOptions<T extends VersionedItem, V extends FieldValues> {
  resource: AnyResource<T>;
  /** The stored record edited; a new one is created without it. */
  item?: T;
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
  /** Called with the stored record after a successful save (after the toast). */
  onSaved: (item: T) => void;
}

const display = (intl: IntlShape, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean')
    return intl.formatMessage({ id: value ? 'web.list.filter.yes' : 'web.list.filter.no' });
  if (Array.isArray(value)) return value.map((entry) => display(intl, entry)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The save cycle of a record's form (docs/web.md#forms), for full pages and dialogs alike: validation by the
 * contract schema; a new record is created, a stored one gets only its changed fields with `If-Match`;
 * a stale save (412) overwrites nothing and yields the conflict to show; server field errors land on
 * their fields, other failures in `failure`; a save refreshes what shows the resource and toasts.
 */
export function useResourceForm<T extends VersionedItem, V extends FieldValues>({
  resource,
  item,
  schema,
  emptyValues,
  valuesOf,
  bodyOf = (values) => values,
  fieldLabels,
  onSaved,
}: ResourceFormOptions<T, V>) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useZodForm(schema, {
    defaultValues: (item ? valuesOf(item) : emptyValues) as never,
  }) as unknown as UseFormReturn<V>;
  // The version the edits apply to, and the values it held (to show what the other person changed).
  const [base, setBase] = useState(() => ({ version: item?.version, values: form.getValues() }));
  const [conflict, setConflict] = useState<{ latest: T; fields: ConflictField[] } | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // Read at the moment of leaving, right after a save: a ref, not state that a render would update.
  const saved = useRef(false);
  const dirtyKeys = () => Object.keys(form.formState.dirtyFields);

  const onConflict = async (id: number) => {
    const latest = await resource.get(id);
    if (latest.error) {
      setFailure(latest);
      return;
    }
    const theirs = valuesOf(latest.data) as Record<string, unknown>;
    const mine = form.getValues() as Record<string, unknown>;
    const fields = Object.entries(fieldLabels)
      .filter(([key]) => !same(theirs[key], (base.values as Record<string, unknown>)[key]))
      .map(([key, label]) => ({
        label,
        mine: display(intl, mine[key]),
        theirs: display(intl, theirs[key]),
      }));
    setConflict({ latest: latest.data, fields });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = bodyOf(values);
    const answer =
      item === undefined
        ? await resource.create(body)
        : await resource.update(
            item.id,
            Object.fromEntries(dirtyKeys().map((key) => [key, body[key]])),
            base.version as number,
          );
    if (answer.error) {
      if (answer.status === 412 && item !== undefined) return onConflict(item.id);
      const unmatched = applyServerErrors(form, answer.data.errors);
      if (answer.data.errors.length === 0 || unmatched.length > 0) setFailure(answer);
      return;
    }
    saved.current = true;
    queryClient.setQueryData(resourceQueries(resource).detailKey(answer.data.id), answer.data);
    await invalidateAfterWrite(queryClient, resource);
    toast.show({ tone: 'success', message: intl.formatMessage({ id: 'web.form.saved' }) });
    onSaved(answer.data);
  });

  /** Shows the stored record as it is now, dropping the user's edits. */
  const reload = (latest: T) => {
    const values = valuesOf(latest);
    form.reset(values);
    setBase({ version: latest.version, values });
    setConflict(null);
  };

  /** Takes the stored record as it is now and puts the user's edits back on top of it. */
  const reapply = (latest: T) => {
    const mine = form.getValues() as Record<string, unknown>;
    const keys = dirtyKeys();
    const values = valuesOf(latest);
    form.reset(values);
    for (const key of keys) form.setValue(key as never, mine[key] as never, { shouldDirty: true });
    setBase({ version: latest.version, values });
    setConflict(null);
  };

  const conflictDialog: ConflictDialogProps = {
    open: conflict !== null,
    fields: conflict?.fields ?? [],
    onReload: () => conflict && reload(conflict.latest),
    onReapply: () => conflict && reapply(conflict.latest),
  };

  return {
    form,
    /** The form's submit handler. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** A failure that belongs to no field (shown above the fields). */
    failure,
    dismissFailure: () => setFailure(null),
    /** Props of the 412 dialog. */
    conflictDialog,
    /** Whether a submit saved (the unsaved-changes guard then lets the user go). */
    isSaved: () => saved.current,
    reload,
  };
}
