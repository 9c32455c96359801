import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { finalize, type Observable } from 'rxjs';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { AnalysisSlots } from './analysis-slots.service.js';
import { HashingMemoryStorage } from './hashing-memory.storage.js';
import { Sha256Hasher } from './sha256-hasher.js';
import { type HashedFile, readSingleFile, simpleBoundary } from './single-file-multipart.js';
import { UploadBufferPool } from './upload-buffer.pool.js';

export const FILE_FIELD = 'file';
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Reads `file` into memory, refusing it mid-stream at the size limit so an oversized upload is never held whole; after the guard and a slot. */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler;
  private readonly maxBytes: number;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly slots: AnalysisSlots,
    private readonly buffers: UploadBufferPool,
    private readonly hasher: Sha256Hasher,
  ) {
    this.maxBytes = config.detect.maxFileBytes;
    this.upload = multer({
      storage: new HashingMemoryStorage(),
      limits: { fileSize: this.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    }).single(FILE_FIELD) as unknown as RequestHandler;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    // a chunked body declares no length (NaN here): the readers bound it as it streams (readSingleFile keeps at most the file limit plus the head and MAX_EPILOGUE_BYTES)
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      res.setHeader('Connection', 'close'); // do not wait for a body we will not read
      throw this.tooLarge();
    }
    const done = await this.holdSlot(req, res);
    try {
      await this.read(req, res, Number.isFinite(declared) ? declared : 0);
    } catch (err) {
      done();
      throw err;
    }
    // a backstop: the service gives the file's reused buffer back as soon as it has its own copy, or its answer
    const release = () => (req as unknown as { file?: HashedFile }).file?.release?.();
    return next.handle().pipe(
      finalize(() => {
        release();
        done();
      }),
    );
  }

  /** One file part named `file` is read by the single-file reader; any other body (or one it gives back) by multer. */
  private async read(req: Request, res: Response, declared: number): Promise<void> {
    const boundary = simpleBoundary(req.headers['content-type']);
    if (boundary) {
      const outcome = await readSingleFile(req, boundary, FILE_FIELD, this.maxBytes, {
        pool: this.buffers,
        declaredLength: declared,
        hash: (whole, start, end) => this.hasher.lend(whole, start, end),
      });
      if (outcome.kind === 'file') {
        (req as unknown as { file: HashedFile }).file = outcome.file;
        return;
      }
      if (outcome.kind === 'too-large') throw this.tooLarge();
      if (outcome.kind === 'unreadable') throw this.toApiError(new Error('unreadable multipart body'));
      if (outcome.kind === 'error') throw outcome.error;
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (err?: unknown) => (err ? reject(this.toApiError(err)) : resolve()));
    });
  }

  /** The slot is freed when the response is closed and the handler done (an abandoned upload's analysis still counts); returns "done". */
  private async holdSlot(req: Request, res: Response): Promise<() => void> {
    const principal = (req as Request & { principal: Principal }).principal;
    let slot;
    try {
      slot = await this.slots.acquire(principal);
    } catch (err) {
      res.setHeader('Connection', 'close'); // do not wait for a body we will not read
      throw err;
    }
    let pending = 2;
    const done = () => {
      if (--pending === 0) slot.release();
    };
    if (res.closed) done(); // the client left while the slot was being taken
    else res.once('close', done);
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      done();
    };
  }

  private tooLarge() {
    return new ApiError('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${this.maxBytes} bytes.`, [
      { field: FILE_FIELD, issue: `larger than ${this.maxBytes} bytes` },
    ]);
  }

  /** Multer and busboy errors in the envelope; their own messages never reach the client. */
  private toApiError(err: unknown): ApiError {
    if (err instanceof ApiError) return err;
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return this.tooLarge();
      if (err.code === 'LIMIT_UNEXPECTED_FILE') {
        return ApiError.validation([{ field: err.field ?? 'file', issue: `unexpected part; send exactly one file part named "${FILE_FIELD}"` }]);
      }
      if (err.code === 'LIMIT_FIELD_COUNT' || err.code === 'LIMIT_PART_COUNT' || err.code === 'LIMIT_FILE_COUNT') {
        return ApiError.validation([{ field: err.field ?? FILE_FIELD, issue: `only one part, a file named "${FILE_FIELD}", is accepted` }]);
      }
    }
    return ApiError.validation([{ field: FILE_FIELD, issue: 'the multipart/form-data body could not be read' }], 'The upload could not be read.');
  }
}
