// Tenants: a second organization's token on the first's records, on every route that takes an id,
// and the first's identifiers searched for in everything the second can list. Auth: every
// protected route with missing, malformed, expired, tampered, `alg: none`, wrong-key,
// wrong-audience and wrong-issuer JWTs, JWTs signed with published or guessed secrets or any
// string in the source, and revoked and unknown API tokens.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, isEnvelope, pool } from './http.mjs';
import { GUESSED_JWT_SECRETS, PUBLISHED_DEV_JWT_SECRET } from './published-secrets.mjs';

const b64 = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

function signJwt(header, claims, secret) {
  const head = `${b64(header)}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const bvnOf = (n) => `222${String(n).padStart(8, '0')}`;
const nuban = (n) => String(n).padStart(10, '0');

/** Everything an organization can own, created through the API; returns their ids. */
export async function seedOrganization(base, token, receiver, name, { withReportReady = true } = {}) {
  const ok = async (r, what) => {
    if (r.status >= 300) throw new Error(`${name}: ${what} answered ${r.status} ${r.text.slice(0, 300)}`);
    return r.json;
  };
  const post = (path, body, headers) => call(base, 'POST', path, { token, body, headers });
  const ids = {};
  const endpoint = await ok(await post('/api/v1/webhooks/endpoints', { url: receiver.url(name), description: `${name} endpoint` }), 'webhook endpoint');
  receiver.register(name, endpoint.secret);
  ids.endpoint = endpoint.id;
  ids.endpointSecret = endpoint.secret;
  const sender = nuban(Math.floor(Math.random() * 1e9));
  ids.account = sender;
  // A burst of large transfers to a fresh receiver raises an alert.
  for (let i = 0; i < 6; i++) {
    await ok(
      await post(
        '/api/v1/fraud/analyze/',
        { transaction_id: `${name}-${randomUUID()}`, sender_account: sender, receiver_account: nuban(9_000_000_000 + i), amount: 4_900_000 + i, channel: 'web', currency: 'NGN', ip_address: '185.220.101.4', device_id: `${name}-emulator`, metadata: { timezone: 'Asia/Tokyo' } },
        { 'idempotency-key': randomUUID() },
      ),
      'analyze',
    );
  }
  const alerts = await ok(await call(base, 'GET', '/api/v1/fraud/alerts/', { token }), 'alerts');
  ids.alert = alerts.results?.[0]?.alert_id;
  if (!ids.alert) throw new Error(`${name}: the seeded transfers raised no alert`);
  const report = await ok(await post('/api/v1/fraud/report/', { reporter_email: `desk@${name}.test`, account_number: sender, fraud_type: 'phishing', amount_lost: 150000, description: `${name} confidential report` }, { 'idempotency-key': randomUUID() }), 'fraud report');
  ids.fraudReport = report.report_id;
  const entry = await ok(await post('/api/v1/fraud/watchlist/entries', { subject_type: 'account', identifier: sender, reason: `${name} watch`, list: 'organization' }), 'watchlist entry');
  ids.watchlistEntry = entry.id;
  const bvn = bvnOf(Math.floor(Math.random() * 1e8));
  ids.bvn = bvn;
  const consent = await ok(await post('/api/v1/consents', { bvn, purposes: ['loan_application'], subject_name: `${name} Applicant` }), 'consent');
  ids.consent = consent.consent_reference;
  const creditReport = await ok(await post('/api/v1/credit/report/', { bvn, consent_reference: ids.consent }, { 'idempotency-key': randomUUID() }), 'credit report');
  ids.creditReport = creditReport.report_id;
  const verification = await ok(await post('/api/v1/verifications', { bvn, consent_reference: ids.consent, first_name: 'Ada', last_name: 'Obi', date_of_birth: '1990-01-01' }), 'verification');
  ids.verification = verification.verification_id;
  const kase = await ok(await post('/api/v1/report', { full_name: `${name} Applicant`, reference_id: `${name}-${randomUUID()}` }), 'report case');
  ids.case = kase.case_id;
  if (withReportReady) await connectCase(kase.link_url, 'salaried');
  const apiToken = await ok(await post('/v1/accounts/api-tokens/', { name: `${name} second token` }), 'api token');
  ids.apiToken = apiToken.id;
  ids.apiTokenValue = apiToken.token;
  const sent = await ok(await post('/api/v1/webhooks/test', {}), 'webhook test');
  ids.event = sent.event_id;
  const deliveries = await ok(await call(base, 'GET', `/api/v1/webhooks/deliveries?event_id=${sent.event_id}`, { token }), 'deliveries');
  ids.delivery = deliveries.results?.[0]?.id;
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF ${name}`);
  const boundary = 'tenantboundary';
  const mp = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const detection = await ok(await call(base, 'POST', '/api/v1/detect/file', { token, raw: mp, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }), 'detection');
  ids.imageHash = detection.image_hash;
  // a request of its own in the request log, and its administrator as a member
  const me = await call(base, 'GET', '/v1/accounts/me/', { token });
  ids.requestId = me.headers.get('x-request-id');
  ids.member = String(me.json?.id ?? '');
  return ids;
}

/** The applicant's side of a case: link token, the sandbox bank, completion. */
export async function connectCase(linkUrl, profile) {
  const u = new URL(linkUrl);
  const page = `/c/${u.pathname.split('/').filter(Boolean).pop()}`;
  const base = u.origin;
  // the applicant ticks the consent text the session shows
  const session = await call(base, 'GET', `${page}/session`);
  await call(base, 'POST', `${page}/link-token`, { body: { consent_version: session.json.consent.version } });
  const pub = await call(base, 'POST', `${page}/sandbox/connect`, { body: { profile, institution_id: 'gtbank' } });
  if (pub.status !== 200) throw new Error(`sandbox connect answered ${pub.status} ${pub.text.slice(0, 200)}`);
  const done = await call(base, 'POST', `${page}/complete`, { body: { public_token: pub.json.public_token } });
  if (done.status !== 200) throw new Error(`complete answered ${done.status} ${done.text.slice(0, 200)}`);
}

/** Which of the first organization's ids goes into a {param} of this path. */
function idFor(path, ids) {
  const table = [
    [/consents\/\{/, ids.consent],
    [/credit\/report\/\{/, ids.creditReport],
    [/fraud\/alerts\/\{/, ids.alert],
    [/fraud\/network\/reports\/\{/, ids.fraudReport],
    [/fraud\/report\/\{/, ids.fraudReport],
    [/watchlist\/entries\/\{/, ids.watchlistEntry],
    [/\/report\/\{case_id\}/, ids.case],
    [/verifications\/\{/, ids.verification],
    [/webhooks\/deliveries\/\{/, ids.delivery],
    [/webhooks\/endpoints\/\{/, ids.endpoint],
    [/api-tokens\/\{/, ids.apiToken],
    [/logs\/requests\/\{/, ids.requestId],
    [/members\/\{/, ids.member],
  ];
  return table.find(([re]) => re.test(path))?.[1];
}

/**
 * The second organization on the first's records. A leak is any answer but 404 on a route that
 * names a record, any of the first's identifiers in the second's answers, or a write that changed
 * the first's data.
 */
export async function runTenants(doc, base, first, second) {
  const figures = { requests: 0, leaks: 0, notFound: 0 };
  const failures = [];
  const secretsOfFirst = [first.ids.endpointSecret, first.ids.apiTokenValue, first.ids.consent, first.ids.case, first.ids.creditReport, first.ids.verification, first.ids.alert, first.ids.fraudReport, first.ids.delivery, first.ids.event, first.ids.endpoint, first.ids.watchlistEntry, first.ids.apiToken].filter(Boolean);
  const leakIn = (text) => secretsOfFirst.find((s) => text.includes(s));
  const record = (what, r, ok) => {
    figures.requests++;
    if (r.status === 404) figures.notFound++;
    const leaked = leakIn(r.text);
    if (!ok || leaked) {
      figures.leaks++;
      if (failures.length < 20) failures.push(`${what}: ${r.status}${leaked ? ` (shows ${leaked.slice(0, 8)}…)` : ''} ${r.text.slice(0, 160)}`);
    }
  };

  const cases = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!/\{/.test(path) || path.startsWith('/c/') || path.endsWith('/pdf')) continue; // the hosted page's token and the PDF's signature are their own credentials
    for (const [method, op] of Object.entries(item)) {
      if (!op.security?.length) continue; // security: [] is a public operation
      const id = idFor(path, first.ids);
      if (!id) throw new Error(`tenants: no record of the first organization for ${path}`);
      const body = /members\/\{/.test(path) ? { suspended: true } : /\/assign$/.test(path) ? { user_id: Number(second.ids?.member) } : /\/resolve$/.test(path) ? { outcome: 'legitimate', note: 'taken over' } : method === 'patch' ? { description: 'taken over', enabled: false } : method === 'post' ? (/status$/.test(path) ? { status: 'verified' } : {}) : undefined;
      cases.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/, encodeURIComponent(id)), body, operatorOnly: /network\/reports/.test(path) });
    }
  }
  for (const c of cases) {
    const r = await call(base, c.method, c.path, { token: second.token, body: c.body });
    // The network review routes belong to the operator's reviewers: 403 for anyone else, whose record it is makes no difference.
    record(`${c.method} ${c.path}`, r, r.status === 404 || (c.operatorOnly && r.status === 403));
  }

  // Lists and searches of the second organization never show the first's records.
  const lists = [
    `/api/v1/fraud/alerts/?account_number=${first.ids.account}`,
    '/api/v1/fraud/alerts/',
    `/api/v1/webhooks/deliveries?endpoint_id=${first.ids.endpoint}`,
    `/api/v1/webhooks/deliveries?event_id=${first.ids.event}`,
    '/api/v1/webhooks/endpoints',
    '/api/v1/fraud/watchlist/entries',
    '/v1/accounts/api-tokens/',
    `/api/v1/credit/access-log?bvn=${first.ids.bvn}`,
  ];
  for (const path of lists) {
    const r = await call(base, 'GET', path, { token: second.token });
    record(`GET ${path}`, r, r.status === 200 && (r.json?.count ?? 0) === 0 ? true : r.status === 200 && !leakIn(r.text));
  }
  // References in bodies and queries: refused, and nothing of the first organization shown.
  const refs = [
    ['POST', '/api/v1/credit/score/', { bvn: first.ids.bvn, consent_reference: first.ids.consent }],
    ['POST', '/api/v1/credit/inquiry/', { bvn: first.ids.bvn, consent_reference: first.ids.consent, inquiry_type: 'hard', purpose: 'loan_application' }],
    ['POST', '/api/v1/credit/report/', { bvn: first.ids.bvn, consent_reference: first.ids.consent }],
    ['GET', `/api/v1/credit/history/?bvn=${first.ids.bvn}&consent_reference=${first.ids.consent}`],
    ['POST', '/api/v1/verifications', { bvn: first.ids.bvn, consent_reference: first.ids.consent, first_name: 'Ada', last_name: 'Obi', date_of_birth: '1990-01-01' }],
    ['POST', '/api/v1/webhooks/test', { endpoint_id: first.ids.endpoint }],
  ];
  for (const [method, path, body] of refs) {
    const r = await call(base, method, path, { token: second.token, body, headers: { 'idempotency-key': randomUUID() } });
    record(`${method} ${path.split('?')[0]} with the first's reference`, r, r.status === 404 || (r.status === 403 && r.json?.error?.code === 'CONSENT_INVALID'));
  }
  // The first organization's records are untouched by all of the above.
  const own = await call(base, 'GET', `/api/v1/webhooks/endpoints/${first.ids.endpoint}`, { token: first.token });
  record('the first organization\'s endpoint after the attempts', { ...own, text: '' }, own.status === 200 && own.json.enabled === true && own.json.description !== 'taken over');
  const consent = await call(base, 'GET', `/api/v1/consents/${first.ids.consent}`, { token: first.token });
  record('the first organization\'s consent after the attempts', { ...consent, text: '' }, consent.status === 200 && !consent.json.revoked_at && consent.json.status !== 'revoked');
  const me = await call(base, 'GET', '/v1/accounts/me/', { token: first.ids.apiTokenValue });
  record('the first organization\'s second API token after the attempts', { ...me, text: '' }, me.status === 200);
  return { figures, failures };
}

/** Every protected operation with every kind of bad credential: all 401, in the envelope. */
export async function runAuth(doc, base, { jwtSecret, accessToken, revokedToken }) {
  const [, payloadPart] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const tampered = (() => {
    const parts = accessToken.split('.');
    parts[1] = b64({ ...claims, role: 'A', org: randomUUID() });
    return parts.join('.');
  })();
  const credentials = {
    missing: null,
    'not bearer': 'Basic dXNlcjpwYXNz',
    'empty bearer': 'Bearer ',
    garbage: 'Bearer not.a.jwt',
    expired: `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 3600, exp: now - 1800 }, jwtSecret)}`,
    tampered: `Bearer ${tampered}`,
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`,
    'wrong key': `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now + 600 }, randomBytes(32).toString('hex'))}`,
    'wrong audience': `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'another-service', exp: now + 600 }, jwtSecret)}`,
    'wrong issuer': `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'https://evil.example', exp: now + 600 }, jwtSecret)}`,
    'HS512 with the key': `Bearer ${(() => {
      const head = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}`;
      return `${head}.${createHmac('sha512', jwtSecret).update(head).digest('base64url')}`;
    })()}`,
    'the published development secret': `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now + 600 }, PUBLISHED_DEV_JWT_SECRET)}`,
    ...Object.fromEntries(GUESSED_JWT_SECRETS.map((guess) => [`secret "${guess}"`, `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now + 600 }, guess)}`])),
    'revoked API token': `Bearer ${revokedToken}`,
    'unknown API token': `Bearer sk_live_${randomBytes(24).toString('base64url')}`,
  };
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) if (op.security?.length) ops.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, randomUUID()) });
  }
  const figures = { requests: 0, unauthorized: 0, operations: ops.length, kinds: Object.keys(credentials).length };
  const failures = [];
  const cases = ops.flatMap((o) => Object.entries(credentials).map(([kind, header]) => ({ ...o, kind, header })));
  await pool(cases, 8, async (c) => {
    const r = await call(base, c.method, c.path, { headers: c.header ? { authorization: c.header } : {}, body: ['POST', 'PUT', 'PATCH'].includes(c.method) ? {} : undefined });
    figures.requests++;
    if (r.status === 401 && isEnvelope(r.json)) figures.unauthorized++;
    else if (failures.length < 20) failures.push(`${c.kind} on ${c.method} ${c.path}: ${r.status} ${r.text.slice(0, 120)}`);
  });
  return { figures, failures };
}

/** Every string literal of 8+ characters without spaces in the TypeScript under `dir`: a key someone may have left there. */
function literalsIn(dir) {
  const out = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/(['"`])([^\s'"`\\]{8,})\1/g)) out.add(m[2]);
  }
  return out;
}

/**
 * A JWT with a real user's claims signed with every string in the source (src/, test/), the
 * published development secret and common guesses: all 401. The same claims signed with the real
 * key must pass, or the check proves nothing.
 */
export async function runForgedTokens(base, { root, jwtSecret, accessToken }) {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const signed = (key) => `Bearer ${signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 600 }, key)}`;
  const failures = [];
  const control = await call(base, 'GET', '/v1/accounts/me/', { headers: { authorization: signed(jwtSecret) } });
  if (control.status !== 200) failures.push(`the same claims signed with the real key: ${control.status} ${control.text.slice(0, 120)}`);
  const keys = [...new Set([PUBLISHED_DEV_JWT_SECRET, ...GUESSED_JWT_SECRETS, ...literalsIn(join(root, 'src')), ...literalsIn(join(root, 'test'))])];
  const figures = { keys: keys.length, unauthorized: 0 };
  await pool(keys, 8, async (key) => {
    const r = await call(base, 'GET', '/v1/accounts/me/', { headers: { authorization: signed(key) } });
    if (r.status === 401 && isEnvelope(r.json)) figures.unauthorized++;
    else if (failures.length < 20) failures.push(`signed with "${key.slice(0, 40)}": ${r.status} ${r.text.slice(0, 120)}`);
  });
  return { figures, failures };
}
