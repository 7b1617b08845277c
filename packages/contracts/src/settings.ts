import { z } from 'zod';

/** `GET settings/`: what the web app needs to know of the server's configuration (public). */
export const clientSettings = z.object({
  /** The map background: a tile URL template (`{z}/{x}/{y}`) and its attribution; null for none. */
  map_tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type ClientSettings = z.infer<typeof clientSettings>;
