import { PGlite } from '@electric-sql/pglite';
import { FairPGlite } from './fair-pglite';

/** Queues `count` statements at once; answers how many had finished when the next turn of the event loop came. */
async function finishedBeforeNextTurn(client: PGlite, count: number): Promise<number> {
  let finished = 0;
  const statements = Array.from({ length: count }, (_, i) =>
    client.query('select $1::int as n', [i]).then(() => {
      finished += 1;
    }),
  );
  const seenAtNextTurn = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  const [seen] = await Promise.all([seenAtNextTurn, ...statements]);
  return seen;
}

describe('the embedded database under queued statements', () => {
  it('a plain PGlite runs every queued statement before the event loop turns (the stall we fix)', async () => {
    const plain = await PGlite.create();
    try {
      expect(await finishedBeforeNextTurn(plain, 200)).toBe(200);
    } finally {
      await plain.close();
    }
  });

  describe('FairPGlite', () => {
    let fair: FairPGlite;
    beforeAll(async () => {
      fair = await FairPGlite.open({});
    });
    afterAll(() => fair.close());

    it('returns to the event loop between statements, so sockets and timers are served', async () => {
      expect(await finishedBeforeNextTurn(fair, 200)).toBeLessThan(5);
      // every statement still ran, in order, with its own answer
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => fair.query<{ n: number }>('select $1::int as n', [i])),
      );
      expect(answers.map((a) => a.rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    });

    it('keeps a transaction whole: nothing else runs inside it', async () => {
      await fair.exec('create table t (n int)');
      const inside = fair.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await tx.query<{ c: number }>('select count(*)::int as c from t');
        return rows[0]?.c;
      });
      const outside = fair.query('insert into t values (2)');
      expect(await inside).toBe(1);
      await outside;
      const { rows } = await fair.query<{ c: number }>('select count(*)::int as c from t');
      expect(rows[0]?.c).toBe(2);
    });
  });
});
