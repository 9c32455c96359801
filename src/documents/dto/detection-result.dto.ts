import { ApiProperty } from '@nestjs/swagger';
import { SEVERITIES, TAMPER_RISKS } from '../forensics/findings.js';
import { FILE_KINDS } from '../forensics/file-kind.js';

export class DetectionFindingDto {
  @ApiProperty({ example: 'PDF_INCREMENTAL_UPDATE' })
  code: string;

  @ApiProperty({ example: 'The file was saved 2 times: 1 update(s) were appended after the original document.' })
  description: string;

  @ApiProperty({ enum: SEVERITIES })
  severity: string;
}

/** What the analysis found; `metadata` differs by file type (PDF: producer, dates, revisions…; image: camera, software, dimensions…). */
export class DetectionDataDto {
  @ApiProperty({ enum: FILE_KINDS, description: 'Type read from the bytes, not from the file name or declared type' })
  file_type: string;

  @ApiProperty({ example: 'application/pdf' })
  mime_type: string;

  @ApiProperty({ example: 48213 })
  size_bytes: number;

  @ApiProperty({ enum: TAMPER_RISKS })
  tamper_risk: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: '0 = no sign of tampering, 100 = strong evidence' })
  tamper_score: number;

  @ApiProperty({ type: [DetectionFindingDto] })
  findings: DetectionFindingDto[];

  /** How many other organizations have submitted the same bytes (who is never shown). */
  @ApiProperty({ minimum: 0 })
  other_organizations_count: number;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { page_count: 2, producer: 'iText 7', revisions: 1 } })
  metadata: Record<string, unknown>;

  @ApiProperty({ format: 'date-time', description: 'When these bytes were first analysed for your organization' })
  analyzed_at: string;
}

export class DetectionResultDto {
  @ApiProperty({ example: true })
  success: boolean;

  /** True when your organization submitted the same bytes before: the earlier analysis is returned. */
  @ApiProperty()
  cached: boolean;

  @ApiProperty({ type: DetectionDataDto })
  detection_data: DetectionDataDto;

  @ApiProperty({ example: 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', pattern: '^sha256:[0-9a-f]{64}$' })
  image_hash: string;
}
