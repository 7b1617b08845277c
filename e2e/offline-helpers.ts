import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, pick, type AdminApi } from './backoffice-helpers';

// What the offline specs share (offline-app, offline-inspection, offline-journey): a phone that runs
// the service worker, the demo inspection with a carried finding, real JPEGs, and the outbox's state.

/** A 390×844 phone whose pages may run the service worker (the suite blocks workers by default). */
export const phoneWithWorker = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
} as const;

export interface Finding {
  id: number;
  version: number;
  description: string;
  status: string;
  carried_from_id: number | null;
}
export interface Item {
  id: number;
  version: number;
  toy_name: string | null;
  outcome: string | null;
  notes: string | null;
  findings: Finding[];
}
export interface Detail {
  id: number;
  number: string;
  status: string;
  version: number;
  items: Item[];
  positions?: { moment: string; status: string; latitude?: number; longitude?: number }[];
}

/**
 * Waits until the page is controlled by an activated worker, whose install has precached the build;
 * returns the controller's script URL, read in the same check. The check is synchronous: Playwright
 * does not await a predicate's promise (a promise is truthy, so an async check returned at once).
 */
export async function controlledByWorker(page: Page): Promise<string> {
  const scriptUrl = await page.waitForFunction(
    () => {
      const controller = navigator.serviceWorker.controller;
      return controller?.state === 'activated' ? controller.scriptURL : false;
    },
    undefined,
    { polling: 100 },
  );
  return (await scriptUrl.jsonValue()) as string;
}

/** A new operational inspection of the demo park with open findings and the fewest items. */
export async function inspectionWithCarriedFinding(
  api: AdminApi,
  extra: Record<string, unknown> = {},
): Promise<Detail> {
  const open = await api.list<{ park_id: number }>('findings/?status=open&page_size=100');
  const parks = [...new Set(open.map((row) => row.park_id))];
  let best: { parkId: number; toys: number } | undefined;
  for (const parkId of parks.slice(0, 8)) {
    const toys = await api.list(`toys/?park_id=${parkId}&status=in_use&page_size=100`);
    if (toys.length > 0 && (!best || toys.length < best.toys)) best = { parkId, toys: toys.length };
  }
  expect(best, 'a demo park with open findings and equipment').toBeDefined();
  const created = await api.send<{ id: number }>('POST', '/inspections/', {
    park_id: best!.parkId,
    type: 'operational',
    ...extra,
  });
  expect(created.status).toBe(201);
  return api.get<Detail>(`/inspections/${created.body.id}/`);
}

/** A 4000×3000 JPEG (a 12-megapixel phone photo): noise, so it does not compress to nothing. */
export async function bigPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * A photo taken with the phone turned: stored 600×400, top half red, with EXIF orientation 6 (turn 90°
 * clockwise to view), so upright it is 400×600 with the red half on the right.
 */
export async function turnedPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 600, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
        })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Checks that a JPEG is the upright {@link turnedPhoto}: 400×600, red half on the right, no EXIF turn. */
export async function expectUpright(photo: Buffer) {
  const meta = await sharp(photo).metadata();
  expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([400, 600, 1]);
  const { data } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3),
  ];
  expect(pixel(350, 300)[0]).toBeGreaterThan(200);
  expect(pixel(50, 300)[2]).toBeGreaterThan(200);
}

/**
 * The photos waiting in the page's outbox, in order: the exact bytes the phone will upload (read from
 * its IndexedDB; an upload's multipart body of a Blob is not visible to the test).
 */
export async function queuedPhotos(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const name = (await indexedDB.databases()).find((each) =>
      each.name?.startsWith('altalena.user.'),
    )!.name!;
    const db = await request(indexedDB.open(name));
    const rows = (await request(db.transaction('outbox').objectStore('outbox').getAll())) as {
      kind: string;
      payload: { clientId: string };
    }[];
    const photos: string[] = [];
    for (const row of rows.filter((each) => each.kind === 'photo')) {
      const blob = (await request(
        db.transaction('blobs').objectStore('blobs').get(row.payload.clientId),
      )) as Blob;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      photos.push(btoa(binary));
    }
    db.close();
    return photos;
  });
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

/** Records an outcome on every item of the page: the first gets `first`, the others OK. */
export async function markEveryItem(page: Page, first: string) {
  const groups = page.getByRole('radiogroup', { name: /^Outcome of / });
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    await group.getByText(index === 0 ? first : 'OK', { exact: true }).click();
    await expect(
      group.getByRole('radio', { name: index === 0 ? first : 'OK', exact: true }),
    ).toBeChecked();
  }
  return count;
}

/**
 * Records `outcome` on the first item of a scheduled inspection with no signal: the start, whose position
 * is queued right after it (docs/web.md#outbox), before anything else is recorded.
 */
export async function startWithFirstOutcome(page: Page, outcome: string) {
  await page
    .getByRole('radiogroup', { name: /^Outcome of / })
    .first()
    .getByText(outcome, { exact: true })
    .click();
  await expect(syncPill(page, '2 changes waiting for a connection')).toBeVisible();
}

/** The sync state's pill of the inspection page (it opens the list of waiting changes). */
export const syncPill = (page: Page, name: RegExp | string) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** Adds a finding with photos on the `index`th item, through the dialog; with no connection it waits. */
export async function addFinding(page: Page, index: number, description: string, photos: Buffer[]) {
  await page.getByRole('button', { name: 'Add finding' }).nth(index).click();
  const dialog = page.getByRole('dialog', { name: 'New finding' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await pick(dialog, 'Risk level', 'High');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add photos' }).click();
  await (
    await chooser
  ).setFiles(
    photos.map((buffer, photo) => ({
      name: `${description.split(' ')[0]}-${photo + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    })),
  );
  await expect(dialog.getByRole('img', { name: /^Photo .*kept on this device/ })).toHaveCount(
    photos.length,
  );
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Findings' })
    .getByRole('listitem')
    .filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /kept on this device/ })).toHaveCount(photos.length);
  await expect(card.getByText('Not sent yet: kept on this device')).toBeVisible();
}
