// Differential check of POST /api/v1/detect/file between two running services (e.g. an older commit and this
// one): the same multipart bodies, whole and in 7-byte chunks, plain and quoted boundary; status and error
// body compared. Usage: node scripts/multipart-differential.mjs OLD_URL OLD_TOKEN NEW_URL NEW_TOKEN
// (a body with a second part after the closing delimiter gets 400 or 200 from multer itself depending on
// where chunks end: that row can differ between two runs of the same service).
import { request } from 'node:http';
const [oldUrl, oldToken, newUrl, newToken] = process.argv.slice(2);
const B = 'fuzzboundary';
const part = (name, bytes, extraHeaders = '', filename = 'a.pdf') =>
  Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: application/pdf\r\n${extraHeaders}\r\n`), bytes, Buffer.from(`\r\n--${B}--\r\n`)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
const samples = {
  empty: part('file', Buffer.alloc(0)),
  other: part('other', pdf),
  text: part('file', Buffer.from('just some text')),
  pdf: part('file', pdf),
  gif: part('file', Buffer.from('GIF89a')),
  nofilename: part('file', pdf, '', null),
  emptyFilename: part('file', pdf, '', ''),
  unterminated: Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nunterminated`),
  unterminatedField: Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated`),
  none: Buffer.from('no multipart at all'),
  twoAfterClose: Buffer.concat([part('file', pdf), part('file', pdf)]),
  secondPart: Buffer.concat([part('file', pdf).subarray(0, -4), Buffer.from(`\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${B}--\r\n`)]),
  secondFile: Buffer.concat([part('file', pdf).subarray(0, -4), Buffer.from(`\r\nContent-Disposition: form-data; name="file"; filename="b"\r\n\r\n%PDF\r\n--${B}--\r\n`)]),
  fieldFirst: Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n`), part('file', pdf)]),
  preamble: Buffer.concat([Buffer.from('preamble\r\n'), part('file', pdf)]),
  badHeader: part('file', pdf, 'not a header\r\n'),
  strayBoundary: Buffer.concat([part('file', pdf).subarray(0, -4), Buffer.from('XX\r\nmore\r\n--' + B + '--\r\n')]),
  quotedName: Buffer.from(part('file', pdf).toString('latin1').replace('name="file"', 'name=file'), 'latin1'),
  tooBig: part('file', big),
  atLimit: part('file', big.subarray(0, 10 * 1024 * 1024)),
  dashesOnly: Buffer.alloc(40, 0x2d),
  closingOnly: Buffer.from(`--${B}--\r\n`),
  lfOnly: Buffer.from(part('file', pdf).toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
};
function send(url, token, body, contentType, chunk) {
  return new Promise((resolve) => {
    const u = new URL('/api/v1/detect/file', url);
    const req = request(u, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length } }, (res) => {
      const cs = [];
      res.on('data', (c) => cs.push(c));
      res.on('end', () => {
        let b = Buffer.concat(cs).toString();
        try { const j = JSON.parse(b); if (j.error) delete j.error.request_id; if (j.detection_data) { delete j.detection_data.analyzed_at; } b = JSON.stringify(j.error ?? { cached: j.cached, risk: j.detection_data?.tamper_risk, type: j.detection_data?.file_type, size: j.detection_data?.size_bytes, hash: j.image_hash }); } catch {}
        resolve(`${res.statusCode} ${b}`);
      });
    });
    req.on('error', (e) => resolve(`error ${e.code}`));
    if (!chunk) req.end(body);
    else { let i = 0; const next = () => { if (i >= body.length) return req.end(); const ok = req.write(body.subarray(i, i + chunk)); i += chunk; if (ok) setImmediate(next); else req.once('drain', next); }; next(); }
  });
}
let bad = 0;
for (const [name, body] of Object.entries(samples)) {
  for (const ct of [`multipart/form-data; boundary=${B}`, `multipart/form-data; boundary="${B}"`]) {
    for (const chunk of [0, 7]) {
      if (chunk && body.length > 100000) continue;
      const [o, n] = [await send(oldUrl, oldToken, body, ct, chunk), await send(newUrl, newToken, body, ct, chunk)];
      const same = o.replace(/"cached":(true|false),/, '') === n.replace(/"cached":(true|false),/, '');
      if (!same) bad++;
      console.log(same ? 'same' : 'DIFF', name, ct.includes('"') ? 'quoted' : 'plain', chunk || 'whole', same ? o.slice(0, 110) : `\n  old: ${o}\n  new: ${n}`);
    }
  }
}
console.log(bad ? `${bad} differences` : 'no differences');
