import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOADS_PER_USER, uploadBucket, windowStart } from '../../auth/rateLimit';
import { issueToken } from '../../auth/session';
import { files, parks, rateLimits } from '../../db/schema';
import { createTestContext, testDrivers, testPhoto, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { PhotoWorkQueue, type PhotoWork } from './photoWork';
import { blobKey, readObject, uploadTempDir, variantKey } from './store';

/**
 * The app's own queue (one photo at a time, one waiting), whose tasks, once their image work is done,
 * wait for the test to let them go on: the test knows an upload is in its image work, and for how long.
 */
class HeldPhotoWork implements PhotoWork {
  readonly queue = new PhotoWorkQueue({ concurrency: 1, queueLimit: 1 });
  /** Tasks whose image work has finished (held or not). */
  worked = 0;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};

  /** From now on, tasks wait after their image work until `release`. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  /** Lets the held tasks (and the next ones) go on. */
  release(): void {
    this.open();
    this.gate = Promise.resolve();
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const result = await task();
      this.worked += 1;
      await this.gate;
      return result;
    });
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(await testDrivers())('photo work of uploads on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let base: string;
  let parkA = 0;
  let parkB = 0;
  const tokens = { a: '', b: '' };
  const work = new HeldPhotoWork();

  /** `POST files/` of a photo of a park, as the web app sends it. */
  async function upload(token: string, parkId: number, bytes: Buffer, name = 'photo.jpg') {
    const form = new FormData();
    form.append('owner_type', 'park');
    form.append('owner_id', String(parkId));
    form.append('kind', 'photo');
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${base}/files/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  const tempFiles = async () => readdir(uploadTempDir(ctx.dataDir)).catch(() => []);

  beforeAll(async () => {
    ctx = await createTestContext({ driver, photoWork: work });
    world = await domainWorld(ctx);
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/api/v1`;
    const park = async (customerId: number) => {
      const [row] = await ctx.db
        .insert(parks)
        .values({
          customer_id: customerId,
          name: `Parco ${customerId}`,
          address: 'Via Verdi 2',
          city: 'Firenze',
          latitude: 43.77,
          longitude: 11.25,
        })
        .returning({ id: parks.id });
      return row!.id;
    };
    parkA = await park(world.customerAId);
    parkB = await park(world.customerBId);
    tokens.a = (await issueToken(ctx.db, world.customerA.userId, ctx.clock.now(), 24)).token;
    tokens.b = (await issueToken(ctx.db, world.customerB.userId, ctx.clock.now(), 24)).token;
  });
  afterAll(async () => {
    work.release();
    await ctx?.close();
  });

  it('stores the photo upright with both sizes on disk before answering 201, and the same photo once', async () => {
    const taken = await testPhoto('jpeg', { width: 2400, height: 1200, seed: 3, orientation: 6 });
    const created = await upload(tokens.a, parkA, taken, 'IMG_0003.JPG');
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
    const stored = (await readObject(ctx.deps.files, blobKey(row!.sha256)))!;
    // The row names the rewritten bytes: their hash (the dedupe key), their size, their type.
    expect(row).toMatchObject({
      owner_type: 'park',
      owner_id: parkA,
      kind: 'photo',
      filename: 'IMG_0003.JPG',
      content_type: 'image/jpeg',
      size: stored.length,
      sha256: sha256(stored),
    });
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1200, height: 2400 });
    // The sizes were made by the upload, not later by a first request for them.
    for (const [variant, width, height] of [
      ['display', 800, 1600],
      ['thumb', 160, 320],
    ] as const) {
      const bytes = await readObject(ctx.deps.files, variantKey(row!.sha256, variant));
      expect(bytes, variant).toBeDefined();
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }

    // The same photo again: a second row on the same stored bytes.
    const again = await upload(tokens.a, parkA, taken, 'IMG_0003 copy.JPG');
    expect(again.status).toBe(201);
    expect(again.body.sha256).toBe(row!.sha256);
    expect(await tempFiles()).toEqual([]);
  });

  it('answers other requests while a photo is in its image work, outside any transaction', async () => {
    const workedBefore = work.worked;
    work.hold();
    let settled = false;
    const pending = upload(tokens.a, parkA, await testPhoto('jpeg', { width: 1600, seed: 4 })).then(
      (answer) => {
        settled = true;
        return answer;
      },
    );
    const rowsBefore = (await ctx.db.select({ id: files.id }).from(files)).length;
    await vi.waitFor(() => expect(work.worked).toBe(workedBefore + 1), {
      timeout: 30_000,
      interval: 20,
    });
    // The upload is held in its image work: the database is free for everyone else.
    const other = await world.customerB.get('/auth/is-authenticated/');
    expect(other.status).toBe(200);
    const parkList = await world.customerA.get('/parks/');
    expect(parkList.status).toBe(200);
    expect(settled).toBe(false);
    expect((await ctx.db.select({ id: files.id }).from(files)).length).toBe(rowsBefore);
    work.release();
    expect((await pending).status).toBe(201);
  });

  it('answers 503 server_busy with Retry-After when the queue is full, keeping nothing, and takes it later', async () => {
    work.hold();
    const first = upload(tokens.a, parkA, await testPhoto('jpeg', { seed: 5 }));
    await vi.waitFor(() => expect(work.queue.running).toBe(1), { timeout: 30_000, interval: 20 });
    const second = upload(tokens.b, parkB, await testPhoto('jpeg', { seed: 6 }));
    await vi.waitFor(() => expect(work.queue.queued).toBe(1), { timeout: 30_000, interval: 20 });
    const rowsBefore = (await ctx.db.select({ id: files.id }).from(files)).length;

    const busyPhoto = await testPhoto('jpeg', { seed: 7 });
    const refused = await upload(tokens.a, parkA, busyPhoto);
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toBe('server_busy');
    expect(refused.body.error_list).toEqual([
      expect.objectContaining({ field: 'file', code: 'server_busy' }),
    ]);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Nothing kept of the refused one: the two temp files are those of the photos waiting.
    expect(await tempFiles()).toHaveLength(2);
    expect((await ctx.db.select({ id: files.id }).from(files)).length).toBe(rowsBefore);

    work.release();
    expect((await first).status).toBe(201);
    expect((await second).status).toBe(201);
    // Sent again, as the web app's outbox does after Retry-After, the same photo is taken.
    const later = await upload(tokens.a, parkA, busyPhoto);
    expect(later.status).toBe(201);
    expect(await tempFiles()).toEqual([]);
  });

  it(`refuses a user's upload over ${UPLOADS_PER_USER} a minute with 429 and Retry-After, others go on`, async () => {
    const userId = world.customerA.userId;
    // The user has sent all but one of this window's uploads.
    await ctx.db
      .insert(rateLimits)
      .values({
        bucket: uploadBucket(userId),
        window_start: windowStart(ctx.clock.now()),
        count: UPLOADS_PER_USER - 1,
      })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.window_start],
        set: { count: UPLOADS_PER_USER - 1 },
      });
    const last = await upload(tokens.a, parkA, await testPhoto('jpeg', { seed: 8 }));
    expect(last.status).toBe(201);
    const rowsBefore = (await ctx.db.select({ id: files.id }).from(files)).length;
    const refused = await upload(tokens.a, parkA, await testPhoto('jpeg', { seed: 9 }));
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('too_many_requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await ctx.db.select({ id: files.id }).from(files)).length).toBe(rowsBefore);
    expect(await tempFiles()).toEqual([]);
    // Another user is not counted with this one.
    expect((await upload(tokens.b, parkB, await testPhoto('jpeg', { seed: 10 }))).status).toBe(201);
    // The next window takes the user's uploads again.
    ctx.clock.advance(retryAfter * 1000);
    expect((await upload(tokens.a, parkA, await testPhoto('jpeg', { seed: 9 }))).status).toBe(201);
  });
});
