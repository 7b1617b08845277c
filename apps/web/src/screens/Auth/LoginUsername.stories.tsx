import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answer,
  authArgs,
  authDecorators,
  authStepParameters,
  authStepStories,
  expect,
  expectAlert,
  failing,
  heldBackStories,
  submitUsername,
  userEvent,
  waitFor,
  within,
} from '../../stories/authStories';
import { AuthFlowPage } from './AuthFlowPage';

const CHECK = '/auth/check-psswd-change/';

/** State 0 (login-enter-user): the username; `check-psswd-change` decides the next step. */
const meta = {
  title: 'Screens/Auth/Username',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/login',
      auth: { state: 'login-enter-user' },
      handlers: [answer(CHECK, 200, { must_change: false })],
    }),
  },
  args: authArgs(),
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement, username?: string) =>
  submitUsername(canvasElement, 'Continua', username);

const step = authStepStories(CHECK, (canvasElement) => submit(canvasElement));

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty: no error before the first submit; the link to the reset is there. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome utente' })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Password dimenticata?' })).toBeVisible();
  },
};

/** Submitting nothing: the field says it is required and no call is made. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continua' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
  },
};

/** Filled with the username stored by an earlier login. */
export const Filled: Story = {
  parameters: { auth: { state: 'login-enter-user', username: 'mario.rossi' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nome utente' })).toHaveValue(
      'mario.rossi',
    );
  },
};

/** Waiting for the server. */
export const Submitting: Story = step.submitting();

/** 404: Utente non trovato. */
export const UserNotFound: Story = step.failing(404, 'user_not_found', 'Utente non trovato', (c) =>
  submit(c, 'nessuno'),
);

/** A server failure: the unknown error, never a blank screen. */
export const ServerError: Story = step.failing(
  500,
  'unknown_server_error',
  'Errore del server sconosciuto',
);

const submitEnglish = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'mario.rossi');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
};

const held = heldBackStories(CHECK, submit, submitEnglish);

/**
 * Too many attempts (429 with `Retry-After: 30`): the unknown error
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

/** English: the error in the user's language. */
export const EnglishError: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  parameters: { msw: { handlers: [failing(CHECK, 404, 'user_not_found')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectAlert(canvasElement, 'User not found');
  },
};

/** Success: no forced change, so the password step follows. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Inserisci la password' }),
    ).toBeVisible();
    await expect(canvas.getByText('mario.rossi')).toBeVisible();
  },
};

/** Success with a forced change: the change step follows. */
export const SuccessForcedChange: Story = {
  parameters: { msw: { handlers: [answer(CHECK, 200, { must_change: true })] } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Scegli una nuova password',
      }),
    ).toBeVisible();
  },
};

/** "Password dimenticata?" starts the reset. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Password dimenticata?' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Reimposta la password' }),
      ).toBeVisible(),
    );
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
