import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, pick, test, type AdminApi } from './backoffice-helpers';
import { allowPageErrors, resourceError } from './fixtures';

// Field work with no connection, against the real server with the demo data: an inspector on a phone
// opens an inspection online, loses the signal (the browser context goes offline), records everything,
// closes the app and opens it again when the signal returns. The durable outbox (IndexedDB) sends it all
// once, in order; photos are made upright and small on the phone before they go.

const phone = { width: 390, height: 844 };

interface Finding {
  id: number;
  version: number;
  description: string;
  status: string;
  carried_from_id: number | null;
}
interface Item {
  id: number;
  version: number;
  toy_name: string | null;
  outcome: string | null;
  notes: string | null;
  findings: Finding[];
}
interface Detail {
  id: number;
  number: string;
  status: string;
  version: number;
  items: Item[];
}

/** A new operational inspection of the demo park with open findings and the fewest items. */
async function inspectionWithCarriedFinding(api: AdminApi): Promise<Detail> {
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
  });
  expect(created.status).toBe(201);
  return api.get<Detail>(`/inspections/${created.body.id}/`);
}

/** A 4000×3000 JPEG (a 12-megapixel phone photo): noise, so it does not compress to nothing. */
async function bigPhoto(): Promise<Buffer> {
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
async function turnedPhoto(): Promise<Buffer> {
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

/**
 * The photos waiting in the page's outbox, in order: the exact bytes the phone will upload (read from
 * its IndexedDB; an upload's multipart body of a Blob is not visible to the test).
 */
async function queuedPhotos(page: Page): Promise<Buffer[]> {
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
async function markEveryItem(page: Page, first: string) {
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

const syncPill = (page: Page, name: RegExp | string) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** Adds a finding with photos on the `index`th item, through the dialog. */
async function addFinding(page: Page, index: number, description: string, photos: Buffer[]) {
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

test.describe('an inspection with no connection', () => {
  test('everything recorded offline survives closing the app and arrives once, in order, photos upright and small', async ({
    admin,
  }) => {
    test.setTimeout(180_000);
    const inspection = await inspectionWithCarriedFinding(admin.api);
    const carried = inspection.items.flatMap((item) =>
      item.findings.filter((finding) => finding.carried_from_id !== null),
    );
    expect(carried.length, 'a finding carried forward from the last inspection').toBeGreaterThan(0);
    const [big, turned] = [await bigPhoto(), await turnedPhoto()];

    const page = await admin.open({ viewport: phone });
    const context = page.context();
    await page.goto(`/inspections/${inspection.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Inspection ${inspection.number}` }),
    ).toBeVisible();
    await expect(syncPill(page, 'All saved')).toBeVisible();
    // The finding form and the photo lists load with the page, before the signal goes.
    await page.waitForLoadState('networkidle');

    allowPageErrors(/ERR_INTERNET_DISCONNECTED/);

    await context.setOffline(true);
    const count = await markEveryItem(page, 'Defect');
    expect(count).toBe(inspection.items.length);
    await expect(page.getByText(`${count} of ${count} items done`).first()).toBeVisible();
    await addFinding(page, 0, 'Catena usurata', [big, turned]);
    await addFinding(page, 1, 'Bullone allentato', [turned, big]);
    const carriedCard = page
      .getByRole('list', { name: 'Findings' })
      .getByRole('listitem')
      .filter({ hasText: carried[0]!.description });
    await carriedCard
      .getByRole('radiogroup', { name: 'Still there?' })
      .getByText('Resolved', { exact: true })
      .click();
    const changes = count + 2 + 4 + 1;
    await expect(syncPill(page, `${changes} changes waiting for a connection`)).toBeVisible();
    // Signing needs the connection and says so.
    await syncPill(page, `${changes} changes waiting for a connection`).click();
    const list = page.getByRole('dialog', { name: 'Changes not saved yet' });
    await expect(list.getByText('New finding: Catena usurata')).toBeVisible();
    await expect(list.getByText(/^Photo /)).toHaveCount(4);
    await list.getByRole('button', { name: 'Close' }).first().click();

    // Each photo is kept upright and at most 1600 px: the 12-megapixel one as a few hundred kB.
    const photos = await queuedPhotos(page);
    expect(photos).toHaveLength(4);
    const sizes = await Promise.all(photos.map((photo) => sharp(photo).metadata()));
    expect(sizes.map((meta) => [meta.width, meta.height])).toEqual([
      [1600, 1200],
      [400, 600],
      [400, 600],
      [1600, 1200],
    ]);
    for (const meta of sizes) expect(meta.orientation ?? 1).toBe(1);
    // The upright photo has its red half on the right.
    const { data } = await sharp(photos[1]!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3),
    ];
    expect(pixel(350, 300)[0]).toBeGreaterThan(200);
    expect(pixel(50, 300)[2]).toBeGreaterThan(200);
    console.info(
      `offline-inspection: a 4000×3000 JPEG of ${big.length} bytes is queued and sent as 1600×1200, ${photos[0]!.length} bytes`,
    );

    // The app is closed with no signal: the server has none of it.
    await page.close();
    const untouched = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(untouched.items.map((item) => item.outcome)).toEqual(inspection.items.map(() => null));

    // The signal returns and the app is opened again on the same phone (same storage).
    await context.setOffline(false);
    const again = await context.newPage();
    const writes: Request[] = [];
    again.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) writes.push(request);
    });
    await again.goto(`/inspections/${inspection.id}`);
    await expect(syncPill(again, 'All saved')).toBeVisible({ timeout: 60_000 });

    // Once each, in the order made. The start position is queued when the server turns the inspection
    // in progress, so after the changes, and only if it had been sent by now: it is counted apart.
    const sent = writes
      .map((request) => {
        const path = new URL(request.url()).pathname.replace(/\d+/g, 'N');
        return `${request.method()} ${path}`;
      })
      .filter((write) => write !== 'POST /api/vN/inspections/N/positions/');
    expect(
      writes.filter((request) => request.url().endsWith('/positions/')).length,
    ).toBeLessThanOrEqual(1);
    expect(sent).toEqual([
      ...inspection.items.map(() => 'PATCH /api/vN/inspections/N/items/N/'),
      'POST /api/vN/inspections/N/findings/',
      'POST /api/vN/files/',
      'POST /api/vN/files/',
      'POST /api/vN/inspections/N/findings/',
      'POST /api/vN/files/',
      'POST /api/vN/files/',
      'PATCH /api/vN/inspections/N/findings/N/',
    ]);

    // On the server and on the page after a reload.
    const stored = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(stored.items.map((item) => item.outcome)).toEqual(
      stored.items.map((_, index) => (index === 0 ? 'defect' : 'ok')),
    );
    const added = stored.items
      .flatMap((item) => item.findings)
      .filter((finding) => ['Catena usurata', 'Bullone allentato'].includes(finding.description));
    expect(added).toHaveLength(2);
    for (const finding of added) {
      const photos = await admin.api.list(
        `files/?owner_type=finding&owner_id=${finding.id}&kind=photo`,
      );
      expect(photos).toHaveLength(2);
    }
    const rechecked = stored.items
      .flatMap((item) => item.findings)
      .find((finding) => finding.id === carried[0]!.id);
    expect(rechecked?.status).toBe('resolved');
    await again.reload();
    await expect(again.getByText(`${count} of ${count} items done`).first()).toBeVisible();
    const card = again
      .getByRole('list', { name: 'Findings' })
      .getByRole('listitem')
      .filter({ hasText: 'Catena usurata' });
    await expect(card.getByRole('button', { name: /^Open / })).toHaveCount(2);
  });

  test('a change someone else made meanwhile (412) waits for the inspector’s choice', async ({
    admin,
  }) => {
    test.setTimeout(90_000);
    const inspection = await inspectionWithCarriedFinding(admin.api);
    const item = inspection.items[0]!;
    const page = await admin.open({ viewport: phone });
    await page.goto(`/inspections/${inspection.id}`);
    const group = page.getByRole('radiogroup', { name: /^Outcome of / }).first();
    await expect(group).toBeVisible();
    allowPageErrors(/ERR_INTERNET_DISCONNECTED/, resourceError(412));
    await page.context().setOffline(true);
    await group.getByText('Defect', { exact: true }).click();
    await expect(syncPill(page, '1 change waiting for a connection')).toBeVisible();

    // Meanwhile someone else records the item from another device.
    const theirs = await admin.api.send(
      'PATCH',
      `/inspections/${inspection.id}/items/${item.id}/`,
      { outcome: 'not_inspectable' },
      item.version,
    );
    expect(theirs.status).toBe(200);

    await page.context().setOffline(false);
    await expect(syncPill(page, '1 change needs you')).toBeVisible();
    await expect(page.getByText(/Someone else changed this item/)).toBeVisible();
    await page.getByRole('button', { name: 'Keep mine' }).first().click();
    await expect(syncPill(page, 'All saved')).toBeVisible();
    const stored = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(stored.items[0]!.outcome).toBe('defect');
  });

  test('a change the server refuses (400) stays on its item until the inspector discards it', async ({
    admin,
  }) => {
    test.setTimeout(90_000);
    const inspection = await inspectionWithCarriedFinding(admin.api);
    const page = await admin.open({ viewport: phone });
    await page.goto(`/inspections/${inspection.id}`);
    const notes = page.getByRole('textbox', { name: 'Notes' }).first();
    await expect(notes).toBeVisible();
    allowPageErrors(/ERR_INTERNET_DISCONNECTED/, resourceError(400));
    await page.context().setOffline(true);
    // Longer than the server takes: the phone cannot know until it sends.
    await notes.fill('x'.repeat(5001));
    await notes.blur();
    await page
      .getByRole('radiogroup', { name: /^Outcome of / })
      .nth(1)
      .getByText('OK', { exact: true })
      .click();
    await expect(syncPill(page, '2 changes waiting for a connection')).toBeVisible();

    await page.context().setOffline(false);
    await expect(syncPill(page, '1 change needs you')).toBeVisible();
    await expect(page.getByText(/^Not saved: /).first()).toBeVisible();
    // The other change went through.
    await expect
      .poll(
        async () =>
          (await admin.api.get<Detail>(`/inspections/${inspection.id}/`)).items[1]!.outcome,
      )
      .toBe('ok');

    await syncPill(page, '1 change needs you').click();
    const list = page.getByRole('dialog', { name: 'Changes not saved yet' });
    await expect(list.getByText(/^Refused: /)).toBeVisible();
    await list.getByRole('button', { name: 'Discard' }).click();
    await expect(
      list.getByText('Everything recorded on this device is on the server.'),
    ).toBeVisible();
    await list.getByRole('button', { name: 'Close' }).first().click();
    await expect(syncPill(page, 'All saved')).toBeVisible();
    const stored = await admin.api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(stored.items[0]!.notes).toBeNull();
  });
});
