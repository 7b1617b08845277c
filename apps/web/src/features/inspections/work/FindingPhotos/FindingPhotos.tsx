import type { Finding } from '@altalena/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useOutbox, useOutboxEntries } from '../../../../offline/OutboxProvider';
import { QueuedPhotos, type QueuedPhoto } from '../../../../offline/QueuedPhotos';
import { findingRefOf } from '../../../../offline/useInspectionOutbox';

// The server's photo list (with the uploader's code) loads only where a stored finding shows.
const FileAttachments = lazy(() =>
  import('../../../../scaffold/FileAttachments').then((module) => ({
    default: module.FileAttachments,
  })),
);

/** Props of {@link FindingPhotos}. */
export interface FindingPhotosProps {
  finding: Finding;
}

/**
 * A finding's photos on its card: those on the server, then those still on this device (from the
 * outbox's blobs), so a photo shows the moment it is taken, with or without a connection.
 */
export function FindingPhotos({ finding }: FindingPhotosProps) {
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  const ref = findingRefOf(finding, entries);
  const queued = useMemo(
    () =>
      entries.flatMap((entry): QueuedPhoto[] =>
        entry.change.kind === 'photo' && entry.change.findingId === ref
          ? [
              {
                id: entry.change.clientId,
                name: entry.change.filename,
                blob: () => outbox.blobOf((entry.change as { clientId: string }).clientId),
              },
            ]
          : [],
      ),
    [entries, outbox, ref],
  );
  return (
    <>
      {finding.id > 0 && (
        <Suspense fallback={null}>
          <FileAttachments ownerType="finding" ownerId={finding.id} kind="photo" canEdit={false} />
        </Suspense>
      )}
      <QueuedPhotos photos={queued} />
    </>
  );
}
