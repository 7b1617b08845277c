import { invalidateAfterWrite, resourceQueries } from '@altalena/api-client';
import {
  fileMaxBytes,
  fileTypesByKind,
  type FileItem,
  type FileKind,
  type FileOwnerType,
} from '@altalena/contracts';
import { Alert, Button, ConfirmDialog, Icon, ProgressBar, Stack, useToast } from '@altalena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext';
import { errorMessage } from '../errorMessage';
import { useResources } from '../useResources';
import { downloadFile } from '../private/downloadFile';
import * as styles from './FileAttachments.css';
import { sendUpload } from './private/sendUpload';

// Loaded by the first list that has a photo: contracts and certificates never need it.
const PhotoPreview = lazy(() =>
  import('./private/PhotoPreview').then((module) => ({ default: module.PhotoPreview })),
);

/** Props of {@link FileAttachments}. */
export interface FileAttachmentsProps {
  ownerType: FileOwnerType;
  ownerId: number;
  kind: FileKind;
  /** Whether the user may add and remove files (else only download). */
  canEdit?: boolean;
}

/**
 * The files of one owner and kind (a contract's PDF, a toy's certificate, a park's photos, each shown by
 * its thumbnail and opened large in a dialog): download each, upload with
 * a progress bar (sent again while the server answers it is busy), remove behind a confirmation. Type and size are checked before sending; the server
 * checks them again from the bytes.
 */
export function FileAttachments({
  ownerType,
  ownerId,
  kind,
  canEdit = true,
}: FileAttachmentsProps) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { client } = useServices();
  const resources = useResources();
  const list = useQuery(
    resourceQueries(resources.files).list({ owner_type: ownerType, owner_id: ownerId, kind }),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accepted = fileTypesByKind[kind];

  const upload = async (file: File) => {
    setProblem(null);
    if (!(accepted as readonly string[]).includes(file.type)) {
      setProblem(intl.formatMessage({ id: 'error.unsupported_media_type' }));
      return;
    }
    if (file.size > fileMaxBytes[kind]) {
      setProblem(intl.formatMessage({ id: 'error.payload_too_large' }));
      return;
    }
    const form = new FormData();
    form.append('owner_type', ownerType);
    form.append('owner_id', String(ownerId));
    form.append('kind', kind);
    form.append('file', file, file.name);
    // A server busy with other photos answers "later": the photo is sent again after its Retry-After.
    const answer = await sendUpload(() => {
      setProgress(0);
      return client.upload('/files/', form, { onProgress: setProgress });
    });
    setProgress(null);
    if (answer.error) {
      setProblem(errorMessage(intl, answer));
      return;
    }
    await invalidateAfterWrite(queryClient, resources.files);
    toast.show({ tone: 'success', message: intl.formatMessage({ id: 'web.files.uploaded' }) });
  };

  const download = async (file: FileItem) => {
    const answer = await client.download(`/files/${file.id}/content/`);
    if (answer.error) setProblem(errorMessage(intl, answer));
    else downloadFile(answer.data.blob, answer.data.filename ?? file.filename);
  };

  const remove = async (file: FileItem) => {
    const answer = await resources.files.remove(file.id, file.version);
    if (answer.error) setProblem(errorMessage(intl, answer));
    await invalidateAfterWrite(queryClient, resources.files);
  };

  return (
    <Stack space="sm">
      {list.isError && <Alert tone="danger">{errorMessage(intl, list.error)}</Alert>}
      {problem && (
        <Alert tone="danger" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {list.data && list.data.results.length === 0 && (
        <p className={styles.none}>{intl.formatMessage({ id: 'web.files.none' })}</p>
      )}
      {list.data && list.data.results.length > 0 && (
        <Stack as="ul" space="xs">
          {list.data.results.map((file) => (
            <li key={file.id} className={styles.item}>
              {kind === 'photo' ? (
                <Suspense fallback={<Icon name="document" size="sm" />}>
                  <PhotoPreview file={file} />
                </Suspense>
              ) : (
                <Icon name="document" size="sm" />
              )}
              <span className={styles.name}>{file.filename}</span>
              <span className={styles.size}>
                {intl.formatNumber(file.size / 1000, {
                  style: 'unit',
                  unit: 'kilobyte',
                  maximumFractionDigits: 0,
                })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'web.files.download' },
                  { name: file.filename },
                )}
                onPress={() => void download(file)}
              >
                <Icon name="download" size="sm" />
              </Button>
              {canEdit && (
                <ConfirmDialog
                  tone="danger"
                  title={intl.formatMessage(
                    { id: 'web.files.removeTitle' },
                    { name: file.filename },
                  )}
                  message={intl.formatMessage({ id: 'web.detail.deleteMessage' })}
                  confirmLabel={intl.formatMessage({ id: 'web.detail.delete' })}
                  onConfirm={() => remove(file)}
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={intl.formatMessage(
                        { id: 'web.files.remove' },
                        { name: file.filename },
                      )}
                    >
                      <Icon name="trash" size="sm" />
                    </Button>
                  }
                />
              )}
            </li>
          ))}
        </Stack>
      )}
      {progress !== null && (
        <ProgressBar
          label={intl.formatMessage({ id: 'web.files.uploading' })}
          value={Math.round(progress * 100)}
        />
      )}
      {canEdit && (
        <FileTrigger
          acceptedFileTypes={[...accepted]}
          {...(kind === 'photo' ? { defaultCamera: 'environment' as const } : {})}
          onSelect={(selected) => {
            const file = selected?.[0];
            if (file) void upload(file);
          }}
        >
          <Button variant="secondary" isDisabled={progress !== null}>
            <Icon name="plus" size="sm" />
            {intl.formatMessage({ id: kind === 'photo' ? 'web.files.addPhoto' : 'web.files.add' })}
          </Button>
        </FileTrigger>
      )}
    </Stack>
  );
}
