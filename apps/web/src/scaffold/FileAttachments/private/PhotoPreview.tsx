import { fileContentQuery } from '@altalena/api-client';
import type { FileItem, PhotoVariant } from '@altalena/contracts';
import { Alert, Dialog, Icon, Skeleton } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../../app/ServicesContext';
import * as styles from './PhotoPreview.css';

/**
 * An object URL of a photo's size, fetched with the session's token (an `<img src>` cannot send one);
 * revoked when the component lets go of it. A file's bytes never change, so the blob is never stale.
 */
function usePhotoUrl(fileId: number, variant: PhotoVariant, enabled = true) {
  const { client } = useServices();
  const query = useQuery({ ...fileContentQuery(client, fileId, variant), enabled, retry: 1 });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url: query.data ? url : undefined, isError: query.isError };
}

/** Props of {@link PhotoPreview}. */
export interface PhotoPreviewProps {
  file: FileItem;
}

/** A photo's thumbnail (≤ 320 px, loaded with the list) that opens the display size in a dialog. */
export function PhotoPreview({ file }: PhotoPreviewProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const thumb = usePhotoUrl(file.id, 'thumb');
  const display = usePhotoUrl(file.id, 'display', open);
  return (
    <Dialog
      title={file.filename}
      size="lg"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={styles.thumbnail}
          aria-label={intl.formatMessage({ id: 'web.files.open' }, { name: file.filename })}
        >
          {thumb.url ? (
            <img src={thumb.url} alt="" className={styles.thumbnailImage} />
          ) : (
            <Icon name={thumb.isError ? 'alert' : 'document'} size="sm" />
          )}
        </button>
      }
    >
      {display.isError ? (
        <Alert tone="danger">{intl.formatMessage({ id: 'web.files.photoUnavailable' })}</Alert>
      ) : display.url ? (
        <img src={display.url} alt={file.filename} className={styles.large} />
      ) : (
        <Skeleton className={styles.placeholder} />
      )}
    </Dialog>
  );
}
