import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';

export class RequestLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'An HTTP status (404) or a class (2xx, 4xx, 5xx).', example: '4xx' })
  @IsOptional()
  @Matches(/^([1-5]\d\d|[1-5]xx)$/, { message: 'status must be an HTTP status such as 404 or a class such as 4xx' })
  status?: string;

  @ApiPropertyOptional({ description: 'Part of the path.', example: '/api/v1/fraud' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  path?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  request_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  idempotency_key?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the requests made with this API key (its id), refused calls included.' })
  @IsOptional()
  @IsUUID()
  token_id?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'From this time (inclusive).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Before this time.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}

export class RequestLogPrincipalDto {
  @ApiProperty({ enum: ['user', 'api_token'] })
  kind: string;

  @ApiProperty({ type: 'integer' })
  user_id: number;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  token_id: string | null;
}

export class RequestLogEntryDto {
  @ApiProperty()
  request_id: string;

  @ApiProperty({ example: 'POST' })
  method: string;

  @ApiProperty({ example: '/api/v1/fraud/analyze' })
  path: string;

  @ApiProperty({ nullable: true, type: String, example: '/api/v1/fraud/alerts/:id' })
  path_template: string | null;

  @ApiProperty({ example: 200 })
  status: number;

  @ApiProperty({ example: 12 })
  latency_ms: number;

  @ApiProperty({ nullable: true, type: String, example: 'VALIDATION_ERROR' })
  error_code: string | null;

  @ApiProperty({ nullable: true, type: String })
  idempotency_key: string | null;

  @ApiProperty({ type: RequestLogPrincipalDto })
  principal: RequestLogPrincipalDto;

  @ApiProperty()
  livemode: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class RequestLogDetailDto extends RequestLogEntryDto {
  @ApiProperty({ nullable: true, type: String, description: 'The JSON request body, redacted (BVN, NIN, secrets, tokens, passwords) and cut to 4 KB.' })
  request_body: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'The JSON response body, redacted and cut to 4 KB.' })
  response_body: string | null;
}

export class RequestLogListDto {
  @ApiProperty()
  count: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  page_size: number;

  @ApiProperty({ type: [RequestLogEntryDto] })
  results: RequestLogEntryDto[];
}
