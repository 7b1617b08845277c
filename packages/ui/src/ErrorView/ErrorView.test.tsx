import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  const renderIt = (props: { status: number; message?: string }, onGoHome = vi.fn()) =>
    render(
      <AltalenaProvider locale="it">
        <ErrorView {...props} onGoHome={onGoHome} />
      </AltalenaProvider>,
    );

  it('shows the status message given for a 404', async () => {
    const screen = await renderIt({ status: 404, message: 'Parco non trovato' });
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await expect.element(screen.getByText('Parco non trovato')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Risorsa non trovata.');
  });

  it("shows 'Risorsa non trovata.' for a 404 without a message", async () => {
    const screen = await renderIt({ status: 404 });
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await expect.element(screen.getByText('Risorsa non trovata.', { exact: true })).toBeVisible();
  });

  it.each([500, 403])(
    "shows 'Si è verificato un errore' for %i, ignoring the message",
    async (status) => {
      const screen = await renderIt({ status, message: 'Dettaglio interno' });
      await expect.element(screen.getByRole('heading', { name: String(status) })).toBeVisible();
      await expect
        .element(screen.getByText('Si è verificato un errore', { exact: true }))
        .toBeVisible();
      expect(screen.container.textContent).not.toContain('Dettaglio interno');
    },
  );

  it("calls onGoHome from the 'Vai alla home' button, by mouse and keyboard", async () => {
    const onGoHome = vi.fn();
    const screen = await renderIt({ status: 500 }, onGoHome);
    const button = screen.getByRole('button', { name: 'Vai alla home' });
    await button.click();
    expect(onGoHome).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onGoHome).toHaveBeenCalledTimes(2);
  });

  it('speaks English in the English catalog', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <ErrorView status={404} onGoHome={() => {}} />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByText('Resource not found.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Go to home' })).toBeVisible();
  });
});
