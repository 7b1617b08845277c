import { features } from './registry/features';
import { loadScreen } from './signedIn';

describe('the screens of the signed-in chunk', () => {
  const routes = features.flatMap((feature) => feature.routes);

  it.each(routes.map((route) => [route.path, route] as const))(
    'loads the screen of %s, with a component to render',
    async (_, route) => {
      const module = await loadScreen(route.screen, route.component);
      expect(typeof module.Component).toBe('function');
    },
  );

  it('refuses a screen that is not there, naming it', async () => {
    await expect(loadScreen('customers/Nowhere')).rejects.toThrow('customers/Nowhere');
  });
});
