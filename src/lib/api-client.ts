/** Client-side fetch helper: JSON in, JSON out; a failure throws with the server's `error` text or the fallback. */
export async function apiFetch<T>(path: string, init: RequestInit & { fallbackError: string }): Promise<T> {
  const { fallbackError, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: { Accept: 'application/json', ...(rest.body ? { 'Content-Type': 'application/json' } : {}), ...rest.headers },
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(fallbackError);
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: fall through with the raw text.
  }
  if (!response.ok || (data && typeof data === 'object' && 'error' in data && (data as { error?: unknown }).error)) {
    const message =
      data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
        ? (data as { error: string }).error
        : text && text.length < 300 && !text.trimStart().startsWith('<')
          ? text
          : fallbackError;
    throw new Error(message);
  }
  return data as T;
}
