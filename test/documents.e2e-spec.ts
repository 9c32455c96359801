import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { UploadBufferPool } from '../src/documents/upload-buffer.pool.js';
import { FraudReportService } from '../src/fraud/fraud-network/fraud-report.service.js';
import {
  appendIncrementalUpdate,
  cameraJpeg,
  cleanPdf,
  decompressionBombPdf,
  editedJpeg,
  editedTiff,
  editedWebp,
  editorResavedPdf,
  garbagePdf,
  javascriptPdf,
  mixedFontsPdf,
  pixelBombPng,
  png,
  textOverScanPdf,
  truncatedPdf,
} from './support/documents-corpus.js';
import { createOrganization, signUpOrganization, startTestApp, TestApp } from './support/test-app.js';

const MAX = 200_000;
let t: TestApp;
let tokenA: string;
let tokenB: string;
let clean: Buffer;

interface Finding {
  code: string;
  description: string;
  severity: string;
}

const codes = (body: { detection_data: { findings: Finding[] } }) => body.detection_data.findings.map((f) => f.code);

function upload(token: string, bytes: Buffer, filename = 'statement.pdf', field = 'file') {
  return request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${token}`).attach(field, bytes, { filename, contentType: 'application/octet-stream' });
}

async function detect(bytes: Buffer, token = tokenA) {
  const res = await upload(token, bytes);
  expect(res.status).toBe(200);
  return res.body;
}

/** A raw multipart request body, for the streaming tests that supertest cannot shape. */
function multipartParts(boundary: string, size: number) {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { head, body: Buffer.alloc(size, 0x41), tail };
}

function rawPost(headers: Record<string, string | number>, write: (req: http.ClientRequest) => void): Promise<{ status: number; body: string }> {
  const { port } = (t.server.address() as AddressInfo) ?? {};
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/detect/file', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    write(req);
  });
}

beforeAll(async () => {
  t = await startTestApp({ DETECT_MAX_FILE_BYTES: String(MAX) });
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  tokenA = (await createOrganization(t, 'Bank A')).api_token;
  tokenB = (await createOrganization(t, 'Bank B')).api_token;
  clean = await cleanPdf();
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/detect/file: the generated corpus', () => {
  it('a clean statement from a core banking system is low risk with no finding above info', async () => {
    const body = await detect(clean);
    expect(Object.keys(body).sort()).toEqual(['cached', 'detection_data', 'image_hash', 'livemode', 'success']);
    expect(body.success).toBe(true);
    expect(body.cached).toBe(false);
    expect(body.image_hash).toBe(`sha256:${createHash('sha256').update(clean).digest('hex')}`);
    const d = body.detection_data;
    expect(d.file_type).toBe('pdf');
    expect(d.mime_type).toBe('application/pdf');
    expect(d.size_bytes).toBe(clean.length);
    expect(d.tamper_risk).toBe('low');
    expect(d.tamper_score).toBe(0);
    expect(d.findings.filter((f: Finding) => f.severity !== 'info')).toEqual([]);
    expect(d.other_organizations_count).toBe(0);
    expect(d.metadata).toMatchObject({ page_count: 2, revisions: 1, producer: 'Acme Core Banking Statement Service 4.2', encrypted: false });
  });

  it('an incremental update appended after the original is a high finding', async () => {
    const body = await detect(appendIncrementalUpdate(clean));
    const f = body.detection_data.findings.find((x: Finding) => x.code === 'PDF_INCREMENTAL_UPDATE');
    expect(f).toMatchObject({ severity: 'high' });
    expect(f.description).toMatch(/saved 2 times/);
    expect(body.detection_data.metadata.revisions).toBe(2);
    expect(body.detection_data.tamper_risk).not.toBe('low');
  });

  it('a statement re-saved by an online editor two days later is high risk', async () => {
    const body = await detect(await editorResavedPdf(clean));
    expect(codes(body)).toEqual(expect.arrayContaining(['PDF_EDITOR_SOFTWARE', 'PDF_MODIFIED_AFTER_CREATION']));
    expect(body.detection_data.findings.find((x: Finding) => x.code === 'PDF_EDITOR_SOFTWARE').description).toMatch(/iLovePDF/);
    expect(body.detection_data.tamper_risk).toBe('high');
    expect(body.detection_data.tamper_score).toBeGreaterThanOrEqual(60);
  });

  it('JavaScript run on open, hidden in a compressed object stream, is found', async () => {
    const body = await detect(await javascriptPdf());
    expect(codes(body)).toEqual(expect.arrayContaining(['PDF_JAVASCRIPT', 'PDF_AUTO_ACTION']));
    expect(body.detection_data.findings.find((x: Finding) => x.code === 'PDF_JAVASCRIPT').severity).toBe('high');
    expect(body.detection_data.tamper_risk).toBe('high');
  });

  it('a launch action appended in an update is found', async () => {
    const body = await detect(appendIncrementalUpdate(clean, '<< /Type /Action /S /Launch /F (cmd.exe) >>'));
    expect(codes(body)).toEqual(expect.arrayContaining(['PDF_LAUNCH_ACTION', 'PDF_INCREMENTAL_UPDATE']));
  });

  it('a font used on one page only, beside the common font, is an inconsistency', async () => {
    const body = await detect(await mixedFontsPdf());
    const f = body.detection_data.findings.find((x: Finding) => x.code === 'PDF_FONTS_INCONSISTENT');
    expect(f).toMatchObject({ severity: 'medium' });
    expect(f.description).toMatch(/Page 2.*Courier/);
  });

  it('visible text painted over a full-page scanned image is found', async () => {
    const body = await detect(await textOverScanPdf());
    expect(codes(body)).toContain('PDF_TEXT_OVER_SCANNED_IMAGE');
    expect(body.detection_data.metadata.scanned_pages).toBe(1);
  });

  it('an encryption dictionary is reported', async () => {
    const encrypted = appendIncrementalUpdate(clean, '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>', ' /Encrypt {num} 0 R');
    const body = await detect(encrypted);
    expect(codes(body)).toContain('PDF_ENCRYPTED');
    expect(body.detection_data.metadata.encrypted).toBe(true);
  });

  it('a truncated PDF is a finding, not an error', async () => {
    const body = await detect(truncatedPdf(clean));
    expect(codes(body)).toContain('PDF_TRUNCATED');
    expect(body.detection_data.tamper_risk).not.toBe('low');
  });

  it('a PDF header over garbage is a malformed-file finding, not a 5xx', async () => {
    const body = await detect(garbagePdf());
    expect(codes(body)).toContain('PDF_MALFORMED');
    expect(body.detection_data.findings.find((x: Finding) => x.code === 'PDF_MALFORMED').severity).toBe('high');
  });

  it('a JPEG saved by Photoshop without camera data is high risk', async () => {
    const body = await detect(editedJpeg());
    expect(body.detection_data.file_type).toBe('jpeg');
    expect(codes(body)).toEqual(expect.arrayContaining(['IMAGE_EDITOR_SOFTWARE', 'IMAGE_NO_CAMERA_DATA']));
    expect(body.detection_data.findings.find((x: Finding) => x.code === 'IMAGE_EDITOR_SOFTWARE').description).toMatch(/Photoshop/);
    expect(body.detection_data.metadata).toMatchObject({ width: 640, height: 480, software: 'Adobe Photoshop 25.0 (Windows)', camera_make: null });
    expect(body.detection_data.metadata.jpeg_quality).toBeGreaterThanOrEqual(85);
    expect(body.detection_data.tamper_risk).not.toBe('low');
  });

  it('a camera JPEG with location is low risk and reports the GPS presence', async () => {
    const body = await detect(cameraJpeg());
    expect(codes(body)).toContain('IMAGE_GPS_PRESENT');
    expect(codes(body)).not.toContain('IMAGE_NO_CAMERA_DATA');
    expect(codes(body)).not.toContain('IMAGE_EDITOR_SOFTWARE');
    expect(body.detection_data.metadata).toMatchObject({ camera_make: 'TECNO', camera_model: 'CAMON 20', gps_present: true });
    expect(body.detection_data.tamper_risk).toBe('low');
  });

  it('a tiny PNG with no metadata says so', async () => {
    const body = await detect(png(120, 80));
    expect(body.detection_data.file_type).toBe('png');
    expect(codes(body)).toEqual(expect.arrayContaining(['IMAGE_NO_CAMERA_DATA', 'IMAGE_TOO_SMALL']));
    expect(body.detection_data.metadata).toMatchObject({ width: 120, height: 80 });
  });
});

describe('POST /api/v1/detect/file: other image types and hostile files', () => {
  it('a TIFF saved by Photoshop', async () => {
    const body = await detect(editedTiff());
    expect(body.detection_data.file_type).toBe('tiff');
    expect(codes(body)).toContain('IMAGE_EDITOR_SOFTWARE');
    expect(body.detection_data.metadata).toMatchObject({ width: 800, height: 600 });
  });

  it('a WebP whose EXIF chunk names GIMP', async () => {
    const body = await detect(editedWebp());
    expect(body.detection_data.file_type).toBe('webp');
    expect(codes(body)).toContain('IMAGE_EDITOR_SOFTWARE');
    expect(codes(body)).not.toContain('IMAGE_METADATA_MALFORMED');
    expect(body.detection_data.metadata).toMatchObject({ width: 800, height: 600, software: 'GIMP 2.10.36' });
  });

  it('an image claiming 10 gigapixels is a finding and is never decoded', async () => {
    const body = await detect(pixelBombPng());
    expect(codes(body)).toContain('IMAGE_DIMENSIONS_EXCESSIVE');
  });

  it('a PDF object stream that inflates to 64 MB is a decompression-bomb finding, answered quickly', async () => {
    const bytes = decompressionBombPdf();
    expect(bytes.length).toBeLessThan(MAX);
    const started = Date.now();
    const body = await detect(bytes);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(codes(body)).toContain('PDF_DECOMPRESSION_BOMB');
    expect(body.detection_data.findings.find((x: Finding) => x.code === 'PDF_DECOMPRESSION_BOMB').severity).toBe('high');
  });
});

describe('POST /api/v1/detect/file: caching and the cross-institution count', () => {
  it('the same bytes again answer cached with the same analysis; another organization sees a count, never who', async () => {
    const bytes = await cleanPdf('cache probe');
    const first = await detect(bytes);
    expect(first.cached).toBe(false);
    const again = await detect(bytes);
    expect(again.cached).toBe(true);
    expect(again.detection_data).toEqual(first.detection_data);

    const other = await detect(bytes, tokenB);
    expect(other.cached).toBe(false);
    expect(other.detection_data.other_organizations_count).toBe(1);
    expect(codes(other)[0]).toBe('SUBMITTED_TO_OTHER_INSTITUTIONS');
    expect(other.detection_data.tamper_risk).toBe('low');
    expect(JSON.stringify(other)).not.toMatch(/Bank A/);

    const thirdTime = await detect(bytes);
    expect(thirdTime.cached).toBe(true);
    expect(thirdTime.detection_data.other_organizations_count).toBe(1);
    expect(codes(thirdTime)).toContain('SUBMITTED_TO_OTHER_INSTITUTIONS');

    const hash = createHash('sha256').update(bytes).digest('hex');
    const { rows } = await t.db.query('SELECT organization_id FROM document_detections WHERE sha256 = $1', [hash]);
    expect(rows).toHaveLength(2); // one analysis per organization, not per request
  });

  it("a self-signed-up organization's uploads count for no other member, nor does it read theirs, until the operator approves it for the network, nor once it removes it", async () => {
    const bytes = await cleanPdf('shopped around by an upstart');
    const upstart = await signUpOrganization(t, 'Upstart Lender Ltd');
    expect((await detect(bytes, upstart.token)).detection_data.other_organizations_count).toBe(0);
    // Bank A's applicant's file, analysed (the insert's count) and again (the cached answer's): the upstart's upload is not
    // another institution's word
    const first = await detect(bytes);
    expect(first.cached).toBe(false);
    expect(first.detection_data.other_organizations_count).toBe(0);
    expect(codes(first)).not.toContain('SUBMITTED_TO_OTHER_INSTITUTIONS');
    const cached = await detect(bytes);
    expect(cached.cached).toBe(true);
    expect(cached.detection_data.other_organizations_count).toBe(0);
    expect(codes(cached)).not.toContain('SUBMITTED_TO_OTHER_INSTITUTIONS');
    // nor does the upstart learn that a member received the same file (whether a person applied elsewhere)
    const upstartAgain = await detect(bytes, upstart.token);
    expect(upstartAgain.cached).toBe(true);
    expect(upstartAgain.detection_data.other_organizations_count).toBe(0);
    // once the operator approves it, it is a member: its upload counts for the others, and theirs for it
    await t.app.get(FraudReportService).approveOrganization(upstart.organizationId);
    const after = await detect(bytes);
    expect(after.cached).toBe(true);
    expect(after.detection_data.other_organizations_count).toBe(1);
    expect(codes(after)[0]).toBe('SUBMITTED_TO_OTHER_INSTITUTIONS');
    expect((await detect(bytes, upstart.token)).detection_data.other_organizations_count).toBe(1);
    // removed from the network (org:revoke-network), it is back outside: neither side counts the other
    await t.app.get(FraudReportService).revokeOrganization(upstart.organizationId);
    expect((await detect(bytes)).detection_data.other_organizations_count).toBe(0);
    expect((await detect(bytes, upstart.token)).detection_data.other_organizations_count).toBe(0);
  });

  it("a self-signed-up organization's first upload of a member's file reads no count", async () => {
    const bytes = await cleanPdf('a member first, then an upstart');
    expect((await detect(bytes)).detection_data.other_organizations_count).toBe(0);
    const upstart = await signUpOrganization(t, 'Upstart Credit Ltd');
    const first = await detect(bytes, upstart.token);
    expect(first.cached).toBe(false);
    expect(first.detection_data.other_organizations_count).toBe(0);
    expect(codes(first)).not.toContain('SUBMITTED_TO_OTHER_INSTITUTIONS');
    // Bank B, a member, reads Bank A's upload: the count is the network's, among members
    expect((await detect(bytes, tokenB)).detection_data.other_organizations_count).toBe(1);
  });

  it('a cached answer does not re-run the analysis', async () => {
    const bytes = await cleanPdf('no re-analysis');
    const first = await detect(bytes);
    // mark the stored analysis: a re-analysis would not return the mark
    await t.db.query(`UPDATE document_detections SET detection_data = jsonb_set(detection_data, '{metadata,marker}', '"stored"') WHERE sha256 = $1`, [
      first.image_hash.slice('sha256:'.length),
    ]);
    const again = await detect(bytes);
    expect(again.cached).toBe(true);
    expect(again.detection_data.metadata.marker).toBe('stored');
  });

  it("an upload's buffer is given back to be reused once it is answered: analysed, cached, refused by type or too large", async () => {
    const buffers = t.app.get(UploadBufferPool);
    const bytes = await cleanPdf('buffer given back');
    for (const cached of [false, true]) {
      buffers.clear(); // the free buffers earlier tests gave back
      const body = await detect(bytes);
      expect(body.cached).toBe(cached);
      expect(buffers.pooled).toBeGreaterThanOrEqual(bytes.length);
    }
    buffers.clear();
    expect((await upload(tokenA, Buffer.from('plain text, not a document'))).status).toBe(415); // the handler throws after its copy
    expect(buffers.pooled).toBeGreaterThan(0);
    buffers.clear();
    expect((await upload(tokenA, Buffer.alloc(MAX + 1, 0x25))).status).toBe(413); // refused while streaming
    expect(buffers.pooled).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/detect/file: refusals in the error envelope', () => {
  it('without a token: 401', async () => {
    const res = await request(t.server).post('/api/v1/detect/file').attach('file', clean, 'a.pdf');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a type other than PDF/JPEG/PNG/WebP/TIFF, judged from the bytes not the name: 415', async () => {
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    for (const [bytes, name] of [
      [Buffer.from('plain text pretending to be a statement'), 'statement.pdf'],
      [gif, 'photo.jpg'],
    ] as const) {
      const res = await upload(tokenA, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.body.error.request_id).toEqual(expect.any(String));
    }
  });

  it('a PDF sent with an image name and type is still analysed as a PDF', async () => {
    const res = await request(t.server)
      .post('/api/v1/detect/file')
      .set('Authorization', `Bearer ${tokenA}`)
      .attach('file', clean, { filename: 'id-card.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.detection_data.file_type).toBe('pdf');
  });

  it('no file part, another part name, an extra field or an empty file: 400 VALIDATION_ERROR', async () => {
    const none = await request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${tokenA}`).field('note', 'x');
    const json = await request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${tokenA}`).send({ file: 'abc' });
    const wrongName = await upload(tokenA, clean, 'a.pdf', 'document');
    const extra = await request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${tokenA}`).attach('file', clean, 'a.pdf').field('note', 'x');
    const empty = await upload(tokenA, Buffer.alloc(0), 'empty.pdf');
    for (const res of [none, json, wrongName, extra, empty]) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.length).toBeGreaterThan(0);
    }
    expect(empty.body.error.details[0]).toEqual({ field: 'file', issue: 'the file is empty' });
    expect(wrongName.body.error.details[0].field).toBe('document');
  });

  it('a file over DETECT_MAX_FILE_BYTES: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await upload(tokenA, Buffer.concat([clean, Buffer.alloc(MAX + 10 - clean.length, 0x20)]));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.error.details[0].field).toBe('file');
    const atLimit = await upload(tokenA, Buffer.concat([clean, Buffer.alloc(MAX - clean.length, 0x20)]));
    expect(atLimit.status).toBe(200);
  });

  it('a declared Content-Length over the limit is refused before the body is sent', async () => {
    const boundary = 'b0undary';
    const { head } = multipartParts(boundary, 0);
    const res = await rawPost(
      { authorization: `Bearer ${tokenA}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 50 * MAX },
      (req) => req.write(head), // the body is never completed: the answer must not wait for it
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a chunked upload without Content-Length is cut off while streaming', async () => {
    const boundary = 'b0undary';
    const { head, body, tail } = multipartParts(boundary, 20 * MAX);
    const res = await rawPost({ authorization: `Bearer ${tokenA}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' }, (req) => {
      req.write(head);
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      req.end(tail);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a small file followed by a large chunked epilogue: 413 PAYLOAD_TOO_LARGE, the epilogue is not kept', async () => {
    const boundary = 'b0undary';
    const { head, tail } = multipartParts(boundary, 0);
    const epilogue = Buffer.alloc(4 * 1024 * 1024, 0x61);
    const res = await rawPost({ authorization: `Bearer ${tokenA}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' }, (req) => {
      req.write(Buffer.concat([head, clean, tail]));
      for (let i = 0; i < epilogue.length; i += 16 * 1024) req.write(epilogue.subarray(i, i + 16 * 1024));
      req.end();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a file part with an empty filename is no file, as multer has it: 400 VALIDATION_ERROR', async () => {
    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/pdf\r\n\r\n`),
      clean,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const contentType of [`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary="${boundary}"`]) {
      const res = await rawPost({ authorization: `Bearer ${tokenA}`, 'content-type': contentType, 'content-length': body.length }, (req) => req.end(body));
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('a malformed multipart body: 400, never a 5xx', async () => {
    const res = await rawPost(
      { authorization: `Bearer ${tokenA}`, 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': 40 },
      (req) => req.end(Buffer.alloc(40, 0x2d)),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('metrics', () => {
  it('counts detections by type, cache outcome and risk', async () => {
    const text = (await request(t.server).get('/metrics')).text;
    expect(text).toMatch(/document_detections_total\{file_type="pdf",cached="true",tamper_risk="low"\} [1-9]/);
    expect(text).toMatch(/document_analysis_duration_seconds_count\{file_type="jpeg"\} [1-9]/);
  });
});

describe('OpenAPI', () => {
  it('documents the route as multipart with a binary file and exactly the contract fields', async () => {
    const doc = (await request(t.server).get('/docs-json')).body;
    const op = doc.paths['/api/v1/detect/file'].post;
    const schema = op.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.required).toEqual(['file']);
    const ref = op.responses['200'].content['application/json'].schema.$ref.split('/').pop();
    expect(Object.keys(doc.components.schemas[ref].properties).sort()).toEqual(['cached', 'detection_data', 'image_hash', 'livemode', 'success']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '413', '415']));
  });
});
