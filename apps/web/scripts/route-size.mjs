// Gzip size of the JavaScript a route loads: the entry chunk, the route's lazy chunk and their imports.
// Usage: node apps/web/scripts/route-size.mjs [src/screens/Landing/route.tsx]   (after `vite build`)
import { filesOf, kb, readManifest, sizeOf, totalOf } from './bundle.mjs';

const route = process.argv[2] ?? 'src/screens/Landing/route.tsx';
const files = filesOf(readManifest(), ['index.html', route]);
for (const file of files) {
  const { raw, gzip } = sizeOf(file);
  console.info(`${file.padEnd(40)} ${kb(raw).padStart(7)} kB  gzip ${kb(gzip).padStart(6)} kB`);
}
const total = totalOf(files);
console.info(`total JS for ${route}: ${kb(total.raw)} kB, gzip ${kb(total.gzip)} kB`);
