// POST /api/v1/detect/file with a ~1 MB PDF statement (30 text pages plus a scanned-image
// stream), multipart. `detect`: every request carries different bytes (a sequence number written
// into a fixed-width PDF string), so each one is hashed, type-checked, parsed and analysed and
// its result stored. `detect-cached`: the same bytes every time (one analysis in setup), so
// each request is hashed and answered from the per-organization cache in PostgreSQL.
import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

const TARGET_BYTES = 1024 * 1024;
const SEQ_WIDTH = 20;
const SEQ_MARK = 'BENCHSEQ'.padEnd(SEQ_WIDTH, '0');
const BOUNDARY = 'benchboundary7MA4YWxkTrZu0gW';

async function statementPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 30; p++) {
    const page = doc.addPage([595, 842]);
    // one font resource per page, as statement generators write it (pdf-lib's font option would add one per line)
    page.setFont(font);
    page.drawText(`Acme Bank - account statement - page ${p + 1} of 30`, { x: 40, y: 800, size: 12 });
    for (let line = 0; line < 45; line++) {
      const day = String((line % 28) + 1).padStart(2, '0');
      page.drawText(`${day}/10/2026  POS purchase  ref ${p}${line}0042  NGN ${(line * 1375.5).toFixed(2)}  bal ${(900000 - line * 1375.5).toFixed(2)}`, {
        x: 40,
        y: 770 - line * 16,
        size: 9,
      });
    }
  }
  doc.setProducer('Acme Core Banking Statement Service 4.2');
  doc.setCreator('Acme CBS');
  const now = new Date('2026-10-31T18:00:00Z');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  doc.catalog.set(PDFName.of('BenchSeq'), PDFString.of(SEQ_MARK));
  // fill up to the target with an image XObject of incompressible data (a scanned logo's weight)
  const base = (await doc.save({ useObjectStreams: false })).length;
  const fill = Math.max(0, TARGET_BYTES - base - 600);
  const image = doc.context.flateStream(randomBytes(fill), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceGray', BitsPerComponent: 8 });
  doc.getPages()[0].node.setXObject(PDFName.of('Logo'), doc.context.register(image));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The whole multipart body once; a request's own bytes only differ in the sequence mark. */
async function multipartTemplate() {
  const pdf = await statementPdf();
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const at = body.indexOf(SEQ_MARK);
  if (at === -1) throw new Error('detect bench: sequence mark not found in the generated PDF');
  return { body, at, pdfBytes: pdf.length };
}

const headersFor = (token) => ({ authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

async function setup(ctx) {
  ctx.state.detect = await multipartTemplate();
  process.stderr.write(`bench: detect: PDF of ${ctx.state.detect.pdfBytes} bytes\n`);
}

const runId = randomBytes(4).toString('hex');
let seq = 0;

export const detect = {
  name: 'detect',
  description: 'POST /api/v1/detect/file, 1 MB PDF, unique bytes per request (hash + parse + analysis + insert)',
  defaults: { connections: 8 },
  setup,
  request: ({ credentials, state }) => {
    const { body, at } = state.detect;
    return {
      requests: [
        {
          method: 'POST',
          path: '/api/v1/detect/file',
          headers: headersFor(credentials.api_token),
          body,
          setupRequest: (req) => {
            const unique = Buffer.from(body);
            unique.write(`${runId}${String(++seq).padStart(SEQ_WIDTH - runId.length, '0')}`, at, 'latin1');
            return { ...req, body: unique };
          },
        },
      ],
    };
  },
};

export const detectCached = {
  name: 'detect-cached',
  description: 'POST /api/v1/detect/file, the same 1 MB PDF every time (hash + per-organization cache hit)',
  defaults: { connections: 16 },
  // the floor: a bare node:http server receiving the same body and hashing it (SHA-256)
  floor: { kind: 'hash', name: 'floor: node:http + SHA-256' },
  async setup(ctx) {
    await setup(ctx);
    const res = await fetch(`${ctx.baseUrl}/api/v1/detect/file`, { method: 'POST', headers: headersFor(ctx.credentials.api_token), body: ctx.state.detect.body });
    if (res.status !== 200) throw new Error(`detect-cached setup: first upload answered ${res.status}`);
  },
  request: ({ credentials, state }) => ({ method: 'POST', path: '/api/v1/detect/file', headers: headersFor(credentials.api_token), body: state.detect.body }),
};

export default detect;
