import { createServer as httpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Browser, chromium, Page } from 'playwright-core';
import request from 'supertest';
import { startReceiver, waitFor } from './support/receiver.js';
import { freePort } from './support/service-process.js';
import { registerReportWebhook, REPORTS_TEST_ENV, signatureHolds } from './support/financial-reports-helpers.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';

// Acceptance: an applicant on a phone-sized headless Chromium opens link_url, connects a sandbox
// bank through the hosted page, and the bank sees REPORT_READY, a signed webhook,
// webhook_delivered_at and a PDF. Chromium is Debian's (installed by .ci/run), driven by playwright-core.

describe('hosted bank-connection page in headless Chromium', () => {
  let t: TestApp;
  let token: string;
  let kanoToken: string;
  let kanoTestToken: string;
  let browser: Browser;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let seq = 0;

  const createCase = async (extra: Record<string, unknown> = {}, bearer = token) => {
    const res = await request(t.server)
      .post('/api/v1/report')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ full_name: 'Chinedu Obi', reference_id: `WEB-${Date.now()}-${++seq}`, country_codes: ['NG'], ...extra })
      .expect(202);
    return res.body as { case_id: string; link_url: string };
  };
  const getCase = async (id: string, bearer = token) => (await request(t.server).get(`/api/v1/report/${id}`).set('Authorization', `Bearer ${bearer}`).expect(200)).body;

  /** A phone-sized page that records script errors and CSP violations (they would break the page). */
  async function phone(): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    return { page, problems };
  }
  const screen = (page: Page, name: string, timeout = 30000) => page.waitForSelector(`body[data-screen="${name}"]`, { timeout });

  beforeAll(async () => {
    const port = await freePort();
    t = await startTestApp({ ...REPORTS_TEST_ENV, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    await t.app.listen(port, '127.0.0.1');
    const org = await createOrganization(t, 'Lagos Microfinance Bank');
    token = org.api_token;
    // an unbranded lender of its own for the consent and redirect tests (the branding test sets an unreachable logo)
    const kano = await createOrganization(t, 'Kano Thrift Bank');
    kanoToken = kano.api_token;
    kanoTestToken = kano.test_api_token;
    rx = await startReceiver();
    secret = (await registerReportWebhook(t, token, rx.url)).secret;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  });
  afterAll(async () => {
    await browser?.close();
    await rx?.close();
    await t?.close();
  });

  it('creates a case, connects a sandbox bank through link_url and reaches REPORT_READY with a signed webhook and a PDF', async () => {
    const created = await createCase();
    const { page, problems } = await phone();
    const opened = await page.goto(created.link_url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['content-security-policy']).toContain("script-src 'self'");
    await screen(page, 'connect');
    expect(await page.textContent('#screen-connect')).toContain('Lagos Microfinance Bank');
    expect(await page.textContent('#screen-connect')).toContain('Chinedu O.');
    // phone-sized first: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.check('#consent');
    await page.click('#start');
    await screen(page, 'widget');
    // a reload mid-widget resumes in the widget (the widget token is kept on the server)
    await page.reload();
    await screen(page, 'widget');
    await page.click('button[data-bank="zenith"]');
    await page.selectOption('#profile', 'salaried');
    await page.click('#connect');
    await screen(page, 'ready', 40000);
    expect(await page.textContent('#screen-ready')).toContain('Lagos Microfinance Bank');
    await page.reload();
    await screen(page, 'ready');
    expect(problems).toEqual([]);

    const record = await waitFor(async () => {
      const r = await getCase(created.case_id);
      return r.status === 'REPORT_READY' && r.webhook_delivered_at ? r : null;
    });
    expect(record.report.score).toBeGreaterThanOrEqual(0);
    expect(record.report.score).toBeLessThanOrEqual(100);
    expect(record.report.details.accounts[0].institution).toBe('Zenith Bank');

    const hook = rx.got.find((r) => r.json.case_id === created.case_id);
    expect(hook).toBeDefined();
    expect(signatureHolds(secret, hook!.raw, hook!.headers['x-signature'])).toBe(true);
    expect(hook!.json).toMatchObject({ event: 'report.ready', status: 'REPORT_READY', reference_id: record.reference_id });
    expect(hook!.json.report).toEqual({
      score: record.report.score,
      income_monthly_usd: record.report.income_monthly_usd,
      income_monthly_local: record.report.income_monthly_local,
      affordability_ceiling_local: record.report.affordability_ceiling_local,
      dti_ratio: record.report.dti_ratio,
    });

    // the PDF opens from the browser as a PDF, from both the poll's and the webhook's signed link
    for (const url of [record.report.report_pdf_url, hook!.json.report_pdf_url as string]) {
      const pdf = await page.context().request.get(url);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await page.context().close();
  });

  it('shows the failure screen when the bank keeps failing (provider_error)', async () => {
    const created = await createCase();
    const { page, problems } = await phone();
    await page.goto(created.link_url);
    await page.check('#consent');
    await page.click('#start');
    await screen(page, 'widget');
    await page.selectOption('#profile', 'provider_error');
    await page.click('#connect');
    await screen(page, 'failed', 40000);
    expect((await getCase(created.case_id)).status).toBe('FAILED');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a return from the bank with a public token: a made-up one is refused, a server-issued one connects, and the address drops it', async () => {
    const created = await createCase();
    const { page } = await phone();
    await page.goto(`${created.link_url}?public_token=public-sandbox-salaried-gtbank-AAAAAAAAAAAAAAAAAAAAAAAA`);
    await screen(page, 'error');
    expect(await page.textContent('#error-text')).toContain('not valid for this link');
    expect(new URL(page.url()).search).toBe('');
    expect((await getCase(created.case_id)).status).toBe('PENDING_CONNECTION');

    const pagePath = new URL(created.link_url).pathname;
    const issued = await request(t.server).post(`${pagePath}/sandbox/connect`).send({ profile: 'salaried', institution_id: 'uba' }).expect(200);
    await page.goto(`${created.link_url}?public_token=${encodeURIComponent(issued.body.public_token)}`);
    await screen(page, 'ready', 40000);
    expect(new URL(page.url()).search).toBe('');
    expect((await getCase(created.case_id)).status).toBe('REPORT_READY');
    await page.context().close();
  });

  it('says plainly when a link has expired or is unknown', async () => {
    const created = await createCase();
    await t.db.query(`UPDATE report_cases SET link_expires_at = now() - interval '1 second' WHERE id = $1`, [created.case_id]);
    const { page } = await phone();
    await page.goto(created.link_url);
    await screen(page, 'expired');
    expect(await page.textContent('#screen-expired')).toContain('This link has expired');
    const unknown = await page.goto(created.link_url.replace(/\/c\/.*/, '/c/no-such-link-token'));
    expect(unknown?.status()).toBe(404);
    expect(await page.textContent('body')).toContain('This link is not valid');
    await page.context().close();
  });

  it("shows the lender's branding and links, and tells an embedding page what happened by postMessage", async () => {
    await request(t.server)
      .patch('/v1/accounts/organization/')
      .set('Authorization', `Bearer ${token}`)
      .send({ branding: { display_name: 'LagosMFB', logo_url: 'https://lagosmfb.example/logo.png', privacy_notice_url: 'https://lagosmfb.example/privacy', terms_url: 'https://lagosmfb.example/terms' } })
      .expect(200);
    const created = await createCase({ redirect_url: 'https://lagosmfb.example/back' });
    const session = await request(t.server).get(`${new URL(created.link_url).pathname}/session`).expect(200);
    expect(session.body.organization).toEqual({
      display_name: 'LagosMFB',
      logo_url: 'https://lagosmfb.example/logo.png',
      privacy_notice_url: 'https://lagosmfb.example/privacy',
      terms_url: 'https://lagosmfb.example/terms',
    });
    const { page } = await phone();
    await page.route('https://lagosmfb.example/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) }));
    // a lender's page embedding link_url, served from its own loopback origin (Chromium refuses a public page framing a local one)
    const html = `<!doctype html><script>window.events=[];addEventListener('message',function(e){window.events.push(e.data)})</script><iframe src="${created.link_url}" width="390" height="800"></iframe>`;
    const lender = httpServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => lender.listen(0, '127.0.0.1', resolve));
    await page.goto(`http://localhost:${(lender.address() as { port: number }).port}/`);
    const frame = page.frameLocator('iframe');
    await frame.locator('body[data-screen="connect"]').waitFor({ timeout: 30000 });
    expect(await frame.locator('#brand-name').textContent()).toBe('LagosMFB');
    expect(await frame.locator('#brand-logo').getAttribute('src')).toBe('https://lagosmfb.example/logo.png');
    expect(await frame.locator('#privacy-link').getAttribute('href')).toBe('https://lagosmfb.example/privacy');
    expect(await frame.locator('#terms-link').getAttribute('href')).toBe('https://lagosmfb.example/terms');
    expect(await frame.locator('#screen-connect').textContent()).toContain('LagosMFB');

    await frame.locator('#consent').check();
    await frame.locator('#start').click();
    await frame.locator('body[data-screen="widget"]').waitFor();
    await frame.locator('#cancel').click();
    await frame.locator('body[data-screen="connect"]').waitFor();
    await frame.locator('#start').click();
    await frame.locator('body[data-screen="widget"]').waitFor();
    await frame.locator('#profile').selectOption('salaried');
    await frame.locator('#connect').click();
    await frame.locator('body[data-screen="ready"]').waitFor({ timeout: 40000 });
    const messages = await page.evaluate(() => (window as unknown as { events: Array<{ source: string; type: string; redirect_url?: string }> }).events);
    const events = messages.map((e) => e.type);
    expect(events).toContain('connect.exit');
    expect(events).toContain('connect.success');
    expect(events).not.toContain('connect.error');
    // the lender's return URL rides in the messages; embedded, the page stays put
    expect(messages.find((m) => m.type === 'connect.exit')?.redirect_url).toBe(`https://lagosmfb.example/back?case_id=${created.case_id}&status=exit`);
    expect(messages.find((m) => m.type === 'connect.success')?.redirect_url).toBe(`https://lagosmfb.example/back?case_id=${created.case_id}&status=success`);
    expect(page.frames().some((f) => f.url() === created.link_url)).toBe(true);
    await page.context().close();
    await new Promise((resolve) => lender.close(resolve));
  });

  it('the connect button stays disabled until the consent is ticked; the consent is recorded with its version and time', async () => {
    const created = await createCase({}, kanoToken);
    const { page, problems } = await phone();
    await page.goto(created.link_url);
    await screen(page, 'connect');
    expect(await page.textContent('#consent-text')).toMatch(/Kano Thrift Bank.*bank account statements.*affordability/);
    expect(await page.isChecked('#consent')).toBe(false);
    expect(await page.isDisabled('#start')).toBe(true);
    // a click on the disabled button does nothing: no widget token, no consent
    await page.click('#start', { force: true });
    await page.check('#consent');
    expect(await page.isDisabled('#start')).toBe(false);
    await page.uncheck('#consent');
    expect(await page.isDisabled('#start')).toBe(true);
    expect(await page.getAttribute('body', 'data-screen')).toBe('connect');
    expect((await getCase(created.case_id, kanoToken)).applicant_consent).toBeNull();

    const before = Date.now();
    await page.check('#consent');
    await page.click('#start');
    await screen(page, 'widget');
    const consent = (await getCase(created.case_id, kanoToken)).applicant_consent;
    expect(consent).toEqual({ version: HOSTED_CONSENT_VERSION, given_at: expect.any(String) });
    expect(Date.parse(consent.given_at)).toBeGreaterThanOrEqual(before - 5000);
    expect(Date.parse(consent.given_at)).toBeLessThanOrEqual(Date.now() + 5000);
    // back at the start after cancelling, the consent stays ticked; a reload resumes in the widget
    await page.click('#cancel');
    await screen(page, 'connect');
    expect(await page.isChecked('#consent')).toBe(true);
    await page.reload();
    await screen(page, 'widget');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('returns the applicant to redirect_url with the case id and status, after success and after exit', async () => {
    const lender = httpServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Lender</title><h1>Back at the lender</h1>'));
    await new Promise<void>((resolve) => lender.listen(0, '127.0.0.1', resolve));
    const back = `http://localhost:${(lender.address() as { port: number }).port}/loans/back?app=7`;
    // test mode: http://localhost is accepted
    const success = await createCase({ redirect_url: back }, kanoTestToken);
    const { page, problems } = await phone();
    await page.goto(success.link_url);
    await screen(page, 'connect');
    await page.check('#consent');
    await page.click('#start');
    await screen(page, 'widget');
    await page.selectOption('#profile', 'salaried');
    await page.click('#connect');
    await page.waitForURL((u) => u.pathname === '/loans/back', { timeout: 40000 });
    const landed = new URL(page.url());
    expect(Object.fromEntries(landed.searchParams)).toEqual({ app: '7', case_id: success.case_id, status: 'success' });
    expect(await page.textContent('h1')).toBe('Back at the lender');
    expect((await getCase(success.case_id, kanoTestToken)).redirect_url).toBe(back);

    const exit = await createCase({ redirect_url: back }, kanoTestToken);
    await page.goto(exit.link_url);
    await screen(page, 'connect');
    await page.check('#consent');
    await page.click('#start');
    await screen(page, 'widget');
    await page.click('#cancel');
    await page.waitForURL((u) => u.pathname === '/loans/back');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ app: '7', case_id: exit.case_id, status: 'exit' });
    expect((await getCase(exit.case_id, kanoTestToken)).status).toBe('PENDING_CONNECTION');
    expect(problems).toEqual([]);
    await page.context().close();
    await new Promise((resolve) => lender.close(resolve));
  });
});
