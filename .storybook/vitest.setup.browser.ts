// Component tests (`*.test.tsx`) render into Chromium, every file in the same page (`isolate: false`).
// vitest-browser-react unmounts the previous test's render in a `beforeEach` it registers when it is first
// imported, that is for the first file only: the hooks below do it for every file and test, release the
// keys a test left pressed (done once per page otherwise), then reset what a render leaves outside its
// container.
// The app's global reset, so that components are tested as the app shows them.
import '@altalena/tokens/reset.css';
import { afterAll, beforeEach } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { resetPage } from './freshPage';

async function freshStart() {
  await cleanup();
  await userEvent.cleanup();
  resetPage();
}

beforeEach(freshStart);
afterAll(freshStart);
