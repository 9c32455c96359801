import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const USAGE_WINDOWS = { '24h': 24 * 3600_000, '7d': 7 * 86400_000 } as const;
export type UsageWindow = keyof typeof USAGE_WINDOWS;

export class UsageQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(USAGE_WINDOWS), default: '24h' })
  @IsOptional()
  @IsIn(Object.keys(USAGE_WINDOWS))
  window?: UsageWindow;
}

export class UsageEndpointDto {
  @ApiProperty({ example: 'POST' })
  method: string;

  @ApiProperty({ nullable: true, type: String, example: '/api/v1/fraud/analyze', description: 'Route template; null for unmatched paths.' })
  path: string | null;

  @ApiProperty({ example: 200 })
  status: number;

  @ApiProperty()
  count: number;
}

export class UsageRequestsDto {
  @ApiProperty()
  total: number;

  @ApiProperty({ nullable: true, type: Number, description: 'Median latency (ms).' })
  p50_ms: number | null;

  @ApiProperty({ nullable: true, type: Number, description: '99th percentile latency (ms).' })
  p99_ms: number | null;

  @ApiProperty({ type: [UsageEndpointDto] })
  by_endpoint: UsageEndpointDto[];
}

export class UsageWebhooksDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { succeeded: 10, failed: 1 } })
  by_status: Record<string, number>;

  @ApiProperty({ nullable: true, type: Number, description: 'succeeded / (succeeded + failed); null when none finished.' })
  success_rate: number | null;
}

export class UsageSummaryDto {
  @ApiProperty({ enum: Object.keys(USAGE_WINDOWS) })
  window: string;

  @ApiProperty({ format: 'date-time' })
  from: string;

  @ApiProperty({ format: 'date-time' })
  to: string;

  @ApiProperty()
  livemode: boolean;

  @ApiProperty({ type: UsageRequestsDto })
  requests: UsageRequestsDto;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Fraud analyses by recommended action.', example: { ALLOW: 90, REVIEW: 8, BLOCK: 2 } })
  analyses_by_action: Record<string, number>;

  @ApiProperty({ type: UsageWebhooksDto })
  webhooks: UsageWebhooksDto;

  @ApiProperty({ description: 'Fraud alerts open now.' })
  open_alerts: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Financial report cases created in the window, by state.' })
  report_cases_by_state: Record<string, number>;
}
