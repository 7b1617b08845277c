import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { selects } from '../../stories/screen/fixtures';
import { dialogDeleteRefusedState, dialogFormStates } from '../../stories/screen/formStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/selects`: the selectable lists by tab; administrators edit, customer users read. */
const meta = {
  title: 'Screens/Selects',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/selects' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/selects',
  apiPath: '/selects/',
  heading: { it: 'Liste di selezione', en: 'Selectable lists' },
  firstRowText: 'Scivolo',
  emptyHeading: 'Questa lista è vuota',
  access: 'user',
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

const screen = {
  path: '/selects',
  heading: 'Liste di selezione',
  create: 'Nuova voce',
  required: 3,
  row: { text: 'Scivolo', dialog: 'Voce slide' },
  apiPath: '/selects/2/',
  item: selects[1]!,
  change: { key: 'label_it', label: /italiano/, append: ' 2' },
  theirs: { key: 'label_en', label: 'Descrizione (inglese)', value: 'Slides' },
  refusal: {
    detail: 'select_in_use',
    reason: 'Alcuni record usano questa voce: disattivala invece di eliminarla',
  },
};
const form = dialogFormStates(screen);

/** An empty new entry: each required field says so. */
export const ValidationErrors: Story = form.validationErrors;
/** Someone else changed the entry meanwhile: the 412 dialog, then my edits on theirs. */
export const Conflict: Story = form.conflict;
/** An entry in use cannot be deleted: the dialog says why and deactivates it instead. */
export const DeleteRefused: Story = dialogDeleteRefusedState(screen);

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Another tab shows another list, and the tab is in the URL. */
export const OtherList: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Liste di selezione');
    const screen = page(canvasElement);
    await screen.findByText('Scivolo', {}, API_WAIT);
    await userEvent.click(screen.getByRole('link', { name: 'Materiali' }));
    await expect(await screen.findByText('Legno', {}, API_WAIT)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Materiali' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(screen.queryByText('Scivolo')).not.toBeInTheDocument());
  },
};

/** An administrator turns an entry off in place. */
export const ToggleActive: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Liste di selezione');
    const screen = page(canvasElement);
    const toggle = await screen.findByRole('switch', { name: 'Attiva: Scivolo' }, API_WAIT);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(
      () => expect(screen.getByRole('switch', { name: 'Attiva: Scivolo' })).not.toBeChecked(),
      API_WAIT,
    );
  },
};

/** A customer user reads the lists: no create, no switches, no dialog. */
export const CustomerReadOnly: Story = {
  args: { path: '/selects', role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Liste di selezione');
    const screen = page(canvasElement);
    await expect(await screen.findByText('Scivolo', {}, API_WAIT)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Nuova voce' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  },
};
