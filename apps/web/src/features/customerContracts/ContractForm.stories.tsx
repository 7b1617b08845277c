import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { customerContracts } from '../../stories/screen/fixtures';
import { deleteRefusedState, formScreenStates } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers/contracts/create` and `/customers/contracts/edit/{id}`: the contract form. */
const meta = {
  title: 'Screens/Customer contracts/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers/contracts/edit/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const contract = { path: '/customers/contracts/edit/1', heading: 'Contratto VR-2026-001' };
const form = formScreenStates({
  create: { path: '/customers/contracts/create', heading: 'Nuovo contratto cliente', required: 3 },
  edit: { ...contract, headingEn: 'Contract VR-2026-001' },
  apiPath: '/customer-contracts/1/',
  item: customerContracts[0]!,
  change: { key: 'number', label: /^Numero contratto/, append: '-B' },
  theirs: { key: 'cig', label: 'CIG', value: 'Z9Y8X7W6V5' },
});

/** A stored contract: its customer, services, covered parks, amount in euros and CIG (public body). */
export const Edit: Story = {
  ...form.edit,
  play: async (context) => {
    await form.edit.play(context);
    const screen = page(context.canvasElement);
    await expect(
      await screen.findByRole('checkbox', { name: /Giardino Giusti/ }, API_WAIT),
    ).toBeChecked();
    await expect(screen.getByDisplayValue('Z1A2B3C4D5')).toBeVisible();
    await expect(await screen.findByText('Nessun file allegato.', {}, API_WAIT)).toBeVisible();
  },
};

/** A new contract from a customer's page: the customer is chosen, its parks are offered. */
export const CreateForCustomer: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/contracts/create?customer_id=1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo contratto cliente');
    const screen = page(canvasElement);
    await expect(
      await screen.findByRole('checkbox', { name: /Parco San Giacomo/ }, API_WAIT),
    ).not.toBeChecked();
    await expect(
      screen.getByText('Salva prima il contratto, poi allega il suo PDF.'),
    ).toBeVisible();
  },
};

/** Saving without customer, number, start date or services: each says so. */
export const ValidationErrors: Story = form.validationErrors;
export const English: Story = form.english;
export const Dark: Story = form.dark;
export const Phone: Story = form.phone;

/** Deleting a contract inspections refer to: refused with the reason, terminating offered instead. */
export const DeleteRefused: Story = deleteRefusedState({
  ...contract,
  apiPath: '/customer-contracts/1/',
  refusal: {
    detail: 'contract_has_inspections',
    reason: 'Alcune ispezioni fanno riferimento a questo contratto',
  },
});

/** Someone else changed the contract meanwhile: the 412 dialog, then my edits on theirs. */
export const Conflict: Story = form.conflict;
