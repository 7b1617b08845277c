import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './auth-helpers';
import { ADMIN, expect, origin, run, test, todayIso } from './backoffice-helpers';
import { allowPageErrors } from './fixtures';
import {
  addFinding,
  bigPhoto,
  controlledByWorker,
  expectUpright,
  inspectionWithCarriedFinding,
  markEveryItem,
  phoneWithWorker,
  queuedPhotos,
  startWithFirstOutcome,
  syncPill,
  turnedPhoto,
  type Detail,
} from './offline-helpers';

// The inspector's whole day with no signal (issue 21), every part real: the demo server, the service
// worker, the download of My day, the IndexedDB outbox. Online once to sign in and download; then the
// phone loses the signal, reloads the app, inspects, closes the app and opens it again; the signal
// returns and everything arrives once, in order; the inspection is completed and signed, and its
// report names the findings recorded offline.

/** Where the park is, and where the inspector is when the signal returns (the office). */
const atThePark = { latitude: 45.4642, longitude: 9.19 };
const atTheOffice = { latitude: 45.07, longitude: 7.6869 };

/** The writes the page sends to the API, as `METHOD /api/vN/path/` with ids as N. */
const writesOf = (requests: Request[]) =>
  requests.map(
    (request) => `${request.method()} ${new URL(request.url()).pathname.replace(/\d+/g, 'N')}`,
  );

test("the inspector's journey offline: download, reload with no signal, inspect, reopen, sync, sign", async ({
  admin,
  browser,
}) => {
  test.setTimeout(300_000);
  const api = admin.api;
  const me = await api.get<{ id: number }>('/users/me/');
  // Planned for today and assigned to me: on My day; its park has findings carried forward.
  const inspection = await inspectionWithCarriedFinding(api, {
    inspector_id: me.id,
    scheduled_for: todayIso(),
  });
  const carried = inspection.items.flatMap((item) =>
    item.findings.filter((finding) => finding.carried_from_id !== null),
  );
  expect(carried.length, 'a finding carried forward from the last inspection').toBeGreaterThan(0);
  expect(inspection.items.length, 'several items').toBeGreaterThan(1);
  const [big, turned] = [await bigPhoto(), await turnedPhoto()];
  // Unique to the run: once signed, they are carried forward into the park's next inspections.
  const [chain, bolt] = [`Sedile crepato ${run}`, `Corda sfilacciata ${run}`];

  const context = await browser.newContext({
    ...phoneWithWorker,
    baseURL: origin,
    geolocation: atThePark,
    permissions: ['geolocation'],
  });
  try {
    // Online once: sign in, My day, the worker takes control; download the inspection.
    const page = await context.newPage();
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/inspections');
    await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
    expect(await controlledByWorker(page)).toBe(`${origin}/sw.js`);
    const card = page
      .getByRole('region', { name: 'My inspections' })
      .getByRole('listitem')
      .filter({ hasText: 'Operational' })
      .filter({ hasText: /^.*Planned for / });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Download for offline' }).click();
    await expect(card.getByText(/^Available offline · /)).toBeVisible();

    const writes: Request[] = [];
    context.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/')) writes.push(request);
    });

    // No signal: the reload is answered by the worker, the inspection by IndexedDB.
    allowPageErrors(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    const reloadStarted = Date.now();
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await card.getByRole('button', { name: 'Start' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Inspection ${inspection.number}` }),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /^Outcome of / })).toHaveCount(
      inspection.items.length,
    );
    const reloadToItems = Date.now() - reloadStarted;
    for (const finding of carried) {
      await expect(page.getByText(finding.description).first()).toBeVisible();
    }

    // The whole inspection with no signal. The first outcome starts it: the position is taken here.
    await startWithFirstOutcome(page, 'Defect');
    const count = await markEveryItem(page, 'Defect');
    await expect(page.getByText(`${count} of ${count} items done`).first()).toBeVisible();
    await addFinding(page, 0, chain, [big, turned]);
    await addFinding(page, 1, bolt, [turned, big]);
    for (const finding of carried) {
      await page
        .getByRole('list', { name: 'Findings' })
        .getByRole('listitem')
        .filter({ hasText: finding.description })
        .getByRole('radiogroup', { name: 'Still there?' })
        .getByText('Resolved', { exact: true })
        .click();
    }
    const waiting = `${count + 1 + 2 + 4 + carried.length} changes waiting for a connection`;
    await expect(syncPill(page, waiting)).toBeVisible();

    // The app is closed and opened again, still with no signal: from the worker, the changes kept.
    await page.close();
    const again = await context.newPage();
    const reopened = await again.goto(`/inspections/${inspection.id}`);
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(syncPill(again, waiting)).toBeVisible();
    await expect(again.getByText(`${count} of ${count} items done`).first()).toBeVisible();
    for (const description of [chain, bolt]) {
      const finding = again
        .getByRole('list', { name: 'Findings' })
        .getByRole('listitem')
        .filter({ hasText: description });
      await expect(finding.getByText('Not sent yet: kept on this device')).toBeVisible();
      await expect(finding.getByRole('img', { name: /kept on this device/ })).toHaveCount(2);
    }
    expect(writes, 'nothing is sent with no signal').toEqual([]);
    // The bytes each photo will upload (the outbox's copies: a Blob body is not visible in the request).
    const uploaded = (await queuedPhotos(again)).map((photo) => photo.length);
    expect(uploaded).toHaveLength(4);
    const untouched = await api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(untouched.items.map((item) => item.outcome)).toEqual(inspection.items.map(() => null));

    // The signal returns back at the office: everything arrives once, in the order it was made.
    await context.setGeolocation(atTheOffice);
    await context.setOffline(false);
    await expect(syncPill(again, 'All saved')).toBeVisible({ timeout: 60_000 });
    expect(writesOf(writes)).toEqual([
      'PATCH /api/vN/inspections/N/items/N/',
      'POST /api/vN/inspections/N/positions/',
      ...inspection.items.slice(1).map(() => 'PATCH /api/vN/inspections/N/items/N/'),
      'POST /api/vN/inspections/N/findings/',
      'POST /api/vN/files/',
      'POST /api/vN/files/',
      'POST /api/vN/inspections/N/findings/',
      'POST /api/vN/files/',
      'POST /api/vN/files/',
      ...carried.map(() => 'PATCH /api/vN/inspections/N/findings/N/'),
    ]);
    // What the server stored: upright photos of at most 1600 px.
    const stored = await api.get<Detail>(`/inspections/${inspection.id}/`);
    expect(stored.items.map((item) => item.outcome)).toEqual(
      stored.items.map((_, index) => (index === 0 ? 'defect' : 'ok')),
    );
    // The start was recorded where the work began, not where the signal returned.
    expect(stored.positions).toEqual([
      expect.objectContaining({ moment: 'start', status: 'given', ...atThePark }),
    ]);
    const findings = stored.items.flatMap((item) => item.findings);
    const sizes: string[] = [];
    for (const description of [chain, bolt]) {
      const [finding] = findings.filter((each) => each.description === description);
      expect(finding, description).toBeDefined();
      const files = await api.list<{ id: number; original_name?: string }>(
        `files/?owner_type=finding&owner_id=${finding!.id}&kind=photo`,
      );
      expect(files).toHaveLength(2);
      for (const file of files) {
        const content = await api.bytes(`/files/${file.id}/content/`);
        const meta = await sharp(content).metadata();
        expect(meta.orientation ?? 1).toBe(1);
        expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
        if (meta.width === 400) await expectUpright(content);
        else expect([meta.width, meta.height]).toEqual([1600, 1200]);
        sizes.push(`${meta.width}×${meta.height} ${content.length} B`);
      }
    }
    for (const finding of carried) {
      expect(findings.find((each) => each.id === finding.id)?.status).toBe('resolved');
    }

    // Complete and sign (online), then the signed report names the findings recorded offline.
    await again.reload();
    await again.getByRole('button', { name: 'Complete inspection' }).click();
    await expect(again.getByText('Inspection completed.')).toBeVisible();
    await again.getByRole('button', { name: 'Sign', exact: true }).click();
    await again
      .getByRole('alertdialog', { name: `Sign inspection ${inspection.number}?` })
      .getByRole('button', { name: 'Sign', exact: true })
      .click();
    await expect(
      again.getByText('This inspection is signed: it can no longer change.'),
    ).toBeVisible();
    const download = again.waitForEvent('download');
    await again.getByRole('button', { name: 'Download report' }).click();
    const report = readFileSync(await (await download).path());
    expect(report.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: report })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    for (const expected of [inspection.number, chain, bolt]) {
      expect(text).toContain(expected);
    }

    const figure =
      `offline journey: reload → ${count} items shown offline in ${reloadToItems} ms; ` +
      `bytes uploaded per photo ${uploaded.join(', ')}; stored ${sizes.join(', ')}; ` +
      `originals ${big.length} B (4000×3000) and ${turned.length} B (EXIF 6)`;
    test.info().annotations.push({ type: 'offline journey', description: figure });
    console.info(figure);
  } finally {
    await context.close();
  }
});
