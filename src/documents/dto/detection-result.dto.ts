import { ApiProperty } from '@nestjs/swagger';
import { SEVERITIES, TAMPER_RISKS } from '../forensics/findings.js';
import { FILE_KINDS } from '../forensics/file-kind.js';
import { VERIFICATIONS } from '../forensics/statement/statement-summary.js';

export class DetectionFindingDto {
  @ApiProperty({ example: 'PDF_INCREMENTAL_UPDATE' })
  code: string;

  @ApiProperty({ example: 'The file was saved 2 times: 1 update(s) were appended after the original document.' })
  description: string;

  @ApiProperty({ enum: SEVERITIES })
  severity: string;
}

const CHECK_OUTCOMES = ['pass', 'fail', 'not_checked'];

/** Each content check of a statement: passed, failed (a finding says where), or not possible on this document. */
export class StatementChecksDto {
  @ApiProperty({ enum: CHECK_OUTCOMES, description: "Each line's balance = previous balance + credit − debit" })
  running_balance: string;

  @ApiProperty({ enum: CHECK_OUTCOMES, description: 'Opening balance + credits − debits = closing balance = last line' })
  opening_to_closing: string;

  @ApiProperty({ enum: CHECK_OUTCOMES, description: 'Every transaction within the stated period, dates in order' })
  dates_in_period: string;

  @ApiProperty({ enum: CHECK_OUTCOMES, description: 'Salary credits on business days (not weekends or Nigerian public holidays)' })
  salary_on_business_days: string;

  @ApiProperty({ enum: CHECK_OUTCOMES, description: "NUBAN check digit of the account number for the bank on the letterhead" })
  account_number: string;

  @ApiProperty({ enum: CHECK_OUTCOMES, description: 'Amounts in the font their column otherwise uses' })
  amount_fonts: string;
}

/** What was read from a bank statement's text. */
export class StatementSummaryDto {
  @ApiProperty({ type: String, nullable: true, example: 'Zenith Bank' })
  bank: string | null;

  @ApiProperty({ type: String, nullable: true, example: '057', description: 'CBN institution code (3 digits for banks, 6 for MFBs)' })
  bank_code: string | null;

  @ApiProperty({ type: String, nullable: true, example: '1012345678' })
  account_number: string | null;

  @ApiProperty({ type: String, nullable: true })
  account_name: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  period_start: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  period_end: string | null;

  @ApiProperty({ type: Number, nullable: true })
  opening_balance: number | null;

  @ApiProperty({ type: Number, nullable: true })
  closing_balance: number | null;

  @ApiProperty({ minimum: 0 })
  transaction_count: number;

  @ApiProperty()
  total_credits: number;

  @ApiProperty()
  total_debits: number;

  @ApiProperty({ minimum: 0 })
  pages_read: number;

  @ApiProperty({ type: StatementChecksDto })
  checks: StatementChecksDto;
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

  /** How many other organizations of the network have submitted the same bytes (who is never shown). */
  @ApiProperty({
    minimum: 0,
    description:
      'How many other organizations approved for the fraud network have submitted the same bytes (who is never shown); 0 for an organization not yet approved (a self-signed-up one, until the operator approves it)',
  })
  other_organizations_count: number;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { page_count: 2, producer: 'iText 7', revisions: 1 } })
  metadata: Record<string, unknown>;

  @ApiProperty({ format: 'date-time', description: 'When these bytes were first analysed for your organization' })
  analyzed_at: string;

  @ApiProperty({
    enum: VERIFICATIONS,
    description:
      "How far the content was verified: consistent (a statement's text was read and its checks passed), inconsistent (content checks failed), " +
      'not_a_statement (text read, no transaction table: structure and metadata only), unverifiable (an image, a scan without text, or a file that could not be read)',
  })
  verification: string;

  @ApiProperty({ type: StatementSummaryDto, nullable: true, description: 'What was read from a bank statement; null when the document is not one' })
  statement: StatementSummaryDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^sha256:[0-9a-f]{64}$',
    description: "Hash of the statement's normalised content (account, period, balances, every line): the same statement re-saved or re-compressed has the same value",
  })
  content_fingerprint: string | null;

  /** Other organizations of the network that submitted a file with the same statement content, whatever its bytes (who is never shown). */
  @ApiProperty({
    minimum: 0,
    description:
      'How many other organizations approved for the fraud network submitted a file with the same statement content, whatever its bytes (who is never shown); 0 for an organization not yet approved',
  })
  other_organizations_same_content_count: number;
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

  /** false for a test-mode analysis (kept out of live network counts). */
  @ApiProperty()
  livemode: boolean;
}
