import { ApiHideProperty, ApiProperty, ApiPropertyOptional, type ApiQueryOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsNuban } from '../../common/validators.js';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { SignalDto } from './analyze.dto.js';
import { ALERT_EVENT_ACTIONS } from '../entities/fraud-alert-event.entity.js';
import { ALERT_OUTCOMES, ALERT_SEVERITIES, ALERT_SOURCES, ALERT_STATUSES } from '../entities/fraud-alert.entity.js';

export class AlertQueryDto extends PageQueryDto {
  @IsOptional()
  @IsNuban({ required: false })
  account_number?: string;

  @ApiPropertyOptional({ enum: ALERT_SEVERITIES })
  @IsOptional()
  @IsIn(ALERT_SEVERITIES)
  severity?: (typeof ALERT_SEVERITIES)[number];

  @ApiPropertyOptional({ enum: ALERT_STATUSES })
  @IsOptional()
  @IsIn(ALERT_STATUSES)
  status?: (typeof ALERT_STATUSES)[number];

  /** Documented by ALERT_ASSIGNEE_QUERY on the route: a union the DTO plugin would describe as an object. */
  @ApiHideProperty()
  @IsOptional()
  @Transform(({ value }) => (value === 'none' ? value : Number(value)))
  @ValidateIf((_, v) => v !== 'none')
  @IsInt()
  @Min(1)
  @Max(2147483647)
  assignee?: number | 'none';
}

/** The `assignee` filter: a user id, or none for alerts nobody is assigned to. */
export const ALERT_ASSIGNEE_QUERY: ApiQueryOptions = {
  name: 'assignee',
  required: false,
  description: "The assignee's user id, or none for alerts nobody is assigned to",
  schema: { oneOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, { type: 'string', enum: ['none'] }] },
};

export class AssignAlertDto {
  /** A user of your organization. */
  @ApiProperty({ example: 12 })
  @IsInt()
  @Min(1)
  @Max(2147483647)
  user_id: number;
}

export class ResolveAlertDto {
  @ApiProperty({ enum: ALERT_OUTCOMES })
  @IsIn(ALERT_OUTCOMES)
  outcome: (typeof ALERT_OUTCOMES)[number];

  @ApiProperty({ maxLength: 2000, example: 'Customer confirmed by phone: buying a car.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  note: string;
}

export class FraudAlertDto {
  @ApiProperty({ format: 'uuid' })
  alert_id: string;

  @ApiProperty()
  account_number: string;

  @ApiProperty({ nullable: true, type: String })
  receiver_account: string | null;

  @ApiProperty({ nullable: true, type: String })
  transaction_id: string | null;

  @ApiProperty({ enum: ALERT_SEVERITIES })
  severity: string;

  @ApiProperty()
  risk_score: number;

  @ApiProperty()
  recommended_action: string;

  @ApiProperty({ type: [String] })
  signals: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  /** false for an alert of a test-mode analysis. */
  @ApiProperty()
  livemode: boolean;

  @ApiProperty({ enum: ALERT_SOURCES, description: 'What opened the alert' })
  source: string;

  @ApiProperty({ enum: ALERT_STATUSES })
  status: string;

  @ApiProperty({ nullable: true, type: Number, description: 'User id of the assigned analyst' })
  assignee_id: number | null;

  @ApiProperty({ description: 'Seconds since the alert opened (until it was resolved, once resolved)' })
  age_seconds: number;

  @ApiProperty({ nullable: true, enum: ALERT_OUTCOMES, type: String })
  outcome: string | null;

  @ApiProperty({ nullable: true, type: String })
  resolution_note: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  resolved_at: string | null;
}

export class AlertHistoryEntryDto {
  @ApiProperty({ enum: ALERT_EVENT_ACTIONS })
  action: string;

  @ApiProperty({ description: 'User id of who acted' })
  actor_user_id: number;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { status: 'open', assignee_id: null } })
  from: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { status: 'in_review', assignee_id: 12 } })
  to: Record<string, unknown>;

  @ApiProperty({ nullable: true, type: String })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** The analysed transfer an analysis alert is about, as the engine saw it. */
export class AlertTransactionDto {
  @ApiProperty() transaction_id: string;
  @ApiProperty() sender_account: string;
  @ApiProperty({ description: 'The payee' }) receiver_account: string;
  @ApiProperty() amount: number;
  @ApiProperty() currency: string;
  @ApiProperty() channel: string;
  @ApiProperty({ nullable: true, type: String }) ip_address: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'ISO 3166 country of ip_address' }) ip_country: string | null;
  @ApiProperty({ nullable: true, type: String }) device_id: string | null;
  @ApiProperty() risk_score: number;
  @ApiProperty() risk_level: string;
  @ApiProperty() recommended_action: string;
  @ApiProperty({ type: [SignalDto], description: 'The signals behind risk_score, with their contributions' }) signals: SignalDto[];
  @ApiProperty({ nullable: true, type: String, description: "An analyst's label from the alert's resolution" }) label: string | null;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
}

export class FraudAlertDetailDto extends FraudAlertDto {
  @ApiProperty({ type: [AlertHistoryEntryDto] })
  history: AlertHistoryEntryDto[];

  @ApiProperty({ type: AlertTransactionDto, nullable: true, description: 'The analysed transfer (alerts opened by an analysis); null for other sources' })
  transaction: AlertTransactionDto | null;
}

export class FraudAlertListDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  page_size: number;

  @ApiProperty({ type: [FraudAlertDto] })
  results: FraudAlertDto[];
}
