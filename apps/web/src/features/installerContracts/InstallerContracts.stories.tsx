import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { installerContracts } from '../../stories/screen/fixtures';
import { formScreenStates } from '../../stories/screen/formStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/installers/contracts` and the installer contract form. */
const meta = {
  title: 'Screens/Installer contracts',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/installers/contracts' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/installers/contracts',
  apiPath: '/installer-contracts/',
  heading: { it: 'Contratti installatori', en: 'Installer contracts' },
  firstRowText: 'INST-2026-01',
  emptyHeading: 'Ancora nessun contratto con installatori',
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

/** A stored contract in its form: installer, scope and amount. */
export const Form: Story = {
  parameters: screenParameters(),
  args: { path: '/installers/contracts/edit/1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Contratto INST-2026-01');
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('checkbox', { name: 'Installazione' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Rimozione' })).not.toBeChecked();
  },
};

const contract = { path: '/installers/contracts/edit/1', heading: 'Contratto INST-2026-01' };
const form = formScreenStates({
  create: {
    path: '/installers/contracts/create',
    heading: 'Nuovo contratto installatore',
    required: 3,
  },
  edit: { ...contract, headingEn: 'Contract INST-2026-01' },
  apiPath: '/installer-contracts/1/',
  item: installerContracts[0]!,
  change: { key: 'number', label: /^Numero contratto/, append: '-B' },
  theirs: { key: 'notes', label: 'Note', value: 'Rinnovo in corso' },
});

/** An empty new contract: installer, number, start date and scope are required. */
export const FormValidationErrors: Story = form.validationErrors;
/** Someone else changed the contract meanwhile: the 412 dialog, then my edits on theirs. */
export const FormConflict: Story = form.conflict;
