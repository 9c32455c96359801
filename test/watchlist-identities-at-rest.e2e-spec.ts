import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { newApiToken, sha256Hex } from '../src/auth/token-hash.js';
import { legacyEncrypt, legacyIdentityHash } from './support/legacy-crypto.js';
import { databaseBefore } from './support/earlier-schema.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 11 item 7: watchlist BVNs/NINs are kept as consents keep them (keyed hash + encrypted value),
// with keys derived per purpose from ENCRYPTION_KEY, and rows written before are converted.

const rowsOf = async (db: pg.Pool) => (await db.query(`SELECT row_to_json(w)::text AS row FROM fraud_watchlist_entries w`)).rows.map((r) => r.row as string);

describe('watchlist BVNs and NINs at rest', () => {
  let t: TestApp;
  let operator: string;
  let bank: string;
  let other: string;
  const check = (body: Record<string, unknown>, token = bank) =>
    request(t.server).post('/api/v1/fraud/watchlist/check/').set('Authorization', `Bearer ${token}`).send(body).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    operator = (await createOrganization(t, 'Network Operator')).api_token;
    bank = (await createOrganization(t, 'Watch Bank')).api_token;
    other = (await createOrganization(t, 'Other Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores entries added by API and by CSV import with no BVN or NIN digits in the table, and still finds them', async () => {
    const added = await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${bank}`)
      .send({ subject_type: 'bvn', identifier: '222-1234-5678', full_name: 'Musa Danjuma', reason: 'mule' }).expect(201);
    expect(added.body).toMatchObject({ subject_type: 'bvn', identifier: '222******78', full_name: 'Musa Danjuma' });
    const csv = 'subject_type,identifier,full_name,reason\nnin,12345678901,,synthetic identity\nbvn,22298765432,,\naccount,0123456789,,mule\n';
    const imported = await request(t.server).post('/api/v1/fraud/watchlist/import').set('Authorization', `Bearer ${bank}`).send({ csv }).expect(200);
    expect(imported.body).toEqual({ imported: 3, rejected: [] });
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${operator}`)
      .send({ list: 'sanctions', subject_type: 'nin', identifier: '98765432109' }).expect(201);

    const rows = await rowsOf(t.db);
    expect(rows).toHaveLength(5);
    for (const number of ['22212345678', '12345678901', '22298765432', '98765432109']) {
      for (const row of rows) expect(row).not.toContain(number);
    }
    // account numbers stay in clear: the analyze hot path reads them by an index
    expect(rows.some((r) => r.includes('"identifier":"0123456789"'))).toBe(true);

    const byBvn = await check({ subject_type: 'bvn', identifier: '222 1234 5678' });
    expect(byBvn.body).toMatchObject({ matched: true, match_count: 1 });
    expect(byBvn.body.matches[0]).toMatchObject({ entry_id: added.body.id, list: 'organization', subject_type: 'bvn', identifier: '222******78', match_type: 'identifier', score: 1 });
    expect((await check({ subject_type: 'nin', identifier: '12345678901' })).body).toMatchObject({ matched: true, matches: [{ identifier: '123******01', reason: 'synthetic identity' }] });
    expect((await check({ subject_type: 'bvn', identifier: '22298765432' })).body.matched).toBe(true);
    // the same digits as another kind are another identifier
    expect((await check({ subject_type: 'nin', identifier: '22212345678' })).body.matched).toBe(false);
    expect((await check({ subject_type: 'nin', identifier: '98765432109' })).body).toMatchObject({ matched: true, matches: [{ list: 'sanctions', identifier: '987******09' }] });

    const listed = await request(t.server).get('/api/v1/fraud/watchlist/entries?page_size=100').set('Authorization', `Bearer ${bank}`).expect(200);
    expect(listed.body.count).toBe(5);
    expect(JSON.stringify(listed.body)).not.toMatch(/22212345678|12345678901|22298765432|98765432109/);
  });

  it('keeps other organizations out of an organization list as before; shared lists reach everyone', async () => {
    expect((await check({ subject_type: 'bvn', identifier: '22212345678' }, other)).body).toMatchObject({ matched: false, match_count: 0 });
    expect((await check({ subject_type: 'nin', identifier: '12345678901' }, other)).body.matched).toBe(false);
    expect((await check({ subject_type: 'nin', identifier: '98765432109' }, other)).body.matched).toBe(true);
    const listed = await request(t.server).get('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${other}`).expect(200);
    expect(listed.body.results.map((e: { list: string }) => e.list)).toEqual(['sanctions']);
  });

  it('refuses a BVN or NIN in clear in the table itself', async () => {
    await expect(t.db.query(`INSERT INTO fraud_watchlist_entries (list, subject_type, identifier) VALUES ('sanctions', 'bvn', '22211111111')`)).rejects.toThrow(
      /ck_fraud_wl_identity_not_clear/,
    );
  });

  it('encrypts and hashes with keys derived from ENCRYPTION_KEY, not with the key itself', async () => {
    const master = t.config.encryptionKey;
    const [entry] = (await t.db.query(`SELECT identifier_hash, identifier_encrypted FROM fraud_watchlist_entries WHERE subject_type = 'bvn' ORDER BY created_at LIMIT 1`)).rows;
    expect(entry.identifier_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.identifier_hash).not.toBe(legacyIdentityHash(master, 'bvn', '22212345678'));
    expect(entry.identifier_encrypted).toMatch(/^v2:/);

    const consent = await request(t.server).post('/api/v1/consents').set('Authorization', `Bearer ${bank}`).send({ bvn: '22255555555', purposes: ['loan_application'] }).expect(201);
    const [stored] = (await t.db.query(`SELECT bvn_hash, bvn_encrypted FROM credit_consents WHERE reference = $1`, [consent.body.consent_reference])).rows;
    expect(stored.bvn_hash).not.toBe(legacyIdentityHash(master, 'bvn', '22255555555'));
    expect(stored.bvn_encrypted).toMatch(/^v2:/);
    // the consent's hash and the watchlist's are the same function: a consented BVN can be screened
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${bank}`).send({ subject_type: 'bvn', identifier: '22255555555' }).expect(201);
    const { rows } = await t.db.query(`SELECT 1 FROM fraud_watchlist_entries WHERE identifier_hash = $1`, [stored.bvn_hash]);
    expect(rows).toHaveLength(1);
  });
});

describe('the WatchlistIdentityVault migration converts what older releases stored', () => {
  let t: TestApp;
  let token: string;
  const orgId = randomUUID();
  const consentId = randomUUID();
  const verificationId = randomUUID();
  const reference = 'CNS-LEGACY0000000000000A';
  const consentedBvn = '22233333333';
  const unheldBvn = '22244444444';
  const verifiedNin = '70012345678';
  const call = (method: 'get' | 'post', path: string, as = token) => request(t.server)[method](path).set('Authorization', `Bearer ${as}`);

  beforeAll(async () => {
    // the schema as it was before the migration, and rows written the way the service wrote them then
    const { database, ds, config } = await databaseBefore(1795592134095);
    const master = config.encryptionKey;
    const q = (sql: string, params: unknown[] = []) => ds.query(sql, params);
    token = newApiToken();
    await q(`INSERT INTO organizations (id, name) VALUES ($1, 'Bank Before The Upgrade')`, [orgId]);
    const [user] = await q(
      `INSERT INTO users (organization_id, username, email, password_hash, role, status, email_verified_at) VALUES ($1, 'old@bank.test', 'old@bank.test', 'x', 'A', 'active', now()) RETURNING id`,
      [orgId],
    );
    await q(`INSERT INTO api_tokens (organization_id, user_id, name, prefix, token_hash, role) VALUES ($1, $2, 'old', $3, $4, 'A')`, [orgId, user.id, token.slice(0, 12), sha256Hex(token)]);
    await q(
      `INSERT INTO fraud_watchlist_entries (organization_id, list, subject_type, identifier, full_name, name_keys, reason) VALUES
         ($1, 'organization', 'bvn', '22266666666', 'Ada Eze', '{A3}', 'mule'), (NULL, 'sanctions', 'nin', '71234567890', NULL, '{}', NULL),
         ($1, 'organization', 'account', '0123456789', NULL, '{}', 'mule')`,
      [orgId],
    );
    await q(
      `INSERT INTO credit_consents (id, reference, organization_id, bvn_encrypted, bvn_hash, purposes, granted_at, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5, '{loan_application}', now(), now() + interval '30 days', 'old')`,
      [consentId, reference, orgId, legacyEncrypt(master, consentedBvn), legacyIdentityHash(master, 'bvn', consentedBvn)],
    );
    await q(
      `INSERT INTO credit_inquiries (organization_id, bvn_hash, consent_id, inquiry_type, purpose, bureaus, recorded_on_bureau, score_at_inquiry)
       VALUES ($1, $2, $3, 'hard', 'loan_application', '{crc}', true, 700)`,
      [orgId, legacyIdentityHash(master, 'bvn', consentedBvn), consentId],
    );
    const claim = { idType: 'nin', idNumber: verifiedNin, first_name: 'Ada', last_name: 'Eze', date_of_birth: '1990-01-01' };
    await q(
      `INSERT INTO identity_verifications (id, organization_id, id_type, id_hash, subject_encrypted, consent_id, status) VALUES ($1, $2, 'nin', $3, $4, $5, 'pending')`,
      [verificationId, orgId, legacyIdentityHash(master, 'nin', verifiedNin), legacyEncrypt(master, JSON.stringify(claim)), consentId],
    );
    for (const [kind, value, action] of [['bvn', consentedBvn, 'credit.score'], ['bvn', unheldBvn, 'credit.score'], ['nin', verifiedNin, 'verification.create'], ['bvn', '22266666666', 'credit.score']] as const) {
      await q(
        `INSERT INTO credit_access_log (organization_id, actor, action, subject_hash, subject_masked, consent_reference, outcome, request_id) VALUES ($1, 'old', $2, $3, 'masked', $4, 'allowed', 'req-old')`,
        [orgId, action, legacyIdentityHash(master, kind, value), reference],
      );
    }
    await ds.destroy();
    t = await startTestApp({}, { database });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves no watchlist BVN or NIN in clear; the check endpoint finds them; account numbers stay', async () => {
    const rows = await rowsOf(t.db);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).not.toMatch(/22266666666|71234567890/);
    expect(rows.some((r) => r.includes('"identifier":"0123456789"'))).toBe(true);
    expect((await call('post', '/api/v1/fraud/watchlist/check/').send({ subject_type: 'bvn', identifier: '22266666666' }).expect(200)).body).toMatchObject({
      matched: true,
      matches: [{ identifier: '222******66', full_name: 'Ada Eze', list: 'organization' }],
    });
    expect((await call('post', '/api/v1/fraud/watchlist/check/').send({ subject_type: 'nin', identifier: '71234567890' }).expect(200)).body.matches).toEqual([
      expect.objectContaining({ list: 'sanctions', identifier: '712******90' }),
    ]);
    const newcomer = (await createOrganization(t, 'Newcomer Bank')).api_token;
    expect((await call('post', '/api/v1/fraud/watchlist/check/', newcomer).send({ subject_type: 'bvn', identifier: '22266666666' }).expect(200)).body.matched).toBe(false);
  });

  it('re-keys consent, inquiry, verification and access-log hashes, so older consents and records keep working', async () => {
    const master = t.config.encryptionKey;
    const [consent] = (await t.db.query(`SELECT bvn_hash FROM credit_consents WHERE id = $1`, [consentId])).rows;
    expect(consent.bvn_hash).not.toBe(legacyIdentityHash(master, 'bvn', consentedBvn));
    const [inquiry] = (await t.db.query(`SELECT bvn_hash FROM credit_inquiries WHERE consent_id = $1`, [consentId])).rows;
    expect(inquiry.bvn_hash).toBe(consent.bvn_hash);

    // the consent gate compares the stored hash with the one it computes now; v1 values still decrypt
    expect((await call('get', `/api/v1/consents/${reference}`).expect(200)).body).toMatchObject({ consent_reference: reference, bvn: consentedBvn, status: 'active' });
    await call('post', '/api/v1/credit/score/').send({ bvn: consentedBvn, consent_reference: reference }).expect(200);
    expect((await call('get', `/api/v1/verifications/${verificationId}`).expect(200)).body).toMatchObject({ id_type: 'nin', id_number: '700******78' });

    // old access-log lines follow the consent, the verification and the watchlist entry that hold their number
    const oldLinesWith = async (hashSql: string) =>
      (await t.db.query(`SELECT count(*)::int AS n FROM credit_access_log WHERE request_id = 'req-old' AND subject_hash IN (${hashSql})`)).rows[0].n;
    expect(await oldLinesWith(`SELECT bvn_hash FROM credit_consents`)).toBe(1);
    expect(await oldLinesWith(`SELECT id_hash FROM identity_verifications`)).toBe(1);
    expect(await oldLinesWith(`SELECT identifier_hash FROM fraud_watchlist_entries`)).toBe(1);
    const log = async (query: string) => (await call('get', `/api/v1/credit/access-log?${query}`).expect(200)).body.results as { action: string; request_id: string }[];
    const consented = await log(`bvn=${consentedBvn}`);
    expect(consented.filter((l) => l.request_id === 'req-old')).toHaveLength(1);
    expect(consented.some((l) => l.action === 'credit.score' && l.request_id !== 'req-old')).toBe(true);
    expect((await log(`nin=${verifiedNin}`)).filter((l) => l.request_id === 'req-old')).toHaveLength(1);
    // a number held nowhere encrypted cannot be re-keyed: its old line keeps its hash and is still found
    expect(await oldLinesWith(`'${legacyIdentityHash(master, 'bvn', unheldBvn)}'`)).toBe(1);
    expect(await log(`bvn=${unheldBvn}`)).toEqual([expect.objectContaining({ request_id: 'req-old' })]);
  });
});
