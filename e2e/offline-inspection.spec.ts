import type { Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './backoffice-helpers';
import { allowPageErrors, resourceError } from './fixtures';
import {
  addFinding,
  bigPhoto,
  expectUpright,
  inspectionWithCarriedFinding,
  markEveryItem,
  queuedPhotos,
  startWithFirstOutcome,
  syncPill,
  turnedPhoto,
  type Detail,
} from './offline-helpers';

// Field work with no connection, against the real server with the demo data: an inspector on a phone
// opens an inspection online, loses the signal (the browser context goes offline), records everything,
// closes the app and opens it again when the signal returns. The durable outbox (IndexedDB) sends it all
// once, in order; photos are made upright and small on the phone before they go.

const phone = { width: 390, height: 844 };

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
    // The first outcome starts the inspection: its position (here refused) is queued right after it.
    await startWithFirstOutcome(page, 'Defect');
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
    const changes = count + 1 + 2 + 4 + 1;
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
    await expectUpright(photos[1]!);
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

    // Once each, in the order made.
    const sent = writes.map((request) => {
      const path = new URL(request.url()).pathname.replace(/\d+/g, 'N');
      return `${request.method()} ${path}`;
    });
    expect(sent).toEqual([
      'PATCH /api/vN/inspections/N/items/N/',
      'POST /api/vN/inspections/N/positions/',
      ...inspection.items.slice(1).map(() => 'PATCH /api/vN/inspections/N/items/N/'),
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
    // The server's 412 is the point of this test: the browser notes it.
    allowPageErrors(/ERR_INTERNET_DISCONNECTED/, resourceError(412));
    await page.context().setOffline(true);
    await group.getByText('Defect', { exact: true }).click();
    // The outcome, and the position at start it queues.
    await expect(syncPill(page, '2 changes waiting for a connection')).toBeVisible();

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
    // The server's 400 is the point of this test: the browser notes it.
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
    // The notes, the outcome, and the position at start it queues.
    await expect(syncPill(page, '3 changes waiting for a connection')).toBeVisible();

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
