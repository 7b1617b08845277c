import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';
import { passwordInput } from './auth-helpers';
import {
  ADMIN,
  demoCustomerId,
  expect,
  origin,
  recheckCarried,
  test,
  type AdminApi,
} from './backoffice-helpers';
import { collectPageErrors } from './fixtures';

// QR labels against the real server with the demo data: an admin prints a park's labels, a label's link
// leads to its item in the open inspection, and on a phone the camera (Chromium's fake camera showing
// a label) finds the item and records the scan, with the position at start and completion.

const phone = { width: 390, height: 844 };
// The API's dependencies make and read the QR codes (the root does not depend on them).
const apiRequire = createRequire(path.resolve('apps/api/package.json'));
interface QrMatrix {
  modules: { size: number; get(row: number, column: number): number };
}
const QRCode = apiRequire('qrcode') as {
  create(text: string, options: { errorCorrectionLevel: string }): QrMatrix;
  toBuffer(text: string, options: { margin: number; width: number }): Promise<Buffer>;
};
const jsQR = apiRequire('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

/** The QR codes drawn in a PDF, in page order: `pdfimages` writes each image as PPM, jsQR reads it. */
function qrCodesInPdf(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'altalena-labels-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdfimages', [path.join(dir, 'labels.pdf'), path.join(dir, 'img')]);
    const codes: string[] = [];
    for (const name of readdirSync(dir)
      .filter((file) => file.startsWith('img'))
      .sort()) {
      const bytes = readFileSync(path.join(dir, name));
      // P6 (colour) or P5 (grey): "P6\n<width> <height>\n255\n" then the samples.
      const header = /^P([56])\s+(\d+)\s+(\d+)\s+255\s/.exec(
        bytes.subarray(0, 40).toString('latin1'),
      );
      if (!header) continue;
      const [, kind, w, h] = header;
      const width = Number(w);
      const height = Number(h);
      const channels = kind === '6' ? 3 : 1;
      const samples = bytes.subarray(header[0].length);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i += 1) {
        for (let c = 0; c < 3; c += 1)
          rgba[i * 4 + c] = samples[i * channels + (channels === 3 ? c : 0)]!;
        rgba[i * 4 + 3] = 255;
      }
      const code = jsQR(rgba, width, height);
      if (code) codes.push(code.data);
    }
    return codes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Item {
  id: number;
  toy_id: number | null;
  toy_name: string | null;
  version: number;
  scans?: { method: string }[];
}
interface Detail {
  id: number;
  status: string;
  version: number;
  items: Item[];
  positions?: { moment: string; status: string; latitude: number | null }[];
}

/** A park of the demo customer with at least three pieces of equipment, and a new open inspection of it. */
async function parkWithInspection(api: AdminApi) {
  const customerId = await demoCustomerId(api);
  const parks = await api.list<{ id: number; name: string }>(
    `parks/?customer_id=${customerId}&status=open&page_size=100`,
  );
  for (const park of parks) {
    const toys = await api.list<{ id: number }>(`toys/?park_id=${park.id}&status=in_use`);
    if (toys.length < 3) continue;
    // A label leads to its park's open inspection: one another test left open would be the one.
    const open = await Promise.all(
      ['scheduled', 'in_progress'].map((status) =>
        api.list<{ id: number }>(`inspections/?park_id=${park.id}&status=${status}`),
      ),
    );
    if (open.flat().length > 0) continue;
    const created = await api.send<Detail>('POST', '/inspections/', {
      park_id: park.id,
      type: 'operational',
    });
    expect(created.status).toBe(201);
    return { park, inspection: created.body };
  }
  throw new Error('no demo park with three pieces of equipment');
}

/** A label's QR code as the camera sees it: black on white, centred on a 640×480 grey frame, as Y4M. */
function labelVideo(url: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'Q' });
  const quiet = 4;
  const scale = Math.floor(400 / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const y = Buffer.alloc(width * height, 170);
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const r = Math.floor(row / scale) - quiet;
      const c = Math.floor(column / scale) - quiet;
      const dark = r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c);
      y[(top + row) * width + left + column] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'altalena-camera-')), 'label.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

/** The item of `itemId` on the inspection page. */
const itemOnPage = (page: Page, itemId: number) => page.locator(`#inspection-item-${itemId}`);

test.describe('QR labels and scans', () => {
  test("an admin prints a park's labels; a label's link, or a photo of one where there is no camera, leads to its item in the open inspection and records the scan", async ({
    admin,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { park, inspection } = await parkWithInspection(admin.api);
    const page = await admin.open({ viewport: phone });
    await page.goto(`/parks/${park.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print labels' }).click();
    const pdf = readFileSync(await (await download).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text.replace(/\s+/g, ' ')).toContain(park.name);

    // Every QR on the sheet is a short link of this app; one per toy of the park, and the sign.
    const links = qrCodesInPdf(pdf);
    const toys = await admin.api.list<{ id: number }>(`toys/?park_id=${park.id}&page_size=100`);
    expect(links).toHaveLength(toys.length + 1);
    for (const link of links) expect(link).toMatch(new RegExp(`^${origin}/q/[pt][0-9a-z]+$`));

    // The label of the third item, opened signed in: its item, in view, and the scan on it.
    const target = inspection.items.filter((item) => item.toy_id !== null)[2]!;
    const link = links.find((candidate) =>
      candidate.endsWith(`/q/t${target.toy_id!.toString(36)}`),
    );
    expect(link, "the label of the third item's toy").toBeDefined();
    await page.goto(link!);
    await expect(page).toHaveURL(new RegExp(`/inspections/${inspection.id}\\?item=${target.id}$`));
    await expect(itemOnPage(page, target.id)).toBeInViewport();
    await expect
      .poll(async () => {
        const detail = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
        return detail.items.find((item) => item.id === target.id)?.scans?.map((s) => s.method);
      })
      .toEqual(['link']);
    await expect(itemOnPage(page, target.id).getByText(/^Label scanned /)).toBeVisible();

    // This browser has no camera: Scan says so and reads a photo of another label instead.
    const byPhoto = inspection.items.filter((item) => item.toy_id !== null)[1]!;
    const photoLink = links.find((candidate) =>
      candidate.endsWith(`/q/t${byPhoto.toy_id!.toString(36)}`),
    );
    const photo = await QRCode.toBuffer(photoLink!, { margin: 4, width: 400 });
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a label' });
    await expect(dialog.getByText(/photo of the label\.$/i)).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a photo of the label' }).click();
    await (await chooser).setFiles({ name: 'label.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\?item=${byPhoto.id}$`));
    await expect(itemOnPage(page, byPhoto.id)).toBeInViewport();
    await expect
      .poll(async () => {
        const detail = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
        return detail.items.find((item) => item.id === byPhoto.id)?.scans?.map((s) => s.method);
      })
      .toEqual(['photo']);

    // Not signed in: the login first, then back to the label's item.
    const visitor = await browser.newContext({ baseURL: origin, viewport: phone });
    const guest = await visitor.newPage();
    await guest.goto(link!);
    await expect(guest).toHaveURL(/\/auth\/login\?next=/);
    await guest.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await guest.getByRole('button', { name: 'Continue' }).click();
    await passwordInput(guest, 'Password').fill(ADMIN.password);
    await guest.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/inspections/${inspection.id}\\?item=${target.id}$`));
    await visitor.close();
    await admin.api.send('DELETE', `/inspections/${inspection.id}/`);
  });

  test('on a phone, Scan reads a label with the camera, jumps to its item and records the scan; the position is recorded at start and completion', async ({
    admin,
    adminState,
  }) => {
    test.setTimeout(180_000);
    const { inspection } = await parkWithInspection(admin.api);
    const equipment = inspection.items.filter((item) => item.toy_id !== null);
    const byCamera = equipment[equipment.length - 1]!;
    const labelOf = (item: Item) => `${origin}/q/t${item.toy_id!.toString(36)}`;
    // A browser of its own whose camera shows the last item's label.
    const camera = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${labelVideo(labelOf(byCamera))}`,
      ],
    });
    let context: BrowserContext | undefined;
    try {
      context = await camera.newContext({
        baseURL: origin,
        viewport: phone,
        storageState: adminState,
        geolocation: { latitude: 43.7712, longitude: 11.2536, accuracy: 8 },
        permissions: ['geolocation', 'camera'],
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/inspections/${inspection.id}`);

      // The first outcome starts the inspection: the position is taken then.
      const first = page.getByRole('radiogroup', { name: /^Outcome of / }).first();
      await first.getByText('OK', { exact: true }).click();
      await expect
        .poll(async () => (await admin.api.get<Detail>(`/inspections/${inspection.id}/`)).positions)
        .toEqual([
          expect.objectContaining({ moment: 'start', status: 'given', latitude: 43.7712 }),
        ]);

      // The camera: the dialog finds the label, closes, and the page shows its item.
      // The dialog may find the label and close before a check could see it open (it did, on a warm
      // machine): what the scan leaves behind shows that it ran, below.
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      // Loading the decoder and reading the label take their time on a busy machine.
      await expect(page).toHaveURL(new RegExp(`\\?item=${byCamera.id}$`), { timeout: 60_000 });
      await expect(page.getByRole('dialog', { name: 'Scan a label' })).toBeHidden();
      await expect(itemOnPage(page, byCamera.id)).toBeInViewport();
      await expect(itemOnPage(page, byCamera.id).getByText(/^Label scanned /)).toBeVisible();

      await expect
        .poll(async () => {
          const detail = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
          return detail.items.find((entry) => entry.id === byCamera.id)?.scans?.[0]?.method;
        })
        .toBe('camera');

      // Every item OK, then completion: the position is taken again.
      const groups = page.getByRole('radiogroup', { name: /^Outcome of / });
      const count = await groups.count();
      for (let index = 1; index < count; index += 1) {
        await groups.nth(index).getByText('OK', { exact: true }).click();
        await expect(
          groups.nth(index).getByRole('radio', { name: 'OK', exact: true }),
        ).toBeChecked();
      }
      await recheckCarried(page);
      await page.getByRole('button', { name: 'Complete inspection' }).click();
      await expect(page.getByText('Inspection completed.')).toBeVisible();
      await expect
        .poll(async () => (await admin.api.get<Detail>(`/inspections/${inspection.id}/`)).positions)
        .toEqual([
          expect.objectContaining({ moment: 'start', status: 'given' }),
          expect.objectContaining({ moment: 'completion', status: 'given', latitude: 43.7712 }),
        ]);
      expect(errors).toEqual([]);
    } finally {
      await context?.close();
      await camera.close();
    }
  });
});
