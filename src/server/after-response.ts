import { after } from 'next/server';

/**
 * Runs work after the response is sent (Next's `after`, which serverless hosts keep alive for), or right away
 * without awaiting it where there is no request scope (tests, scripts). The task must handle its own errors.
 */
export function runAfterResponse(task: () => Promise<void>) {
  try {
    after(task);
  } catch {
    void task();
  }
}
