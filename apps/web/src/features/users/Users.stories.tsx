import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { adminUsers, customerUsers } from '../../stories/screen/fixtures';
import { dialogFormStates } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/users/admins` and `/users/customer`: users created and edited in a dialog. */
const meta = {
  title: 'Screens/Users',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/users/admins' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const admins = listScreenStates({
  path: '/users/admins',
  apiPath: '/users/admins/',
  heading: { it: 'Amministratori', en: 'Administrators' },
  firstRowText: 'sara.verdi',
  emptyHeading: 'Ancora nessun utente',
  access: 'admin',
});

export const Playground: Story = { parameters: screenParameters() };
export const Admins: Story = admins.populated;
export const English: Story = admins.english;
export const Dark: Story = admins.dark;
export const Phone: Story = admins.phone;
export const Loading: Story = admins.loading;
export const Empty: Story = admins.empty;
export const NoResults: Story = admins.noResults;
export const Error: Story = admins.error;
export const Forbidden: Story = admins.forbidden;

/** The form states of both user screens: the same dialog, with a customer for customer users. */
const userForm = {
  create: 'Nuovo utente',
  change: { key: 'first_name', label: 'Nome', append: ' Maria' },
  theirs: { key: 'last_name', label: 'Cognome', value: 'Verdi Neri' },
};
const adminForm = dialogFormStates({
  ...userForm,
  path: '/users/admins',
  heading: 'Amministratori',
  required: 2,
  row: { text: 'sara.verdi', dialog: 'Utente sara.verdi' },
  apiPath: '/users/admins/2/',
  item: adminUsers[1]!,
});
const customerUserForm = dialogFormStates({
  ...userForm,
  path: '/users/customer',
  heading: 'Utenti clienti',
  required: 3,
  row: { text: 'comune.verona', dialog: 'Utente comune.verona' },
  apiPath: '/users/customers/7/',
  item: customerUsers[0]!,
});

/** An empty new administrator: username and e-mail are required (the server checks the password). */
export const ValidationErrors: Story = adminForm.validationErrors;
/** Someone else changed the user meanwhile: the 412 dialog, then my edits on theirs. */
export const Conflict: Story = adminForm.conflict;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The customer users, with their customer. */
export const CustomerUsers: Story = {
  parameters: screenParameters(),
  args: { path: '/users/customer' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Utenti clienti');
    const screen = page(canvasElement);
    await expect(await screen.findByText('comune.verona', {}, API_WAIT)).toBeVisible();
    await expect(screen.getByText('Comune di Verona')).toBeVisible();
  },
};

/** An empty new customer user: the customer is required too (the rest of the dialog is the admins'). */
export const CustomerUserValidationErrors: Story = customerUserForm.validationErrors;

/** A new user with a generated initial password. */
export const CreateWithGeneratedPassword: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Amministratori');
    const screen = page(canvasElement);
    await screen.findByText('sara.verdi', {}, API_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Genera' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: /Password iniziale/ }) as HTMLInputElement)
          .value,
      ).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{14}$/),
    );
  },
};

/** The own account: no switch to deactivate it, and no delete. */
export const OwnAccount: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Amministratori');
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('admin@altalena.example', {}, API_WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Utente admin' });
    await expect(dialog).toHaveTextContent('Non puoi disattivare il tuo account.');
    await expect(within(dialog).queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
  },
};
