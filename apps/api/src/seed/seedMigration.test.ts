import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTypes, selects } from '../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import { quoteTypesSeed } from './quoteTypesSeed';
import { selectsSeed } from './selectsSeed';

describe.each(await testDrivers())('seeded lists on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ driver });
  });
  afterAll(async () => ctx?.close());

  it('holds every select and quote type of the seed modules after the migrations', async () => {
    const rows = await ctx.db.select().from(selects);
    const key = (row: { list_key: string; code: string }) => `${row.list_key}/${row.code}`;
    expect(rows.map(key).sort()).toEqual(selectsSeed.map(key).sort());
    for (const seed of selectsSeed) {
      const row = rows.find((candidate) => key(candidate) === key(seed));
      expect(row).toMatchObject({
        label_it: seed.label_it,
        label_en: seed.label_en,
        is_active: true,
      });
    }
    const types = await ctx.db.select().from(quoteTypes);
    expect(types.map((type) => type.code).sort()).toEqual(
      quoteTypesSeed.map((type) => type.code).sort(),
    );
  });
});
