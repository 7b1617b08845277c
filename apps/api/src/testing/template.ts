import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client';
import { defaultFunctionsFolder, defaultMigrationsFolder, migrate } from '../db/migrate';

// PGlite's initdb takes seconds on a busy machine; loading a dump of an already migrated database takes
// about one. The dump is shared between test files through a file named by the migration set.
const require = createRequire(import.meta.url);

/**
 * A key naming the migration set and the SQL functions (and, for PGlite, its version), for caches of
 * migrated databases. A PostgreSQL template's key is the same from every checkout of the same set.
 */
export function templateKey(
  driver: 'pglite' | 'postgres',
  migrationsFolder: string = defaultMigrationsFolder,
): string {
  const hash = createHash('sha256');
  // The resolved path names the installed PGlite version (pnpm's store folder).
  if (driver === 'pglite') hash.update(require.resolve('@electric-sql/pglite'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  walk(defaultFunctionsFolder);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

async function buildTemplate(migrationsFolder: string): Promise<Blob> {
  const dir = path.join(tmpdir(), 'altalena-pglite-templates');
  const file = path.join(dir, `${templateKey('pglite', migrationsFolder)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet by any test file.
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate({ driver: 'pglite', pglite }, migrationsFolder);
    const dump = await pglite.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await pglite.close();
  }
}

/** A dump of an empty PGlite database with every migration applied (cached per migration set). */
export function migratedPgliteTemplate(
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<Blob> {
  template ??= buildTemplate(migrationsFolder).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}
