import { Icon, IconButton } from '@altalena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './QueuedPhotos.css';

/** A photo not on the server yet: its bytes, or where to read them (the outbox's blobs). */
export interface QueuedPhoto {
  id: string;
  name: string;
  blob: Blob | (() => Promise<Blob | undefined>);
}

function Thumbnail({ photo }: { photo: QueuedPhoto }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    void (async () => {
      // Unreadable (the offline data removed at sign-out meanwhile): the placeholder stays.
      const blob =
        typeof photo.blob === 'function' ? await photo.blob().catch(() => undefined) : photo.blob;
      if (!blob || !live) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // A photo's bytes never change: read once per photo, not once per list update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo.id]);
  const label = intl.formatMessage({ id: 'sync.photo.queued' }, { name: photo.name });
  return url ? (
    <img src={url} alt={label} className={styles.image} />
  ) : (
    <Icon name="document" size="sm" label={label} />
  );
}

/** Props of {@link QueuedPhotos}. */
export interface QueuedPhotosProps {
  photos: readonly QueuedPhoto[];
  /** Removes a photo (before the finding is saved, or from the outbox before it is sent). */
  onRemove?: (id: string) => void;
  /** Whether a photo can be removed now (the one being sent cannot); all of them when not given. */
  canRemove?: (id: string) => boolean;
}

/** Thumbnails of photos kept on this device until they are sent, drawn from their own bytes. */
export function QueuedPhotos({ photos, onRemove, canRemove }: QueuedPhotosProps) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'sync.photo.list' })}>
      {photos.map((photo) => (
        <li key={photo.id} className={styles.photo}>
          <Thumbnail photo={photo} />
          {onRemove && (canRemove?.(photo.id) ?? true) && (
            <IconButton
              className={styles.remove}
              icon="close"
              size="sm"
              variant="outline"
              aria-label={intl.formatMessage({ id: 'sync.photo.remove' }, { name: photo.name })}
              onPress={() => onRemove(photo.id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
