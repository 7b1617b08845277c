import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { LandingLayout } from './LandingLayout';

describe('LandingLayout', () => {
  it('has header, navigation, main and footer landmarks, and a login link', async () => {
    const onColorModeChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <LandingLayout
          navigation={[
            { href: '/#services', label: 'Services', isCurrent: true },
            { href: '/#contacts', label: 'Contacts' },
          ]}
          locale="en"
          onLocaleChange={() => {}}
          colorMode="dark"
          onColorModeChange={onColorModeChange}
        >
          <p>Hero</p>
        </LandingLayout>
      </AltalenaProvider>,
    );
    const header = screen.getByRole('banner');
    await expect
      .element(header.getByRole('link', { name: 'Altalena' }))
      .toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    await expect
      .element(nav.getByRole('link', { name: 'Services' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(header.getByRole('link', { name: 'Log in' }))
      .toHaveAttribute('href', '/auth/login');
    await expect.element(screen.getByRole('main').getByText('Hero')).toBeVisible();
    const year = String(new Date().getFullYear());
    await expect
      .element(screen.getByRole('contentinfo'))
      .toHaveTextContent(`© ${year} Altalena. All rights reserved.`);

    await header.getByRole('button', { name: 'Dark theme' }).click();
    expect(onColorModeChange).toHaveBeenCalledWith('light');
  });

  it('speaks Italian', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <LandingLayout
          locale="it"
          onLocaleChange={() => {}}
          colorMode="light"
          onColorModeChange={() => {}}
          loginHref="/login"
        >
          <p>Hero</p>
        </LandingLayout>
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Accedi' }))
      .toHaveAttribute('href', '/login');
    await expect.element(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeVisible();
    expect(screen.getByRole('navigation').query()).toBeNull();
  });
});
