import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs Postgres as WebAssembly inside this process: a statement is synchronous CPU work on the event loop,
 * and PGlite's own queue (a FIFO mutex) hands the database to the next waiter through a promise, i.e. a microtask.
 * Under load the whole queue of waiting transactions then runs in one microtask burst without ever returning to
 * the event loop, so the loop polls for I/O only every few hundred milliseconds. Node (libuv >= 1.45) accepts at
 * most one new connection per poll, so under load a new connection waited seconds — up to 18 s in the checkout
 * benchmark — while requests on open keep-alive connections kept being served (docs/decisions/pglite-turns.md).
 *
 * Here every statement or transaction outside a transaction takes a turn in one FIFO queue, and each turn starts
 * on a fresh macrotask (setImmediate): between two turns the loop polls once, accepts a connection and reads the
 * requests that arrived. Order is unchanged (first come, first served); a transaction still runs alone.
 */

/** A FIFO queue of turns, each started on a new event-loop iteration after the previous turn has settled. */
export function createTurnQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return function take<T>(work: () => Promise<T>): Promise<T> {
    const turn = last.then(nextIteration).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

function nextIteration() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Routes the client's entry points (statements, scripts, transactions) through one turn queue. Waits until the
 * client is ready first: PGlite's start-up runs a query of its own through `query`, which must not queue behind
 * a caller's turn that is itself waiting for the start-up.
 */
export async function takeTurns(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  const take = createTurnQueue();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // Statements inside a transaction use the transaction object, not these, so they never queue behind themselves.
  client.query = ((...args: Parameters<typeof query>) => take(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => take(() => exec(...args))) as typeof client.exec;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    take(() => transaction(callback))) as typeof client.transaction;
  return client;
}
