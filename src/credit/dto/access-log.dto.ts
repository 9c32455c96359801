import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { IsBvn, IsNin } from '../../common/validators.js';

export class AccessLogQueryDto extends PageQueryDto {
  /** Only accesses to this BVN. */
  @IsOptional()
  @IsBvn({ required: false })
  bvn?: string;

  /** Only accesses to this NIN. */
  @IsOptional()
  @IsNin({ required: false })
  nin?: string;

  @ApiPropertyOptional({ example: 'credit.score' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  action?: string;
}

export class AccessLogEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Who: user:<id> or token:<uuid>; worker:<what> for a read a background job made (its request_id names the job attempt). */
  @ApiProperty({ example: 'token:6c1f…' })
  actor: string;

  @ApiProperty({ example: 'credit.score' })
  action: string;

  /** The BVN or NIN, masked. */
  @ApiProperty({ example: '222******78' })
  subject: string;

  @ApiProperty({ nullable: true, type: String })
  consent_reference: string | null;

  /** The inquiry, report or verification id the access produced. */
  @ApiProperty({ nullable: true, type: String })
  resource_id: string | null;

  @ApiProperty({ enum: ['allowed', 'refused'] })
  outcome: 'allowed' | 'refused';

  /** Why a refused attempt was refused (e.g. consent revoked). */
  @ApiProperty({ nullable: true, type: String })
  reason: string | null;

  @ApiProperty()
  request_id: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class AccessLogListDto {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
  @ApiProperty({ type: [AccessLogEntryDto] }) results: AccessLogEntryDto[];
}
