import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { HashedFile } from './single-file-multipart.js';

/**
 * multer's memory storage, hashing each chunk as it arrives (the SHA-256 of a 10 MB file costs the
 * event loop many 64 KB slices during the upload instead of one 5 ms block after it) and keeping
 * the chunks as they came: the whole file is copied into one buffer only when it is analysed.
 * Used for the bodies the single-file reader gives back (single-file-multipart.ts).
 */
export class HashingMemoryStorage implements StorageEngine {
  _handleFile(_req: Request, file: Express.Multer.File, cb: (error?: unknown, info?: Partial<HashedFile>) => void): void {
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      chunks.push(chunk);
      size += chunk.length;
    });
    file.stream.on('error', (err) => cb(err));
    file.stream.on('end', () => cb(null, { chunks, size, sha256: hash.digest('hex') }));
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void): void {
    delete (file as Partial<HashedFile>).chunks;
    cb(null);
  }
}
