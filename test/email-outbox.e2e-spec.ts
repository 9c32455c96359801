import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { EMAIL_QUEUE } from '../src/accounts/email/email.constants.js';
import { EmailProcessor } from '../src/accounts/email/email.processor.js';
import { EmailService } from '../src/accounts/email/email.service.js';
import { startTestApp, TestApp } from './support/test-app.js';

// Outbox emails move through the one job lifecycle: a mail server that never answers fails the email on its last attempt instead of leaving it pending for good.
describe('email outbox on the job lifecycle', () => {
  let t: TestApp;
  let queue: Queue;
  const enqueue = (to: string) => t.app.get(EmailService).enqueue(t.app.get(DataSource).manager, { to, subject: 'Hello', text: 'body with a token' });
  const row = async (id: string) => (await t.db.query(`SELECT status, attempts, body_text, last_error, failure_reason, sent_at FROM email_outbox WHERE id = $1`, [id])).rows[0];
  const deliver = (outboxId: string, attemptsMade: number) => t.app.get(EmailProcessor).send({ data: { outboxId }, attemptsMade, opts: { attempts: 3 } } as never);

  beforeAll(async () => {
    // nothing listens on port 1: every send fails at once
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    queue = t.app.get<Queue>(getQueueToken(EMAIL_QUEUE));
    await queue.pause(true); // this test delivers the jobs itself
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a failed attempt goes back to pending for Bull, the last one fails the email, and a finished email is never sent again', async () => {
    const id = await enqueue('a@bank.test');
    await expect(deliver(id, 0)).rejects.toThrow();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });
    await deliver(id, 2);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2, failure_reason: 'smtp_unavailable', sent_at: null });
    await deliver(id, 2);
    expect((await row(id)).attempts).toBe(2);
  });

  it('the sweep hands an email that never reached Redis to Bull again, under its one job id', async () => {
    const id = await enqueue('b@bank.test');
    await t.db.query(`UPDATE email_outbox SET updated_at = now() - interval '2 minutes' WHERE id = $1`, [id]);
    await t.app.get(EmailProcessor).sweep();
    await t.app.get(EmailProcessor).sweep();
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'paused'])).filter((j) => j.id === `email:${id}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ outboxId: id });
  });
});
