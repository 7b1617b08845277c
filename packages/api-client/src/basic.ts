/** Base64 of the UTF-8 bytes of `text` (unlike `btoa`, safe for any Unicode). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Authorization` value of HTTP Basic credentials: `Basic base64(username:password)`, UTF-8. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${base64Utf8(`${username}:${password}`)}`;
}
