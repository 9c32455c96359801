import type { IncomingMessage } from 'node:http';
import { sha256Hex } from './buffers.js';
import { type LendingHash, PooledBytes, type UploadBufferPool } from './upload-buffer.pool.js';

/** An uploaded file held in memory, with the SHA-256 of its bytes. */
export interface HashedFile {
  size: number;
  sha256: string;
  /** The file's bytes in arrival order: views valid until `release` (a reused buffer's) or the request's own chunks. */
  chunks: Buffer[];
  /** Gives the file's reused buffer back once its bytes are no longer needed (bytesOf copies them); the chunks are then empty. */
  release?: () => void;
}

/** The file's bytes in one buffer of its own (a copy, made only when the whole file is needed). */
export const bytesOf = (file: HashedFile): Buffer => Buffer.concat(file.chunks, file.size);

/** Why the fast reader gave the request back, or how it ended. */
export type FastReadOutcome =
  | { kind: 'file'; file: HashedFile }
  /** Not the one shape it reads: the bytes read so far were put back into the request for the general parser. */
  | { kind: 'replay' }
  | { kind: 'too-large' }
  | { kind: 'unreadable' }
  /** The body was read but could not be hashed (the hashing thread stopped): not the client's fault. */
  | { kind: 'error'; error: Error };

// The shape busboy would read as "one file part named `file`, nothing else": everything else goes to it.
const BOUNDARY = /^multipart\/form-data;[ \t]*boundary=([0-9A-Za-z'()+_,.\-/:=?]{1,70})[ \t]*$/i;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
const DISPOSITION = /^form-data[ \t]*;[ \t]*(.*)$/i;
const PARAM = /^[ \t]*([A-Za-z*]+)="([^"\\%\r\n\u0080-\uffff]*)"[ \t]*(?:;|$)/;
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_HEADER_LINES = 20;
/** What may follow the closing delimiter (busboy ignores it); more is refused as too large, as an oversized file. */
export const MAX_EPILOGUE_BYTES = 64 * 1024;
const CRLF2 = Buffer.from('\r\n\r\n');

/** The boundary when `contentType` is the plain form the fast reader takes, else null. */
export function simpleBoundary(contentType: string | undefined): string | null {
  const m = contentType ? BOUNDARY.exec(contentType) : null;
  return m ? m[1] : null;
}

/** True when the part headers are exactly one form-data disposition naming `field` with a filename (busboy: a file part for that field). */
function isFilePartFor(head: string, field: string): boolean {
  const lines = head.split('\r\n');
  if (lines.length > MAX_HEADER_LINES) return false;
  let disposition: string | undefined;
  for (const line of lines) {
    const m = HEADER_LINE.exec(line);
    if (!m) return false;
    if (m[1].toLowerCase() === 'content-disposition') {
      if (disposition !== undefined) return false;
      disposition = m[2];
    }
  }
  const d = disposition === undefined ? null : DISPOSITION.exec(disposition);
  if (!d) return false;
  const params = new Map<string, string>();
  let rest = d[1];
  while (rest.length) {
    const p = PARAM.exec(rest);
    if (!p) return false;
    const key = p[1].toLowerCase();
    if (params.has(key)) return false;
    params.set(key, p[2]);
    rest = rest.slice(p[0].length);
  }
  // busboy (multer) skips a file part whose filename is empty, so such a body has no file: a 400 there too
  return params.size === 2 && params.get('name') === field && !!params.get('filename');
}

/**
 * Reads a multipart body that is one file part named `field` (what clients send) with
 * `Buffer.indexOf` instead of busboy's byte-by-byte search, copying the body into a reused buffer
 * (upload-buffer.pool.ts: the request's own chunks die young) and hashing the file once it is whole
 * with `hash` (Sha256Hasher: the buffer lent to a thread of its own, off the event loop).
 * Anything else it gives back untouched (`replay`: every byte read is put back into `req`, chunk by
 * chunk as it came) so the general parser answers it as before.
 */
export function readSingleFile(
  req: IncomingMessage,
  boundary: string,
  field: string,
  maxBytes: number,
  {
    pool,
    declaredLength = 0,
    hash = (whole, start, end) => Promise.resolve({ hex: sha256Hex(whole.subarray(start, end)), whole }),
  }: { pool: UploadBufferPool; declaredLength?: number; hash?: LendingHash },
): Promise<FastReadOutcome> {
  const opening = Buffer.from(`--${boundary}\r\n`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  return new Promise((resolve) => {
    // every byte read, for the file (a contiguous part of it) and a replay (with where each chunk ended)
    const raw = new PooledBytes(pool, declaredLength);
    const rawEnds: number[] = [];
    let fileStart = 0;
    let size = 0;
    let state: 'head' | 'body' | 'after' | 'epilogue' | 'hashing' | 'failed' = 'head';
    let head: Buffer = Buffer.alloc(0);
    let tail: Buffer = Buffer.alloc(0); // body bytes that may begin the delimiter
    let after = ''; // the bytes after the delimiter: "--" ends the body
    let epilogue: Buffer = Buffer.alloc(0); // its last bytes, which may begin a delimiter
    let epilogueBytes = 0;
    // every byte kept (raw) is bounded: the head by MAX_HEAD_BYTES (else replayed), the file by maxBytes, the epilogue here
    const maxKept = maxBytes + MAX_HEAD_BYTES + MAX_EPILOGUE_BYTES + 2 * delimiter.length + 4;
    let kept = 0;
    let settled = false;

    const finish = (outcome: FastReadOutcome) => {
      if (settled) return;
      settled = true;
      // the file's release keeps this scope alive until the answer: it must hold no request chunk (a view of one keeps it whole)
      head = tail = epilogue = Buffer.alloc(0);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onClose);
      resolve(outcome);
    };
    /** As multer does on an error: throw the rest of the body away and answer once it has been read. */
    const fail = (outcome: FastReadOutcome) => {
      state = 'failed';
      raw.release();
      rawEnds.length = 0;
      if (req.readableEnded || req.destroyed) return finish(outcome);
      req.off('data', onData);
      const done = () => finish(outcome);
      req.once('end', done);
      req.once('error', done);
      req.once('close', done);
      req.resume();
    };
    const replay = () => {
      req.pause();
      finish({ kind: 'replay' });
      // as they came: busboy's outcome can depend on where chunks end
      for (let i = rawEnds.length - 1; i >= 0; i--) req.unshift(raw.copy(i ? rawEnds[i - 1] : 0, rawEnds[i]));
      raw.release();
    };
    const take = (data: Buffer) => {
      if (!data.length) return true;
      size += data.length;
      if (size > maxBytes) {
        fail({ kind: 'too-large' });
        return false;
      }
      return true;
    };
    /** Bytes after the delimiter; returns false once the request is settled. */
    const afterDelimiter = (data: Buffer): boolean => {
      const need = 2 - after.length;
      after += data.subarray(0, need).toString('latin1');
      if (after.length < 2) return true;
      if (after !== '--') {
        replay(); // another part follows (or a stray boundary): busboy's limits and errors decide
        return false;
      }
      state = 'epilogue';
      return inEpilogue(data.subarray(need));
    };
    /**
     * What follows the closing delimiter is ignored, except that busboy counts a delimiter there as
     * another part when it comes in the same chunk (a 400): such bodies are given to busboy whole.
     */
    const inEpilogue = (data: Buffer): boolean => {
      epilogueBytes += data.length;
      if (epilogueBytes > MAX_EPILOGUE_BYTES) {
        fail({ kind: 'too-large' }); // what was kept is dropped and the rest read without keeping it
        return false;
      }
      const joined = epilogue.length ? Buffer.concat([epilogue, data]) : data;
      if (joined.indexOf(delimiter) !== -1) {
        replay();
        return false;
      }
      epilogue = Buffer.from(joined.subarray(Math.max(0, joined.length - keep)));
      return true;
    };
    const body = (c: Buffer): boolean => {
      if (tail.length) {
        const joined = Buffer.concat([tail, c.subarray(0, keep)]);
        const at = joined.indexOf(delimiter);
        if (at !== -1) {
          if (!take(joined.subarray(0, at))) return false;
          state = 'after';
          return afterDelimiter(c.subarray(at + delimiter.length - tail.length));
        }
        if (c.length < keep) {
          const safe = joined.length - keep;
          if (safe > 0 && !take(joined.subarray(0, safe))) return false;
          tail = safe > 0 ? joined.subarray(safe) : joined;
          return true;
        }
        if (!take(tail)) return false;
        tail = Buffer.alloc(0);
      }
      const at = c.indexOf(delimiter);
      if (at !== -1) {
        if (!take(c.subarray(0, at))) return false;
        state = 'after';
        return afterDelimiter(c.subarray(at + delimiter.length));
      }
      const safe = Math.max(0, c.length - keep);
      if (!take(c.subarray(0, safe))) return false;
      tail = c.subarray(safe);
      return true;
    };
    const onData = (c: Buffer) => {
      if (state === 'failed') return;
      kept += c.length;
      if (kept > maxKept && state !== 'head') return fail({ kind: 'too-large' }); // a backstop: the checks below bound it first
      raw.append(c);
      rawEnds.push(raw.length);
      if (state === 'epilogue') {
        inEpilogue(c);
        return;
      }
      if (state === 'after') {
        afterDelimiter(c);
        return;
      }
      if (state === 'body') {
        body(c);
        return;
      }
      head = head.length ? Buffer.concat([head, c]) : c;
      if (head.length < opening.length) return;
      if (!head.subarray(0, opening.length).equals(opening)) return replay();
      const end = head.indexOf(CRLF2, opening.length);
      if (end === -1) {
        if (head.length > MAX_HEAD_BYTES) replay();
        return;
      }
      if (end > MAX_HEAD_BYTES || !isFilePartFor(head.toString('latin1', opening.length, end), field)) return replay();
      state = 'body';
      fileStart = end + CRLF2.length; // the head is the body's first bytes, so its offsets are the body's
      const rest = head.subarray(end + CRLF2.length);
      head = Buffer.alloc(0);
      body(rest); // an empty file: the delimiter comes at once
    };
    const onEnd = () => {
      if (state === 'epilogue') {
        state = 'hashing'; // the body is whole: a client gone now changes nothing, and nothing touches the bytes until hashed
        raw.sha256(fileStart, fileStart + size, hash).then(
          (sha256) => {
            const file: HashedFile = { size, sha256, chunks: [raw.view(fileStart, fileStart + size)] };
            file.release = () => {
              file.chunks = []; // a late read finds nothing, never another upload's bytes
              raw.release();
            };
            finish({ kind: 'file', file });
          },
          (error: Error) => {
            raw.release();
            finish({ kind: 'error', error });
          },
        );
        return;
      }
      if (state !== 'failed') fail({ kind: 'unreadable' }); // busboy: "Unexpected end of form"
    };
    const onGone = () => {
      if (state !== 'failed' && state !== 'hashing') fail({ kind: 'unreadable' });
    };
    const onClose = () => {
      if (!req.readableEnded) onGone();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onClose);
  });
}
