import { fileTypesByKind } from '@altalena/contracts';
import { Button, Icon } from '@altalena/ui';
import { useMemo } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { QueuedPhotos, type QueuedPhoto } from '../../../../offline/QueuedPhotos';

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  /** The photos chosen so far. */
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}

const keyOf = (file: File, index: number) => `${index}-${file.name}-${file.size}`;

/**
 * Photos of a finding chosen before it is saved: several at once, from the camera or the gallery,
 * shown as thumbnails with a way to take one back. Saving queues them (made upright and small).
 */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const intl = useIntl();
  const shown = useMemo(
    () =>
      photos.map((file, index): QueuedPhoto => ({
        id: keyOf(file, index),
        name: file.name,
        blob: file,
      })),
    [photos],
  );
  return (
    <>
      <QueuedPhotos
        photos={shown}
        onRemove={(id) => onChange(photos.filter((file, index) => keyOf(file, index) !== id))}
      />
      <FileTrigger
        acceptedFileTypes={[...fileTypesByKind.photo]}
        allowsMultiple
        onSelect={(selected) => {
          if (selected) onChange([...photos, ...Array.from(selected)]);
        }}
      >
        <Button variant="secondary">
          <Icon name="plus" size="sm" />
          {intl.formatMessage({ id: 'inspections.finding.addPhotos' })}
        </Button>
      </FileTrigger>
    </>
  );
}
