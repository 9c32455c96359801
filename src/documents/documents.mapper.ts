import { DetectionDataDto, DetectionResultDto } from './dto/detection-result.dto.js';
import type { StoredDetection } from './forensics/document-forensics.js';
import { Finding, tamperRisk, tamperScore } from './forensics/findings.js';

/**
 * The response for stored analysis plus the live count of other organizations holding the same
 * bytes; a document shopped around several lenders is itself a finding, so it moves the score.
 */
export function toDetectionResult(stored: StoredDetection, sha256: string, cached: boolean, otherOrganizations: number): DetectionResultDto {
  const findings: Finding[] = [...stored.findings];
  if (otherOrganizations > 0) {
    findings.unshift({
      code: 'SUBMITTED_TO_OTHER_INSTITUTIONS',
      severity: 'medium',
      description: `The same file has been submitted by ${otherOrganizations} other institution(s); one document used for several applications is a known fraud pattern.`,
    });
  }
  const score = otherOrganizations > 0 ? tamperScore(findings) : stored.tamper_score;
  const data: DetectionDataDto = {
    file_type: stored.file_type,
    mime_type: stored.mime_type,
    size_bytes: stored.size_bytes,
    tamper_risk: otherOrganizations > 0 ? tamperRisk(score) : stored.tamper_risk,
    tamper_score: score,
    findings,
    other_organizations_count: otherOrganizations,
    metadata: stored.metadata,
    analyzed_at: stored.analyzed_at,
  };
  return { success: true, cached, detection_data: data, image_hash: `sha256:${sha256}` };
}
