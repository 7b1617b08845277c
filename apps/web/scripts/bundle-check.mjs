// The bundle budget of `npm test` (after `vite build`), with the gzip JS of every route printed so the
// figures can be reported:
// - the login page (entry + auth route) may not grow past its budget;
// - the scaffold every screen shares (the chunks all feature screens load: table, fields, data layer)
//   is loaded once with the first screen and then cached; it has a budget of its own;
// - each screen's own JS over the signed-in shell and that shared scaffold is reported against its
//   budget; it is not enforced yet (the list screens still carry their date, select and table code).
import { filesOf, kb, readManifest, totalOf } from './bundle.mjs';

/**
 * gzip kB of everything the login page loads: entry chunk, auth route and their imports (248 before the
 * validation catalogue of every contract code and the two-file version polling).
 */
const LOGIN_BUDGET_KB = 253;
/** gzip kB of the scaffold shared by every feature screen. */
const SCAFFOLD_BUDGET_KB = 150;
/** gzip kB a screen should add over the shell and the shared scaffold (reported, not enforced). */
const SCREEN_BUDGET_KB = 35;

const manifest = readManifest();
const entry = ['index.html'];
const shellKey = 'src/screens/Dashboard/layoutRoute.tsx';
const shell = filesOf(manifest, [...entry, shellKey]);
const failures = [];
const check = (what, bytes, budgetKb) => {
  if (bytes > budgetKb * 1024)
    failures.push(`${what}: ${kb(bytes)} kB gzip, over its ${budgetKb} kB`);
};

const login = totalOf(filesOf(manifest, [...entry, 'src/screens/Auth/route.tsx'])).gzip;
console.info(`login page: ${kb(login)} kB gzip (budget ${LOGIN_BUDGET_KB} kB)`);
check('the login page', login, LOGIN_BUDGET_KB);
console.info(`signed-in shell (entry + layout): ${kb(totalOf(shell).gzip)} kB gzip`);

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/'))
  .sort();
const features = routes.filter((key) => key.startsWith('src/features/'));
const beyondShell = (key) => [...filesOf(manifest, [key])].filter((file) => !shell.has(file));
const shared = new Set(
  features.length === 0
    ? []
    : beyondShell(features[0]).filter((file) =>
        features.every((key) => beyondShell(key).includes(file)),
      ),
);
const scaffold = totalOf(shared).gzip;
console.info(
  `shared scaffold (${shared.size} chunks every feature screen loads): ${kb(scaffold)} kB gzip (budget ${SCAFFOLD_BUDGET_KB} kB)`,
);
check('the shared scaffold', scaffold, SCAFFOLD_BUDGET_KB);

for (const key of routes) {
  if (key === shellKey) continue;
  const own = beyondShell(key).filter((file) => !shared.has(file));
  const { gzip } = totalOf(own);
  const over = key.startsWith('src/features/') && gzip > SCREEN_BUDGET_KB * 1024;
  console.info(
    `  ${key.padEnd(64)} +${kb(gzip).padStart(6)} kB gzip${over ? `  (over ${SCREEN_BUDGET_KB} kB)` : ''}`,
  );
}

if (failures.length > 0) {
  console.error(`\n✗ bundle budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('✓ bundle budget');
