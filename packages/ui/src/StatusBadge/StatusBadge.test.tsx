import type { Locale } from '@altalena/i18n';
import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { StatusBadge, statusTones, type StatusBadgeProps } from './StatusBadge';

const renderIn = (locale: Locale, props: StatusBadgeProps) =>
  render(
    <AltalenaProvider locale={locale}>
      <StatusBadge {...props} data-testid="badge" />
    </AltalenaProvider>,
  );

describe('StatusBadge', () => {
  it.each([
    [{ kind: 'risk', value: 'very_high' }, 'Very high', 'Molto alto'],
    [{ kind: 'inspection', value: 'signed' }, 'Signed', 'Firmata'],
    [{ kind: 'outcome', value: 'with_remarks' }, 'With remarks', 'Con osservazioni'],
    [{ kind: 'toy', value: 'out_of_service' }, 'Out of service', 'Fuori servizio'],
  ] as [StatusBadgeProps, string, string][])(
    'labels %o in English and Italian',
    async (props, en, it_) => {
      const a = await renderIn('en', props);
      await expect.element(a.getByTestId('badge')).toHaveTextContent(en);
      await a.unmount();
      const b = await renderIn('it', props);
      await expect.element(b.getByTestId('badge')).toHaveTextContent(it_);
    },
  );

  it('has a label for every value of every kind in both locales', async () => {
    for (const locale of ['en', 'it'] as const) {
      for (const [kind, tones] of Object.entries(statusTones)) {
        for (const value of Object.keys(tones)) {
          const screen = await renderIn(locale, { kind, value } as StatusBadgeProps);
          const text = screen.getByTestId('badge').element().textContent ?? '';
          // A missing message falls back to its id.
          expect(text).not.toMatch(/^status\./);
          expect(text.length).toBeGreaterThan(0);
          await screen.unmount();
        }
      }
    }
  });

  it('colours risk levels with the risk tokens', async () => {
    const high = await renderIn('en', { kind: 'risk', value: 'very_high' });
    const veryHighBg = getComputedStyle(high.getByTestId('badge').element()).backgroundColor;
    await high.unmount();
    const low = await renderIn('en', { kind: 'risk', value: 'low' });
    const lowBg = getComputedStyle(low.getByTestId('badge').element()).backgroundColor;
    expect(veryHighBg).not.toBe(lowBg);
  });
});
