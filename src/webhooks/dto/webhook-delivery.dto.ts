import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { DELIVERY_STATUSES } from '../entities/webhook-delivery.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events.js';

export class DeliveryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  event_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  endpoint_id?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES)
  status?: string;

  /** The deliveries of one financial report case's events (report.ready, report.failed). */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  case_id?: string;
}

export class WebhookAttemptDto {
  @ApiProperty({ type: 'integer' }) attempt_no: number;
  @ApiProperty({ format: 'date-time' }) started_at: string;
  @ApiProperty({ nullable: true, type: 'integer' }) status_code: number | null;
  @ApiProperty({ nullable: true, type: String }) error: string | null;
  @ApiProperty() latency_ms: number;
  @ApiProperty() success: boolean;
  /** The start of the receiver's answer (1 KiB at most, as UTF-8 text); null when no answer came. */
  @ApiProperty({ nullable: true, type: String, maxLength: 1024 }) response_excerpt: string | null;
  /** The answer was longer than the excerpt; the rest was not read. */
  @ApiProperty() response_truncated: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'application/json' }) response_content_type: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) event_id: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) event_type: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  /** pending (waiting for its next attempt), queued, delivering, succeeded or failed (final). */
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: string;
  @ApiProperty({ type: 'integer' }) attempt_count: number;
  @ApiProperty({ type: 'integer' }) max_attempts: number;
  @ApiProperty({ nullable: true, type: 'integer' }) last_status_code: number | null;
  @ApiProperty({ nullable: true, type: String }) last_error: string | null;
  @ApiProperty({ nullable: true, type: Number }) last_latency_ms: number | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) next_attempt_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) delivered_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  /** false for a test-mode event's delivery. */
  @ApiProperty() livemode: boolean;
}

export class WebhookDeliveryDetailDto extends WebhookDeliveryDto {
  @ApiProperty({ type: [WebhookAttemptDto] }) attempts: WebhookAttemptDto[];
}

export class WebhookDeliveryListDto {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
  @ApiProperty({ type: [WebhookDeliveryDto] }) results: WebhookDeliveryDto[];
}
