// Gzip size of the JavaScript a route loads: the entry chunk, the route's lazy chunk and their imports.
// Usage: node apps/web/scripts/route-size.mjs [src/screens/Landing/route.tsx]   (after `vite build`)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const route = process.argv[2] ?? 'src/screens/Landing/route.tsx';

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest.`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit(route);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.info(
    `${file.padEnd(32)} ${(bytes.length / 1024).toFixed(1).padStart(7)} kB  gzip ${(zipped / 1024).toFixed(1).padStart(6)} kB`,
  );
}
console.info(
  `${'total JS for ' + route}: ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`,
);
