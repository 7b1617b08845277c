import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { toys } from '../../stories/screen/fixtures';
import { formScreenStates } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/toys/create` and `/toys/edit/{id}`: the full-page equipment form. */
const meta = {
  title: 'Screens/Toys/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/toys/create' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const form = formScreenStates({
  create: { path: '/toys/create', heading: 'Nuova attrezzatura', required: 4 },
  edit: {
    path: '/toys/edit/1',
    heading: 'Modifica Altalena doppia a tavoletta',
    headingEn: 'Edit Altalena doppia a tavoletta',
  },
  apiPath: '/toys/1/',
  item: toys[0]!,
  change: { key: 'name', label: /^Nome/, append: ' nuova' },
  theirs: { key: 'manufacturer', label: 'Produttore', value: 'Giochi Sicuri S.r.l.' },
});

/** New equipment saved empty: park, code, name and type each say they are required. */
export const ValidationErrors: Story = form.validationErrors;
/** Editing stored equipment: the fields hold its data. */
export const Edit: Story = form.edit;
export const English: Story = form.english;
export const Dark: Story = form.dark;
/** The form on a phone: one column, nothing scrolls sideways. */
export const Phone: Story = form.phone;
/** Someone else saved the equipment meanwhile: the save is refused (412) and nothing is overwritten. */
export const Conflict: Story = form.conflict;

/** From a park's "Add equipment": the park is already chosen. */
export const ForAPark: Story = {
  parameters: screenParameters(),
  args: { path: '/toys/create?park_id=1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuova attrezzatura');
    await waitFor(
      () =>
        expect(page(canvasElement).getByRole('combobox', { name: /^Area gioco/ })).toHaveValue(
          'Giardino Giusti',
        ),
      API_WAIT,
    );
  },
};

/** Out of service asks why; in use does not. */
export const StatusReason: Story = {
  parameters: screenParameters(),
  args: { path: '/toys/edit/1' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Modifica Altalena doppia a tavoletta');
    await expect(screen.queryByRole('textbox', { name: /Motivo/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Stato/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fuori servizio' }));
    await expect(await screen.findByRole('textbox', { name: /Motivo/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
