import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/errors.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';

export const FILE_FIELD = 'file';
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads the one multipart part `file` into memory, refusing it while it streams: busboy stops
 * at DETECT_MAX_FILE_BYTES and the rest is discarded unread, so an oversized upload is never
 * held whole. A declared Content-Length over the limit is refused before any byte is read.
 * Runs after the guard, so nothing is read for an unauthenticated caller.
 */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler;
  private readonly maxBytes: number;

  constructor(@InjectConfig() config: AppConfig) {
    this.maxBytes = config.detect.maxFileBytes;
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: this.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    }).single(FILE_FIELD) as unknown as RequestHandler;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      res.setHeader('Connection', 'close'); // do not wait for a body we will not read
      throw this.tooLarge();
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (err?: unknown) => (err ? reject(this.toApiError(err)) : resolve()));
    });
    return next.handle();
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
