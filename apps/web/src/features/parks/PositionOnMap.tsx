import { FormGridItem } from '@altalena/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { MapView } from '../../scaffold';

type Position = { latitude: number | null; longitude: number | null };

/** The park form's map: shows the position typed so far, and a click sets `latitude` and `longitude`. */
export function PositionOnMap({ label }: { label: string }) {
  const form = useFormContext<Position>();
  const [latitude, longitude] = useWatch<Position, ['latitude', 'longitude']>({
    name: ['latitude', 'longitude'],
  });
  const valid =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return (
    <FormGridItem width="full">
      <MapView
        label={label}
        markers={valid ? [{ id: 0, latitude, longitude, label }] : []}
        onPick={(position) => {
          const options = { shouldDirty: true, shouldValidate: true };
          form.setValue('latitude', position.latitude, options);
          form.setValue('longitude', position.longitude, options);
        }}
      />
    </FormGridItem>
  );
}
