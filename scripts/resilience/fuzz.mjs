// Bad input, generated from the service's own OpenAPI document: for every operation a valid-looking
// request built from the schemas, then mutations of it (wrong types, missing fields, boundary
// values, huge strings, unicode, unknown fields, malformed JSON, wrong content types, odd path and
// query values). The verdict: no 5xx, no hang, every error in the envelope, and every status and
// API header observed declared for its operation in the document (undeclaredResponses).
import { randomUUID } from 'node:crypto';
import { call, isEnvelope, pool } from './http.mjs';

const SKIP = [/^\/docs/, /^\/metrics/, /^\/admin\//];

/** A small seeded PRNG (mulberry32), so a failing run can be repeated exactly. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UNICODE = ['Ọ̀ṣúnṣọlá Àdìgún', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🦁🇳🇬', 'مرحبا بالعالم', '\u202eevil\u202c', 'a\u0000b', '\ud800', 'ｆｕｌｌｗｉｄｔｈ', 'Zalgơ̷̢̗͎̝', '\t\n\r', "' OR 1=1 --", '"; DROP TABLE users; --', '${jndi:ldap://x}', '<script>alert(1)</script>', '../../../../etc/passwd', '%00', '{{7*7}}'];
const BAD_IDS = ['abc', '0', '-1', '1e309', 'null', 'undefined', '%2e%2e%2f', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', 'ÀÉÎ', '%F0%9F%A6%81', 'a%00b', '1%20OR%201=1'];
const HUGE = 'x'.repeat(200_000);

function resolve(doc, schema) {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components.schemas[s.$ref.split('/').pop()] ?? {};
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => resolve(doc, x)));
  return s;
}

/** A plausible valid value for a schema (examples and enums first). */
function sample(doc, schema, ctx, depth = 0) {
  const s = resolve(doc, schema);
  if (s.example !== undefined && depth > 0) return s.example;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'object': {
      const out = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(doc, v, ctx, depth + 1);
      return out;
    }
    case 'array':
      return [sample(doc, s.items, ctx, depth + 1)];
    case 'number':
    case 'integer':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (s.format === 'uri' || /url/i.test(s.description ?? '')) return ctx.receiverUrl;
      if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (s.format === 'email') return 'fuzz@bank.test';
      return s.minLength ? 'x'.repeat(s.minLength) : 'sample';
  }
}

/** Values that break a property of this schema in one way each. */
function breakers(doc, schema, rnd) {
  const s = resolve(doc, schema);
  const out = [null, true, false, [], {}, [[[[]]]], 0, -1, 1.5, 1e308, -1e308, '', ' ', HUGE, UNICODE[Math.floor(rnd() * UNICODE.length)], { $gt: '' }];
  if (s.type === 'string' || s.enum) out.push(12345, 'NOT_AN_ENUM_VALUE', 'x'.repeat((s.maxLength ?? 1000) + 1));
  if (s.minLength) out.push('x'.repeat(s.minLength - 1));
  if (s.type === 'number' || s.type === 'integer') {
    out.push('12', 'abc', 'NaN', 'Infinity', 9007199254740993, 0.000001);
    if (s.minimum !== undefined) out.push(s.minimum - 1, s.minimum - 0.5);
    if (s.maximum !== undefined) out.push(s.maximum + 1, s.maximum * 10);
  }
  if (s.pattern) out.push('123456789', '12345678901', '01234567８9', ' 0123456789');
  if (s.type === 'array') out.push('not-an-array', [null], Array.from({ length: 5000 }, () => 'x'), [{}, 1, 'a']);
  if (s.format === 'date-time' || /date/.test(s.format ?? '')) out.push('2026-13-45', 'yesterday', '0000-00-00', '9999-12-31T99:99:99Z');
  return out;
}

function pathWith(path, value) {
  return path.replace(/\{[^}]+\}/g, () => value);
}

function queryString(params) {
  const usp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) v.forEach((x) => usp.append(k, String(x)));
    else usp.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const q = usp.toString();
  return q ? `?${q}` : '';
}

/** Every request of the fuzz, as {op, method, path, raw|body, headers}. */
export function generate(doc, ctx, { minimum = 5000, seed = 20261123 } = {}) {
  const rnd = prng(seed);
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (SKIP.some((re) => re.test(path))) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({ path, method: method.toUpperCase(), op });
    }
  }

  const cases = [];
  const add = (o, c) => cases.push({ op: `${o.method} ${o.path}`, method: o.method, headers: {}, ...c });

  for (const o of ops) {
    const params = o.op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const validPath = pathWith(o.path, pathParams.length ? randomUUID() : '');
    const baseQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, sample(doc, p.schema, ctx, 1)]));
    const idem = params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    const headers = () => (idem ? { 'idempotency-key': `fuzz-${randomUUID()}` } : {});
    const content = o.op.requestBody?.content ?? {};
    const json = content['application/json'];
    const multipart = content['multipart/form-data'];

    // Path parameters: odd values everywhere a {param} is.
    for (const bad of pathParams.length ? BAD_IDS : []) add(o, { path: pathWith(o.path, bad) + queryString(baseQuery), headers: headers(), body: json ? sample(doc, json.schema, ctx) : undefined });

    // Query parameters: each broken in each way, plus unknown and repeated ones.
    for (const p of queryParams) {
      for (const v of breakers(doc, p.schema, rnd).filter((x) => typeof x !== 'string' || x.length < 5000)) {
        add(o, { path: validPath + queryString({ ...baseQuery, [p.name]: v }), headers: headers(), body: json ? sample(doc, json.schema, ctx) : undefined });
      }
      add(o, { path: validPath + queryString({ ...baseQuery, [p.name]: ['1', '2'] }), headers: headers() });
    }
    if (o.method === 'GET') {
      add(o, { path: validPath + queryString({ ...baseQuery, page: 0, page_size: 101 }) });
      add(o, { path: validPath + queryString({ ...baseQuery, unknown_param: 'x' }) });
      add(o, { path: validPath + '?' + 'a=1&'.repeat(2000) });
    }

    if (json) {
      const schema = resolve(doc, json.schema);
      const base = sample(doc, json.schema, ctx);
      const props = Object.entries(schema.properties ?? {});
      add(o, { path: validPath, headers: headers(), body: base }); // the plausible request itself
      for (const req of schema.required ?? []) {
        const b = { ...base };
        delete b[req];
        add(o, { path: validPath, headers: headers(), body: b });
      }
      for (const [k, v] of props) for (const bad of breakers(doc, v, rnd)) add(o, { path: validPath, headers: headers(), body: { ...base, [k]: bad } });
      add(o, { path: validPath, headers: headers(), body: { ...base, unknown_field: 1 } });
      const pollution = JSON.stringify(base).replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},');
      add(o, { path: validPath, headers: { ...headers(), 'content-type': 'application/json' }, raw: pollution });
      // Whole bodies that are not what the schema wants.
      for (const raw of ['{', '{"a":', '[1,2', 'null', '[]', '"text"', '123', 'true', '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"}', '{' + '"a":{'.repeat(5000) + '}'.repeat(5000) + '}', Buffer.from([0xff, 0xfe, 0x00, 0x01])]) {
        add(o, { path: validPath, headers: { ...headers(), 'content-type': 'application/json' }, raw });
      }
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16', 'application/json; charset=bogus', 'image/png']) {
        add(o, { path: validPath, headers: { ...headers(), 'content-type': type }, raw: JSON.stringify(base) });
      }
      add(o, { path: validPath, headers: { ...headers(), 'content-type': 'application/json' }, raw: JSON.stringify({ ...base, pad: HUGE.repeat(6) }) });
      add(o, { path: validPath, headers: headers() }); // no body at all
    }

    if (multipart) {
      const boundary = 'fuzzboundary';
      const part = (name, bytes, type = 'application/pdf') =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const mp = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      const samples = [
        part('file', Buffer.alloc(0)),
        part('other', Buffer.from('%PDF-1.4\n%%EOF')),
        part('file', Buffer.from('just some text, not a document')),
        part('file', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>')), // truncated PDF
        part('file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])), // PNG header only
        part('file', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff])), // JPEG with a lying segment length
        part('file', Buffer.from('GIF89a')),
        part('file', Buffer.from(UNICODE.join(''))),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated`),
        Buffer.from('no multipart at all'),
        Buffer.concat([part('file', Buffer.from('%PDF-1.4\n%%EOF')), part('file', Buffer.from('%PDF-1.4\n%%EOF'))]),
      ];
      for (const raw of samples) add(o, { path: validPath, headers: mp, raw });
      for (const type of ['multipart/form-data', 'application/json', 'text/plain', 'application/pdf']) add(o, { path: validPath, headers: { 'content-type': type }, raw: '%PDF-1.4\n%%EOF' });
    }

    // Idempotency-Key headers of the wrong shape.
    if (idem && json) {
      const base = sample(doc, json.schema, ctx);
      for (const key of ['', ' ', 'k'.repeat(256), 'k'.repeat(10_000), 'ключ-🔑']) {
        add(o, { path: validPath, headers: { 'idempotency-key': encodeURIComponent(key).slice(0, 12_000) || key }, body: base });
      }
    }
  }

  // Top up to the minimum with random combinations: two properties broken at once, odd methods.
  const jsonOps = ops.filter((o) => o.op.requestBody?.content?.['application/json']);
  while (cases.length < minimum) {
    const o = jsonOps[Math.floor(rnd() * jsonOps.length)];
    const schema = resolve(doc, o.op.requestBody.content['application/json'].schema);
    const base = sample(doc, o.op.requestBody.content['application/json'].schema, ctx);
    const props = Object.entries(schema.properties ?? {});
    const body = { ...base };
    for (let i = 0; i < 2 && props.length; i++) {
      const [k, v] = props[Math.floor(rnd() * props.length)];
      const choices = breakers(doc, v, rnd);
      body[k] = choices[Math.floor(rnd() * choices.length)];
    }
    const idem = (o.op.parameters ?? []).some((p) => p.name.toLowerCase() === 'idempotency-key');
    cases.push({ op: `${o.method} ${o.path}`, method: o.method, path: pathWith(o.path, randomUUID()), headers: idem ? { 'idempotency-key': `fuzz-${randomUUID()}` } : {}, body });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) cases.push({ op: `${method} /api/v1/fraud/analyze/`, method, path: '/api/v1/fraud/analyze/', headers: {} });
  return cases;
}

/** Sends every case with the token; returns the figures and up to 20 failures to show. */
export async function runFuzz(baseUrls, token, cases, concurrency = 12) {
  const figures = { requests: 0, notSent: 0, dropped: 0, byStatus: {}, fiveXX: 0, hangs: 0, notEnvelope: 0 };
  const failures = [];
  /** op → status → header names seen, for undeclaredResponses. */
  const observed = new Map();
  await pool(cases, concurrency, async (c, i) => {
    const r = await call(baseUrls[i % baseUrls.length], c.method, c.path, { body: c.body, raw: c.raw, token, headers: c.headers, timeoutMs: 20_000 });
    if (r.status === 0 && r.error !== 'timeout') {
      // The client itself refused to send it (fetch rejects an invalid header value or method
      // before connecting): not the server's doing. A reset or refused connection is a failure.
      if (/^(ECONN|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)/.test(r.error ?? '')) {
        figures.requests++;
        figures.dropped++;
        if (failures.length < 40) failures.push(`${c.op} ${c.path.slice(0, 120)}: connection dropped (${r.error})`);
      } else figures.notSent++;
      return;
    }
    figures.requests++;
    figures.byStatus[r.status] = (figures.byStatus[r.status] ?? 0) + 1;
    if (r.status > 0) {
      const byStatus = observed.get(c.op) ?? observed.set(c.op, new Map()).get(c.op);
      const names = byStatus.get(r.status) ?? byStatus.set(r.status, new Set()).get(r.status);
      for (const name of r.headers.keys()) names.add(name.toLowerCase());
    }
    let bad = null;
    if (r.status === 0) {
      figures.hangs++;
      bad = 'no answer within 20 s';
    } else if (r.status >= 500) {
      figures.fiveXX++;
      bad = `${r.status} ${r.text.slice(0, 200)}`;
    } else if (r.status >= 400 && !isEnvelope(r.json) && !(c.op === 'GET /c/{token}' && /^text\/html/.test(r.headers.get('content-type') ?? ''))) {
      // (the hosted page is a page: an unknown link answers 404 with a page that says so)
      figures.notEnvelope++;
      bad = `${r.status} not in the envelope: ${r.text.slice(0, 200)}`;
    }
    if (bad && failures.length < 40) {
      const sent = c.raw !== undefined ? String(c.raw).slice(0, 160) : JSON.stringify(c.body ?? null).slice(0, 160);
      failures.push(`${c.op} ${c.path.slice(0, 120)} [${c.headers['content-type'] ?? 'json'}] ${sent}: ${bad}`);
    }
  });
  return { figures, failures, observed };
}

/**
 * Headers any HTTP server or helmet sets, whatever the route: not part of what an operation declares.
 * Every other header observed (X-Request-ID, API-Version, RateLimit-*, Retry-After, WWW-Authenticate,
 * Idempotent-*…) must be declared on the response it came with.
 */
const GENERIC_HEADERS = new Set([
  'content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'etag', 'vary', 'cache-control', 'accept-ranges', 'last-modified',
  'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'referrer-policy',
  'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
]);

/** Every (operation, status) and (operation, status, header) the fuzz observed that the document does not declare. */
export function undeclaredResponses(doc, observed) {
  const out = [];
  for (const [op, byStatus] of observed) {
    const [method, path] = op.split(' ');
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) continue; // a method the route does not have (405): no operation to declare it on
    for (const [status, names] of [...byStatus].sort((a, b) => a[0] - b[0])) {
      const response = operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default;
      if (!response) {
        out.push(`${op}: status ${status} is not declared`);
        continue;
      }
      const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
      const missing = [...names].filter((h) => !GENERIC_HEADERS.has(h) && !declared.has(h)).sort();
      if (missing.length) out.push(`${op} ${status}: header ${missing.join(', ')} not declared`);
    }
  }
  return out;
}
