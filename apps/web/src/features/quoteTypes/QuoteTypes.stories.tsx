import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { FIRST_SCREEN_TIMEOUT_MS, listScreenStates } from '../../stories/screen/scaffoldStates';
import { quoteTypes } from '../../stories/screen/fixtures';
import { dialogDeleteRefusedState, dialogFormStates } from '../../stories/screen/formStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

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

const screen = {
  path: '/quote-types',
  heading: 'Tipi di preventivo',
  create: 'Nuovo tipo di preventivo',
  required: 3,
  row: { text: 'Riparazione', dialog: 'Tipo di preventivo repair' },
  apiPath: '/quote-types/1/',
  item: quoteTypes[0]!,
  change: { key: 'label_it', label: /italiano/, append: ' 2' },
  theirs: { key: 'label_en', label: 'Descrizione (inglese)', value: 'Repairs' },
  refusal: {
    detail: 'quote_type_in_use',
    reason: 'Alcuni preventivi usano questo tipo: disattivalo invece di eliminarlo',
  },
};
const form = dialogFormStates(screen);

/** Creating one in the dialog: an empty save shows what is missing; a full one lists it. */
export const CreateInDialog: Story = {
  ...form.validationErrors,
  play: async (context) => {
    await form.validationErrors.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(page.getByRole('dialog', { name: 'Nuovo tipo di preventivo' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Codice/ }), 'paint');
    await userEvent.type(dialog.getByRole('textbox', { name: /italiano/ }), 'Vernice');
    await userEvent.type(dialog.getByRole('textbox', { name: /inglese/ }), 'Paint');
    await userEvent.click(dialog.getByRole('button', { name: 'Crea' }));
    await expect(
      await page.findByText('Vernice', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
/** Someone else changed the quote type meanwhile: the 412 dialog, then my edits on theirs. */
export const Conflict: Story = form.conflict;
/** A quote type in use cannot be deleted: the dialog says why and deactivates it instead. */
export const DeleteRefused: Story = dialogDeleteRefusedState(screen);
