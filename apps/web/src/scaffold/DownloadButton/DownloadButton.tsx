import type { ApiResponse, Download } from '@altalena/api-client';
import { Button, Icon, useToast } from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../errorMessage';
import { downloadFile } from '../private/downloadFile';

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** The call that answers the file. */
  download: () => Promise<ApiResponse<Download>>;
  /** The file's name when the answer gives none. */
  filename: string;
  /** The button's text. */
  label: string;
}

/**
 * Downloads a document the API renders (a report, a quote): pending while it comes, saved under the
 * name the server gives; a failure is a toast with its reason. Imported by the screens that need it,
 * not part of the shared scaffold bundle.
 */
export function DownloadButton({ download, filename, label }: DownloadButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={busy}
      onPress={async () => {
        setBusy(true);
        const answer = await download();
        setBusy(false);
        if (answer.error) toast.show({ tone: 'error', message: errorMessage(intl, answer) });
        else downloadFile(answer.data.blob, answer.data.filename ?? filename);
      }}
    >
      <Icon name="download" size="sm" />
      {label}
    </Button>
  );
}
