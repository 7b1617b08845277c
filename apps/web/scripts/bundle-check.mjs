// The bundle budget of `npm test` (after `vite build`), with the gzip JS of every route printed so the
// figures can be reported:
// - the login page (entry + auth route) may not grow past its budget;
// - the scaffold every screen shares (lists, forms, fields, data layer: `src/scaffold/prefetch.ts`) is
//   fetched by the signed-in shell when the browser is idle, then cached; it has a budget of its own;
// - each screen's own JS over the signed-in shell and that scaffold may not pass the screen budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dist, filesOf, kb, readManifest, totalOf } from './bundle.mjs';

/**
 * gzip kB of everything the login page loads: entry chunk, auth route and their imports (247.1, then
 * 240.2 once the catalogs were compiled at build time and the ICU parser left the bundle; 241.4 with
 * the offline session, the service worker's update on the next navigation and the profile's language).
 */
const LOGIN_BUDGET_KB = 242;
/**
 * gzip kB of the scaffold the shell prefetches (160.8 with the registry, park and equipment screens once
 * react-aria's grid became a chunk of its own, loaded only by selectable tables; DatePicker 44).
 */
const SCAFFOLD_BUDGET_KB = 165;
/** gzip kB a screen may add over the shell and the shared scaffold. */
const SCREEN_BUDGET_KB = 35;
/** gzip kB the inspection page may load over the shell alone (issue 9): an inspector's phone in a park. */
const FIELD_WORK_BUDGET_KB = 60;
const fieldWorkKey = 'src/features/inspections/InspectionRoute.tsx';

const manifest = readManifest();
const entry = ['index.html'];
// The signed-in chunk (layouts, shared screen code): Rollup may name it as a shared chunk rather than by
// its module, so it is found by either.
const signedInSource = 'src/app/signedIn.ts';
const shellKey =
  Object.keys(manifest).find((key) => manifest[key].src === signedInSource) ??
  Object.keys(manifest).find((key) => manifest[key].name === 'signedIn' && key.endsWith('.js'));
if (!shellKey) throw new Error(`No chunk of ${signedInSource} in the build manifest.`);
// The signed-in routes' loaders load the query cache and the routes' data with the shell.
const queryKey = 'src/app/queryClient.ts';
const routeDataKey = 'src/app/routeData.ts';
const shell = filesOf(manifest, [...entry, shellKey, queryKey, routeDataKey]);
const failures = [];
const check = (what, bytes, budgetKb) => {
  if (bytes > budgetKb * 1024)
    failures.push(`${what}: ${kb(bytes)} kB gzip, over its ${budgetKb} kB`);
};

const login = totalOf(filesOf(manifest, [...entry, 'src/screens/Auth/route.tsx'])).gzip;
console.info(`login page: ${kb(login)} kB gzip (budget ${LOGIN_BUDGET_KB} kB)`);
check('the login page', login, LOGIN_BUDGET_KB);
console.info(
  `signed-in shell (entry + signed-in chunk + query cache + routes' data): ${kb(totalOf(shell).gzip)} kB gzip`,
);

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/'))
  .sort();
const beyondShell = (key) => [...filesOf(manifest, [key])].filter((file) => !shell.has(file));
// What the shell prefetches when idle: the screens' shared lists, forms and fields.
const scaffoldKey = 'src/scaffold/prefetch.ts';
const shared = new Set(beyondShell(scaffoldKey));
const scaffold = totalOf(shared).gzip;
console.info(
  `shared scaffold (${shared.size} chunks the shell prefetches when idle): ${kb(scaffold)} kB gzip (budget ${SCAFFOLD_BUDGET_KB} kB)`,
);
check('the shared scaffold', scaffold, SCAFFOLD_BUDGET_KB);

const fieldWork = totalOf(beyondShell(fieldWorkKey)).gzip;
console.info(
  `inspection page over the shell alone: ${kb(fieldWork)} kB gzip (budget ${FIELD_WORK_BUDGET_KB} kB)`,
);
check('the inspection page', fieldWork, FIELD_WORK_BUDGET_KB);

// The map library loads with the first map a screen shows (issue 9), never with the shell or scaffold.
const mapKey = 'src/scaffold/MapView/private/LeafletMap.tsx';
const mapFile = manifest[mapKey]?.file;
if (!mapFile) failures.push(`no chunk of its own for ${mapKey}: Leaflet must load lazily`);
else if (shell.has(mapFile) || shared.has(mapFile)) {
  failures.push('Leaflet is in the shell or the shared scaffold: it must load only with a map');
} else {
  console.info(
    `map (Leaflet), loaded by the screens that show one: ${kb(totalOf(beyondShell(mapKey).filter((file) => !shared.has(file))).gzip)} kB gzip`,
  );
}

// The catalogs are compiled to ASTs at build time (scripts/compileMessagesPlugin.ts), so the ICU parser
// must not ship: one of its error names, which its `no-parser` entry lacks, marks it.
const parserMarker = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const assets = path.join(dist, 'assets');
const withParser = readdirSync(assets).filter(
  (file) =>
    file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes(parserMarker),
);
if (withParser.length > 0) {
  failures.push(`the ICU message parser is in the built JS (${withParser.join(', ')})`);
} else console.info('ICU message parser: not in the built JS (catalogs compiled at build time)');

for (const key of routes) {
  if ([shellKey, queryKey, routeDataKey, scaffoldKey].includes(key)) continue;
  const own = beyondShell(key).filter((file) => !shared.has(file));
  const { gzip } = totalOf(own);
  const feature = key.startsWith('src/features/');
  console.info(`  ${key.padEnd(64)} +${kb(gzip).padStart(6)} kB gzip`);
  if (feature) check(`the screen ${key}`, gzip, SCREEN_BUDGET_KB);
}

if (failures.length > 0) {
  console.error(`\n✗ bundle budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('✓ bundle budget');
