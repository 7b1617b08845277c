import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { labelCode } from '@altalena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  pdfText,
  qrCodesInPdf,
  testDrivers,
  type TestContext,
} from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { insertPark, insertToy } from './fixtures';

/** The number of pages of a PDF, as `pdfinfo` (poppler-utils) reads it. */
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe.each(await testDrivers())('QR labels, scans and positions on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let park: number;
  let toyIds: number[];

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2032-05-01T08:00:00Z' });
    world = await domainWorld(ctx);
    park = await insertPark(ctx, world.customerAId, 'Parco delle Etichette');
    toyIds = [];
    // Eight toys and the park's sign: nine labels, two sheets of eight.
    for (let n = 1; n <= 8; n++) toyIds.push(await insertToy(ctx, park, `G${n}`));
  });
  afterAll(async () => ctx?.close());

  describe('labels', () => {
    it("prints one QR per toy and one for the park's sign, each leading to its short link", async () => {
      const answer = await world.admin.get(`/parks/${park}/labels/`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toContain(`etichette-${park}.pdf`);
      expect(pageCount(answer.bytes)).toBe(2);
      const text = pdfText(answer.bytes);
      for (const expected of ['Parco delle Etichette', 'Cartello del parco', 'G1', 'Gioco G8']) {
        expect(text).toContain(expected);
      }
      const codes = await qrCodesInPdf(answer.bytes);
      const paths = codes.map((url) => new URL(url).pathname);
      expect(paths).toEqual([
        `/q/${labelCode('park', park)}`,
        ...toyIds.map((id) => `/q/${labelCode('toy', id)}`),
      ]);
      // The URL is the app's public address: PUBLIC_URL, here the embedded default on the server's port.
      const { port } = ctx.app.server.address() as AddressInfo;
      for (const code of codes) expect(new URL(code).origin).toBe(`http://localhost:${port}`);
    });

    it('are for admins only: a customer user is answered as if the park did not exist', async () => {
      expect((await world.customerA.get(`/parks/${park}/labels/`)).status).toBe(404);
      expect((await world.anonymous.get(`/parks/${park}/labels/`)).status).toBe(401);
      expect((await world.admin.get('/parks/999999/labels/')).status).toBe(404);
    });
  });

  describe('where a code leads', () => {
    it('leads to the equipment, then to its item once an inspection of the park is open', async () => {
      const code = labelCode('toy', toyIds[0]!);
      const before = await world.admin.get(`/q/${code}/`);
      expect(before.body).toEqual({
        kind: 'toy',
        park_id: park,
        toy_id: toyIds[0],
        inspection_id: null,
        item_id: null,
      });
      const created = await world.admin.post('/inspections/', {
        park_id: park,
        type: 'routine_visual',
      });
      const item = (created.body.items as { id: number; toy_id: number }[]).find(
        (entry) => entry.toy_id === toyIds[0],
      )!;
      const after = await world.admin.get(`/q/${code}/`);
      expect(after.body).toMatchObject({ inspection_id: created.body.id, item_id: item.id });
      const sign = await world.customerA.get(`/q/${labelCode('park', park)}/`);
      expect(sign.body).toMatchObject({
        kind: 'park',
        park_id: park,
        inspection_id: created.body.id,
      });
      await world.admin.delete(`/inspections/${created.body.id}/`);
    });

    it("answers 404 for another customer's label, a missing one and a malformed one", async () => {
      expect((await world.customerB.get(`/q/${labelCode('toy', toyIds[0]!)}/`)).status).toBe(404);
      expect((await world.customerB.get(`/q/${labelCode('park', park)}/`)).status).toBe(404);
      expect((await world.admin.get(`/q/${labelCode('toy', 999_999)}/`)).status).toBe(404);
      const malformed = await world.admin.get('/q/x!1/');
      expect(malformed.status).toBe(400);
      expect((await world.anonymous.get(`/q/${labelCode('park', park)}/`)).status).toBe(401);
    });
  });

  describe('scans and positions', () => {
    let id: number;
    let path: string;
    let items: { id: number; version: number; toy_id: number | null }[];

    beforeAll(async () => {
      const created = await world.admin.post('/inspections/', {
        park_id: park,
        type: 'annual_main',
      });
      id = created.body.id;
      path = `/inspections/${id}/`;
      items = created.body.items;
    });

    it('records a scan with the time of the device, once however often it is sent', async () => {
      const item = items[0]!;
      const scan = { scanned_at: '2032-05-01T07:58:00.000Z', method: 'camera' };
      const first = await world.admin.post(`${path}items/${item.id}/scans/`, scan);
      expect(first.status).toBe(201);
      expect(first.body.scans).toEqual([
        expect.objectContaining({ scanned_at: scan.scanned_at, method: 'camera' }),
      ]);
      // A retried upload (the outbox after a dropped answer) is the same scan.
      expect((await world.admin.post(`${path}items/${item.id}/scans/`, scan)).status).toBe(201);
      await world.admin.post(`${path}items/${item.id}/scans/`, {
        scanned_at: '2032-05-01T08:01:00.000Z',
        method: 'link',
      });
      const detail = await world.admin.get(path);
      const scans = (detail.body.items as { id: number; scans: { method: string }[] }[]).find(
        (entry) => entry.id === item.id,
      )!.scans;
      expect(scans.map((entry) => entry.method)).toEqual(['camera', 'link']);
    });

    it('refuses a scan from the future, of another inspection, or by whom may not work on it', async () => {
      const item = items[1]!;
      const future = await world.admin.post(`${path}items/${item.id}/scans/`, {
        scanned_at: '2032-05-01T09:00:00.000Z',
        method: 'camera',
      });
      expect([future.status, future.body.error_list?.[0]?.field]).toEqual([400, 'scanned_at']);
      const scan = { scanned_at: '2032-05-01T07:00:00.000Z', method: 'camera' };
      expect(
        (await world.admin.post(`/inspections/999999/items/${item.id}/scans/`, scan)).status,
      ).toBe(404);
      expect((await world.admin.post(`${path}items/999999/scans/`, scan)).status).toBe(404);
      expect((await world.customerB.post(`${path}items/${item.id}/scans/`, scan)).status).toBe(404);
      // A customer user works on routine visual inspections only.
      expect((await world.customerA.post(`${path}items/${item.id}/scans/`, scan)).status).toBe(404);
      const bad = await world.admin.post(`${path}items/${item.id}/scans/`, {
        ...scan,
        method: 'guess',
      });
      expect(bad.status).toBe(400);
    });

    it('records the position at start and at completion, or that it was not given', async () => {
      const refused = await world.admin.post(`${path}positions/`, {
        moment: 'start',
        status: 'refused',
        taken_at: '2032-05-01T07:55:00.000Z',
      });
      expect(refused.status).toBe(201);
      expect(refused.body).toMatchObject({ moment: 'start', status: 'refused', latitude: null });
      const noCoordinates = await world.admin.post(`${path}positions/`, {
        moment: 'completion',
        status: 'given',
        taken_at: '2032-05-01T07:55:00.000Z',
      });
      expect(noCoordinates.status).toBe(400);
      const outOfRange = await world.admin.post(`${path}positions/`, {
        moment: 'completion',
        status: 'given',
        latitude: 95,
        longitude: 11,
        accuracy_m: 5,
        taken_at: '2032-05-01T07:55:00.000Z',
      });
      expect(outOfRange.status).toBe(400);
      expect(
        (
          await world.customerB.post(`${path}positions/`, {
            moment: 'start',
            status: 'refused',
            taken_at: '2032-05-01T07:55:00.000Z',
          })
        ).status,
      ).toBe(404);

      for (const item of items) {
        await world.admin.patch(`${path}items/${item.id}/`, { outcome: 'ok' }, item.version);
      }
      const version = (await world.admin.get(path)).body.version as number;
      expect((await world.admin.patch(path, { status: 'completed' }, version)).status).toBe(200);
      const given = await world.admin.post(`${path}positions/`, {
        moment: 'completion',
        status: 'given',
        latitude: 43.770123,
        longitude: 11.250456,
        accuracy_m: 12.4,
        taken_at: '2032-05-01T07:59:00.000Z',
      });
      expect(given.status).toBe(201);
      const detail = await world.admin.get(path);
      expect(detail.body.positions).toEqual([
        expect.objectContaining({ moment: 'start', status: 'refused' }),
        expect.objectContaining({ moment: 'completion', latitude: 43.770123, accuracy_m: 12.4 }),
      ]);
    });

    it('shows the positions and the scans in the signed report, and then takes no more', async () => {
      const version = (await world.admin.get(path)).body.version as number;
      const signed = await world.admin.request('POST', `${path}sign/`, {
        headers: { 'if-match': `"${version}"` },
      });
      expect(signed.status).toBe(200);
      const report = await world.admin.get(`${path}report/`);
      const text = pdfText(report.bytes);
      expect(text).toContain('Presenza sul posto');
      expect(text).toContain("Posizione all'inizio Negata dall'ispettore");
      expect(text).toContain('43.770123, 11.250456 (± 12 m)');
      expect(text).toMatch(/Etichetta scansionata: 01\/05\/2032, 09:58, 01\/05\/2032, 10:01/);
      expect(text).toContain('Scansioni delle etichette 1 di 8 attrezzature');
      const late = await world.admin.post(`${path}items/${items[0]!.id}/scans/`, {
        scanned_at: '2032-05-01T08:00:00.000Z',
        method: 'camera',
      });
      expect([late.status, late.body.detail]).toEqual([409, 'inspection_signed']);
    });
  });
});
