/**
 * A `fetch` over XMLHttpRequest that reports the bytes sent (fetch cannot report upload progress); used
 * by `ApiClient.upload` in browsers and loaded with the first upload, so pages that never upload (the
 * login) do not carry it.
 */
export function xhrFetch(onProgress: ((fraction: number) => void) | undefined): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      // Aborted while the transport loaded: like fetch, never send.
      if (init.signal?.aborted) {
        reject(new DOMException('aborted', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', String(input));
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}
