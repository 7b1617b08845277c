import type { Locale } from '@altalena/i18n';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('picks the other language from the keyboard', async () => {
    const onLocaleChange = vi.fn<(locale: Locale) => void>();
    const screen = await render(
      <AltalenaProvider locale="en">
        <LanguageSwitch locale="en" onLocaleChange={onLocaleChange} />
      </AltalenaProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.tab();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    await expect
      .element(menu.getByRole('menuitemradio', { name: 'English' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(menu.getByRole('menuitemradio', { name: 'Italiano' }))
      .toHaveAttribute('lang', 'it');
    // Items in catalog order: English, Italiano.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onLocaleChange).toHaveBeenCalledWith('it');
  });

  it('does not call back when the current language is picked again', async () => {
    const onLocaleChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <LanguageSwitch locale="it" onLocaleChange={onLocaleChange} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Lingua: Italiano' }).click();
    await screen.getByRole('menuitemradio', { name: 'Italiano' }).click();
    expect(onLocaleChange).not.toHaveBeenCalled();
  });
});
