import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { createQueryClient, QUERY_RETRY_DELAY_MS, shouldRetryQuery } from '@/lib/query-client';

/** Starts a read that always fails with `error` through the app's query defaults; `calls()` counts its tries. */
function startFailingRead(error: Error) {
  const client = createQueryClient();
  let calls = 0;
  const settled = client
    .fetchQuery({
      queryKey: ['failing'],
      queryFn: async () => {
        calls += 1;
        throw error;
      },
      // fetchQuery does not retry by default: take the app's policy, as useQuery does.
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch((failure: unknown) => failure);
  return { calls: () => calls, settled };
}

async function failingRead(error: Error) {
  const read = startFailingRead(error);
  await read.settled;
  return { calls: read.calls() };
}

afterEach(() => vi.useRealTimers());

describe('failed reads show their error quickly', () => {
  // On the app's clock, not the machine's: a busy machine must not make this fail or pass.
  it('tries a server failure once more after a short wait (under a second), then gives up', async () => {
    expect(QUERY_RETRY_DELAY_MS).toBeLessThan(1_000);
    vi.useFakeTimers();
    const read = startFailingRead(new ApiRequestError('Internal error', 500));
    await vi.advanceTimersByTimeAsync(0);
    expect(read.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(QUERY_RETRY_DELAY_MS - 1);
    expect(read.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read.calls()).toBe(2);
    expect(await read.settled).toBeInstanceOf(ApiRequestError);
  });

  it('tries a network failure once more', async () => {
    expect((await failingRead(new ApiRequestError('Request failed', 0))).calls).toBe(2);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never repeats an answer the server meant (%i)', async (status) => {
    expect((await failingRead(new ApiRequestError('No', status))).calls).toBe(1);
  });

  it('the default policy is the same function', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 503))).toBe(true);
    expect(shouldRetryQuery(1, new ApiRequestError('x', 503))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 404))).toBe(false);
  });
});
