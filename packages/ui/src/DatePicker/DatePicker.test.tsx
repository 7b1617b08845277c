import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { DatePicker } from './DatePicker';

function Controlled({
  onChange,
  initial = null,
  ...rest
}: {
  onChange: (v: string | null) => void;
  initial?: string | null;
  minValue?: string;
  maxValue?: string;
  errorMessage?: string;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ width: 320 }}>
      <DatePicker
        label="Inspection date"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        {...rest}
      />
    </div>
  );
}

describe('DatePicker', () => {
  it('types a date segment by segment and reports an ISO string (en-US order)', async () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLSpanElement | null };
    const screen = await render(
      <AltalenaProvider locale="en">
        <DatePicker label="Date" onChange={onChange} ref={ref} />
      </AltalenaProvider>,
    );
    // In en-US the month comes first: the ref reaches it.
    expect(ref.current).toBe(screen.getByRole('spinbutton', { name: /month/i }).element());
    ref.current?.focus();
    await userEvent.keyboard('03');
    await userEvent.keyboard('15');
    await userEvent.keyboard('2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-15');
  });

  it('orders segments by the locale (it: day first) and shows the value', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <DatePicker label="Data" value="2025-03-15" />
      </AltalenaProvider>,
    );
    const segments = screen.getByRole('spinbutton').elements();
    expect(segments.map((s) => s.textContent)).toEqual(['15', '03', '2025']);
  });

  it('picks a day from the calendar with the keyboard and respects min/max', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Controlled
          onChange={onChange}
          initial="2025-03-15"
          minValue="2025-03-10"
          maxValue="2025-03-20"
        />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Open calendar' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous month' })).toBeVisible();
    // Focus starts on the selected day; move one day on and pick it.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-16');
    await expect.element(dialog).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Open calendar' }).click();
    await expect
      .element(screen.getByRole('button', { name: /March 25, 2025/ }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the error message and empties on a null or malformed value', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <DatePicker label="Date" value="2025-03-15" errorMessage="Required" />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByText('Required')).toBeVisible();
    const year = screen.getByRole('spinbutton', { name: /year/i });
    await expect.element(year).toHaveAttribute('aria-invalid', 'true');
    await expect.element(year).toHaveAccessibleDescription(/Required/);
    await expect.element(year).toHaveTextContent('2025');
    await screen.rerender(
      <AltalenaProvider locale="en">
        <DatePicker label="Date" value={null} />
      </AltalenaProvider>,
    );
    await expect.element(year).toHaveTextContent('yyyy');
    await screen.rerender(
      <AltalenaProvider locale="en">
        <DatePicker label="Date" value="not-a-date" />
      </AltalenaProvider>,
    );
    await expect.element(year).toHaveTextContent('yyyy');
    await expect.element(screen.getByText('Required')).not.toBeInTheDocument();
  });
});
