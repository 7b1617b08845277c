import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { installers } from '../../stories/screen/fixtures';
import { deleteRefusedState, formScreenStates } from '../../stories/screen/formStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/installers`, `/installers/{id}` and the installer form. */
const meta = {
  title: 'Screens/Installers',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/installers' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/installers',
  apiPath: '/installers/',
  heading: { it: 'Installatori', en: 'Installers' },
  firstRowText: 'Giochi Sicuri S.r.l.',
  emptyHeading: 'Ancora nessun installatore',
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

/** An installer whose insurance has expired: the detail says so, and lists its contracts. */
export const DetailInsuranceExpired: Story = {
  parameters: screenParameters(),
  args: { path: '/installers/2' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Verde Arredo Urbano S.n.c.');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/L’assicurazione è scaduta il/, {}, API_WAIT)).toBeVisible();
  },
};

/** An installer with a contract: linked from its detail. */
export const DetailWithContracts: Story = {
  parameters: screenParameters(),
  args: { path: '/installers/1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giochi Sicuri S.r.l.');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('INST-2026-01', {}, API_WAIT),
    ).toBeVisible();
  },
};

const form = formScreenStates({
  create: { path: '/installers/create', heading: 'Nuovo installatore', required: 3 },
  edit: {
    path: '/installers/edit/1',
    heading: 'Modifica Giochi Sicuri S.r.l.',
    headingEn: 'Edit Giochi Sicuri S.r.l.',
  },
  apiPath: '/installers/1/',
  item: installers[0]!,
  change: { key: 'city', label: /^Comune/, append: ' Due' },
  theirs: { key: 'phone', label: 'Telefono', value: '030 000 1111' },
});

/** The installer form with its stored data. */
export const Form: Story = form.edit;
/** An empty new installer: company, VAT number and e-mail are required. */
export const FormValidationErrors: Story = form.validationErrors;
/** Someone else changed the installer meanwhile: the 412 dialog, then my edits on theirs. */
export const FormConflict: Story = form.conflict;
/** An installer with contracts cannot be deleted: its detail says why and archives it instead. */
export const DetailDeleteRefused: Story = deleteRefusedState({
  path: '/installers/1',
  heading: 'Giochi Sicuri S.r.l.',
  apiPath: '/installers/1/',
  refusal: {
    detail: 'installer_has_contracts',
    reason: "L'installatore ha dei contratti: archivialo invece di eliminarlo",
  },
});
