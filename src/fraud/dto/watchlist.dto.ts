import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { SUBJECT_TYPES, WATCHLISTS } from '../entities/watchlist-entry.entity.js';

export class WatchlistCheckDto {
  @ApiProperty({ enum: SUBJECT_TYPES })
  @IsIn(SUBJECT_TYPES)
  subject_type: (typeof SUBJECT_TYPES)[number];

  @ApiProperty({ example: '08031234567' })
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  identifier: string;

  @ApiPropertyOptional({ example: 'Adebayo Ogunlesi' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  full_name?: string;
}

export class WatchlistMatchDto {
  @ApiProperty({ format: 'uuid' })
  entry_id: string;

  @ApiProperty({ enum: WATCHLISTS, description: 'organization = your own list; sanctions, pep = shared lists' })
  list: string;

  @ApiProperty({ enum: SUBJECT_TYPES })
  subject_type: string;

  @ApiProperty({ nullable: true, type: String, description: 'normalised; a BVN or NIN masked (222******78): it is stored only as a keyed hash and encrypted' })
  identifier: string | null;

  @ApiProperty({ nullable: true, type: String })
  full_name: string | null;

  @ApiProperty({ enum: ['identifier', 'name'] })
  match_type: 'identifier' | 'name';

  /** 1 for an identifier match; name similarity 0.85-1 for a name match. */
  @ApiProperty({ minimum: 0, maximum: 1 })
  score: number;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;
}

export class WatchlistResultDto {
  @ApiProperty()
  matched: boolean;

  @ApiProperty({ type: 'integer' })
  match_count: number;

  @ApiProperty({ type: [WatchlistMatchDto] })
  matches: WatchlistMatchDto[];

  @ApiProperty()
  request_id: string;
}

export class CreateWatchlistEntryDto {
  @ApiPropertyOptional({ enum: WATCHLISTS, default: 'organization', description: 'shared lists (sanctions, pep) are kept by the operator' })
  @IsOptional()
  @IsIn(WATCHLISTS)
  list?: (typeof WATCHLISTS)[number];

  @ApiProperty({ enum: SUBJECT_TYPES })
  @IsIn(SUBJECT_TYPES)
  subject_type: (typeof SUBJECT_TYPES)[number];

  @ApiPropertyOptional({ description: 'required unless full_name is given' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  identifier?: string;

  @ApiPropertyOptional({ description: 'required unless identifier is given' })
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  full_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class WatchlistEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: WATCHLISTS })
  list: string;

  @ApiProperty({ enum: SUBJECT_TYPES })
  subject_type: string;

  @ApiProperty({ nullable: true, type: String, description: 'normalised; a BVN or NIN masked (222******78): it is stored only as a keyed hash and encrypted' })
  identifier: string | null;

  @ApiProperty({ nullable: true, type: String })
  full_name: string | null;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class WatchlistEntryListDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  page_size: number;

  @ApiProperty({ type: [WatchlistEntryDto] })
  results: WatchlistEntryDto[];
}

export class WatchlistEntryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WATCHLISTS })
  @IsOptional()
  @IsIn(WATCHLISTS)
  list?: (typeof WATCHLISTS)[number];
}

export class WatchlistImportDto {
  @ApiPropertyOptional({ enum: WATCHLISTS, default: 'organization' })
  @IsOptional()
  @IsIn(WATCHLISTS)
  list?: (typeof WATCHLISTS)[number];

  /** CSV with a header line: subject_type,identifier,full_name,reason (up to 10,000 rows). */
  @ApiProperty({ example: 'subject_type,identifier,full_name,reason\naccount,0123456789,,mule\nphone,08031234567,Ada Obi,' })
  @IsString()
  @MinLength(1)
  @MaxLength(2_000_000)
  csv: string;
}

export class WatchlistImportResultDto {
  @ApiProperty()
  imported: number;

  @ApiProperty({ description: 'lines refused, with the reason', example: [{ line: 3, issue: 'identifier: must be an 11-digit BVN' }] })
  rejected: { line: number; issue: string }[];
}
