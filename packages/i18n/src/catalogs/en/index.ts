import { common } from './common';
import { domain } from './domain';
import { errors } from './errors';
import { uiDisplay } from './uiDisplay';
import { uiInputs } from './uiInputs';
import { uiLayout } from './uiLayout';
import { uiOverlays } from './uiOverlays';
import { validation } from './validation';
import { web } from './web';

/** The namespace files of this locale; no two may hold the same key (a unit test checks it). */
export const namespaces = {
  common,
  errors,
  validation,
  uiInputs,
  uiOverlays,
  uiDisplay,
  uiLayout,
  web,
  domain,
};

/** The whole catalog of this locale, merged from its namespace files. */
export const messages = {
  ...common,
  ...errors,
  ...validation,
  ...uiInputs,
  ...uiOverlays,
  ...uiDisplay,
  ...uiLayout,
  ...web,
  ...domain,
};
