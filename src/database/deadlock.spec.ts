import { describe, expect, it } from '@jest/globals';
import { isDeadlock, retryOnDeadlock } from './deadlock.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock, and answers what the next run answers', async () => {
    let runs = 0;
    const answer = await retryOnDeadlock(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return 'done';
    });
    expect({ answer, runs }).toEqual({ answer: 'done', runs: 3 });
  });

  it('passes any other failure on at once, and a deadlock once the attempts are spent', async () => {
    let runs = 0;
    const other = Object.assign(new Error('unique violation'), { code: '23505' });
    await expect(retryOnDeadlock(async () => { runs++; throw other; })).rejects.toBe(other);
    expect(runs).toBe(1);
    runs = 0;
    await expect(retryOnDeadlock(async () => { runs++; throw deadlock(); }, 3)).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
  });

  it("reads TypeORM's wrapped driver error as well as pg's", () => {
    expect(isDeadlock({ driverError: { code: '40P01' } })).toBe(true);
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(new Error('x'))).toBe(false);
  });
});
