import type { Finding } from '@altalena/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useOutbox, useOutboxEntries } from '../../../../offline/OutboxProvider';
import { QueuedPhotos, type QueuedPhoto } from '../../../../offline/QueuedPhotos';
import type { OutboxChange } from '../../../../offline/outbox';
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
 * outbox's blobs), so a photo shows the moment it is taken, with or without a connection; one not sent
 * yet can be removed (its outbox entry and bytes).
 */
export function FindingPhotos({ finding }: FindingPhotosProps) {
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  const ref = findingRefOf(finding, entries);
  const photoEntries = useMemo(
    () =>
      entries.filter((entry) => entry.change.kind === 'photo' && entry.change.findingId === ref),
    [entries, ref],
  );
  const queued = useMemo(
    () =>
      photoEntries.map((entry): QueuedPhoto => {
        const { clientId, filename } = entry.change as Extract<OutboxChange, { kind: 'photo' }>;
        return { id: clientId, name: filename, blob: () => outbox.blobOf(clientId) };
      }),
    [photoEntries, outbox],
  );
  // The photo on its way cannot be called back: only those still waiting can be removed.
  const removable = (id: string) =>
    photoEntries.find(
      (entry) =>
        (entry.change as { clientId: string }).clientId === id && entry.seq !== outbox.sending,
    );
  return (
    <>
      {finding.id > 0 && (
        <Suspense fallback={null}>
          <FileAttachments ownerType="finding" ownerId={finding.id} kind="photo" canEdit={false} />
        </Suspense>
      )}
      <QueuedPhotos
        photos={queued}
        canRemove={(id) => removable(id) !== undefined}
        onRemove={(id) => {
          const entry = removable(id);
          // The outbox entry and its bytes go together.
          if (entry) void outbox.discard(entry.seq);
        }}
      />
    </>
  );
}
