import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <PasswordField label="Password" defaultValue="Secret#1" />
      </AltalenaProvider>,
    );
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveValue('Secret#1');
    await screen.getByRole('button', { name: 'Hide password' }).click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('labels the toggle in Italian and operates it from the keyboard', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <PasswordField label="Password" />
      </AltalenaProvider>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Mostra password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Nascondi password' })).toBeVisible();
    await expect
      .element(screen.getByLabelText('Password', { exact: true }))
      .toHaveAttribute('type', 'text');
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <PasswordField label="Password" onChange={onChange} />
      </AltalenaProvider>,
    );
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'ab1');
    expect(onChange).toHaveBeenLastCalledWith('ab1');
  });

  it('updates the meter and the four hints as the user types', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <PasswordField label="Password" showStrength guessableWords={['mrossi']} />
      </AltalenaProvider>,
    );
    const input = screen.getByLabelText('Password', { exact: true });
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect
      .element(screen.getByRole('listitem').nth(0))
      .toHaveTextContent('Not met: At least 8 characters');

    await userEvent.type(input, 'mrossi');
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect.element(screen.getByRole('listitem').nth(3)).toHaveTextContent(/^Not met:/);

    await userEvent.clear(input);
    await userEvent.type(input, 'zqxjvmkw');
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await expect
      .element(screen.getByRole('listitem').nth(0))
      .toHaveTextContent('Met: At least 8 characters');

    await userEvent.type(input, 'Q');
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Good');
    await userEvent.type(input, '7!');
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Strong');
    for (let i = 0; i < 4; i += 1) {
      await expect.element(screen.getByRole('listitem').nth(i)).toHaveTextContent(/^Met:/);
    }
  });

  it('describes the input with the hints and shows the error message', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <PasswordField label="Password" showStrength errorMessage="Password troppo debole" />
      </AltalenaProvider>,
    );
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(/Password troppo debole/);
    await expect.element(input).toHaveAccessibleDescription(/Almeno 8 caratteri/);
  });
});
