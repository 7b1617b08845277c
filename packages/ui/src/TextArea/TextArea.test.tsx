import { createRef } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('accepts several lines and reports them through onChange', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextArea label="Notes" onChange={onChange} />
      </AltalenaProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(box, 'one{Enter}two');
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
    expect(box.element().tagName).toBe('TEXTAREA');
  });

  it('shows the error message, wired to the text area', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextArea label="Notes" ref={ref} description="Max 500" errorMessage="Too long" />
      </AltalenaProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('Max 500 Too long');
    expect(ref.current).toBe(box.element());
  });
});
