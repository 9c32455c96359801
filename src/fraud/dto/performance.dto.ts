import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PerformanceQueryDto {
  /** Whole weeks back, the current one included. */
  @ApiPropertyOptional({ minimum: 1, maximum: 52, default: 8 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(52)
  weeks?: number;
}

export class AlertVolumeDto {
  @ApiProperty() low: number;
  @ApiProperty() medium: number;
  @ApiProperty() high: number;
  @ApiProperty() critical: number;
}

export class PerformanceWeekDto {
  @ApiProperty({ format: 'date', description: 'Monday (UTC) of the week' })
  week_start: string;

  @ApiProperty({ description: 'Transfers sent to review, step-up or declined' })
  held_back: number;

  @ApiProperty()
  declined: number;

  @ApiProperty({ description: 'Held-back transfers analysts confirmed as fraud' })
  confirmed_fraud: number;

  @ApiProperty()
  legitimate: number;

  @ApiProperty()
  inconclusive: number;

  @ApiProperty({ nullable: true, type: Number, description: 'confirmed_fraud / (confirmed_fraud + legitimate); null until some are labelled' })
  precision: number | null;

  @ApiProperty({ type: AlertVolumeDto, description: 'Alerts opened that week, by severity' })
  alerts: AlertVolumeDto;
}

export class RuleSetOutcomeDto {
  @ApiProperty({ description: 'Labelled transfers this rule set would hold back' })
  held_back: number;

  @ApiProperty()
  confirmed_fraud: number;

  @ApiProperty()
  legitimate: number;

  @ApiProperty({ nullable: true, type: Number })
  precision: number | null;
}

export class ShadowComparisonDto {
  @ApiProperty({ description: 'Labelled transfers the shadow rules also scored' })
  labelled: number;

  @ApiProperty({ type: RuleSetOutcomeDto })
  live: RuleSetOutcomeDto;

  @ApiProperty({ type: RuleSetOutcomeDto })
  shadow: RuleSetOutcomeDto;
}

export class EnginePerformanceDto {
  @ApiProperty({ format: 'date-time' })
  from: string;

  @ApiProperty({ format: 'date-time' })
  to: string;

  @ApiProperty({ type: [PerformanceWeekDto] })
  weeks: PerformanceWeekDto[];

  @ApiProperty({ type: ShadowComparisonDto, nullable: true, description: 'Live and shadow decisions on the same labelled traffic; null without shadow-scored labels' })
  shadow: ShadowComparisonDto | null;
}
