import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { createQueryClient, shouldRetryQuery } from '@/lib/query-client';

/** Runs a read that always fails with `error` through the app's query defaults: how often it was tried, how long. */
async function failingRead(error: Error) {
  const client = createQueryClient();
  let calls = 0;
  const started = Date.now();
  await client
    .fetchQuery({
      queryKey: ['failing'],
      queryFn: async () => {
        calls += 1;
        throw error;
      },
      // fetchQuery does not retry by default: take the app's policy, as useQuery does.
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return { calls, ms: Date.now() - started };
}

describe('failed reads show their error quickly', () => {
  it('tries a server failure once more, quickly, then gives up', async () => {
    const { calls, ms } = await failingRead(new ApiRequestError('Internal error', 500));
    expect(calls).toBe(2);
    expect(ms).toBeLessThan(1_000);
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
