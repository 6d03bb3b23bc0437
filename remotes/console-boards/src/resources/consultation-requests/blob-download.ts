const textOf = (blob: Blob) =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(blob);
      });

/** A download refused by the server carries its JSON message in a blob: read it, so the screen can show it. */
export async function blobErrorOf(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown; status?: number } }).response;
  const data = response?.data;
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return error;
  try {
    const body = JSON.parse(await textOf(data)) as { message?: unknown; code?: unknown; issues?: unknown };
    return { status: response?.status ?? 0, message: body.message, code: body.code, issues: body.issues };
  } catch {
    return error;
  }
}

/** Hands a fetched file to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first), or `fallback`. */
export function attachmentName(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      /* the plain name below */
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? fallback;
}
