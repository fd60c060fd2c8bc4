/**
 * The server's file downloads (server/http/rest/downloads.ts), the one kind of request the SPA makes
 * outside the typed tRPC client: a browser saves a file, it does not read a procedure's answer.
 */
export type DownloadRoute = '/api/admin/waitlist/export.csv' | `/api/athlete-profiles/${string}/pdf`;

/**
 * Saves a file answered by one of the server's download routes (CSV, PDF). A plain link cannot
 * carry a bearer header nor show progress, so we fetch, then hand the browser a Blob.
 * Throws an Error whose message is the server's `error` field, else `status: text` (SPEC §8).
 */
export async function downloadFile(
  url: DownloadRoute,
  fallbackName: string,
  headers: HeadersInit = {},
): Promise<void> {
  const res = await fetch(url, { headers, credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    let message = `${res.status}: ${text || res.statusText}`;
    try {
      const body = JSON.parse(text) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      // not JSON: keep the generic form
    }
    throw new Error(message);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
