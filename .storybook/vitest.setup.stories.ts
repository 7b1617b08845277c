// Story tests run every story file in the same page (`isolate: false`). Storybook unmounts the previous
// story when the next one starts (its own cleanup, as between the stories of one file), and MSW's loader
// replaces the handlers of every story; this resets what a story leaves outside its canvas.
import { beforeEach } from 'vitest';
import { resetPage } from './freshPage';

beforeEach(() => {
  resetPage();
});
