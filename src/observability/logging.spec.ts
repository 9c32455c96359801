import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { loadConfig } from '../config/config.js';
import { generateSecrets } from '../config/secrets.js';
import { loggerParams, REDACT_PATHS, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides bvn, nin and token query values and keeps the rest', () => {
    const url = '/api/v1/credit/history/?bvn=22212345678&months=12&nin=12345678901&token=abc.def.ghi&page=2';
    const out = redactUrl(url);
    expect(out).toBe('/api/v1/credit/history/?bvn=[Redacted]&months=12&nin=[Redacted]&token=[Redacted]&page=2');
    expect(out).not.toContain('22212345678');
    expect(out).not.toContain('12345678901');
    expect(out).not.toContain('abc.def.ghi');
  });

  it('hides the other credential parameters, whatever their case or position', () => {
    const out = redactUrl('/x?access_token=AAA&Refresh_Token=BBB&API_KEY=CCC&BVN=99999999999');
    for (const secret of ['AAA', 'BBB', 'CCC', '99999999999']) expect(out).not.toContain(secret);
  });

  it('hides hosted-link tokens in /c/{token} paths and the signature and expiry of PDF links', () => {
    const token = 'hYk3_Qm8-vT0pL2xW9rN4sB7cD1eF6gH5jK0mZ2aQ4w';
    const sig = 'a'.repeat(16) + '0123456789abcdef'.repeat(3);
    for (const [url, expected] of [
      [`/c/${token}`, '/c/[Redacted]'],
      [`/c/${token}/session`, '/c/[Redacted]/session'],
      [`/C/${token}/complete?x=1`, '/C/[Redacted]/complete?x=1'],
      [`https://api.example.ng/c/${token}`, 'https://api.example.ng/c/[Redacted]'],
      [`/api/v1/report/0b6c1c64-7a43-4f4e-9d0e-2f1f6f0c2a11/pdf?expires=1767225600&sig=${sig}`, '/api/v1/report/0b6c1c64-7a43-4f4e-9d0e-2f1f6f0c2a11/pdf?expires=[Redacted]&sig=[Redacted]'],
      [`/api/v1/report/x/pdf?sig=${sig}&expires=1767225600#top`, '/api/v1/report/x/pdf?sig=[Redacted]&expires=[Redacted]#top'],
    ]) {
      expect(redactUrl(url)).toBe(expected);
    }
    // the page's own assets are not credentials; a token that merely starts with "assets" is
    expect(redactUrl('/c/assets/hosted-page.js')).toBe('/c/assets/hosted-page.js');
    expect(redactUrl('/c/assetsQm8vT0pL2xW9rN4sB7cD1')).toBe('/c/[Redacted]');
  });

  it('redacts inside a serialized log line and leaves it valid JSON', () => {
    const token = 'Zr9_ab-CDef0123456789ghijKLMNopqrstUVWXyz01';
    const line = JSON.stringify({ req: { url: `/c/${token}/session?token=${token}` }, msg: `GET https://x.ng/c/${token} failed; see /api/v1/report/r/pdf?expires=1&sig=ff"` });
    const out = redactUrl(line);
    expect(out).not.toContain(token);
    expect(out).not.toContain('sig=ff');
    expect(JSON.parse(out)).toEqual({ req: { url: '/c/[Redacted]/session?token=[Redacted]' }, msg: 'GET https://x.ng/c/[Redacted] failed; see /api/v1/report/r/pdf?expires=[Redacted]&sig=[Redacted]"' });
  });

  it('leaves URLs without sensitive values unchanged', () => {
    expect(redactUrl('/v1/accounts/me/')).toBe('/v1/accounts/me/');
    expect(redactUrl('/api/v1/fraud/alerts/?page=2&severity=high')).toBe('/api/v1/fraud/alerts/?page=2&severity=high');
    // a parameter merely ending in "token" is not touched
    expect(redactUrl('/x?subtoken=keep')).toBe('/x?subtoken=keep');
  });
});

describe('log redaction', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const logger = pino({ level: 'info', redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, stream);
    return { logger, lines };
  }

  it('prints neither a password, a bvn nor an Authorization header', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { method: 'POST', url: '/v1/accounts/login/', headers: { authorization: 'Bearer sk_live_SECRETTOKENVALUE', cookie: 'sid=COOKIEVALUE', 'idempotency-key': 'IDEMKEY' } },
        body: { email: 'adaeze@acme.test', password: 'Correct-Horse-9!', bvn: '22212345678' },
      },
      'request',
    );
    logger.info({ user: { password: 'hunter2-password' }, consent: { bvn: '22233344455', nin: '11122233344' } }, 'nested');
    logger.info({ job: { data: { bvn: '22299988877', password: 'deep-password' } } }, 'two levels');
    logger.info({ tokens: { access: 'ACCESSJWT', refresh: 'REFRESHJWT', access_token: 'AT', refresh_token: 'RT' } }, 'tokens');

    const out = lines.join('');
    expect(lines).toHaveLength(4);
    for (const secret of [
      'sk_live_SECRETTOKENVALUE',
      'COOKIEVALUE',
      'IDEMKEY',
      'Correct-Horse-9!',
      '22212345678',
      'hunter2-password',
      '22233344455',
      '11122233344',
      '22299988877',
      'deep-password',
      'ACCESSJWT',
      'REFRESHJWT',
    ]) {
      expect(out).not.toContain(secret);
    }
    const first = JSON.parse(lines[0]);
    expect(first.req.headers.authorization).toBe('[Redacted]');
    expect(first.body.password).toBe('[Redacted]');
    expect(first.body.bvn).toBe('[Redacted]');
    // what is not secret stays readable
    expect(first.body.email).toBe('adaeze@acme.test');
    expect(first.req.url).toBe('/v1/accounts/login/');
    expect(first.msg).toBe('request');
  });

  it('redacts secrets logged as top-level keys too', () => {
    const { logger, lines } = capture();
    const bvn = '22211122233';
    const password = 'Top-Level-Password-1';
    logger.info({ bvn, nin: '10120230344', password, token: 'TOPTOKEN', account_number: '0123456789' }, 'top level');
    const out = lines.join('');
    for (const secret of [bvn, '10120230344', password, 'TOPTOKEN']) expect(out).not.toContain(secret);
    const line = JSON.parse(lines[0]);
    expect(line.bvn).toBe('[Redacted]');
    expect(line.password).toBe('[Redacted]');
    expect(line.account_number).toBe('0123456789');
  });

  it('the HTTP logger of the app uses these paths and redacts URLs in every line it writes', () => {
    const params = loggerParams(loadConfig(generateSecrets()));
    const options = params.pinoHttp as pino.LoggerOptions & { redact: { paths: string[]; censor: string } };
    expect(options.redact.paths).toEqual(REDACT_PATHS);
    expect(options.redact.censor).toBe('[Redacted]');
    const lines: string[] = [];
    const logger = pino(options, new Writable({ write: (chunk, _e, done) => (lines.push(chunk.toString()), done()) }));
    const token = 'Tk0_hostedLinkToken-abcdefghijklmnopqrstuv';
    logger.info({ req: { url: `/c/${token}/session` } }, 'request completed');
    logger.error({ err: { message: `upstream failed for https://api.example.ng/c/${token}` } }, 'unhandled error');
    logger.warn(`GET /api/v1/credit/history/?bvn=22212345678 and /api/v1/report/r/pdf?expires=9&sig=${'c'.repeat(64)}`);
    const out = lines.join('');
    expect(lines).toHaveLength(3);
    for (const secret of [token, '22212345678', 'c'.repeat(64)]) expect(out).not.toContain(secret);
    expect(JSON.parse(lines[0]).req.url).toBe('/c/[Redacted]/session');
  });
});
