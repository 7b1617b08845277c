import { createStaticHandler, data } from 'react-router-dom';
import { errorStatus } from './errorStatus';

/** What `useRouteError()` receives when a route's loader throws `thrown`. */
async function routeErrorOf(thrown: () => never): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'r', path: '/', loader: thrown }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return context.errors?.r;
}

describe('errorStatus', () => {
  it('keeps the status of a response a screen throws while rendering', () => {
    expect(errorStatus(data(null, { status: 404 }))).toEqual({ status: 404 });
  });

  it('keeps the status of a thrown response', async () => {
    const error = await routeErrorOf(() => {
      throw data(null, { status: 404 });
    });
    expect(errorStatus(error)).toEqual({ status: 404 });
  });

  it('shows the text a 404 was thrown with', async () => {
    const error = await routeErrorOf(() => {
      throw data('Parco non trovato', { status: 404 });
    });
    expect(errorStatus(error)).toEqual({ status: 404, message: 'Parco non trovato' });
  });

  it('ignores a blank text', async () => {
    const error = await routeErrorOf(() => {
      throw data('  ', { status: 403 });
    });
    expect(errorStatus(error)).toEqual({ status: 403 });
  });

  it('treats anything else, e.g. a bug, as a 500', async () => {
    const error = await routeErrorOf(() => {
      throw new Error('boom');
    });
    expect(errorStatus(error)).toEqual({ status: 500 });
    expect(errorStatus('text')).toEqual({ status: 500 });
    expect(errorStatus(undefined)).toEqual({ status: 500 });
  });
});
