import type { ColorMode } from '@altalena/tokens';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('asks for the dark theme when light, from the keyboard', async () => {
    const onColorModeChange = vi.fn<(mode: ColorMode) => void>();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ThemeToggle colorMode="light" onColorModeChange={onColorModeChange} />
      </AltalenaProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onColorModeChange).toHaveBeenCalledWith('dark');
  });

  it('asks for the light theme when dark, and is named in Italian', async () => {
    const onColorModeChange = vi.fn<(mode: ColorMode) => void>();
    const screen = await render(
      <AltalenaProvider locale="it">
        <ThemeToggle colorMode="dark" onColorModeChange={onColorModeChange} />
      </AltalenaProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Tema scuro' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    expect(onColorModeChange).toHaveBeenCalledWith('light');
  });
});
