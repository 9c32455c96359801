import { DynamicModule, Module } from '@nestjs/common';
import type { RoleParts } from '../app.roles.js';
import { AnalysisSlots } from './analysis-slots.service.js';
import { DetectionController } from './detection.controller.js';
import { DetectionService } from './detection.service.js';
import { DocumentDetectionRepository } from './document-detection.repository.js';
import { FileUploadInterceptor } from './file-upload.interceptor.js';
import { AnalysisPool } from './forensics/analysis-pool.js';
import { Sha256Hasher } from './sha256-hasher.js';
import { UploadBufferPool } from './upload-buffer.pool.js';

/** Document detection: an HTTP-only domain (analysis on worker threads during the request; results cached in PostgreSQL). */
@Module({})
export class DocumentsModule {
  // One instance per role: the customer view imports it too, and Nest tells dynamic modules apart by object.
  private static readonly byRole = new Map<string, DynamicModule>();

  static register(role: RoleParts): DynamicModule {
    const key = `${role.http}:${role.jobs}`;
    if (!DocumentsModule.byRole.has(key)) DocumentsModule.byRole.set(key, DocumentsModule.build(role));
    return DocumentsModule.byRole.get(key)!;
  }

  private static build(role: RoleParts): DynamicModule {
    return {
      module: DocumentsModule,
      controllers: role.http ? [DetectionController] : [],
      providers: role.http
        ? [
            DetectionService,
            DocumentDetectionRepository,
            FileUploadInterceptor,
            AnalysisPool,
            AnalysisSlots,
            Sha256Hasher,
            { provide: UploadBufferPool, useFactory: () => new UploadBufferPool() },
          ]
        : [],
      exports: role.http ? [DetectionService] : [],
    };
  }
}
