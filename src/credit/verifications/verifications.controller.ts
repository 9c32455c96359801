import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../../auth/principal.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { uuidParam } from '../../common/uuid-param.js';
import { RequestId } from '../../common/request-id.js';
import { CreateVerificationDto, VerificationAcceptedDto, VerificationDto } from './dto/verification.dto.js';
import { VerificationsService } from './verifications.service.js';

/** BVN/NIN identity verification (the contract's verification.completed event). */
@ApiTags('credit')
@Controller('api/v1/verifications')
@Authenticated()
export class VerificationsController {
  constructor(private readonly verifications: VerificationsService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Verify a BVN or NIN against names and date of birth; the outcome follows by webhook or polling', operationId: 'createVerification' })
  @ApiAcceptedResponse({ type: VerificationAcceptedDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID')
  create(@Principal() p: PrincipalT, @Body() dto: CreateVerificationDto, @RequestId() requestId: string) {
    return this.verifications.create(p, dto, requestId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One verification and its outcome per field', operationId: 'getVerification' })
  @ApiOkResponse({ type: VerificationDto })
  @ApiErrors('NOT_FOUND')
  get(@Principal() p: PrincipalT, @Param('id', uuidParam('Verification')) id: string, @RequestId() requestId: string) {
    return this.verifications.get(p, id, requestId);
  }
}
