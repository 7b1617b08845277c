import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Button } from '../Button';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast';

function Shower(options: ToastOptions) {
  const toast = useToast();
  return <Button onPress={() => toast.show(options)}>Show</Button>;
}

async function renderToasts(options: ToastOptions, locale: 'en' | 'it' = 'en') {
  return render(
    <AltalenaProvider locale={locale}>
      <ToastProvider>
        <Shower {...options} />
      </ToastProvider>
    </AltalenaProvider>,
  );
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lasts 3 seconds by default (docs/spec/original-specification.md §9)', async () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
    const screen = await renderToasts({ message: 'Saved', tone: 'success' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await screen.getByRole('button', { name: 'Show' }).click();
    const toast = screen.getByRole('status').filter({ hasText: 'Saved' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).toHaveAttribute('data-duration', String(DEFAULT_TOAST_DURATION_MS));
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 100);
    await expect.element(toast).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    vi.useRealTimers();
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('disappears after a custom duration in real time', async () => {
    // Long enough to be seen on a loaded machine, far shorter than the 3 s default.
    const screen = await renderToasts({ message: 'Quick', duration: 1200 });
    await screen.getByRole('button', { name: 'Show' }).click();
    const toast = screen.getByText('Quick');
    await expect.element(toast).toBeVisible();
    const shownAt = performance.now();
    await expect.element(toast, { timeout: 2500 }).not.toBeInTheDocument();
    expect(performance.now() - shownAt).toBeLessThan(2500);
  });

  it('announces errors as alerts with the tone named, and can be dismissed', async () => {
    const screen = await renderToasts({ message: 'Salvataggio non riuscito', tone: 'error' }, 'it');
    await screen.getByRole('button', { name: 'Show' }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Salvataggio non riuscito');
    await expect.element(alert.getByRole('img', { name: 'Errore' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Notifiche' })).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Chiudi la notifica' }).click();
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('pauses while focused and resumes on leaving', async () => {
    const screen = await renderToasts({ message: 'Focus me', duration: 500 });
    await screen.getByRole('button', { name: 'Show' }).click();
    (screen.getByRole('button', { name: 'Dismiss notification' }).element() as HTMLElement).focus();
    await new Promise((r) => setTimeout(r, 900));
    await expect.element(screen.getByText('Focus me')).toBeInTheDocument();
    (screen.getByRole('button', { name: 'Show' }).element() as HTMLElement).focus();
    await expect.element(screen.getByText('Focus me'), { timeout: 2000 }).not.toBeInTheDocument();
  });

  it('throws a clear error outside the provider', async () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Orphan />)).rejects.toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
