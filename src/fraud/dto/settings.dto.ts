import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';

export class ThresholdsDto {
  @ApiProperty({ example: 30 }) @IsInt() @Min(1) @Max(100) medium: number;
  @ApiProperty({ example: 60 }) @IsInt() @Min(1) @Max(100) high: number;
  @ApiProperty({ example: 80 }) @IsInt() @Min(1) @Max(100) critical: number;
}

export class RuleSetDto {
  /** Points per signal code (0-100); codes left out keep their default weight. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, example: { NEW_DEVICE: 25 } })
  @IsObject()
  weights: Record<string, number>;

  @ApiProperty({ type: ThresholdsDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ThresholdsDto)
  thresholds: ThresholdsDto;
}

export class UpdateFraudSettingsDto extends RuleSetDto {
  /** A rule set scored and logged beside the live one, never acted on; null removes it. */
  @ApiPropertyOptional({ type: RuleSetDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => RuleSetDto)
  shadow?: RuleSetDto | null;

  /** File a fraud network report on the receiving account when an analyst confirms fraud; omitted keeps the current choice. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  report_confirmed_fraud?: boolean;
}

export class FraudSettingsDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } })
  weights: Record<string, number>;

  @ApiProperty({ type: ThresholdsDto })
  thresholds: ThresholdsDto;

  @ApiProperty({ type: RuleSetDto, nullable: true })
  shadow: RuleSetDto | null;

  @ApiProperty()
  report_confirmed_fraud: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  updated_at: string | null;
}
