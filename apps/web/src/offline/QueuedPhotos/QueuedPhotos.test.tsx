import { FeatureMessages } from '@altalena/i18n';
import { AltalenaProvider } from '@altalena/ui';
import { render } from 'vitest-browser-react';
import { syncCatalog } from '../syncCatalog';
import { QueuedPhotos } from './QueuedPhotos';

it('keeps the placeholder of a photo whose bytes can no longer be read (offline data removed)', async () => {
  let read = false;
  const screen = await render(
    <AltalenaProvider locale="en">
      <FeatureMessages catalog={syncCatalog}>
        <QueuedPhotos
          photos={[
            {
              id: 'p1',
              name: 'swing.jpg',
              blob: () => {
                read = true;
                return Promise.reject(new DOMException('The database connection is closing.'));
              },
            },
          ]}
        />
      </FeatureMessages>
    </AltalenaProvider>,
  );
  await expect.poll(() => read).toBe(true);
  await expect.element(screen.getByRole('img', { name: /swing\.jpg/ })).toBeVisible();
  expect(screen.container.querySelector('img')).toBeNull();
});
