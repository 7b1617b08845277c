import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyQueryClient } from '../lazyQueryClient';
import { ServicesProvider } from '../ServicesContext';
import type { AppServices } from '../services';
import { useOfflineCache } from './useOfflineCache';

function Shell() {
  useOfflineCache(1);
  return null;
}

test('a load that fails while offline is tried again once the browser is back online, with no page error', async () => {
  const queries = lazyQueryClient();
  const realLoad = queries.load.bind(queries);
  const load = vi
    .fn<typeof queries.load>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockImplementation(realLoad);
  const services = { queries: { ...queries, load } } as unknown as AppServices;
  const unhandled = vi.fn();
  window.addEventListener('unhandledrejection', unhandled);
  try {
    const screen = await render(
      <ServicesProvider services={services}>
        <Shell />
      </ServicesProvider>,
    );
    await expect.poll(() => load.mock.calls.length).toBe(1);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => load.mock.calls.length).toBe(2);
    await screen.unmount();
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    window.removeEventListener('unhandledrejection', unhandled);
  }
});
