import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import { hotPathPool } from '../database/hot-path.js';
import { analysisDuration, detectionsTotal } from './documents-metrics.js';
import { toDetectionResult } from './documents.mapper.js';
import type { DetectionResultDto } from './dto/detection-result.dto.js';
import { AnalysisPool } from './forensics/analysis-pool.js';
import type { StoredDetection } from './forensics/document-forensics.js';
import { fileKindOf } from './forensics/file-kind.js';

// Both statements answer the cross-organization counts in the same round trip; the unique index
// (organization_id, sha256) makes the first a point lookup, (sha256, organization_id) the byte
// count and (content_fingerprint, organization_id) the count of the same statement in other bytes.
const FIND_CACHED = {
  name: 'documents_find_cached_v2',
  text: `SELECT d.detection_data,
           (SELECT count(*) FROM document_detections o WHERE o.sha256 = $2 AND o.organization_id <> $1)::int AS others,
           (SELECT count(DISTINCT o.organization_id) FROM document_detections o
             WHERE o.content_fingerprint = d.content_fingerprint AND o.organization_id <> $1)::int AS same_content
         FROM document_detections d WHERE d.organization_id = $1 AND d.sha256 = $2`,
};
const INSERT = {
  name: 'documents_insert_v2',
  text: `WITH ins AS (
           INSERT INTO document_detections (organization_id, sha256, file_type, size_bytes, detection_data, content_fingerprint)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (organization_id, sha256) DO NOTHING RETURNING 1)
         SELECT (SELECT count(*) FROM document_detections o WHERE o.sha256 = $2 AND o.organization_id <> $1)::int AS others,
           (SELECT count(DISTINCT o.organization_id) FROM document_detections o
             WHERE o.content_fingerprint = $6 AND o.organization_id <> $1)::int AS same_content`,
};

@Injectable()
export class DetectionService {
  private readonly pool: pg.Pool;

  constructor(
    @InjectDataSource() db: DataSource,
    private readonly analysis: AnalysisPool,
  ) {
    this.pool = hotPathPool(db);
  }

  /** Analyses a file once per organization; the same bytes again answer the stored analysis (cached). `sha256`: of `bytes`, hashed while they were uploaded. */
  async detect(principal: Principal, bytes: Buffer, sha256: string): Promise<DetectionResultDto> {
    const type = await fileKindOf(bytes);
    if (!type) {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a PDF, JPEG, PNG, WebP or TIFF (judged from its content).', [
        { field: 'file', issue: 'unsupported file type' },
      ]);
    }
    const org = principal.organizationId;

    const found = await this.pool.query<{ detection_data: StoredDetection; others: number; same_content: number }>({ ...FIND_CACHED, values: [org, sha256] });
    if (found.rows.length) {
      const row = found.rows[0];
      return this.counted(toDetectionResult(row.detection_data, sha256, true, { sameBytes: row.others, sameContent: row.same_content }));
    }

    const stopTimer = analysisDuration.startTimer({ file_type: type.kind });
    const size = bytes.length;
    const stored = await this.analysis.analyze(type.kind, type.mime, bytes, org); // may take over `bytes`
    stopTimer();
    // a concurrent request with the same bytes may have stored first; both answers carry the same analysis
    const saved = await this.pool.query<{ others: number; same_content: number }>({
      ...INSERT,
      values: [org, sha256, type.kind, size, stored, stored.content_fingerprint ?? null],
    });
    const counts = { sameBytes: saved.rows[0].others, sameContent: saved.rows[0].same_content };
    return this.counted(toDetectionResult(stored, sha256, false, counts));
  }

  private counted(result: DetectionResultDto): DetectionResultDto {
    const d = result.detection_data;
    detectionsTotal.inc({ file_type: d.file_type, cached: String(result.cached), tamper_risk: d.tamper_risk });
    return result;
  }
}
