import {
  invalidateAfterWrite,
  resourceQueries,
  type ApiFailure,
  type VersionedItem,
} from '@altalena/api-client';
import { Button, ConfirmDialog, Dialog, Icon, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorKeyOf, errorMessage } from '../errorMessage';
import type { AnyResource } from '../types';

/** Archiving instead of deleting, offered when the server refuses a delete because others depend on it. */
export interface ArchiveOption<T> {
  /** The change that archives the record (`{ is_active: false }`, `{ status: 'terminated' }`…). */
  patch: Record<string, unknown>;
  /** Whether the record is archived already (then the option is not offered). */
  isArchived: (item: T) => boolean;
}

/** Props of {@link DeleteAction}. */
export interface DeleteActionProps<T extends VersionedItem> {
  resource: AnyResource<T>;
  item: T;
  /** The record's name, in the confirmation. */
  name: string;
  /** Where to go once it is deleted, or what to do instead (close a dialog). */
  afterDeleteHref?: string;
  onDeleted?: () => void;
  archive?: ArchiveOption<T>;
  /** Called when it has been archived instead (the screen shows the new state). */
  onArchived?: (item: T) => void;
}

/**
 * Delete behind a confirmation (docs/web.md#forms). When the server refuses (409: others depend on the
 * record) a dialog says why and offers to archive it instead.
 */
export function DeleteAction<T extends VersionedItem>({
  resource,
  item,
  name,
  afterDeleteHref,
  archive,
  onArchived,
  onDeleted,
}: DeleteActionProps<T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ApiFailure | null>(null);
  const [archiving, setArchiving] = useState(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current)
        queryClient.removeQueries({ queryKey: resourceQueries(resource).detailKey(item.id) });
    },
    [queryClient, resource, item.id],
  );

  const remove = async () => {
    const answer = await resource.remove(item.id, item.version);
    if (answer.error) {
      setRefusal(answer);
      return;
    }
    toast.show({ tone: 'success', message: intl.formatMessage({ id: 'web.detail.deleted' }) });
    if (afterDeleteHref) {
      // The deleted record's own screen stays on show while the next one loads: nothing is fetched
      // again meanwhile (the record would answer 404 and throw into the render); the next screen
      // reads what it shows, and the record's cached copy goes with its screen (the effect above).
      deleted.current = true;
      await invalidateAfterWrite(queryClient, resource, { refetch: false });
      onDeleted?.();
      void navigate(afterDeleteHref, { replace: true });
      return;
    }
    queryClient.removeQueries({ queryKey: resourceQueries(resource).detailKey(item.id) });
    await invalidateAfterWrite(queryClient, resource);
    onDeleted?.();
  };

  const archiveInstead = async () => {
    if (!archive) return;
    setArchiving(true);
    const answer = await resource.update(item.id, archive.patch, item.version);
    setArchiving(false);
    if (answer.error) {
      setRefusal(answer);
      return;
    }
    setRefusal(null);
    queryClient.setQueryData(resourceQueries(resource).detailKey(item.id), answer.data);
    await invalidateAfterWrite(queryClient, resource);
    toast.show({ tone: 'success', message: intl.formatMessage({ id: 'web.detail.archived' }) });
    onArchived?.(answer.data);
  };

  const canArchive =
    archive !== undefined &&
    !archive.isArchived(item) &&
    refusal !== null &&
    refusal.status === 409 &&
    errorKeyOf(refusal) !== 'precondition_failed';

  return (
    <>
      <ConfirmDialog
        tone="danger"
        title={intl.formatMessage({ id: 'web.detail.deleteTitle' }, { name })}
        message={intl.formatMessage({ id: 'web.detail.deleteMessage' })}
        confirmLabel={intl.formatMessage({ id: 'web.detail.delete' })}
        onConfirm={remove}
        trigger={
          <Button variant="danger">
            <Icon name="trash" size="sm" />
            {intl.formatMessage({ id: 'web.detail.delete' })}
          </Button>
        }
      />
      <Dialog
        open={refusal !== null}
        onOpenChange={(open) => {
          if (!open) setRefusal(null);
        }}
        role="alertdialog"
        title={intl.formatMessage({ id: 'web.detail.deleteRefused' })}
        description={refusal ? errorMessage(intl, refusal) : undefined}
        footer={
          <>
            <Button variant="secondary" onPress={() => setRefusal(null)}>
              {intl.formatMessage({ id: 'web.detail.close' })}
            </Button>
            {canArchive && (
              <Button isPending={archiving} onPress={() => void archiveInstead()}>
                <Icon name="archive" size="sm" />
                {intl.formatMessage({ id: 'web.detail.archiveInstead' })}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}
