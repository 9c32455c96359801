// The test suite's own corpus of documents, generated in code: clean and tampered PDFs (pdf-lib
// plus hand-appended incremental updates), JPEGs with chosen EXIF tags (jpeg-js + a small TIFF
// writer) and PNGs (zlib). Each maker says in its name what a forensic reviewer should find.
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';

const ISSUED = new Date('2026-10-01T09:00:00Z');

async function statement(pages = 2, opts: { producer?: string; extraFontOnLastPage?: boolean; note?: string } = {}) {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const courier = opts.extraFontOnLastPage ? await doc.embedFont(StandardFonts.Courier) : null;
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Acme Bank statement, page ${i + 1}`, { x: 50, y: 780, size: 14, font: helvetica });
    page.drawText('01/10/2026  Salary credit        NGN 450,000.00', { x: 50, y: 740, size: 10, font: helvetica });
    if (courier && i === pages - 1) page.drawText('Closing balance      NGN 9,450,000.00', { x: 50, y: 700, size: 10, font: courier });
  }
  if (opts.note) doc.setSubject(opts.note);
  doc.setProducer(opts.producer ?? 'Acme Core Banking Statement Service 4.2');
  doc.setCreator('Acme CBS');
  doc.setCreationDate(ISSUED);
  doc.setModificationDate(ISSUED);
  return doc;
}

/** As a core banking system would issue it: one revision, one font, consistent dates. */
export async function cleanPdf(note?: string): Promise<Buffer> {
  return Buffer.from(await (await statement(2, { note })).save({ useObjectStreams: false }));
}

/** An update appended after the original %%EOF (how an edit is saved incrementally). */
export function appendIncrementalUpdate(original: Buffer, extraObject = '<< /Type /Annot /Subtype /FreeText /Rect [50 700 300 720] /Contents (NGN 9,450,000.00) >>', trailerExtra = ''): Buffer {
  const text = original.toString('latin1');
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text)?.[1];
  const size = Number(/\/Size\s+(\d+)/.exec(text)?.[1]);
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!root || !size || Number.isNaN(prev)) throw new Error('not a classic-trailer PDF');
  const num = size;
  const objOffset = original.length + 1;
  const body = `\n${num} 0 obj\n${extraObject}\nendobj\n`;
  const xrefOffset = original.length + body.length;
  const update =
    body +
    `xref\n0 1\n0000000000 65535 f \n${num} 1\n${String(objOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${num + 1} /Root ${root} /Prev ${prev}${trailerExtra.replace('{num}', String(num))} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(update, 'latin1')]);
}

/** Opened and saved again by an online editor two days after issue. */
export async function editorResavedPdf(clean: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(clean, { updateMetadata: false });
  doc.setProducer('iLovePDF');
  doc.setModificationDate(new Date(ISSUED.getTime() + 2 * 24 * 3600_000));
  return Buffer.from(await doc.save());
}

/** JavaScript run on open (kept inside a compressed object stream, so only the parser sees it). */
export async function javascriptPdf(): Promise<Buffer> {
  const doc = await statement(1);
  const action = doc.context.register(doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.launchURL('http://example.test/')") }));
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** Page 2 carries a font no other page uses (a figure typed in with another tool). */
export async function mixedFontsPdf(): Promise<Buffer> {
  return Buffer.from(await (await statement(2, { extraFontOnLastPage: true })).save());
}

/** A full-page picture of a statement with visible text painted over it. */
export async function textOverScanPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const scan = await doc.embedPng(png(60, 85));
  const page = doc.addPage([595, 842]);
  page.drawImage(scan, { x: 0, y: 0, width: 595, height: 842 });
  page.drawRectangle({ x: 300, y: 700, width: 200, height: 14, color: rgb(1, 1, 1) });
  page.drawText('NGN 9,450,000.00', { x: 300, y: 702, size: 11, font });
  doc.setProducer('Acme Scanner Suite');
  doc.setCreationDate(ISSUED);
  doc.setModificationDate(ISSUED);
  return Buffer.from(await doc.save());
}

/** Cut off part-way, as a damaged download or a botched hand edit. */
export function truncatedPdf(clean: Buffer): Buffer {
  return clean.subarray(0, Math.floor(clean.length * 0.55));
}

/** A PDF header followed by nothing a parser can use. */
export function garbagePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(2048, 0x41), Buffer.from('\n1 0 obj << /Type /Catalog /Pages 9 0 R')]);
}

// ---- images ----

type TiffValue = { tag: number; ascii?: string; short?: number; long?: number; rationals?: number[] };

/** A little-endian TIFF block (the body of an EXIF APP1 segment) with IFD0, Exif and GPS IFDs. */
export function tiffBlock(ifd0: TiffValue[], exif: TiffValue[] = [], gps: TiffValue[] = []): Buffer {
  const ifds: TiffValue[][] = [[...ifd0]];
  if (exif.length) ifds[0].push({ tag: 0x8769, long: 0 });
  if (gps.length) ifds[0].push({ tag: 0x8825, long: 0 });
  if (exif.length) ifds.push(exif);
  if (gps.length) ifds.push(gps);
  ifds.forEach((list) => list.sort((a, b) => a.tag - b.tag));
  const offsets: number[] = [];
  let at = 8;
  for (const list of ifds) {
    offsets.push(at);
    at += 2 + 12 * list.length + 4;
  }
  if (exif.length) ifds[0].find((e) => e.tag === 0x8769)!.long = offsets[1];
  if (gps.length) ifds[0].find((e) => e.tag === 0x8825)!.long = offsets[exif.length ? 2 : 1];
  const data: Buffer[] = [];
  let dataAt = at;
  const head = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const tables = ifds.map((list, k) => {
    const t = Buffer.alloc(2 + 12 * list.length + 4);
    t.writeUInt16LE(list.length, 0);
    list.forEach((e, i) => {
      const o = 2 + 12 * i;
      t.writeUInt16LE(e.tag, o);
      let payload: Buffer;
      let type: number;
      let count: number;
      if (e.ascii !== undefined) [type, count, payload] = [2, e.ascii.length + 1, Buffer.from(`${e.ascii}\0`, 'latin1')];
      else if (e.short !== undefined) [type, count, payload] = [3, 1, Buffer.from([e.short & 0xff, e.short >> 8, 0, 0])];
      else if (e.long !== undefined) {
        payload = Buffer.alloc(4);
        payload.writeUInt32LE(e.long);
        [type, count] = [4, 1];
      } else {
        const r = e.rationals ?? [];
        payload = Buffer.alloc(4 * r.length);
        r.forEach((v, j) => payload.writeUInt32LE(v, 4 * j));
        [type, count] = [5, r.length / 2];
      }
      t.writeUInt16LE(type, o + 2);
      t.writeUInt32LE(count, o + 4);
      if (payload.length <= 4) payload.copy(t, o + 8);
      else {
        t.writeUInt32LE(dataAt, o + 8);
        data.push(payload);
        dataAt += payload.length;
      }
    });
    t.writeUInt32LE(0, 2 + 12 * list.length);
    void k;
    return t;
  });
  return Buffer.concat([head, ...tables, ...data]);
}

/** A real (decodable) JPEG with an EXIF APP1 segment right after SOI. */
export function jpegWithExif(width: number, height: number, tiff: Buffer | null, quality = 90): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = (i / 4) % 255;
    pixels[i + 1] = 128;
    pixels[i + 2] = 200;
    pixels[i + 3] = 255;
  }
  const encoded = Buffer.from(jpeg.encode({ data: pixels, width, height }, quality).data);
  if (!tiff) return encoded;
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([encoded.subarray(0, 2), app1, encoded.subarray(2)]);
}

export function editedJpeg(): Buffer {
  return jpegWithExif(640, 480, tiffBlock([{ tag: 0x0131, ascii: 'Adobe Photoshop 25.0 (Windows)' }, { tag: 0x0132, ascii: '2026:10:03 11:00:00' }]));
}

/** Straight from a phone camera, with location. */
export function cameraJpeg(): Buffer {
  return jpegWithExif(
    640,
    480,
    tiffBlock(
      [{ tag: 0x010f, ascii: 'TECNO' }, { tag: 0x0110, ascii: 'CAMON 20' }, { tag: 0x0132, ascii: '2026:10:01 09:00:00' }],
      [{ tag: 0x9003, ascii: '2026:10:01 09:00:00' }, { tag: 0xa002, long: 640 }, { tag: 0xa003, long: 480 }],
      [{ tag: 0x0001, ascii: 'N' }, { tag: 0x0002, rationals: [6, 1, 27, 1, 0, 1] }, { tag: 0x0003, ascii: 'E' }, { tag: 0x0004, rationals: [3, 1, 23, 1, 0, 1] }],
    ),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** An RGB PNG (grey gradient), no metadata. */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width * 3; x++) raw[y * (width * 3 + 1) + 1 + x] = (x + y) % 256;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A TIFF image (header and tags only) saved by Photoshop. */
export function editedTiff(): Buffer {
  return tiffBlock([
    { tag: 0x0100, long: 800 },
    { tag: 0x0101, long: 600 },
    { tag: 0x0131, ascii: 'Adobe Photoshop 24.1 (Macintosh)' },
  ]);
}

/** An extended WebP (VP8X + lossless bitstream header) with an EXIF chunk naming GIMP. */
export function editedWebp(width = 800, height = 600): Buffer {
  const riffChunk = (fourcc: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(fourcc, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF present
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const vp8l = Buffer.alloc(13);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  const exif = tiffBlock([{ tag: 0x0131, ascii: 'GIMP 2.10.36' }]);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), riffChunk('VP8X', vp8x), riffChunk('VP8L', vp8l), riffChunk('EXIF', exif)]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** A PNG header claiming 100,000 x 100,000 pixels (decoding it would need 30 GB). */
export function pixelBombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** An object stream of a few KB that inflates to 64 MB. */
export function decompressionBombPdf(): Buffer {
  const packed = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 2 0 R /Size 3 >>\nstartxref\n0\n%%EOF\n', 'latin1'),
  ]);
}

export { hostilePdf } from './hostile-pdf.mjs';
