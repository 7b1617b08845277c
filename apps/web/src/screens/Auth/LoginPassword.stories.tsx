import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  authArgs,
  authDecorators,
  authStepParameters,
  authStepStories,
  expect,
  expectAlert,
  failing,
  heldBackStories,
  loginOk,
  userEvent,
  waitFor,
  within,
} from '../../stories/authStories';
import { AuthFlowPage } from './AuthFlowPage';

const LOGIN = '/auth/login/';

/** State 1 (login-enter-ps): the password of the chosen user; success logs in. */
const meta = {
  title: 'Screens/Auth/Password',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/login',
      auth: { state: 'login-enter-ps', username: 'mario.rossi' },
      handlers: [loginOk()],
    }),
  },
  args: authArgs(),
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Password', { selector: 'input' });

const submit = async (canvasElement: HTMLElement, password = 'Altalena-2024') => {
  await userEvent.type(passwordOf(canvasElement), password);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accedi' }));
};

const step = authStepStories(LOGIN, (canvasElement) => submit(canvasElement));

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty: the user it logs in, the way back and the reset. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inserisci la password' }),
    ).toBeVisible();
    await expect(canvas.getByText('mario.rossi')).toBeVisible();
    await expect(passwordOf(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Non sei tu? Cambia utente' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Filled, shown in clear with the eye button. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordOf(canvasElement), 'Altalena-2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra password' }));
    await expect(passwordOf(canvasElement)).toHaveAttribute('type', 'text');
  },
};

/** Waiting for the server. */
export const Submitting: Story = step.submitting();

/** 401: Credenziali di accesso non valide; the field is emptied for another try. */
export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: [failing(LOGIN, 401, 'invalid_login_credentials')] } },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement, 'Sbagliata-1');
    await expectAlert(canvasElement, 'Credenziali di accesso non valide');
    await expect(passwordOf(canvasElement)).toHaveValue('');
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
};

/** English: the same error in English. */
export const InvalidCredentialsEnglish: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  parameters: { msw: { handlers: [failing(LOGIN, 401, 'invalid_login_credentials')] } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordOf(canvasElement), 'Wrong-1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expectAlert(canvasElement, 'Invalid login credentials');
  },
};

/** A server failure: the unknown error. */
export const ServerError: Story = step.failing(
  500,
  'unknown_server_error',
  'Errore del server sconosciuto',
);

const submitEnglish = async (canvasElement: HTMLElement) => {
  await userEvent.type(passwordOf(canvasElement), 'Altalena-2024');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
};

const held = heldBackStories(LOGIN, submit, submitEnglish);

/**
 * The username held back after failed attempts (429 with `Retry-After: 30`): the unknown error
 * (docs/spec/original-specification.md §8) and when to try again; another try before then sends nothing
 * and shows the line again.
 */
export const TooManyRequests: Story = held.seconds;

/** A longer wait (`Retry-After: 600`) is told in minutes. */
export const TooManyRequestsMinutes: Story = held.minutes;

/** English: the wait in seconds. */
export const TooManyRequestsEnglish: Story = held.secondsEnglish;

/** English: the wait in minutes. */
export const TooManyRequestsMinutesEnglish: Story = held.minutesEnglish;

/** The network is down: the unknown error. */
export const NetworkError: Story = step.networkError();

/** Success: the session is stored and the page moves on. */
export const Success: Story = step.authenticated();

/** "Cambia utente" goes back to the username step. */
export const ChangeUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Non sei tu? Cambia utente' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nome utente' })).toHaveValue('mario.rossi'),
    );
  },
};
