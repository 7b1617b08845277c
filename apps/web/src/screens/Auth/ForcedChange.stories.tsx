import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answer,
  authArgs,
  authDecorators,
  authStepParameters,
  authStepStories,
  expect,
  field,
  loginOk,
  userEvent,
  within,
} from '../../stories/authStories';
import { AuthFlowPage } from './AuthFlowPage';

const CHANGE = '/auth/change-password/';
const changed = answer(CHANGE, 200, { detail: 'password_changed' });

/** State 2 (force-ps-change): old, new and repeated password with the strength meter, then a login. */
const meta = {
  title: 'Screens/Auth/ForcedChange',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/login',
      auth: { state: 'force-ps-change', username: 'admin' },
      handlers: [changed, loginOk()],
    }),
  },
  args: authArgs(),
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvasElement: HTMLElement,
  password = 'Scivolo-Sicuro-24',
  repeat = password,
) => {
  await userEvent.type(field(canvasElement, 'Password attuale'), 'Iniziale-1234');
  await userEvent.type(field(canvasElement, 'Nuova password'), password);
  await userEvent.type(field(canvasElement, 'Ripeti la nuova password'), repeat);
};

const submit = async (canvasElement: HTMLElement) => {
  await fill(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cambia password' }));
};

const step = authStepStories(CHANGE, submit);

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty: three fields; the strength meter starts weak. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Scegli una nuova password' }),
    ).toBeVisible();
    await expect(field(canvasElement, 'Nuova password')).toHaveValue('');
    await expect(canvas.getByRole('meter', { name: 'Robustezza della password' })).toBeVisible();
  },
};

/** Filled with a strong password: the meter says so. */
export const FilledStrong: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Scivolo-Sicuro-2024!');
    await expect(
      within(canvasElement).getByRole('meter', { name: 'Robustezza della password' }),
    ).toHaveAttribute('aria-valuetext', 'Forte');
  },
};

/** The zod rules: too short, no upper case, no digit; then the repeat that does not match. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'corta', 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambia password' }));
    await expect(await canvas.findByText(/almeno 8 caratteri/)).toBeVisible();
    await userEvent.clear(field(canvasElement, 'Nuova password'));
    await userEvent.type(field(canvasElement, 'Nuova password'), 'Scivolo-Sicuro-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambia password' }));
    await expect(await canvas.findByText('Le password non coincidono')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Waiting for the server. */
export const Submitting: Story = step.submitting();

/** 400: Password non valida (wrong old password or rules broken). */
export const InvalidPassword: Story = step.failing(400, 'invalid_password', 'Password non valida');

/**
 * 400 with the server's `error_list`: a wrong current password lands on "Password attuale" (and gets the
 * focus), the alert keeps the error key.
 */
export const ServerFieldError: Story = step.serverFieldError(
  { field: 'old_password', code: 'incorrect', message: 'The password is not correct.' },
  'Password attuale',
  async (old, canvasElement) => {
    await expect(old).toHaveAccessibleDescription(/La password non è corretta/);
    await expect(old).toHaveFocus();
    await expect(field(canvasElement, 'Nuova password')).not.toHaveAttribute('aria-invalid');
  },
);

/** 404: Utente non trovato. */
export const UserNotFound: Story = step.failing(404, 'user_not_found', 'Utente non trovato');

/** A server failure: the unknown error. */
export const ServerError: Story = step.failing(
  503,
  'unknown_server_error',
  'Errore del server sconosciuto',
);

/** Success: the password is changed, the user logged in with it and sent on. */
export const Success: Story = step.authenticated();

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};
