import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiError } from '../common/errors.js';
import { DetectionService } from './detection.service.js';
import { DetectionResultDto } from './dto/detection-result.dto.js';
import { FILE_FIELD, FileUploadInterceptor } from './file-upload.interceptor.js';
import type { HashedFile } from './single-file-multipart.js';

/** Document forensics: was a statement, payslip or ID image edited or forged? */
@ApiTags('detect')
@Controller('api/v1/detect')
@Authenticated()
export class DetectionController {
  constructor(private readonly detection: DetectionService) {}

  @Post('file')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiOperation({
    summary: 'Analyse a PDF or image for signs of editing or forgery (same bytes again: cached result)',
    description:
      'An organization may have 4 uploads in progress at once (DETECT_MAX_CONCURRENT_PER_ORGANIZATION); more answer 429 RATE_LIMITED with Retry-After. ' +
      'A file whose analysis exceeds its time or memory limit answers 200 with a finding saying so (ANALYSIS_INCOMPLETE, ANALYSIS_TIMEOUT or ANALYSIS_RESOURCE_LIMIT).',
    operationId: 'detectFile',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [FILE_FIELD],
      properties: { [FILE_FIELD]: { type: 'string', format: 'binary', description: 'PDF, JPEG, PNG, WebP or TIFF; 10 MB by default (DETECT_MAX_FILE_BYTES)' } },
    },
  })
  @ApiOkResponse({ type: DetectionResultDto })
  @ApiErrors('VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'SERVICE_UNAVAILABLE')
  detect(@Principal() p: PrincipalT, @UploadedFile() file: HashedFile | undefined) {
    if (!file) throw ApiError.validation([{ field: FILE_FIELD, issue: `required: send the document as a multipart/form-data part named "${FILE_FIELD}"` }]);
    if (file.size === 0) throw ApiError.validation([{ field: FILE_FIELD, issue: 'the file is empty' }]);
    return this.detection.detect(p, file);
  }
}
