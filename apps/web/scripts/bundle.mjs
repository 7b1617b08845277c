// What a route of the web build loads: the entry chunk, the route's lazy chunk and their static imports,
// read from the build manifest, with their gzip sizes. Used by route-size.mjs and bundle-check.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The web build folder. */
export const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The build manifest (`vite build` writes it beside index.html). */
export function readManifest() {
  return JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
}

/** The manifest chunks of `keys` and of their static imports, each once. */
export function chunksOf(manifest, keys) {
  const chunks = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest.`);
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

/** The JS files the chunks of `keys` load, their static imports included. */
export function filesOf(manifest, keys) {
  return new Set([...chunksOf(manifest, keys)].map((chunk) => chunk.file));
}

const gzipCache = new Map();

/** Raw and gzip (level 9) bytes of one built file. */
export function sizeOf(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** Total raw and gzip bytes of a set of built files. */
export function totalOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** Kilobytes with one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);
