import { common } from './common';
import { errors } from './errors';
import { uiDisplay } from './uiDisplay';
import { uiInputs } from './uiInputs';
import { uiLayout } from './uiLayout';
import { uiOverlays } from './uiOverlays';
import { validation } from './validation';
import { web } from './web';

/**
 * The namespace files of this locale the app loads first; no two may hold the same key, nor a key of
 * the data model's labels (`./domain`, loaded with the screens; a unit test checks it).
 */
export const namespaces = {
  common,
  errors,
  validation,
  uiInputs,
  uiOverlays,
  uiDisplay,
  uiLayout,
  web,
};

/** The catalog of this locale the app loads first, merged from its namespace files (all but `domain`). */
export const messages = {
  ...common,
  ...errors,
  ...validation,
  ...uiInputs,
  ...uiOverlays,
  ...uiDisplay,
  ...uiLayout,
  ...web,
};
