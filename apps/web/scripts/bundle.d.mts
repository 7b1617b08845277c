// Types of the part of bundle.mjs that TypeScript code (prerenderPlugin.ts) uses.

/** A chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The manifest chunks of `keys` and of their static imports, each once. */
export function chunksOf(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
): Set<ManifestChunk>;
