import { isTokenShaped } from './tokens';

/** Username and password sent with HTTP Basic. */
export interface BasicCredentials {
  username: string;
  password: string;
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

/** Splits an `Authorization` header into its scheme and its single parameter, or null. */
function splitHeader(header: string | string[] | undefined): [string, string] | null {
  if (typeof header !== 'string') return null;
  const parts = header.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  return [parts[0]!.toLowerCase(), parts[1]!];
}

/** The token of an `Authorization: Token <64 hex>` header, or null for anything else. */
export function parseTokenHeader(header: string | string[] | undefined): string | null {
  const parts = splitHeader(header);
  if (!parts || parts[0] !== 'token' || !isTokenShaped(parts[1])) return null;
  return parts[1];
}

/** The credentials of an `Authorization: Basic <base64(username:password)>` header, or null. */
export function parseBasicHeader(header: string | string[] | undefined): BasicCredentials | null {
  const parts = splitHeader(header);
  if (!parts || parts[0] !== 'basic') return null;
  const encoded = parts[1];
  if (encoded.length % 4 !== 0 || !base64Pattern.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  // Round-tripping rejects invalid UTF-8, which Buffer would silently replace.
  if (Buffer.from(decoded, 'utf8').toString('base64') !== encoded) return null;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (password.length === 0 || username.length > 150 || password.length > 1024) return null;
  // PostgreSQL text cannot hold NUL: such credentials can match no user.
  if (decoded.includes('\u0000')) return null;
  return { username, password };
}
