import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import { DocumentDetectionRepository } from './document-detection.repository.js';
import { analysisDuration, detectionsTotal } from './documents-metrics.js';
import { toDetectionResult } from './documents.mapper.js';
import type { DetectionResultDto } from './dto/detection-result.dto.js';
import { AnalysisPool } from './forensics/analysis-pool.js';
import { fileKindOf } from './forensics/file-kind.js';
import { bytesOf, type HashedFile } from './single-file-multipart.js';

@Injectable()
export class DetectionService {
  constructor(
    private readonly detections: DocumentDetectionRepository,
    private readonly analysis: AnalysisPool,
  ) {}

  /**
   * Analyses a file once per organization; the same bytes again answer the stored analysis (cached).
   * The cache is read first: only a supported type was ever stored, and the same bytes have the
   * same type, so a cached answer needs neither the type sniffed nor the file copied into one buffer.
   */
  async detect(principal: Principal, file: HashedFile): Promise<DetectionResultDto> {
    const { sha256 } = file;
    const org = principal.organizationId;
    const found = await this.detections.findCached(org, principal.livemode, sha256);
    if (found) {
      file.release?.();
      return this.counted({ ...toDetectionResult(found.detection, sha256, true, found.counts), livemode: principal.livemode });
    }

    const bytes = bytesOf(file);
    file.release?.(); // the upload's reused buffer goes back now that the analysis has its own copy
    const type = await fileKindOf(bytes);
    if (!type) {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a PDF, JPEG, PNG, WebP or TIFF (judged from its content).', [
        { field: 'file', issue: 'unsupported file type' },
      ]);
    }

    const stopTimer = analysisDuration.startTimer({ file_type: type.kind });
    const size = bytes.length;
    const stored = await this.analysis.analyze(type.kind, type.mime, bytes, org); // may take over `bytes`
    stopTimer();
    // a concurrent request with the same bytes may have stored first; both answers carry the same analysis
    const counts = await this.detections.insert({
      organizationId: org,
      livemode: principal.livemode,
      sha256,
      fileType: type.kind,
      sizeBytes: size,
      detectionData: stored,
      contentFingerprint: stored.content_fingerprint ?? null,
    });
    return this.counted({ ...toDetectionResult(stored, sha256, false, counts), livemode: principal.livemode });
  }

  private counted(result: DetectionResultDto): DetectionResultDto {
    const d = result.detection_data;
    detectionsTotal.inc({ file_type: d.file_type, cached: String(result.cached), tamper_risk: d.tamper_risk });
    return result;
  }

  /** Statements of an account this organization had checked, with their tamper risk (the customer view). */
  async checkedStatementsOf(principal: Principal, account: string): Promise<CheckedDocument[]> {
    const rows = await this.detections.statementsOfAccount(principal.organizationId, principal.livemode, account, 20);
    return rows.map((r) => ({
      document_id: r.id,
      file_type: r.detection_data.file_type,
      tamper_risk: r.detection_data.tamper_risk,
      tamper_score: r.detection_data.tamper_score,
      verification: r.detection_data.verification ?? null,
      analyzed_at: r.detection_data.analyzed_at ?? new Date(r.created_at).toISOString(),
    }));
  }
}

/** A checked document as other domains show it. */
export interface CheckedDocument {
  document_id: string;
  file_type: string;
  tamper_risk: string;
  tamper_score: number;
  verification: string | null;
  analyzed_at: string;
}
