import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { DashboardBrowser, freePort, heading, noTokenInStorage, startBrowser } from './support/browser.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { startTestApp, TestApp } from './support/test-app.js';
import { RequestLogService } from '../src/request-log/request-log.service.js';

// Acceptance of the dashboard (issue 15): a new customer's journey in Debian's headless Chromium
// at 1280 and 375 px, axe-core on every page, no token in web storage. Screenshots go to a temp dir
// (printed) so a person can look at them.

describe('dashboard in headless Chromium: a new customer end to end', () => {
  let t: TestApp;
  let base: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let browser: DashboardBrowser;
  const email = `owner-${Date.now()}@lagos-mfb.test`;
  let password = 'Correct-Horse-9!';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // the request log is written when the test says (flush): the first Filter always comes before the failed call is written
    t = await startTestApp({ PUBLIC_BASE_URL: base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1,1,1,1', REQUEST_LOG_FLUSH_MS: '60000' });
    await t.app.listen(port, '127.0.0.1');
    rx = await startReceiver();
    browser = await startBrowser('dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await rx?.close();
    await t?.close();
  });

  const open = (width: number) => browser.open(width);
  const check = (page: Page, name: string) => browser.check(page, name);

  let apiKey = '';

  it('serves the app at /dashboard with a strict CSP and falls back to index.html for client routes; API routes keep their headers', async () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/developers/webhooks']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
      expect(res.text).not.toMatch(/<style|style="/);
    }
    await request(t.server).get('/dashboard/assets/nope.js').expect(404);
    const docs = await request(t.server).get('/health/live');
    expect(docs.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  });

  it('signs up, verifies the email, logs in, and keeps the session across a reload without web storage', async () => {
    const { page, context } = await open(1280);
    await page.goto(`${base}/dashboard/`);
    await heading(page, 'Log in');
    await check(page, 'login-1280');

    // an API error shows its message and request_id
    await page.fill('input[name=email]', 'nobody@nowhere.test');
    await page.fill('input[name=password]', 'Wrong-Password-1!');
    await page.click('button[type=submit]');
    await page.getByTestId('api-error').waitFor();
    expect(await page.getByTestId('error-request-id').textContent()).toMatch(/\S{8,}/);
    await check(page, 'login-error-1280');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await heading(page, 'Create your organization');
    await check(page, 'signup-1280');
    await page.fill('input[name=organization_name]', 'Lagos Microfinance Bank');
    await page.fill('input[name=first_name]', 'Ngozi');
    await page.fill('input[name=last_name]', 'Adeyemi');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await page.getByTestId('signup-done').waitFor();
    await check(page, 'signup-done-1280');

    // no SMTP in this app: the development mailbox page lists the verification link
    await page.getByRole('link', { name: 'development mail' }).click();
    await heading(page, 'Development mail');
    const verifyLink = page.getByTestId('dev-mail').getByRole('link', { name: /verify-email/ }).first();
    await verifyLink.waitFor();
    await check(page, 'dev-mail-1280');
    await verifyLink.click();
    await heading(page, 'Verify your email');
    await check(page, 'verify-1280');
    await page.click('button[type=submit]');
    await page.getByTestId('verified').waitFor();

    await page.getByRole('link', { name: 'log in' }).click();
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await heading(page, 'Overview');
    await check(page, 'overview-1280');

    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === 'nr_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/accounts/session/' });
    await noTokenInStorage(page, [refresh!.value]);

    await page.reload();
    await heading(page, 'Overview'); // the HttpOnly cookie brought the session back
    await noTokenInStorage(page, [refresh!.value]);

    // 2. an API key, used from outside the browser
    await page.getByRole('link', { name: 'API keys' }).click();
    await heading(page, 'API keys');
    await page.getByTestId('keys-table').or(page.getByText('No live API keys yet')).waitFor();
    await check(page, 'api-keys-empty-1280');
    await page.fill('input[name=name]', 'core-banking');
    await page.selectOption('select[name=role]', 'B');
    await page.getByRole('button', { name: 'Create key' }).click();
    apiKey = (await page.getByTestId('new-key-secret').textContent())!.trim();
    expect(apiKey).toMatch(/^sk_(live|test)_/);
    await page.getByTestId('keys-table').waitFor();
    await check(page, 'api-keys-1280');
    await noTokenInStorage(page, [apiKey]);
    const me = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${apiKey}`).expect(200);
    expect(me.body.email).toBe(email);

    // 4. a failing API call, found in the request log by its request_id, with its redacted bodies
    const failed = await request(t.server).post('/api/v1/fraud/velocity-check/').set('Authorization', `Bearer ${apiKey}`).send({ account_number: 'x' });
    expect(failed.status).toBe(400);
    const failedId = failed.body.error.request_id as string;
    expect(failed.headers['x-request-id']).toBe(failedId);
    await page.getByRole('link', { name: 'Request log' }).click();
    await heading(page, 'Request log');
    await page.fill('input[name=request_id]', failedId);
    // not written yet: nothing; written: Filter again finds it (the page does not keep its first answer)
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No request matches these filters.').waitFor();
    await t.app.get(RequestLogService).flush();
    await page.getByRole('button', { name: 'Filter' }).click();
    const logged = page.locator(`tr[data-request-id="${failedId}"]`);
    await logged.waitFor();
    expect(await logged.textContent()).toContain('400');
    expect(await logged.textContent()).toContain('/api/v1/fraud/velocity-check/');
    await logged.getByRole('button', { name: failedId }).click();
    await page.getByTestId('response-body').getByText(/VALIDATION_ERROR/).waitFor();
    await check(page, 'request-log-1280');

    // 3. a webhook to a local receiver: test event, its delivery in the log, secret rotation
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await heading(page, 'Webhooks');
    await page.getByText('No endpoint yet').waitFor();
    await check(page, 'webhooks-empty-1280');
    await page.getByText('Add an endpoint').click();
    await page.fill('input[name=url]', rx.url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.locator('article.endpoint').waitFor();
    await page.locator('article.endpoint').getByText('Change events').click();
    await page.check('article.endpoint input[value="webhook.test"]');
    await page.check('article.endpoint input[value="fraud.alert"]');
    await page.getByRole('button', { name: 'Save events' }).click();
    await page.locator('article.endpoint p.muted', { hasText: 'fraud.alert' }).waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText(/Test event .* queued/).waitFor();
    const event = await waitFor(() => rx.got.find((r) => r.json.event === 'webhook.test'));
    const row = page.locator(`tr[data-event-id="${event.json.event_id}"][data-status="succeeded"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('200');
    await row.getByRole('button', { name: 'Attempts' }).click();
    await page.getByTestId('delivery-detail').getByText('200').first().waitFor();
    expect(await page.getByTestId('response-excerpt').first().textContent()).toBe('ok'); // the receiver's answer
    await page.getByTestId('delivery-detail').getByRole('button', { name: 'Redeliver' }).click();
    await page.locator('[data-testid="delivery-detail"] tr[data-attempt="2"]').waitFor({ timeout: 30_000 });
    await waitFor(() => rx.got.filter((r) => r.json.event_id === event.json.event_id).length === 2);
    await page.getByRole('button', { name: 'Reveal' }).click();
    const before = (await page.getByTestId('current-secret').textContent())!.trim();
    expect(before).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await check(page, 'webhooks-rotate-dialog-1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    await page.getByTestId('grace').waitFor();
    expect((await page.getByTestId('current-secret').textContent())!.trim()).not.toBe(before);
    await check(page, 'webhooks-1280');

    // the overview charts the deliveries (recharts under the strict CSP: a violation would be a console error)
    await page.getByRole('link', { name: 'Overview' }).click();
    await heading(page, 'Overview');
    await page.getByTestId('usage').waitFor();
    // the 24h summary may still be the one cached at sign-in (fresh for 10 s, before anything was written): the 7-day one is fetched now
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.locator('button[aria-pressed="true"]', { hasText: 'Last 7 days' }).waitFor();
    await page.locator('figure.chart svg.recharts-surface').first().waitFor();
    await page.getByTestId('usage-endpoints').locator('tbody tr').first().waitFor();
    await waitFor(async () => ((await page.getByTestId('usage').textContent()) ?? '').includes('100.0%'), 15_000, 200);
    expect(await page.getByTestId('usage').textContent()).toContain('100.0%'); // webhook success
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished))); // the window buttons' colour transition
    await page.getByTestId('usage').waitFor();
    await check(page, 'overview-usage-1280');

    // 5. invite a member (role B), who accepts and sees role B's limits
    const memberEmail = `analyst-${Date.now()}@lagos-mfb.test`;
    await page.getByRole('link', { name: 'Team' }).click();
    await heading(page, 'Team');
    await page.getByTestId('members-table').waitFor();
    await page.fill('input[name=email]', memberEmail);
    await page.selectOption('select[name=role]', 'B');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByTestId('invitations').getByText(memberEmail).waitFor();
    await check(page, 'team-1280');
    await page.goto(`${base}/dashboard/dev-mail`);
    const inviteLink = page.getByTestId('dev-mail').getByRole('link', { name: /accept-invitation/ }).first();
    await inviteLink.waitFor({ timeout: 20_000 });
    const inviteUrl = (await inviteLink.getAttribute('href'))!;
    await heading(page, 'Development mail');
    const member = await open(1280);
    await member.page.goto(inviteUrl);
    await heading(member.page, 'Join your team');
    await check(member.page, 'accept-invitation-1280');
    await member.page.fill('input[name=first_name]', 'Chidi');
    await member.page.fill('input[name=password]', 'Member-Horse-11!');
    await member.page.click('button[type=submit]');
    await member.page.getByTestId('joined').waitFor();
    await member.page.getByRole('link', { name: 'Log in' }).click();
    await member.page.fill('input[name=email]', memberEmail);
    await member.page.fill('input[name=password]', 'Member-Horse-11!');
    await member.page.click('button[type=submit]');
    await heading(member.page, 'Overview');
    expect(await member.page.textContent('nav')).toContain('Member (role B)');
    for (const [link, title] of [
      ['API keys', 'API keys'],
      ['Webhooks', 'Webhooks'],
      ['Team', 'Team'],
      ['Settings', 'Settings'],
    ] as const) {
      await member.page.getByRole('link', { name: link }).click();
      await heading(member.page, title);
      await member.page.getByTestId('role-b-limit').waitFor();
      await check(member.page, `member-${title.toLowerCase().replace(/ /g, '-')}-1280`);
    }
    await member.context.close();
    await page.goto(`${base}/dashboard/team`);
    await page.locator(`tr[data-member-email="${memberEmail}"]`).waitFor();

    // settings; the parts whose API is not there yet say so rather than show invented data
    await page.getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'Settings');
    await check(page, 'settings-1280');

    // settings: branding of the hosted page (an http logo is refused with its message and request_id), then the fraud engine's thresholds (role A)
    await page.fill('input[name=display_name]', 'Lagos MFB');
    await page.fill('input[name=logo_url]', 'http://insecure.example/logo.png');
    await page.getByRole('button', { name: 'Save organization' }).click();
    await page.getByTestId('api-error').getByText(/logo_url/).waitFor();
    expect(await page.getByTestId('error-request-id').textContent()).toBeTruthy();
    await page.fill('input[name=logo_url]', '');
    await page.getByRole('button', { name: 'Save organization' }).click();
    await page.getByText('Organization saved.').waitFor();
    expect(await page.inputValue('input[name=display_name]')).toBe('Lagos MFB');
    await page.fill('input[name="live.medium"]', '35');
    await page.getByRole('button', { name: 'Save thresholds' }).click();
    await page.getByText('Thresholds saved.').waitFor();
    await page.reload();
    await heading(page, 'Settings');
    await page.locator('input[name="live.medium"]').waitFor();
    expect(await page.inputValue('input[name="live.medium"]')).toBe('35');

    // 6. revoke the key: the next call with it is refused
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByTestId('keys-table').waitFor();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(/Revoked/).first().waitFor();
    await waitFor(async () => (await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${apiKey}`)).status === 401);
    const refused = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${apiKey}`);
    expect(refused.status).toBe(401);
    expect(refused.body.error.request_id).toBeTruthy();

    // 7. the header's Test mode switch: a TEST DATA banner, and the API keys page creates sk_test_ keys
    // the switch flips once the session is re-issued in test mode
    await page.getByRole('switch', { name: 'Test mode' }).click();
    await page.getByTestId('test-mode-banner').getByText('TEST DATA').waitFor();
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByText('No test API keys yet').waitFor(); // the live keys are not listed in test mode
    await page.fill('input[name=name]', 'sandbox');
    await page.getByRole('button', { name: 'Create key' }).click();
    const testKey = (await page.getByTestId('new-key-secret').textContent())!.trim();
    expect(testKey).toMatch(/^sk_test_/);
    await page.getByTestId('keys-table').waitFor();
    expect(await page.getByTestId('keys-table').locator('tbody tr').count()).toBe(1);
    await check(page, 'api-keys-test-mode-1280');
    await page.reload();
    await page.getByTestId('test-mode-banner').waitFor(); // the refreshed session keeps the mode
    await page.getByRole('switch', { name: 'Test mode' }).click();
    await page.getByTestId('test-mode-banner').waitFor({ state: 'detached' });
    expect(await page.getByRole('switch', { name: 'Test mode' }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Log out' }).click();
    await heading(page, 'Log in');
    await page.reload();
    await heading(page, 'Log in'); // the session is gone on the server too
    await context.close();
    expect(browser.problems).toEqual([]);
  });

  it('works at 375 px: every page fits the width, the menu opens, axe passes; a forgotten password is reset by email', async () => {
    const { page, context } = await open(375);
    await page.goto(`${base}/dashboard/login`);
    await heading(page, 'Log in');
    await check(page, 'login-375');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading(page, 'Reset your password');
    await page.fill('input[name=email]', email);
    await page.click('button[type=submit]');
    await page.getByTestId('reset-sent').waitFor();
    await check(page, 'reset-request-375');
    await page.goto(`${base}/dashboard/dev-mail`);
    const resetLink = page.getByTestId('dev-mail').getByRole('link', { name: /reset-password/ }).first();
    await resetLink.waitFor({ timeout: 20_000 });
    await check(page, 'dev-mail-375');
    await resetLink.click();
    await heading(page, 'Choose a new password');
    password = 'Another-Horse-10!';
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await page.getByTestId('reset-done').waitFor();
    await check(page, 'reset-done-375');
    await page.goto(`${base}/dashboard/signup`);
    await heading(page, 'Create your organization');
    await check(page, 'signup-375');
    await page.goto(`${base}/dashboard/login`);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await heading(page, 'Overview');
    await check(page, 'overview-375');
    for (const [link, title] of [
      ['API keys', 'API keys'],
      ['Webhooks', 'Webhooks'],
      ['Request log', 'Request log'],
      ['Team', 'Team'],
      ['Settings', 'Settings'],
    ] as const) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: link }).click();
      await heading(page, title);
      if (title === 'Webhooks') await page.locator('[data-testid="deliveries-table"]').waitFor();
      await check(page, `${title.toLowerCase().replace(/ /g, '-')}-375`);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await check(page, 'menu-open-375');
    await noTokenInStorage(page, []);
    await context.close();
    expect(browser.problems).toEqual([]);
  });
});
