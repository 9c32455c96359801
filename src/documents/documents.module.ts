import { DynamicModule, Module } from '@nestjs/common';
import type { RoleParts } from '../app.roles.js';
import { AnalysisSlots } from './analysis-slots.service.js';
import { DetectionController } from './detection.controller.js';
import { DetectionService } from './detection.service.js';
import { DocumentDetectionRepository } from './document-detection.repository.js';
import { FileUploadInterceptor } from './file-upload.interceptor.js';
import { AnalysisPool } from './forensics/analysis-pool.js';

/** Document detection: an HTTP-only domain (analysis on worker threads during the request; results cached in PostgreSQL). */
@Module({})
export class DocumentsModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: DocumentsModule,
      controllers: role.http ? [DetectionController] : [],
      providers: role.http ? [DetectionService, DocumentDetectionRepository, FileUploadInterceptor, AnalysisPool, AnalysisSlots] : [],
    };
  }
}
