import { resourceKey } from '@altalena/api-client';
import { QueryClient } from '@tanstack/react-query';
import { lazyQueryClient } from './lazyQueryClient';

describe('lazyQueryClient', () => {
  it('has no client and nothing to clear until a signed-in route loads it', () => {
    const queries = lazyQueryClient(() => Promise.reject(new Error('not loaded')));
    expect(queries.current()).toBeNull();
    expect(() => queries.clear()).not.toThrow();
  });

  it('creates one client, however many loaders ask at once, and clears its cache', async () => {
    let created = 0;
    const queries = lazyQueryClient(async () => {
      created += 1;
      return new QueryClient();
    });
    const [first, second] = await Promise.all([queries.load(), queries.load()]);
    expect(first).toBe(second);
    expect(queries.current()).toBe(first);
    expect(created).toBe(1);
    const customers = resourceKey('customers/');
    first.setQueryData(customers, { count: 0 });
    queries.clear();
    expect(first.getQueryData(customers)).toBeUndefined();
  });

  it("loads the app's client with its policy: no retries of its own", async () => {
    const client = await lazyQueryClient().load();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
