import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone } from '../../stories/screen/screenStories';
import { verifyCatalog } from './catalog';
import { VerifyPage } from './VerifyPage';

const report = {
  number: '2026/0042',
  park_name: 'Giardino Giusti',
  performed_at: '2026-10-20T09:30:00.000Z',
  signed_at: '2026-10-21T08:00:00.000Z',
  signer_name: 'Luca Bianchi',
};

/** `/verify/{code}`: the public confirmation of a printed report. */
const meta = {
  title: 'Screens/Verify',
  component: VerifyPage,
  args: { state: { kind: 'found', report }, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <FeatureMessages catalog={verifyCatalog}>
      <VerifyPage {...args} />
    </FeatureMessages>
  ),
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** A genuine report: number, park, inspection date and signer. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verifica del verbale' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Questo verbale è stato emesso e firmato da Altalena.'),
    ).toBeVisible();
    await expect(canvas.getByText('2026/0042')).toBeVisible();
    await expect(canvas.getByText('Luca Bianchi')).toBeVisible();
    await expect(canvas.getByText('20 ottobre 2026')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Report verification' }),
    ).toBeVisible();
  },
};

/** A code no report has. */
export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Nessun verbale ha questo codice/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verifica del codice…')).toBeVisible();
  },
};

/** The API could not be reached: the visitor can try again. */
export const Failed: Story = {
  args: { state: { kind: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: phone, play: Found.play };
