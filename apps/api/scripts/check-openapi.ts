// `pnpm lint:openapi`: the OpenAPI document as `GET /api/v1/openapi.json` serves it, built in-process (no server),
// linted with Redocly's recommended rules (`redocly.yaml`: what is turned off and why), then a client's types
// generated from it with openapi-typescript and type-checked against the contract schemas
// (`openapi-client/contracts.ts`). Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../src/openapi/document';

const root = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(import.meta.dirname, 'openapi-client');
// Ignored by git (`.gitignore`): written afresh by every run.
const generatedDir = path.join(clientDir, 'generated');

function run(title: string, command: string, args: string[]): void {
  console.info(`› ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const document = await buildOpenApiDocument();
mkdirSync(generatedDir, { recursive: true });
const documentFile = path.join(generatedDir, 'openapi.json');
writeFileSync(documentFile, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths as Record<string, object>).reduce<number>(
  (count, item) => count + Object.keys(item).length,
  0,
);
console.info(`› the document: ${operations} operations, ${documentFile}`);

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
run('Redocly, recommended rules', bin('redocly'), [
  'lint',
  '--extends',
  'recommended',
  '--config',
  path.join(root, 'redocly.yaml'),
  documentFile,
]);

const types = astToString(await openapiTS(new URL(`file://${documentFile}`)));
writeFileSync(path.join(generatedDir, 'openapi.d.ts'), types);
run('the generated client against the contracts (tsc)', bin('tsc'), [
  '--noEmit',
  '-p',
  path.join(clientDir, 'tsconfig.json'),
]);
console.info('✓ OpenAPI document and generated client');
