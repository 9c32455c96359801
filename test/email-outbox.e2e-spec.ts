import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { EMAIL_QUEUE } from '../src/accounts/email/email.constants.js';
import { DevMailboxService } from '../src/accounts/email/dev-mailbox.service.js';
import { EmailOutboxRepository } from '../src/accounts/email/email-outbox.repository.js';
import { EmailProcessor } from '../src/accounts/email/email.processor.js';
import { EmailService } from '../src/accounts/email/email.service.js';
import { startTestApp, TestApp } from './support/test-app.js';

// Outbox emails move through the one job lifecycle: a mail server that never answers fails the email on its last attempt instead of leaving it pending for good.
describe('email outbox on the job lifecycle', () => {
  let t: TestApp;
  let queue: Queue;
  let processor: EmailProcessor;
  const enqueue = (to: string) => t.app.get(EmailService).enqueue(t.app.get(DataSource).manager, { to, subject: 'Hello', text: 'body with a token' });
  const row = async (id: string) => (await t.db.query(`SELECT status, attempts, body_text, last_error, failure_reason, sent_at FROM email_outbox WHERE id = $1`, [id])).rows[0];
  const deliver = (outboxId: string, attemptsMade: number) => processor.send({ data: { outboxId }, attemptsMade, opts: { attempts: 3 } } as never);

  beforeAll(async () => {
    // Nothing listens on port 1: every send fails at once. The api role runs no Bull worker, so
    // nothing takes the jobs but this test, which drives a processor of its own. (Pausing the
    // worker instead was flaky: Bull's local pause reconnects its blocking client, and a reconnect
    // caught mid-handshake rejects with "Connection is closed.")
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { role: 'api' });
    queue = t.app.get<Queue>(getQueueToken(EMAIL_QUEUE));
    processor = new EmailProcessor(t.app.get(EmailOutboxRepository), queue, t.config, t.app.get(EmailService), t.app.get(DevMailboxService));
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
    await processor.sweep();
    await processor.sweep();
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'paused'])).filter((j) => j.id === `email:${id}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ outboxId: id });
  });
});
