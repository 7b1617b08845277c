import type { Locale } from '@altalena/i18n';
import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('renders the card in a main landmark with product, title, content and footer', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <AuthLayout title="Log in" footer={<span>Footer slot</span>}>
          <p>Form body</p>
        </AuthLayout>
      </AltalenaProvider>,
    );
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect.element(main.getByText('Altalena')).toBeVisible();
    await expect.element(main.getByText('Form body')).toBeVisible();
    await expect.element(main.getByText('Footer slot')).toBeVisible();
    // No switches without their props.
    expect(screen.getByRole('banner').query()).toBeNull();
  });

  it('shows the language switch and theme toggle and calls them back', async () => {
    const onLocaleChange = vi.fn<(locale: Locale) => void>();
    const onColorModeChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <AuthLayout
          title="Accedi"
          locale="it"
          onLocaleChange={onLocaleChange}
          colorMode="light"
          onColorModeChange={onColorModeChange}
        >
          <p>Modulo</p>
        </AuthLayout>
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Tema scuro' }).click();
    expect(onColorModeChange).toHaveBeenCalledWith('dark');
    await screen.getByRole('button', { name: 'Lingua: Italiano' }).click();
    await screen.getByRole('menuitemradio', { name: 'English' }).click();
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });
});
