import { FormGridItem } from '@altalena/forms';
import { Button, Icon } from '@altalena/ui';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';

/** How long the device may take to find its position, in milliseconds. */
const LOCATE_TIMEOUT_MS = 20_000;

type Lookup =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; meters: number }
  | { state: 'denied' | 'unavailable' };

/**
 * "Use my position": fills `latitude` and `longitude` from the device (an inspector standing in the
 * park), and says how precise the reading is, or why there is none.
 */
export function PositionFromDevice() {
  const intl = useIntl();
  const form = useFormContext<{ latitude: number | null; longitude: number | null }>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;

  const locate = () => {
    setLookup({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
        const options = { shouldDirty: true, shouldValidate: true };
        form.setValue('latitude', round(coords.latitude), options);
        form.setValue('longitude', round(coords.longitude), options);
        setLookup({ state: 'found', meters: Math.round(coords.accuracy) });
      },
      (error) =>
        setLookup({
          state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return (
    <FormGridItem width="full">
      <Button variant="secondary" isPending={lookup.state === 'locating'} onPress={locate}>
        <Icon name="mapPin" size="sm" />
        {intl.formatMessage({ id: 'parks.form.position.useMine' })}
      </Button>
      <p role="status">
        {lookup.state === 'locating' && intl.formatMessage({ id: 'parks.form.position.locating' })}
        {lookup.state === 'found' &&
          intl.formatMessage({ id: 'parks.form.position.found' }, { meters: lookup.meters })}
        {lookup.state === 'denied' && intl.formatMessage({ id: 'parks.form.position.denied' })}
        {lookup.state === 'unavailable' &&
          intl.formatMessage({ id: 'parks.form.position.unavailable' })}
      </p>
    </FormGridItem>
  );
}
