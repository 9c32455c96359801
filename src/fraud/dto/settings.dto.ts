import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';

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

  /**
   * This organization's own bank code (its NIP institution code, 3-6 digits). Used for its customers' side of the
   * cross-institution network when a transfer's metadata has no `sender_bank_code`. Omitted keeps it; null removes it.
   */
  @ApiPropertyOptional({ type: String, nullable: true, example: '058' })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Matches(/^\d{3,6}$/, { message: 'bank_code must be a 3 to 6 digit bank code' })
  bank_code?: string | null;
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

  /** This organization's own bank code, used when a transfer gives no `sender_bank_code`; null when not set. */
  @ApiProperty({ type: String, nullable: true, example: '058' })
  bank_code: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  updated_at: string | null;
}
