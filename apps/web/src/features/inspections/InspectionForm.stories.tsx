import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { inspectionInProgressDetail, inspectionSignedDetail } from '../../stories/screen/fixtures';
import { formScreenStates } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading, notFoundState } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';
import { inspectionStoryApi } from '../../stories/screen/inspectionStoryApi';

/** `/inspections/create/{parkId}` and `/inspections/edit/{id}`: the inspection's header, full page. */
const meta = {
  title: 'Screens/Inspections/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/inspections/create/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const form = formScreenStates({
  create: { path: '/inspections/create/1', heading: 'Nuova ispezione', required: 0 },
  edit: {
    path: '/inspections/edit/2',
    heading: 'Modifica ispezione 2026/0057',
    headingEn: 'Edit inspection 2026/0057',
  },
  apiPath: '/inspections/2/',
  item: inspectionInProgressDetail,
  change: { key: 'weather', label: /^Condizioni meteo/, append: ', vento' },
  theirs: { key: 'summary', label: 'Sintesi', value: 'Altalena da chiudere' },
});

/** A new inspection of a park: the park is shown, the administrator chooses type and inspector. */
export const Create: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuova ispezione');
    const screen = page(canvasElement);
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Parco' })).toHaveValue('Giardino Giusti'),
      API_WAIT,
    );
    await expect(screen.getByRole('combobox', { name: /^Tipo di ispezione/ })).toBeEnabled();
    await expect(screen.getByRole('combobox', { name: /^Ispettore/ })).toBeVisible();
  },
};

/** A customer user records routine visual inspections only: the type is fixed, no inspector. */
export const CustomerCreate: Story = {
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuova ispezione');
    const screen = page(canvasElement);
    const type = screen.getByRole('combobox', { name: /^Tipo di ispezione/ });
    await expect(type).toHaveTextContent('Ispezione visiva ordinaria');
    await expect(type).toBeDisabled();
    await expect(screen.queryByRole('combobox', { name: /^Ispettore/ })).not.toBeInTheDocument();
  },
};

/** Editing the inspection's header: type and park are fixed once created. */
export const Edit: Story = {
  ...form.edit,
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async (context) => {
    await form.edit.play(context);
    await expect(
      page(context.canvasElement).getByRole('combobox', { name: /^Tipo di ispezione/ }),
    ).toBeDisabled();
  },
};
export const English: Story = {
  ...form.english,
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
};
export const Dark: Story = {
  ...form.dark,
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
};
/** The form on a phone: one column, nothing scrolls sideways. */
export const Phone: Story = {
  ...form.phone,
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
};
/**
 * A signed inspection is final: its edit address says why and offers the report, with no field to
 * change (before, it opened the form with an empty status and refused only on save).
 */
export const Signed: Story = {
  args: { path: `/inspections/edit/${inspectionSignedDetail.id}` },
  parameters: screenParameters({
    handlers: inspectionStoryApi({ detail: inspectionSignedDetail }),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Modifica ispezione 2026/0042');
    const screen = page(canvasElement);
    await expect(
      await screen.findByText(/Questa ispezione è firmata: non si può più modificare/),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Scarica il verbale' })).toBeEnabled();
    await expect(screen.getByRole('link', { name: 'Apri l’ispezione' })).toHaveAttribute(
      'href',
      `/inspections/${inspectionSignedDetail.id}`,
    );
    await expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    await expect(document.title).toBe('Modifica ispezione 2026/0042 · Altalena');
  },
};
/** Someone else saved the inspection meanwhile: the save is refused (412) and nothing is overwritten. */
export const Conflict: Story = form.conflict;
/** A park that does not exist (or another customer's) is the 404 page. */
export const UnknownPark: Story = notFoundState('/inspections/create/999');
