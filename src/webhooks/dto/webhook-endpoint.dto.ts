import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events.js';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, allow_underscores: true };

export class CreateWebhookEndpointDto {
  /** Where events are POSTed; https in production. */
  @ApiProperty({ format: 'uri', example: 'https://hooks.acme.test/risk' })
  @IsUrl(URL_OPTIONS)
  @MaxLength(2048)
  url: string;

  /** Event types to receive; omitted = all. */
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events?: string[];

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ format: 'uri' })
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  @MaxLength(2048)
  url?: string;

  /** Event types to receive; null = all. */
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true, nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events?: string[] | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

export class RotateSecretDto {
  /** How long the old secret keeps signing (X-Signature-Previous); default 24 hours. */
  @ApiPropertyOptional({ minimum: 0, maximum: 2592000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(30 * 86400)
  grace_seconds?: number;
}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uri' })
  url: string;

  /** Subscribed event types. */
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  events: string[];

  /** Subscribed to every event type, including types added later. */
  @ApiProperty()
  all_events: boolean;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  description: string;

  /** Set when the service disabled the endpoint (e.g. 410 Gone). */
  @ApiProperty({ nullable: true, type: String })
  disabled_reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  /** false for a test-mode endpoint (it receives test-mode events only). */
  @ApiProperty()
  livemode: boolean;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  /** The signing secret; also readable later by role A at /secret. */
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  secret: string;
}

export class WebhookSecretDto {
  @ApiProperty()
  secret: string;

  /** During a rotation's grace period, the previous secret still signs (X-Signature-Previous). */
  @ApiProperty({ nullable: true, type: String })
  previous_secret: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  previous_secret_expires_at: string | null;
}

export class WebhookEndpointListDto {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
  @ApiProperty({ type: [WebhookEndpointDto] }) results: WebhookEndpointDto[];
}

export class SendTestDto {
  /** One endpoint; omitted = every enabled endpoint subscribed to webhook.test. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  endpoint_id?: string;
}

export class SentEventDto {
  @ApiProperty({ format: 'uuid' })
  event_id: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES })
  event: string;

  /** Deliveries scheduled (one per matching endpoint). */
  @ApiProperty({ type: 'integer' })
  deliveries: number;
}
