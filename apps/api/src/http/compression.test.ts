import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compression';

describe('acceptedEncoding', () => {
  it('takes brotli first, then gzip, and honours q-values and wildcards', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('br;q=x')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
