import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODES } from './errors.js';

export class ErrorDetailDto {
  /** The request field concerned, dotted for nested fields. */
  @ApiProperty({ example: 'amount' })
  field: string;

  /** What is wrong with it. */
  @ApiProperty({ example: 'amount must be a positive number' })
  issue: string;
}

export class ErrorBodyDto {
  @ApiProperty({ enum: ERROR_CODES, example: 'VALIDATION_ERROR' })
  code: string;

  @ApiProperty({ example: 'The request is not valid.' })
  message: string;

  @ApiProperty({ type: [ErrorDetailDto] })
  details: ErrorDetailDto[];

  @ApiProperty({ example: 'req_01HZX3J6Q4W2' })
  request_id: string;
}

/** Every non-2xx answer of the API has this shape. */
export class ErrorResponseDto {
  @ApiProperty({ type: ErrorBodyDto })
  error: ErrorBodyDto;
}
