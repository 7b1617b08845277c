import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelsCatalog } from '../catalog';
import type { LabelDetector } from '../labelDetector';
import { ScanDialog } from './ScanDialog';

/** A camera that films a plain grey card (a real stream from a canvas). */
const greyCamera = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'grey';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return canvas.captureStream(5);
};
const refusedCamera = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
/** A decoder that reads `codes` in every frame. */
const detectorOf = (codes: string[]) => async (): Promise<LabelDetector> => ({
  detect: async () => codes,
});

/** "Scan" on the inspection page: the camera looks for a label's QR code. */
const meta = {
  title: 'Features/Labels/ScanDialog',
  component: ScanDialog,
  args: {
    open: true,
    onClose: fn(),
    onCode: fn(() => true),
    camera: greyCamera,
    loadDetector: detectorOf([]),
  },
  render: (args) => (
    <FeatureMessages catalog={labelsCatalog}>
      <ScanDialog {...args} />
    </FeatureMessages>
  ),
} satisfies Meta<typeof ScanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Waits until `element` is visible: the dialog fades in. */
const shows = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** The camera runs and no code is in view yet. */
export const Scanning: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: "Scansiona un'etichetta" });
    // The camera's picture plays, and the dialog says it is looking.
    await shows(await page.findByText('Ricerca di un codice QR…'));
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      page.getByRole('button', { name: "Scegli una foto dell'etichetta" }),
    ).toBeVisible();
  },
};

/** A label is read: the code goes to the page, which names its item, and the dialog closes. */
export const Found: Story = {
  args: { loadDetector: detectorOf(['https://altalena.example/q/t2s']) },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onCode).toHaveBeenCalledWith('https://altalena.example/q/t2s', 'camera'),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A QR code that is no item of this inspection: said so, and the camera goes on looking. */
export const NotFound: Story = {
  args: { onCode: fn(() => false), loadDetector: detectorOf(['https://altalena.example/q/t999']) },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await shows(
      await page.findByText(
        "Questa etichetta non è di una voce di questa ispezione. Scansionane un'altra, o chiudi.",
      ),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    // "Scan again" restarts the camera, which finds the same foreign code again.
    const before = (args.onCode as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(await page.findByRole('button', { name: 'Scansiona di nuovo' }));
    await waitFor(() =>
      expect((args.onCode as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(before),
    );
    await expect(
      await page.findByRole('button', { name: 'Scansiona di nuovo' }),
    ).toBeInTheDocument();
  },
};

/** The camera is not allowed: the photo of the label is offered instead. */
export const CameraRefused: Story = {
  args: { camera: refusedCamera },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await shows(
      await page.findByText(
        "La fotocamera non è consentita. Consentila nel browser, oppure scegli una foto dell'etichetta.",
      ),
    );
    await expect(
      page.getByRole('button', { name: "Scegli una foto dell'etichetta" }),
    ).toBeVisible();
  },
};

/** The same in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { camera: refusedCamera },
  play: async ({ canvasElement }) => {
    await shows(
      await body(canvasElement).findByText(
        'The camera is not allowed. Allow it in the browser, or choose a photo of the label.',
      ),
    );
  },
};
