import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsNuban } from '../../common/validators.js';

export const VELOCITY_EVENTS = ['transfer', 'login', 'card_txn', 'bvn_lookup'] as const;
export type VelocityEvent = (typeof VELOCITY_EVENTS)[number];
/** Events are kept 24 hours, so a window is at most 1,440 minutes. */
export const MAX_WINDOW_MINUTES = 1440;

export class VelocityCheckDto {
  @IsNuban()
  account_number: string;

  @ApiProperty({ enum: VELOCITY_EVENTS })
  @IsIn(VELOCITY_EVENTS)
  event_type: VelocityEvent;

  @ApiPropertyOptional({ type: 'integer', default: 60, minimum: 1, maximum: MAX_WINDOW_MINUTES })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_WINDOW_MINUTES)
  window_minutes?: number;

  /** Events allowed in the window before flagging. */
  @ApiPropertyOptional({ type: 'integer', default: 5, minimum: 0, maximum: 100000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  threshold?: number;
}

export class VelocityResultDto {
  @ApiProperty({ description: 'event_count > threshold' })
  exceeded: boolean;

  @ApiProperty({ type: 'integer', description: 'events in the window, this one included' })
  event_count: number;

  @ApiProperty({ type: 'integer' })
  threshold: number;

  @ApiProperty({ type: 'integer' })
  window_minutes: number;

  @ApiProperty()
  request_id: string;
}
