import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answer,
  authArgs,
  authDecorators,
  authStepParameters,
  authStepStories,
  expect,
  field,
  userEvent,
  waitFor,
  within,
} from '../../stories/authStories';
import { AuthFlowPage } from './AuthFlowPage';

const OTP = '/auth/otp-change-password/';

/** State 4 (otp-ps-reset): the mailed code and the new password, twice. */
const meta = {
  title: 'Screens/Auth/OtpReset',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/reset-password',
      auth: { state: 'otp-ps-reset', username: 'mario.rossi' },
      handlers: [
        answer(OTP, 200, { detail: 'password_changed' }),
        answer('/auth/reset-password/', 200, { detail: 'otp_sent' }),
      ],
    }),
  },
  args: authArgs(),
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  await userEvent.type(field(canvasElement, 'Codice monouso'), '123456');
  await userEvent.type(field(canvasElement, 'Nuova password'), 'Altalena-Nuova-77');
  await userEvent.type(field(canvasElement, 'Ripeti la nuova password'), 'Altalena-Nuova-77');
};

const submit = async (canvasElement: HTMLElement) => {
  await fill(canvasElement);
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Imposta la nuova password' }),
  );
};

const step = authStepStories(OTP, submit);

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty: where the code went, the three fields and the strength meter. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inserisci il codice' }),
    ).toBeVisible();
    await expect(canvas.getByText('mario.rossi')).toBeVisible();
    await expect(field(canvasElement, 'Codice monouso')).toHaveValue('');
    await expect(canvas.getByRole('meter', { name: 'Robustezza della password' })).toBeVisible();
  },
};

/** Filled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(field(canvasElement, 'Codice monouso')).toHaveValue('123456');
  },
};

/** Validation: the passwords must match. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Codice monouso'), '123456');
    await userEvent.type(field(canvasElement, 'Nuova password'), 'Altalena-Nuova-77');
    await userEvent.type(field(canvasElement, 'Ripeti la nuova password'), 'Altalena-Nuova-78');
    await userEvent.click(canvas.getByRole('button', { name: 'Imposta la nuova password' }));
    await expect(await canvas.findByText('Le password non coincidono')).toBeVisible();
  },
};

/** Waiting for the server. */
export const Submitting: Story = step.submitting();

/** 401: OTP non valido. */
export const InvalidOtp: Story = step.failing(401, 'invalid_otp', 'OTP non valido');

/** 400: Password non valida. */
export const InvalidPassword: Story = step.failing(400, 'invalid_password', 'Password non valida');

/**
 * 400 with the server's `error_list`: a password rule the server applies lands on "Nuova password"
 * (the server checks the rules again, whatever the page let through).
 */
export const ServerFieldError: Story = step.serverFieldError(
  {
    field: 'password',
    code: 'uppercase',
    message: 'The password must contain an upper case letter.',
  },
  'Nuova password',
  async (_password, canvasElement) => {
    await expect(
      within(canvasElement).getByText('Deve contenere almeno una lettera maiuscola'),
    ).toBeVisible();
    await expect(field(canvasElement, 'Codice monouso')).not.toHaveAttribute('aria-invalid');
  },
);

/** 404: Utente non trovato. */
export const UserNotFound: Story = step.failing(404, 'user_not_found', 'Utente non trovato');

/** A server failure: the unknown error. */
export const ServerError: Story = step.failing(
  500,
  'unknown_server_error',
  'Errore del server sconosciuto',
);

/** Success: "Password cambiata con successo", back to the password step. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Password cambiata con successo')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inserisci la password' }),
    ).toBeVisible();
  },
};

/** English success message. */
export const SuccessEnglish: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'One-time code'), '123456');
    await userEvent.type(field(canvasElement, 'New password'), 'Altalena-Nuova-77');
    await userEvent.type(field(canvasElement, 'Repeat the new password'), 'Altalena-Nuova-77');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Set the new password' }),
    );
    await expect(
      await within(canvasElement).findByText('Password changed successfully'),
    ).toBeVisible();
  },
};

/** "Invia un nuovo codice" asks for another one and stays on this step. */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invia un nuovo codice' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Inserisci il codice' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
