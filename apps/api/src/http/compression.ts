/** Smallest answer body that is compressed, in bytes. */
export const COMPRESS_THRESHOLD = 1024;

/** The encodings answers are compressed with. */
export type Encoding = 'br' | 'gzip';

/** The encoding of an answer the client takes of those the server sends, brotli first; null for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}
