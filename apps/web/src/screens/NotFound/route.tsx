import { NotFoundPage } from './NotFoundPage';

/** Lazy route module of the catch-all `*`. */
export const Component = NotFoundPage;
