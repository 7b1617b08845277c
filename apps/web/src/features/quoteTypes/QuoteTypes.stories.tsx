import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { refuse, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/quote-types`: a list with create and edit in a dialog. */
const meta = {
  title: 'Screens/Quote types',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/quote-types' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/quote-types',
  apiPath: '/quote-types/',
  heading: { it: 'Tipi di preventivo', en: 'Quote types' },
  firstRowText: 'Riparazione',
  emptyHeading: 'Ancora nessun tipo di preventivo',
  access: 'admin',
});

export const Playground: Story = { parameters: screenParameters() };
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;
export const Forbidden: Story = states.forbidden;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Creating one in the dialog: an empty save shows what is missing; a full one lists it. */
export const CreateInDialog: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Tipi di preventivo');
    const screen = page(canvasElement);
    await screen.findByText('Riparazione');
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo tipo di preventivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo tipo di preventivo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(2),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Codice/ }), 'painting');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /italiano/i }),
      'Verniciatura',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /inglese/i }), 'Painting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await expect(await screen.findByText('Verniciatura')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A quote type in use cannot be deleted: the dialog says why and offers to deactivate it. */
export const DeleteRefused: Story = {
  parameters: screenParameters({
    handlers: [refuse('/quote-types/1/', 409, 'quote_type_in_use', 'delete')],
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Tipi di preventivo');
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('Riparazione'));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo di preventivo repair' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: /Eliminare/ })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    const refusal = await screen.findByRole('alertdialog', { name: 'Non si può eliminare' });
    await waitFor(() =>
      expect(refusal).toHaveTextContent(
        'Alcuni preventivi usano questo tipo: disattivalo invece di eliminarlo',
      ),
    );
  },
};
