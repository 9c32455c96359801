import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource, EntityManager } from 'typeorm';
import { CREDIT_QUEUE } from '../src/credit/credit.constants.js';
import { CREDIT_REPORT_JOBS, type CreditReportLifecycle, type MovedCreditReport } from '../src/credit/credit-reports/credit-report.lifecycle.js';
import { JobLifecycle, STALE_JOB_SECONDS } from '../src/queue/job-lifecycle.js';
import { APP_CONFIG, type AppConfig } from '../src/config/config.js';
import { reportCaseJobs } from '../src/financial-reports/report-case.lifecycle.js';
import { startTestApp, TestApp } from './support/test-app.js';

// The one job lifecycle on real PostgreSQL and Redis, through the credit report kind: the API role
// runs no credit worker, so rows move only as these tests move them, and jobs wait in Bull.
describe('job lifecycle', () => {
  let t: TestApp;
  let db: DataSource;
  let queue: Queue;
  let finished: MovedCreditReport[];
  let hookFails: boolean;
  let jobs: CreditReportLifecycle;

  beforeAll(async () => {
    t = await startTestApp({}, { role: 'api' });
    db = t.app.get(DataSource);
    queue = t.app.get<Queue>(getQueueToken(CREDIT_QUEUE));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    finished = [];
    hookFails = false;
    jobs = new JobLifecycle(db, queue, CREDIT_REPORT_JOBS, async (m: EntityManager, r: MovedCreditReport) => {
      // the finishing transaction's own write, as the outbox event is
      await m.query(`SELECT 1`);
      if (hookFails) throw new Error('outbox write failed');
      finished.push(r);
    });
  });

  async function report(status: string, idleSeconds = 0): Promise<string> {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO credit_reports (id, organization_id, bvn_encrypted, bvn_hash, consent_id, bureau, status, updated_at)
       VALUES ($1, $2, 'x', repeat('0', 64), $3, 'crc', $4, now() - make_interval(secs => $5))`,
      [id, randomUUID(), randomUUID(), status, idleSeconds],
    );
    return id;
  }
  const row = async (id: string) => (await t.db.query(`SELECT status, attempts, started_at, completed_at, result, failure_reason FROM credit_reports WHERE id = $1`, [id])).rows[0];
  const idle = (id: string, seconds: number) => t.db.query(`UPDATE credit_reports SET updated_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, seconds]);

  it('claims a pending job once: a second claim while the worker is alive gets nothing', async () => {
    const id = await report('pending');
    const claimed = await jobs.claim(id);
    expect(claimed).toMatchObject({ id, fromStatus: 'pending', status: 'processing', bureau: 'crc' });
    expect(await jobs.claim(id)).toBeNull();
    const r = await row(id);
    expect(r).toMatchObject({ status: 'processing', attempts: 1 });
    expect(r.started_at).toBeInstanceOf(Date);
  });

  it('takes over a processing job idle past the stale age, not before', async () => {
    const id = await report('pending');
    await jobs.claim(id);
    await idle(id, STALE_JOB_SECONDS - 10);
    expect(await jobs.claim(id)).toBeNull();
    await idle(id, STALE_JOB_SECONDS + 1);
    expect(await jobs.claim(id)).toMatchObject({ id, fromStatus: 'processing', status: 'processing' });
    expect((await row(id)).attempts).toBe(2);
  });

  it('releases a processing job to pending, and only a processing one', async () => {
    const id = await report('pending');
    await jobs.release(id);
    expect((await row(id)).status).toBe('pending');
    await jobs.claim(id);
    await jobs.release(id);
    expect((await row(id)).status).toBe('pending');
    expect(await jobs.claim(id)).toMatchObject({ fromStatus: 'pending' });
  });

  it('finishes once, with its hook in the same transaction; a finished job never moves again', async () => {
    const id = await report('pending');
    expect(await jobs.finish(id, { completed: { result: { score: 700 } } })).toBeNull(); // not claimed
    await jobs.claim(id);
    const done = await jobs.finish(id, { completed: { result: { score: 700 } } });
    expect(done).toMatchObject({ id, fromStatus: 'processing', status: 'completed', result: { score: 700 }, failureReason: null });
    expect(await jobs.finish(id, { failed: 'late' })).toBeNull();
    expect(await jobs.claim(id)).toBeNull();
    await idle(id, STALE_JOB_SECONDS + 1);
    expect(await jobs.claim(id)).toBeNull();
    expect(finished.map((r) => r.id)).toEqual([id]);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'completed', result: { score: 700 }, failure_reason: null });
    expect(r.completed_at).toBeInstanceOf(Date);
  });

  it('a hook that fails rolls the finish back: the job stays processing', async () => {
    const id = await report('pending');
    await jobs.claim(id);
    hookFails = true;
    await expect(jobs.finish(id, { failed: 'consent_revoked' })).rejects.toThrow('outbox write failed');
    expect(await row(id)).toMatchObject({ status: 'processing', failure_reason: null, completed_at: null });
  });

  it('run: an error releases the job for Bull to retry; on the last attempt it fails the job instead', async () => {
    const id = await report('pending');
    const outage = () => Promise.reject(new Error('bureau down'));
    await expect(jobs.run(id, { last: false, retry: false }, 'bureau_unavailable', outage)).rejects.toThrow('bureau down');
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    await jobs.run(id, { last: true, retry: true }, 'bureau_unavailable', outage);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2, failure_reason: 'bureau_unavailable' });
    expect(finished).toHaveLength(1);
    // a duplicate delivery of a finished job does no work
    let worked = false;
    await jobs.run(id, { last: false, retry: false }, 'bureau_unavailable', async () => ((worked = true), { completed: {} }));
    expect(worked).toBe(false);
  });

  it('sweep re-dispatches lost pending and stale processing jobs, with deterministic job ids', async () => {
    const lost = await report('pending', 31);
    const fresh = await report('pending', 5);
    const dead = await report('processing', STALE_JOB_SECONDS + 1);
    const alive = await report('processing', 10);
    const done = await report('completed', 3600);
    await jobs.sweep();
    await jobs.sweep();
    const ids = (await queue.getJobs(['waiting', 'delayed'])).map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([`credit-report:${lost}`, `credit-report:${dead}`]));
    for (const id of [fresh, alive, done]) expect(ids).not.toContain(`credit-report:${id}`);
    expect(ids.filter((j) => j === `credit-report:${lost}`)).toHaveLength(1);
    expect((await queue.getJob(`credit-report:${lost}`))?.data).toEqual({ reportId: lost });
  });

  it('a failed Bull job kept under the same id does not strand its row: the sweep queues it again', async () => {
    const stuck = await report('pending', 31);
    // a job of that id taken by a worker and failed on its last attempt (lifo: it is the next one taken)
    await queue.add('generate', { reportId: stuck }, { jobId: `credit-report:${stuck}`, lifo: true });
    const taken = (await queue.getNextJob())!;
    expect(taken.id).toBe(`credit-report:${stuck}`);
    await taken.moveToFailed({ message: 'PostgreSQL away on the last attempt' }, true);
    await taken.releaseLock();
    expect(await (await queue.getJob(`credit-report:${stuck}`))!.isFailed()).toBe(true);
    await jobs.sweep();
    expect(await (await queue.getJob(`credit-report:${stuck}`))!.getState()).toBe('waiting');
  });

  it('a kind with its own status words and a history (report cases) moves through the same lifecycle', async () => {
    const cases = new JobLifecycle(db, queue, reportCaseJobs(t.app.get<AppConfig>(APP_CONFIG)));
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO report_cases (id, organization_id, reference_id, subject_id, full_name, country_codes, status, link_token_hash, link_expires_at, provider)
       VALUES ($1, $2, 'ref-1', $3, 'Ada', '{NG}', 'CONNECTED', repeat('0', 64), now() + interval '1 day', 'sandbox')`,
      [id, randomUUID(), randomUUID()],
    );
    const outage = () => Promise.reject(new Error('provider down'));
    // a case never goes back: a failed attempt stays PROCESSING, and only Bull's retry of the job takes it over at once
    await expect(cases.run(id, { last: false, retry: false }, 'provider error', outage)).rejects.toThrow('provider down');
    expect((await t.db.query(`SELECT status FROM report_cases WHERE id = $1`, [id])).rows[0].status).toBe('PROCESSING');
    expect(await cases.claim(id)).toBeNull();
    expect(await cases.run(id, { last: true, retry: true }, 'provider error', outage)).toMatchObject({ status: 'FAILED', failureReason: 'provider error' });
    const { rows } = await t.db.query(`SELECT from_status, to_status, reason FROM report_case_transitions WHERE case_id = $1 ORDER BY id`, [id]);
    expect(rows).toEqual([
      { from_status: 'CONNECTED', to_status: 'PROCESSING', reason: 'claimed by a worker' },
      { from_status: 'PROCESSING', to_status: 'FAILED', reason: 'provider error' },
    ]);
  });
});
