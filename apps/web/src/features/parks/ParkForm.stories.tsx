import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { parks } from '../../stories/screen/fixtures';
import { formScreenStates } from '../../stories/screen/formStates';
import { expectHeading } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/parks/create` and `/parks/edit/{id}`: the full-page park form. */
const meta = {
  title: 'Screens/Parks/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/parks/create' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const form = formScreenStates({
  create: { path: '/parks/create', heading: 'Nuovo parco', required: 6 },
  edit: {
    path: '/parks/edit/1',
    heading: 'Modifica Giardino Giusti',
    headingEn: 'Edit Giardino Giusti',
  },
  apiPath: '/parks/1/',
  item: parks[0]!,
  change: { key: 'city', label: /^Comune/, append: ' Est' },
  theirs: { key: 'address', label: 'Indirizzo', value: 'Via Nuova 3' },
});

/** A new park saved empty: customer, name, address, city and position each say they are required. */
export const ValidationErrors: Story = form.validationErrors;
/** Editing a stored park: the fields hold its data, the position in Italian decimals. */
export const Edit: Story = {
  ...form.edit,
  play: async (context) => {
    await form.edit.play(context);
    await expect(
      page(context.canvasElement).getByRole('textbox', { name: /^Latitudine/ }),
    ).toHaveValue('45,4423');
  },
};
export const English: Story = form.english;
export const Dark: Story = form.dark;
/** The form on a phone: one column, nothing scrolls sideways. */
export const Phone: Story = form.phone;
/** Someone else saved the park meanwhile: the save is refused (412) and nothing is overwritten. */
export const Conflict: Story = form.conflict;

/** A closed park asks why; an open one does not. */
export const ClosureReason: Story = {
  parameters: screenParameters(),
  args: { path: '/parks/edit/1' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Modifica Giardino Giusti');
    await expect(screen.queryByRole('textbox', { name: /Motivo/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Stato/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiuso' }));
    await expect(await screen.findByRole('textbox', { name: /Motivo/ })).toBeVisible();
    // The accessibility check runs on the closed select, not on the list fading out.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** A customer user's new park is their customer's: the form does not ask which. */
export const CustomerUser: Story = {
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Nuovo parco');
    await expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeVisible();
    await expect(screen.queryByRole('combobox', { name: /Cliente/ })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Usa la mia posizione' })).toBeVisible();
  },
};

/** A click on the map sets the position (rounded to six decimals), and the park's marker appears there. */
export const PickOnMap: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo parco');
    const screen = page(canvasElement);
    const map = await screen.findByRole('region', {
      name: 'Mappa: fai clic dove si trova il parco',
    });
    await waitFor(() => expect(map.querySelector('.leaflet-pane')).not.toBeNull());
    await expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    // A click in the middle of the map (user-event sends no coordinates unless told).
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    const latitude = screen.getByRole('textbox', { name: /^Latitudine/ });
    const longitude = screen.getByRole('textbox', { name: /^Longitudine/ });
    // The map opens on Italy: its middle is about 42.5° N, 12.5° E.
    await waitFor(() => expect((latitude as HTMLInputElement).value).toMatch(/^4[1-3],\d+$/));
    await expect((longitude as HTMLInputElement).value).toMatch(/^1[1-3],\d+$/);
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
  },
};
