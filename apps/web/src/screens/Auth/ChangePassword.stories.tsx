import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

/** `/auth/change-password`: a logged-in user's own change (old, new, repeat), with a way back. */
const meta = {
  title: 'Screens/Auth/ChangePassword',
  component: AuthFlowPage,
  decorators: authDecorators,
  parameters: {
    ...authStepParameters({
      initialPath: '/auth/change-password',
      auth: { state: 'force-ps-change', username: 'mario.rossi' },
      handlers: [answer(CHANGE, 200, { detail: 'password_changed' }), loginOk()],
    }),
  },
  args: { ...authArgs(), variant: 'change', onCancel: fn() },
} satisfies Meta<typeof AuthFlowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  await userEvent.type(field(canvasElement, 'Password attuale'), 'Vecchia-1234');
  await userEvent.type(field(canvasElement, 'Nuova password'), 'Scivolo-Sicuro-24');
  await userEvent.type(field(canvasElement, 'Ripeti la nuova password'), 'Scivolo-Sicuro-24');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cambia password' }));
};

const step = authStepStories(CHANGE, submit);

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Empty, with "Annulla". */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cambia la tua password' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annulla' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** 400: a wrong current password. */
export const InvalidPassword: Story = step.failing(400, 'invalid_password', 'Password non valida');

/** 400 with the server's `error_list`: a new password equal to the old one lands on "Nuova password". */
export const ServerFieldError: Story = step.serverFieldError(
  {
    field: 'password',
    code: 'same_as_old',
    message: 'The new password must differ from the old one.',
  },
  'Nuova password',
  async (password, canvasElement) => {
    await expect(
      within(canvasElement).getByText('La nuova password deve essere diversa dalla precedente'),
    ).toBeVisible();
    await expect(password).toHaveFocus();
  },
);

/** Success: changed, logged in again with the new password. */
export const Success: Story = step.authenticated();
