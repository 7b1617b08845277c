import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
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
    await expect(await page.findByText(/L’assicurazione è scaduta il/)).toBeVisible();
  },
};

/** An installer with a contract: linked from its detail. */
export const DetailWithContracts: Story = {
  parameters: screenParameters(),
  args: { path: '/installers/1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Giochi Sicuri S.r.l.');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('INST-2026-01'),
    ).toBeVisible();
  },
};

/** The installer form. */
export const Form: Story = {
  parameters: screenParameters(),
  args: { path: '/installers/edit/1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Modifica Giochi Sicuri S.r.l.');
    await expect(
      within(canvasElement.ownerDocument.body).getByDisplayValue('RC-2026-0042'),
    ).toBeVisible();
  },
};
