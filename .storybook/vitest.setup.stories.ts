// Story tests run every story file in the same page (`isolate: false`). Storybook unmounts the previous
// story when the next one starts (its own cleanup, as between the stories of one file), and MSW's loader
// replaces the handlers of every story; this resets what a story leaves outside its canvas, and ends what
// the screen stories left running or stored (their outboxes, their offline databases).
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the screen stories' reset, beside their AppScreen.
import { endScreenStories } from '../apps/web/src/stories/screen/storyIsolation';
import { CONDITION_TIMEOUT_MS } from '../testing/timeouts';
import { resetPage } from './freshPage';

// Play functions' `findBy…` and `waitFor` wait as long as the Vitest `expect.element` of the config.
configure({ asyncUtilTimeout: CONDITION_TIMEOUT_MS });

beforeEach(async () => {
  resetPage();
  // Before the next story's loaders run: the last story's outboxes and offline data end with it.
  await endScreenStories();
});
