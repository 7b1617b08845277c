import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  answer,
  authArgs,
  authDecorators,
  authStepParameters,
  authStepStories,
  expect,
  heldBackStories,
  submitUsername,
  userEvent,
  waitFor,
  within,
} from '../../stories/authStories';
import { AuthFlowPage } from './AuthFlowPage';

const RESET = '/auth/reset-password/';

/** State 3 (start-ps-reset): the username whose password to reset; an OTP is mailed. */
const meta = {
  title: 'Screens/Auth/StartReset',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/reset-password',
      auth: { state: 'start-ps-reset' },
      handlers: [answer(RESET, 200, { detail: 'otp_sent' })],
    }),
  },
  args: authArgs(),
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement, username?: string) =>
  submitUsername(canvasElement, 'Invia il codice', username);

const step = authStepStories(RESET, (canvasElement) => submit(canvasElement));

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reimposta la password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome utente' })).toHaveValue('');
  },
};

/** Filled with the username of the flow. */
export const Filled: Story = {
  parameters: { auth: { state: 'start-ps-reset', username: 'mario.rossi' } },
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

const held = heldBackStories(RESET, (canvasElement) => submit(canvasElement));

/**
 * Too many requests (429 with `Retry-After: 30`): the unknown error
 * (docs/spec/original-specification.md §8) and when to try again; another try before then sends nothing
 * and shows the line again.
 */
export const TooManyRequests: Story = held.seconds;

/** A longer wait (`Retry-After: 600`) is told in minutes. */
export const TooManyRequestsMinutes: Story = held.minutes;

/** The network is down: the unknown error. */
export const NetworkError: Story = step.networkError();

/** Success: the code is mailed and the OTP step follows. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { level: 1, name: 'Inserisci il codice' }),
      ).toBeVisible(),
    );
  },
};

/** "Torna all'accesso" goes back to the username step. */
export const BackToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Torna all'accesso" }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible(),
    );
  },
};
