import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createTurnQueue, takeTurns } from '@/server/db/pglite-turns';

describe('PGlite turn queue', () => {
  it('serves turns first come, first served, one at a time, even when one fails', async () => {
    const take = createTurnQueue();
    const log: string[] = [];
    let running = 0;
    const work = (name: string, fail = false) =>
      take(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await Promise.resolve();
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([work('a'), work('b', true), work('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop run I/O callbacks between two turns (a microtask chain cannot starve it)', async () => {
    const take = createTurnQueue();
    const log: string[] = [];
    const first = take(async () => {
      log.push('turn 1');
      // Something that needs the event loop (an accepted connection, a socket read) arrives during turn 1.
      setImmediate(() => log.push('event loop'));
    });
    const second = take(async () => {
      log.push('turn 2');
    });
    await Promise.all([first, second]);
    expect(log).toEqual(['turn 1', 'event loop', 'turn 2']);
  });

  it('queues statements and transactions of a real PGlite without deadlocking inside a transaction', async () => {
    const client = await takeTurns(new PGlite());
    try {
      await client.exec('create table t (n int)');
      const [tx, plain] = await Promise.all([
        client.transaction(async (t) => {
          await t.query('insert into t values (1)');
          return (await t.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;
        }),
        client.query<{ n: number }>('select count(*)::int as n from t'),
      ]);
      expect(tx).toBe(1);
      expect(plain.rows[0]!.n).toBe(1); // queued behind the transaction, so it sees its commit
    } finally {
      await client.close();
    }
  });
});
