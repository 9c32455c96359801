import { DetectionDataDto, DetectionResultDto } from './dto/detection-result.dto.js';
import type { StoredDetection } from './forensics/document-forensics.js';
import { Finding, tamperRisk, tamperScore } from './forensics/findings.js';

/** How many other organizations hold the same bytes, and the same statement content whatever its bytes. */
export interface NetworkCounts {
  sameBytes: number;
  sameContent: number;
}

/** A document shopped around several lenders is itself a finding, so the live counts move the score; who the others are is never said. */
export function toDetectionResult(stored: StoredDetection, sha256: string, cached: boolean, others: NetworkCounts): Omit<DetectionResultDto, 'livemode'> {
  const findings: Finding[] = [...stored.findings];
  // a content match that is not already a byte match: the statement came back re-saved or re-compressed
  const resubmitted = others.sameContent > others.sameBytes;
  if (resubmitted) {
    findings.unshift({
      code: 'SAME_STATEMENT_SUBMITTED_TO_OTHER_INSTITUTIONS',
      severity: 'medium',
      description: `A statement with the same content (account, period and every transaction) has been submitted by ${others.sameContent} other institution(s), as a differently saved file; one statement used for several applications is a known fraud pattern.`,
    });
  }
  if (others.sameBytes > 0) {
    findings.unshift({
      code: 'SUBMITTED_TO_OTHER_INSTITUTIONS',
      severity: 'medium',
      description: `The same file has been submitted by ${others.sameBytes} other institution(s); one document used for several applications is a known fraud pattern.`,
    });
  }
  const networked = others.sameBytes > 0 || resubmitted;
  const score = networked ? tamperScore(findings) : stored.tamper_score;
  const data: DetectionDataDto = {
    file_type: stored.file_type,
    mime_type: stored.mime_type,
    size_bytes: stored.size_bytes,
    tamper_risk: networked ? tamperRisk(score) : stored.tamper_risk,
    tamper_score: score,
    findings,
    other_organizations_count: others.sameBytes,
    metadata: stored.metadata,
    analyzed_at: stored.analyzed_at,
    // analyses stored before the content checks carry none of these
    verification: stored.verification ?? 'unverifiable',
    statement: stored.statement ?? null,
    content_fingerprint: stored.content_fingerprint ? `sha256:${stored.content_fingerprint}` : null,
    other_organizations_same_content_count: others.sameContent,
  };
  return { success: true, cached, detection_data: data, image_hash: `sha256:${sha256}` };
}
