import { createHash } from 'node:crypto';
import type { InspectionStatus, InspectionType } from '@altalena/contracts';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/session';
import {
  auditLog,
  customerContracts,
  findings,
  inspectionItems,
  inspections,
  installerContracts,
  installers,
  parks,
  toys,
} from '../../db/schema';
import {
  createTestContext,
  hasGpsPosition,
  testDrivers,
  testPhoto,
  type TestContext,
} from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { insertPark, insertToy } from '../inspections/fixtures';
import { startTestS3, type TestS3 } from '../../testing/s3';
import { contentDisposition, removeBlob, sanitizeFilename, sniffContentType } from './storage';
import { blobKey, readObject, uploadTempDir, variantKey } from './store';

const MB = 1024 * 1024;

/** The S3 server of this file's suites on the S3 store (one for the file: each start costs). */
let s3: TestS3 | undefined;
afterAll(async () => s3?.close());

/** Bytes that start with a format's signature, padded to `size`. */
function bytesOf(signature: Buffer, size = 2048, seed = 0): Buffer {
  const body = Buffer.alloc(Math.max(size, signature.length), seed);
  // A varied head keeps small files distinct; megabytes of filler need no variety.
  for (let index = 0; index < Math.min(body.length, 4096); index++) {
    body[index] = (index * 31 + seed) & 0xff;
  }
  signature.copy(body, 0);
  return body;
}

/** Real photos drawn by sharp, one per seed (different seeds, different bytes). */
const drawn = {
  jpeg: await Promise.all(Array.from({ length: 13 }, (_, seed) => testPhoto('jpeg', { seed }))),
  png: new Map(
    await Promise.all(
      [0, 42, 77].map(async (seed) => [seed, await testPhoto('png', { seed })] as const),
    ),
  ),
  webp: await testPhoto('webp'),
};
const jpeg = (seed = 0) => drawn.jpeg[seed]!;
const png = (seed = 0) => drawn.png.get(seed)!;
const webp = () => drawn.webp;
const pdf = (size?: number, seed?: number) => bytesOf(Buffer.from('%PDF-1.7\n'), size, seed);

/** A JPEG made exactly `size` bytes long with comment segments (`FF FE`), which decoders skip. */
function paddedJpeg(photo: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  let missing = size - photo.length;
  while (missing > 0) {
    // A segment is its marker and a length that counts its own two bytes: 4 to 65 537 bytes in all.
    let total = Math.min(65_537, missing);
    if (missing - total > 0 && missing - total < 4) total -= 4;
    const segment = Buffer.alloc(total, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(total - 2, 2);
    segments.push(segment);
    missing -= total;
  }
  // After SOI (the first two bytes), before everything else.
  return Buffer.concat([photo.subarray(0, 2), ...segments, photo.subarray(2)]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, recursively (relative paths). */
async function listTree(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

interface Upload {
  owner_type?: string;
  owner_id?: number | string;
  kind?: string;
  bytes?: Buffer;
  filename?: string;
  type?: string;
}

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes.
  body: any;
  bytes: Buffer;
}

describe.each(await testDrivers())('files on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let base: string;
  const tokens: Record<'admin' | 'a' | 'b', string> = { admin: '', a: '', b: '' };
  const ids = {
    parkA: 0,
    parkB: 0,
    toyA: 0,
    findingOpen: 0,
    findingSigned: 0,
    findingOperational: 0,
    customerContract: 0,
    installerContract: 0,
  };

  async function call(
    method: string,
    urlPath: string,
    options: { token?: string; body?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Token ${options.token}`;
    const response = await fetch(`${base}${urlPath}`, { method, headers, body: options.body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined,
      bytes,
    };
  }

  function upload(token: string, fields: Upload): Promise<Answer> {
    const form = new FormData();
    if (fields.owner_type !== undefined) form.append('owner_type', fields.owner_type);
    if (fields.owner_id !== undefined) form.append('owner_id', String(fields.owner_id));
    if (fields.kind !== undefined) form.append('kind', fields.kind);
    if (fields.bytes) {
      const blob = new Blob([new Uint8Array(fields.bytes)], {
        type: fields.type ?? 'application/octet-stream',
      });
      form.append('file', blob, fields.filename ?? 'upload.bin');
    }
    return call('POST', '/files/', { token, body: form });
  }

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
    const { port } = ctx.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}/api/v1`;
    const now = ctx.clock.now();
    for (const [key, userId] of [
      ['admin', world.admin.userId],
      ['a', world.customerA.userId],
      ['b', world.customerB.userId],
    ] as const) {
      tokens[key] = (await issueToken(ctx.db, userId, now, 24)).token;
    }
    const park = async (customerId: number, name: string) => {
      const [row] = await ctx.db
        .insert(parks)
        .values({
          customer_id: customerId,
          name,
          address: 'Via Verdi 2',
          city: 'Firenze',
          latitude: 43.77,
          longitude: 11.25,
        })
        .returning({ id: parks.id });
      return row!.id;
    };
    ids.parkA = await park(world.customerAId, 'Parco Alfa');
    ids.parkB = await park(world.customerBId, 'Parco Beta');
    const [toy] = await ctx.db
      .insert(toys)
      .values({
        park_id: ids.parkA,
        code: 'A1',
        name: 'Altalena',
        equipment_type: 'swing',
        standard: 'EN 1176-2',
      })
      .returning({ id: toys.id });
    ids.toyA = toy!.id;
    const finding = async (type: InspectionType, status: InspectionStatus, number: string) => {
      const [inspection] = await ctx.db
        .insert(inspections)
        .values({ park_id: ids.parkA, type, status, number })
        .returning({ id: inspections.id });
      const [item] = await ctx.db
        .insert(inspectionItems)
        .values({ inspection_id: inspection!.id, position: 1, toy_id: ids.toyA, outcome: 'defect' })
        .returning({ id: inspectionItems.id });
      const [row] = await ctx.db
        .insert(findings)
        .values({
          inspection_id: inspection!.id,
          item_id: item!.id,
          description: 'Catena usurata',
          risk_level: 'high',
          recommended_action: 'replace_part',
        })
        .returning({ id: findings.id });
      return row!.id;
    };
    ids.findingOpen = await finding('routine_visual', 'in_progress', '2030/9001');
    ids.findingSigned = await finding('routine_visual', 'signed', '2030/9002');
    ids.findingOperational = await finding('operational', 'in_progress', '2030/9003');
    const [contract] = await ctx.db
      .insert(customerContracts)
      .values({
        customer_id: world.customerAId,
        number: 'CC-2030-1',
        start_date: '2030-01-01',
        status: 'active',
        services: ['routine_visual'],
        frequency_days: { routine_visual: 7 },
      })
      .returning({ id: customerContracts.id });
    ids.customerContract = contract!.id;
    const [installer] = await ctx.db
      .insert(installers)
      .values({ company_name: 'Giochi Srl', vat_number: '01307110484', email: 'g@example.com' })
      .returning({ id: installers.id });
    const [installerContract] = await ctx.db
      .insert(installerContracts)
      .values({
        installer_id: installer!.id,
        number: 'IC-2030-1',
        start_date: '2030-01-01',
        status: 'active',
        scope: ['repair'],
      })
      .returning({ id: installerContracts.id });
    ids.installerContract = installerContract!.id;
  });
  afterAll(async () => ctx?.close());

  it('accepts every kind its types, sniffed from the bytes, and serves PDFs back identical and photos as stored', async () => {
    const cases = [
      { owner_type: 'park', owner_id: ids.parkA, kind: 'photo', bytes: jpeg(), ct: 'image/jpeg' },
      { owner_type: 'park', owner_id: ids.parkA, kind: 'photo', bytes: png(), ct: 'image/png' },
      { owner_type: 'toy', owner_id: ids.toyA, kind: 'photo', bytes: webp(), ct: 'image/webp' },
      {
        owner_type: 'toy',
        owner_id: ids.toyA,
        kind: 'certificate',
        bytes: pdf(),
        ct: 'application/pdf',
      },
      {
        owner_type: 'finding',
        owner_id: ids.findingOpen,
        kind: 'photo',
        bytes: jpeg(1),
        ct: 'image/jpeg',
      },
      {
        owner_type: 'customer_contract',
        owner_id: ids.customerContract,
        kind: 'document',
        bytes: pdf(4096, 2),
        ct: 'application/pdf',
      },
      {
        owner_type: 'installer_contract',
        owner_id: ids.installerContract,
        kind: 'document',
        bytes: pdf(4096, 3),
        ct: 'application/pdf',
      },
    ];
    for (const { ct, ...fields } of cases) {
      // The part's own content type and the filename are never believed.
      const created = await upload(tokens.admin, {
        ...fields,
        type: 'text/plain',
        filename: "Altalena è l'ultima.bin",
      });
      expect(created.status, `${fields.owner_type} ${fields.kind} ${ct}`).toBe(201);
      expect(created.body).toMatchObject({
        owner_type: fields.owner_type,
        owner_id: fields.owner_id,
        kind: fields.kind,
        content_type: ct,
        filename: "Altalena è l'ultima.bin",
        version: 1,
        created_by: world.admin.userId,
      });
      expect(created.headers.get('location')).toBe(`/api/v1/files/${created.body.id}/`);
      expect(
        existsSync(
          path.join(ctx.dataDir, 'files', created.body.sha256.slice(0, 2), created.body.sha256),
        ),
      ).toBe(true);
      const content = await call('GET', `/files/${created.body.id}/content/`, {
        token: tokens.admin,
      });
      expect(content.status).toBe(200);
      // A PDF is kept as sent; a photo as the server rewrote it (upright, no metadata).
      if (ct === 'application/pdf') expect(content.bytes.equals(fields.bytes)).toBe(true);
      else expect((await sharp(content.bytes).metadata()).format).toBe(ct.slice('image/'.length));
      expect(created.body.size).toBe(content.bytes.length);
      expect(created.body.sha256).toBe(sha256(content.bytes));
      expect(content.headers.get('content-type')).toBe(ct);
      expect(content.headers.get('x-content-type-options')).toBe('nosniff');
      expect(content.headers.get('etag')).toBe(`"${created.body.sha256}"`);
      expect(content.headers.get('content-disposition')).toBe(
        `${ct === 'application/pdf' ? 'attachment' : 'inline'}; filename="Altalena _ l'ultima.bin"; ` +
          `filename*=UTF-8''Altalena%20%C3%A8%20l%27ultima.bin`,
      );
      const cached = await call('GET', `/files/${created.body.id}/content/`, {
        token: tokens.admin,
        headers: { 'if-none-match': `"${created.body.sha256}"` },
      });
      expect(cached.status).toBe(304);
      expect(cached.bytes.length).toBe(0);
      const metadata = await call('GET', `/files/${created.body.id}/`, { token: tokens.admin });
      expect(metadata.body).toEqual(created.body);
      expect(metadata.headers.get('etag')).toBe('"1"');
    }
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.action, 'create')));
    expect(audit.length).toBeGreaterThanOrEqual(cases.length);

    const listed = await call('GET', `/files/?owner_type=park&owner_id=${ids.parkA}`, {
      token: tokens.admin,
    });
    expect(listed.body.count).toBe(2);
    const certificates = await call('GET', '/files/?kind=certificate', { token: tokens.admin });
    expect(certificates.body.results.map((f: { owner_type: string }) => f.owner_type)).toEqual([
      'toy',
    ]);
  });

  it('refuses wrong types, kinds, sizes and forms, leaving nothing on disk', async () => {
    const root = path.join(ctx.dataDir, 'files');
    const before = await listTree(root);
    const pngAsPdf = await upload(tokens.admin, {
      owner_type: 'toy',
      owner_id: ids.toyA,
      kind: 'certificate',
      bytes: png(),
      filename: 'cert.pdf',
      type: 'application/pdf',
    });
    expect(pngAsPdf.status).toBe(415);
    expect(pngAsPdf.body).toMatchObject({
      detail: 'unsupported_media_type',
      error_list: [{ field: 'file' }],
    });
    const textAsJpeg = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: Buffer.from('just some text, not an image'),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(textAsJpeg.status).toBe(415);
    expect(textAsJpeg.body.error_list[0]).toMatchObject({ field: 'file' });
    const tiny = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: Buffer.from([0xff]),
    });
    expect(tiny.status).toBe(415);
    const pdfAsPhoto = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: pdf(),
    });
    expect(pdfAsPhoto.status).toBe(415);

    const tooBig = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: paddedJpeg(jpeg(), 10 * MB + 1),
      filename: 'big.jpg',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      detail: 'payload_too_large',
      error_list: [{ field: 'file' }],
    });
    // The limits do not depend on the database: the heavier bodies go over the wire once, on PGlite.
    const justFits = paddedJpeg(jpeg(7), 10 * MB);
    let kept: string[] = [];
    if (driver === 'pglite') {
      const fits = await upload(tokens.admin, {
        owner_type: 'park',
        owner_id: ids.parkA,
        kind: 'photo',
        bytes: justFits,
      });
      expect(fits.status).toBe(201);
      // Kept as rewritten (the padding gone), with its two sizes.
      const digest = fits.body.sha256 as string;
      expect(fits.body.size).toBeLessThan(100_000);
      kept = ['', '.display.jpg', '.thumb.jpg'].map((end) =>
        path.join(digest.slice(0, 2), `${digest}${end}`),
      );
      const hugePdf = await upload(tokens.admin, {
        owner_type: 'toy',
        owner_id: ids.toyA,
        kind: 'certificate',
        bytes: pdf(20 * MB + 1),
      });
      expect(hugePdf.status).toBe(413);
    }

    const wrongKind = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'certificate',
      bytes: pdf(),
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error_list[0]).toMatchObject({ field: 'kind', code: 'kind_not_allowed' });
    const contractPhoto = await upload(tokens.admin, {
      owner_type: 'customer_contract',
      owner_id: ids.customerContract,
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(contractPhoto.status).toBe(400);
    const noFile = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error_list[0]).toMatchObject({ field: 'file', code: 'required' });
    const noFields = await upload(tokens.admin, { bytes: jpeg() });
    expect(noFields.status).toBe(400);
    expect(noFields.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'kind',
      'owner_id',
      'owner_type',
    ]);
    const badId = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: '99999999999',
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error_list[0]).toMatchObject({ field: 'owner_id' });
    const missingOwner = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: 999_999,
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(missingOwner.status).toBe(404);
    const signed = await upload(tokens.admin, {
      owner_type: 'finding',
      owner_id: ids.findingSigned,
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(signed.status).toBe(409);
    expect(signed.body.detail).toBe('inspection_signed');

    const twoFiles = new FormData();
    twoFiles.append('owner_type', 'park');
    twoFiles.append('owner_id', String(ids.parkA));
    twoFiles.append('kind', 'photo');
    twoFiles.append('file', new Blob([new Uint8Array(jpeg(9))]), 'a.jpg');
    twoFiles.append('file', new Blob([new Uint8Array(jpeg(10))]), 'b.jpg');
    expect((await call('POST', '/files/', { token: tokens.admin, body: twoFiles })).status).toBe(
      400,
    );
    const json = await call('POST', '/files/', {
      token: tokens.admin,
      body: JSON.stringify({ owner_type: 'park' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const text = await call('POST', '/files/', {
      token: tokens.admin,
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    // Multipart is parsed by files/ only: the rest of the API still takes JSON alone.
    const elsewhere = new FormData();
    elsewhere.append('name', 'Comune');
    expect(
      (await call('POST', '/customers/', { token: tokens.admin, body: elsewhere })).status,
    ).toBe(415);
    const broken = await call('POST', '/files/', {
      token: tokens.admin,
      body: '--x\r\nContent-Disposition: form-data; name="owner_type"\r\n\r\npark\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);

    const after = await listTree(root);
    expect(after.filter((file) => !before.includes(file))).toEqual(kept);
    expect(after.some((file) => file.startsWith('tmp'))).toBe(false);
  });

  it('stores the same bytes once and removes them with the last file that has them', async () => {
    const bytes = png(42);
    const first = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkB,
      kind: 'photo',
      bytes,
      filename: 'one.png',
    });
    const second = await upload(tokens.a, {
      owner_type: 'toy',
      owner_id: ids.toyA,
      kind: 'photo',
      bytes,
      filename: 'two.png',
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const digest = first.body.sha256 as string;
    const stored = path.join(ctx.dataDir, 'files', digest.slice(0, 2), digest);
    expect(second.body.sha256).toBe(digest);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await listTree(path.dirname(stored))).filter((name) => name === digest)).toHaveLength(
      1,
    );

    expect(
      (
        await call('DELETE', `/files/${first.body.id}/`, {
          token: tokens.admin,
          headers: { 'if-match': '"7"' },
        })
      ).status,
    ).toBe(412);
    expect(
      (
        await call('DELETE', `/files/${first.body.id}/`, {
          token: tokens.admin,
          headers: { 'if-match': '"1"' },
        })
      ).status,
    ).toBe(204);
    expect(existsSync(stored)).toBe(true);
    expect((await call('GET', `/files/${first.body.id}/`, { token: tokens.admin })).status).toBe(
      404,
    );
    const content = await call('GET', `/files/${second.body.id}/content/`, { token: tokens.a });
    expect(sha256(content.bytes)).toBe(digest);
    expect((await call('DELETE', `/files/${second.body.id}/`, { token: tokens.a })).status).toBe(
      204,
    );
    expect(existsSync(stored)).toBe(false);
    expect(existsSync(`${stored}.thumb.jpg`)).toBe(false);
    const deletions = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.action, 'delete')));
    expect(deletions.map((entry) => entry.entity_id)).toEqual(
      expect.arrayContaining([first.body.id, second.body.id]),
    );
  });

  it('deletes the photos of a park that is deleted, bytes included', async () => {
    const created = await world.admin.post('/parks/', {
      customer_id: world.customerAId,
      name: 'Parco da eliminare',
      address: 'Via Roma 2',
      city: 'Firenze',
      latitude: 43.77,
      longitude: 11.25,
    });
    expect(created.status).toBe(201);
    const photo = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: created.body.id,
      kind: 'photo',
      bytes: png(77),
      filename: 'gone.png',
    });
    expect(photo.status).toBe(201);
    const stored = path.join(
      ctx.dataDir,
      'files',
      photo.body.sha256.slice(0, 2),
      photo.body.sha256,
    );
    expect(existsSync(stored)).toBe(true);
    expect(existsSync(`${stored}.display.jpg`)).toBe(true);
    const deleted = await call('DELETE', `/parks/${created.body.id}/`, { token: tokens.admin });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/files/${photo.body.id}/`, { token: tokens.admin })).status).toBe(
      404,
    );
    expect(existsSync(stored)).toBe(false);
    expect(existsSync(`${stored}.display.jpg`)).toBe(false);
  });

  it('keeps a photo upright and without its location, with a display size and a thumbnail beside it', async () => {
    // Taken with the phone turned a quarter (EXIF orientation 6), with the GPS position in its EXIF.
    const taken = await testPhoto('jpeg', {
      width: 2400,
      height: 1200,
      seed: 5,
      orientation: 6,
      location: true,
    });
    const before = await sharp(taken).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([2400, 1200, 6]);
    expect(hasGpsPosition(before.exif)).toBe(true);

    const created = await upload(tokens.a, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: taken,
      filename: 'IMG_0001.JPG',
    });
    expect(created.status).toBe(201);
    const original = await call('GET', `/files/${created.body.id}/content/`, { token: tokens.a });
    const kept = await sharp(original.bytes).metadata();
    // Upright: portrait now, and nothing left that a viewer would rotate again.
    expect([kept.format, kept.width, kept.height, kept.orientation]).toEqual([
      'jpeg',
      1200,
      2400,
      undefined,
    ]);
    expect(kept.exif).toBeUndefined();
    expect(hasGpsPosition(kept.exif)).toBe(false);
    // The photo's left half (blue) is now its top: the camera's turn was undone, not ignored.
    const { data } = await sharp(original.bytes)
      .extract({ left: 600, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]!).toBeGreaterThan(data[0]!);

    for (const [variant, width, height] of [
      ['display', 800, 1600],
      ['thumb', 160, 320],
    ] as const) {
      const sized = await call('GET', `/files/${created.body.id}/content/?variant=${variant}`, {
        token: tokens.a,
      });
      expect(sized.status).toBe(200);
      expect(sized.headers.get('content-type')).toBe('image/jpeg');
      expect(Number(sized.headers.get('content-length'))).toBe(sized.bytes.length);
      const etag = `"${created.body.sha256}-${variant}"`;
      expect(sized.headers.get('etag')).toBe(etag);
      expect(sized.headers.get('content-disposition')).toContain(`IMG_0001-${variant}.jpg`);
      const meta = await sharp(sized.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'jpeg',
        width,
        height,
        undefined,
      ]);
      const cached = await call('GET', `/files/${created.body.id}/content/?variant=${variant}`, {
        token: tokens.a,
        headers: { 'if-none-match': etag },
      });
      expect(cached.status).toBe(304);
      // Another customer gets a 404 for the sizes as for the photo.
      expect(
        (
          await call('GET', `/files/${created.body.id}/content/?variant=${variant}`, {
            token: tokens.b,
          })
        ).status,
      ).toBe(404);
    }

    // A small photo is not enlarged; a transparent PNG gets a white background as JPEG.
    const small = await upload(tokens.admin, {
      owner_type: 'toy',
      owner_id: ids.toyA,
      kind: 'photo',
      bytes: png(),
    });
    const thumb = await call('GET', `/files/${small.body.id}/content/?variant=thumb`, {
      token: tokens.admin,
    });
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 32,
    });

    // Photos stored before sizes were kept get them at their first request.
    const stored = path.join(
      ctx.dataDir,
      'files',
      small.body.sha256.slice(0, 2),
      small.body.sha256,
    );
    await rm(`${stored}.display.jpg`);
    const late = await call('GET', `/files/${small.body.id}/content/?variant=display`, {
      token: tokens.admin,
    });
    expect(late.status).toBe(200);
    expect(existsSync(`${stored}.display.jpg`)).toBe(true);

    // PDFs have no sizes; an unknown size is a field error.
    const certificate = await upload(tokens.admin, {
      owner_type: 'toy',
      owner_id: ids.toyA,
      kind: 'certificate',
      bytes: pdf(1024, 21),
    });
    for (const query of ['variant=thumb', 'variant=huge', 'size=1']) {
      const refused = await call('GET', `/files/${certificate.body.id}/content/?${query}`, {
        token: tokens.admin,
      });
      expect(refused.status, query).toBe(400);
      expect(refused.body.detail).toBe('validation_error');
    }
  });

  it('refuses bytes that only look like a photo with 415, keeping nothing', async () => {
    const root = path.join(ctx.dataDir, 'files');
    const before = await listTree(root);
    const fake = await upload(tokens.admin, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: bytesOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 4096, 3),
      filename: 'broken.jpg',
    });
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({
      detail: 'unsupported_media_type',
      error_list: [{ field: 'file', code: 'invalid_image' }],
    });
    expect(await listTree(root)).toEqual(before);
  });

  it('serves files only to those who may see their owner', async () => {
    const parkPhoto = await upload(tokens.a, {
      owner_type: 'park',
      owner_id: ids.parkA,
      kind: 'photo',
      bytes: jpeg(11),
    });
    expect(parkPhoto.status).toBe(201);
    const findingPhoto = await upload(tokens.a, {
      owner_type: 'finding',
      owner_id: ids.findingOpen,
      kind: 'photo',
      bytes: jpeg(12),
    });
    expect(findingPhoto.status).toBe(201);
    const contract = await upload(tokens.admin, {
      owner_type: 'customer_contract',
      owner_id: ids.customerContract,
      kind: 'document',
      bytes: pdf(500, 13),
    });
    expect(contract.status).toBe(201);

    // Customer B sees nothing of A's: each id answers like a missing one.
    for (const id of [parkPhoto.body.id, findingPhoto.body.id, contract.body.id]) {
      expect((await call('GET', `/files/${id}/`, { token: tokens.b })).status).toBe(404);
      expect((await call('GET', `/files/${id}/content/`, { token: tokens.b })).status).toBe(404);
      expect((await call('DELETE', `/files/${id}/`, { token: tokens.b })).status).toBe(404);
    }
    const listB = await call('GET', '/files/?page_size=100', { token: tokens.b });
    expect(listB.body.results.every((f: { owner_id: number }) => f.owner_id !== ids.parkA)).toBe(
      true,
    );
    expect(listB.body.results.map((f: { owner_type: string }) => f.owner_type)).not.toContain(
      'toy',
    );
    expect(
      (
        await upload(tokens.b, {
          owner_type: 'park',
          owner_id: ids.parkA,
          kind: 'photo',
          bytes: jpeg(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await upload(tokens.b, {
          owner_type: 'toy',
          owner_id: ids.toyA,
          kind: 'photo',
          bytes: jpeg(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await upload(tokens.b, {
          owner_type: 'finding',
          owner_id: ids.findingOpen,
          kind: 'photo',
          bytes: jpeg(),
        })
      ).status,
    ).toBe(404);

    // Customer A sees their park's and finding's files, never the contracts'.
    const listA = await call('GET', '/files/?page_size=100', { token: tokens.a });
    const types = new Set(listA.body.results.map((f: { owner_type: string }) => f.owner_type));
    expect([...types].sort()).toEqual(['finding', 'park', 'toy']);
    expect(
      (await call('GET', `/files/${findingPhoto.body.id}/content/`, { token: tokens.a })).status,
    ).toBe(200);
    expect((await call('GET', `/files/${contract.body.id}/`, { token: tokens.a })).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/files/${contract.body.id}/content/`, { token: tokens.a })).status,
    ).toBe(404);
    expect(
      (await call('GET', '/files/?owner_type=customer_contract', { token: tokens.a })).body.count,
    ).toBe(0);
    expect(
      (
        await upload(tokens.a, {
          owner_type: 'customer_contract',
          owner_id: ids.customerContract,
          kind: 'document',
          bytes: pdf(),
        })
      ).status,
    ).toBe(404);
    const signed = await upload(tokens.a, {
      owner_type: 'finding',
      owner_id: ids.findingSigned,
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(signed.status).toBe(409);
    expect(signed.body.detail).toBe('inspection_signed');
    const operational = await upload(tokens.a, {
      owner_type: 'finding',
      owner_id: ids.findingOperational,
      kind: 'photo',
      bytes: jpeg(),
    });
    expect(operational.status).toBe(404);
    expect(
      (await call('DELETE', `/files/${findingPhoto.body.id}/`, { token: tokens.a })).status,
    ).toBe(404);
    expect((await call('DELETE', `/files/${parkPhoto.body.id}/`, { token: tokens.a })).status).toBe(
      204,
    );
    expect(
      (await call('PATCH', `/files/${contract.body.id}/`, { token: tokens.admin })).status,
    ).toBe(405);

    for (const [method, urlPath] of [
      ['GET', '/files/'],
      ['GET', `/files/${contract.body.id}/`],
      ['GET', `/files/${contract.body.id}/content/`],
      ['DELETE', `/files/${contract.body.id}/`],
    ] as const) {
      expect((await call(method, urlPath)).status).toBe(401);
    }
    expect(
      (await upload('', { owner_type: 'park', owner_id: ids.parkA, kind: 'photo', bytes: jpeg() }))
        .status,
    ).toBe(401);
  });
});

describe.each(['local', 's3'] as const)('file bytes on the %s store', (store) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let base: string;
  let token = '';
  let parkId = 0;
  let toyId = 0;
  let contractId = 0;

  async function call(
    method: string,
    urlPath: string,
    options: { body?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${base}${urlPath}`, {
      method,
      headers: { authorization: `Token ${token}`, ...options.headers },
      body: options.body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined,
      bytes,
    };
  }

  async function upload(ownerType: string, ownerId: number, kind: string, bytes: Buffer) {
    const form = new FormData();
    form.append('owner_type', ownerType);
    form.append('owner_id', String(ownerId));
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(bytes)]), `${kind}.bin`);
    const answer = await call('POST', '/files/', { body: form });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; sha256: string; size: number };
  }

  /** Whether the store holds an object (the bucket on S3, DATA_DIR/files locally). */
  const holds = async (key: string) => (await ctx.deps.files.head(key)) !== undefined;

  beforeAll(async () => {
    // One S3 server for the file, a prefix of its own per suite.
    const env = store === 's3' ? (s3 ??= await startTestS3()).env(`files-${Date.now()}`) : {};
    ctx = await createTestContext({ driver: 'pglite', env });
    world = await domainWorld(ctx);
    const { port } = ctx.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}/api/v1`;
    token = (await issueToken(ctx.db, world.admin.userId, ctx.clock.now(), 24)).token;
    parkId = await insertPark(ctx, world.customerAId, 'Parco dei Byte');
    toyId = await insertToy(ctx, parkId, 'B1');
    const [contract] = await ctx.db
      .insert(customerContracts)
      .values({
        customer_id: world.customerAId,
        number: 'CC-2031-1',
        start_date: '2031-01-01',
        status: 'active',
        services: ['routine_visual'],
        frequency_days: { routine_visual: 7 },
      })
      .returning({ id: customerContracts.id });
    contractId = contract!.id;
  });
  afterAll(async () => ctx?.close());

  it('stores an upload in the store, serves it whole and in byte ranges with the same headers', async () => {
    expect(ctx.deps.files.kind).toBe(store);
    const bytes = pdf(5000, 21);
    const file = await upload('customer_contract', contractId, 'document', bytes);
    expect(await holds(blobKey(file.sha256))).toBe(true);
    // Nothing stays among the temp files; on S3 nothing but them is on the local disk.
    expect(await listTree(uploadTempDir(ctx.dataDir))).toEqual([]);
    if (store === 's3') expect(await listTree(path.join(ctx.dataDir, 'files'))).toEqual([]);

    const content = `/files/${file.id}/content/`;
    const whole = await call('GET', content);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(bytes)).toBe(true);
    expect(whole.headers.get('etag')).toBe(`"${file.sha256}"`);
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe('5000');
    expect(whole.headers.get('content-disposition')).toBe(
      contentDisposition('attachment', 'document.bin'),
    );
    expect(whole.headers.get('content-type')).toBe('application/pdf');

    const part = await call('GET', content, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('etag')).toBe(`"${file.sha256}"`);
    expect(part.bytes.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await call('GET', content, { headers: { range: 'bytes=-10' } });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, 'bytes 4990-4999/5000']);
    expect(tail.bytes.equals(bytes.subarray(4990))).toBe(true);
    const rest = await call('GET', content, { headers: { range: 'bytes=4000-9999' } });
    expect([rest.status, rest.headers.get('content-range')]).toEqual([206, 'bytes 4000-4999/5000']);
    expect(rest.bytes.equals(bytes.subarray(4000))).toBe(true);

    // A range past the end: 416 with the size; several ranges or a stale If-Range: the whole file.
    const beyond = await call('GET', content, { headers: { range: 'bytes=5000-' } });
    expect([beyond.status, beyond.body?.detail]).toEqual([416, 'range_not_satisfiable']);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');
    const wholeAnyway: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=0-9', 'if-range': '"another"' },
      { range: 'pages=1' },
    ];
    for (const headers of wholeAnyway) {
      const answer = await call('GET', content, { headers });
      expect([answer.status, answer.bytes.length]).toEqual([200, 5000]);
    }
    const matching = await call('GET', content, {
      headers: { range: 'bytes=0-4', 'if-range': `"${file.sha256}"` },
    });
    expect([matching.status, matching.bytes.toString('latin1')]).toEqual([206, '%PDF-']);
    const unchanged = await call('GET', content, {
      headers: { 'if-none-match': `"${file.sha256}"` },
    });
    expect(unchanged.status).toBe(304);
    const head = await call('HEAD', content);
    expect([head.status, head.headers.get('content-length'), head.bytes.length]).toEqual([
      200,
      '5000',
      0,
    ]);
    expect(head.headers.get('etag')).toBe(`"${file.sha256}"`);
    const headPart = await call('HEAD', content, { headers: { range: 'bytes=10-19' } });
    expect([headPart.status, headPart.headers.get('content-range')]).toEqual([
      206,
      'bytes 10-19/5000',
    ]);
  });

  it("keeps a photo's sizes in the store, serves them, and deletes them with the last file of the bytes", async () => {
    const first = await upload('toy', toyId, 'photo', jpeg(11));
    const second = await upload('park', parkId, 'photo', jpeg(11));
    expect(second.sha256).toBe(first.sha256);
    const keys = [
      blobKey(first.sha256),
      variantKey(first.sha256, 'display'),
      variantKey(first.sha256, 'thumb'),
    ];
    for (const key of keys) expect(await holds(key)).toBe(true);
    const thumb = await call('GET', `/files/${first.id}/content/?variant=thumb`);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(thumb.headers.get('etag')).toBe(`"${first.sha256}-thumb"`);
    const { width, height } = await sharp(thumb.bytes).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(320);
    const part = await call('GET', `/files/${first.id}/content/?variant=thumb`, {
      headers: { range: 'bytes=0-2' },
    });
    expect([part.status, [...part.bytes]]).toEqual([206, [0xff, 0xd8, 0xff]]);

    expect((await call('DELETE', `/files/${first.id}/`)).status).toBe(204);
    for (const key of keys) expect(await holds(key)).toBe(true);
    expect((await call('DELETE', `/files/${second.id}/`)).status).toBe(204);
    for (const key of keys) expect(await holds(key)).toBe(false);
  });

  it('answers 404 for bytes missing from the store, and renders a lost size again from the photo', async () => {
    const document = await upload('customer_contract', contractId, 'document', pdf(3000, 22));
    await ctx.deps.files.delete(blobKey(document.sha256));
    const gone = await call('GET', `/files/${document.id}/content/`);
    expect([gone.status, gone.body?.detail]).toEqual([404, 'not_found']);
    const goneRange = await call('GET', `/files/${document.id}/content/`, {
      headers: { range: 'bytes=0-1' },
    });
    expect(goneRange.status).toBe(404);

    const photo = await upload('toy', toyId, 'photo', jpeg(12));
    await ctx.deps.files.delete(variantKey(photo.sha256, 'display'));
    const display = await call('GET', `/files/${photo.id}/content/?variant=display`);
    expect([display.status, display.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await holds(variantKey(photo.sha256, 'display'))).toBe(true);
    await removeBlob(ctx.deps.files, photo.sha256);
    const lost = await call('GET', `/files/${photo.id}/content/?variant=thumb`);
    expect(lost.status).toBe(404);
  });

  it("embeds a finding's photo, read from the store, in the stored report PDF", async () => {
    const created = await world.admin.post('/inspections/', {
      park_id: parkId,
      type: 'extraordinary',
    });
    expect(created.status).toBe(201);
    const target = `/inspections/${created.body.id}/`;
    const items = created.body.items as { id: number; version: number }[];
    for (const item of items) {
      await world.admin.patch(`${target}items/${item.id}/`, { outcome: 'ok' }, item.version);
    }
    const finding = await world.admin.post(`${target}findings/`, {
      item_id: items[0]!.id,
      description: 'Sedile crepato',
      risk_level: 'high',
      timeframe: '48h',
      recommended_action: 'repair',
    });
    expect(finding.status).toBe(201);
    const photo = await upload('finding', finding.body.id, 'photo', jpeg(10));
    let version = (await world.admin.get(target)).body.version as number;
    expect((await world.admin.patch(target, { status: 'completed' }, version)).status).toBe(200);
    version = (await world.admin.get(target)).body.version as number;
    const signed = await world.admin.request('POST', `${target}sign/`, {
      headers: { 'if-match': `"${version}"` },
    });
    expect(signed.status).toBe(200);
    const report = await world.admin.get(`${target}report/`);
    expect([report.status, report.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // The display size is embedded as it is stored (a JPEG goes into a PDF unchanged).
    const display = await readObject(ctx.deps.files, variantKey(photo.sha256, 'display'));
    expect(display).toBeDefined();
    expect(report.bytes.includes(display!)).toBe(true);
  });
});

describe('file helpers', () => {
  it('sniffs, names and disposes', () => {
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('%PDF'))).toBeUndefined();
    expect(sanitizeFilename('..\\..\\etc/pass\u0000wd\u202e.jpg', 'image/jpeg')).toBe('passwd.jpg');
    expect(sanitizeFilename('  ', 'application/pdf')).toBe('file.pdf');
    expect(sanitizeFilename('x'.repeat(300), 'image/png')).toHaveLength(255);
    expect(contentDisposition('attachment', "l'atto 100%.pdf")).toBe(
      `attachment; filename="l'atto 100_.pdf"; filename*=UTF-8''l%27atto%20100%25.pdf`,
    );
  });
});
