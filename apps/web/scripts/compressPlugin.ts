import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing: text formats the browser fetches, and WebAssembly (the QR scanner's 1 MB
 * decoder, which brotli brings to about a third).
 */
const compressible = /\.(?:js|mjs|css|html|svg|json|wasm)$/i;

/** Binary files among them: brotli's text mode would only cost time on them. */
const binary = /\.wasm$/i;

/** Smaller files are not worth a second and third copy (a compressed answer would not be smaller). */
const MIN_BYTES = 256;

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every JS, CSS, HTML, SVG,
 * JSON and WebAssembly file of `dir`; the server sends them as they are (@fastify/static `preCompressed`).
 */
export async function compressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: binary.test(file)
            ? constants.BROTLI_MODE_GENERIC
            : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    totals.files += 1;
    totals.bytes += content.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/** Minimal shape of the Vite plugin this returns (see vite.config.ts on why Vite's types are not used). */
interface CompressPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle: { order: 'post'; sequential: true; handler(): Promise<void> };
}

/** Vite plugin: after the build has written every file, pre-compresses the output folder. */
export function compressPlugin(): CompressPlugin {
  let outDir = 'dist';
  return {
    name: 'altalena-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const totals = await compressDirectory(outDir);
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
        console.info(
          `compress: ${totals.files} files, ${kib(totals.bytes)} → brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
        );
      },
    },
  };
}
