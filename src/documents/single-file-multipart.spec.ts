import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { bytesOf, MAX_EPILOGUE_BYTES, readSingleFile, simpleBoundary } from './single-file-multipart.js';
import { UploadBufferPool } from './upload-buffer.pool.js';

const B = 'b0undaryXyZ';
const shared = new UploadBufferPool();
const part = (name: string, file: Buffer, extra = '') =>
  Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n${extra}\r\n`), file]);
const closing = Buffer.from(`\r\n--${B}--\r\n`);

/** A request whose body arrives in the given pieces. */
function requestOf(pieces: Buffer[]): IncomingMessage {
  const req = new PassThrough();
  setImmediate(() => {
    for (const p of pieces) req.write(p);
    req.end();
  });
  return req as unknown as IncomingMessage;
}

async function rest(req: IncomingMessage): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of req) out.push(c as Buffer);
  return Buffer.concat(out);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the single-file multipart reader', () => {
  it('reads one file part wherever the chunks split it, delimiter included, with the SHA-256 of the file', async () => {
    // the file ends with what looks like the start of a delimiter, so a split there must not cut it short
    const file = Buffer.concat([randomBytes(300), Buffer.from(`\r\n--${B.slice(0, 5)}`), randomBytes(40)]);
    const body = Buffer.concat([part('file', file), closing]);
    for (let at = 1; at < body.length; at++) {
      for (const pieces of [
        [body.subarray(0, at), body.subarray(at)],
        [body.subarray(0, at), body.subarray(at, at + 3), body.subarray(at + 3)],
      ]) {
        const outcome = await readSingleFile(requestOf(pieces), B, 'file', 10_000, { pool: shared });
        if (outcome.kind !== 'file') throw new Error(`split at ${at}: ${outcome.kind}`);
        expect(bytesOf(outcome.file).equals(file)).toBe(true);
        expect(outcome.file.size).toBe(file.length);
        expect(outcome.file.sha256).toBe(sha(file));
      }
    }
  });

  it('hashes the whole file through a lending hash: the buffer goes away and back, a client gone meanwhile changes nothing', async () => {
    const pool = new UploadBufferPool();
    const file = randomBytes(200_000);
    const req = requestOf([part('file', file.subarray(0, 70_000)), file.subarray(70_000), closing]);
    let lent: Buffer | null = null;
    const outcome = await readSingleFile(req, B, 'file', 1_000_000, {
      pool,
      hash: async (whole, start, end) => {
        lent = whole;
        const moved = structuredClone(whole.buffer, { transfer: [whole.buffer as ArrayBuffer] }); // as to a thread
        req.emit('error', new Error('aborted')); // the client goes away while the body is being hashed
        await new Promise((r) => setImmediate(r));
        return { hex: sha(Buffer.from(moved, start, end - start)), whole: Buffer.from(moved) };
      },
    });
    if (outcome.kind !== 'file') throw new Error(outcome.kind);
    expect(lent!.length).toBe(0); // it was away
    expect(outcome.file.sha256).toBe(sha(file));
    expect(bytesOf(outcome.file).equals(file)).toBe(true);
    outcome.file.release!();
    expect(pool.pooled).toBeGreaterThan(0); // the returned buffer went back
  });

  it('a hash that fails answers its error, and the buffer goes back', async () => {
    const pool = new UploadBufferPool();
    const lost = new Error('the hashing thread ended');
    const outcome = await readSingleFile(requestOf([part('file', randomBytes(100_000)), closing]), B, 'file', 1_000_000, {
      pool,
      hash: () => Promise.reject(lost), // never sent: the buffer is still the reader's
    });
    expect(outcome).toEqual({ kind: 'error', error: lost });
    expect(pool.pooled).toBeGreaterThan(0);
  });

  it('what follows the closing delimiter is ignored', async () => {
    const file = randomBytes(100);
    const outcome = await readSingleFile(requestOf([part('file', file), closing, Buffer.from('epilogue\r\n--not the boundary')]), B, 'file', 1000, { pool: shared });
    expect(outcome.kind === 'file' && bytesOf(outcome.file).equals(file)).toBe(true);
  });

  it('a huge epilogue in many chunks is refused as too large, and the reader stops keeping what it reads', async () => {
    const req = new PassThrough();
    const pending = readSingleFile(req as unknown as IncomingMessage, B, 'file', 1000, { pool: shared });
    const file = randomBytes(100);
    req.write(Buffer.concat([part('file', file), closing]));
    const piece = Buffer.alloc(16 * 1024, 0x61);
    const readerListening = () => req.listeners('data').length > 0;
    // 100 MiB of epilogue could follow; the reader lets go of the body once past its bound (and so keeps nothing more)
    let sent = 0;
    while (readerListening() && sent < 100 * 1024 * 1024) {
      await new Promise<void>((resolve) => (req.write(piece) ? setImmediate(resolve) : req.once('drain', resolve)));
      sent += piece.length;
    }
    expect(readerListening()).toBe(false);
    expect(sent).toBeLessThanOrEqual(MAX_EPILOGUE_BYTES + 2 * piece.length);
    // the rest is drained without being kept, and the answer comes once the body has been read
    for (let i = 0; i < 64; i++) req.write(piece);
    req.end();
    expect((await pending).kind).toBe('too-large');
    expect(req.readableEnded).toBe(true);
  });

  it('a short epilogue is still ignored when it arrives in many chunks', async () => {
    const file = randomBytes(100);
    const pieces = [part('file', file), closing, ...Array.from({ length: 30 }, () => Buffer.alloc(1024, 0x61))];
    const outcome = await readSingleFile(requestOf(pieces), B, 'file', 1000, { pool: shared });
    expect(outcome.kind === 'file' && bytesOf(outcome.file).equals(file)).toBe(true);
  });

  it('an empty file is a file of 0 bytes', async () => {
    const outcome = await readSingleFile(requestOf([part('file', Buffer.alloc(0)), closing]), B, 'file', 10, { pool: shared });
    expect(outcome.kind === 'file' && outcome.file.size).toBe(0);
  });

  it('over the limit: too large; at the limit: read', async () => {
    const file = randomBytes(1000);
    expect((await readSingleFile(requestOf([part('file', file), closing]), B, 'file', 999, { pool: shared })).kind).toBe('too-large');
    expect((await readSingleFile(requestOf([part('file', file), closing]), B, 'file', 1000, { pool: shared })).kind).toBe('file');
  });

  it('a body that ends before its closing delimiter cannot be read', async () => {
    expect((await readSingleFile(requestOf([part('file', randomBytes(100))]), B, 'file', 1000, { pool: shared })).kind).toBe('unreadable');
  });

  it('any other shape is given back whole to the general parser: another name, a field, a second part, a preamble, odd headers', async () => {
    const file = randomBytes(200);
    const field = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx`);
    for (const body of [
      Buffer.concat([part('document', file), closing]),
      Buffer.concat([field, Buffer.from('\r\n'), part('file', file), closing]),
      Buffer.concat([part('file', file), Buffer.from('\r\n'), field, closing]),
      Buffer.concat([part('file', file), Buffer.from('\r\n'), part('file', file), closing]),
      Buffer.concat([Buffer.from('preamble\r\n'), part('file', file), closing]),
      Buffer.concat([part('file', file, 'Content-Disposition: form-data; name="other"; filename="b"\r\n'), closing]),
      Buffer.concat([part('file', file, 'not a header\r\n'), closing]),
      // busboy skips a file part with an empty filename (multer: no file, a 400)
      Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename=""\r\n\r\n`), file, closing]),
      // busboy counts a delimiter after the closing one as another part when it comes in the same chunk
      Buffer.concat([part('file', file), closing, part('file', file), closing]),
    ]) {
      for (const pieces of [[body], [body.subarray(0, 100), body.subarray(100)]]) {
        const req = requestOf(pieces);
        expect((await readSingleFile(req, B, 'file', 10_000, { pool: shared })).kind).toBe('replay');
        expect((await rest(req)).equals(body)).toBe(true);
      }
    }
  });

  it("keeps none of the request's own chunks (they must die young: V8 frees old ones only in full collections), and reuses its buffer once released", async () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const file = randomBytes(300_000);
    const pieces: Buffer[] = [];
    const body = Buffer.concat([part('file', file), closing]);
    for (let at = 0; at < body.length; at += 64 * 1024) pieces.push(Buffer.from(body.subarray(at, at + 64 * 1024)));
    const outcome = await readSingleFile(requestOf(pieces), B, 'file', 1_000_000, { declaredLength: body.length, pool });
    if (outcome.kind !== 'file') throw new Error(outcome.kind);
    const own = new Set(pieces.map((p) => p.buffer));
    expect(outcome.file.chunks.some((c) => own.has(c.buffer as ArrayBuffer))).toBe(false);
    expect(bytesOf(outcome.file).equals(file)).toBe(true);
    expect(outcome.file.sha256).toBe(sha(file));
    outcome.file.release!();
    expect(outcome.file.chunks).toEqual([]); // a late read finds nothing, never the next upload's bytes
    outcome.file.release!(); // twice: nothing more is given back
    const held = pool.pooled;
    expect(held).toBeGreaterThanOrEqual(body.length);
    const again = await readSingleFile(requestOf([body]), B, 'file', 1_000_000, { declaredLength: body.length, pool });
    expect(pool.pooled).toBe(0); // the released buffer was taken again
    expect(again.kind === 'file' && bytesOf(again.file).equals(file)).toBe(true);
  });

  it('a refused or given-back body gives its buffer back', async () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const file = randomBytes(5000);
    expect((await readSingleFile(requestOf([part('file', file), closing]), B, 'file', 1000, { pool })).kind).toBe('too-large');
    expect(pool.pooled).toBeGreaterThan(0);
    const taken = pool.pooled;
    const req = requestOf([part('document', file), closing]);
    expect((await readSingleFile(req, B, 'file', 10_000, { pool })).kind).toBe('replay');
    expect(pool.pooled).toBe(taken);
    expect((await rest(req)).equals(Buffer.concat([part('document', file), closing]))).toBe(true);
  });

  it('takes only the plain boundary form', () => {
    expect(simpleBoundary(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(simpleBoundary(`multipart/form-data; boundary="${B}"`)).toBeNull();
    expect(simpleBoundary('application/json')).toBeNull();
    expect(simpleBoundary(undefined)).toBeNull();
  });
});
