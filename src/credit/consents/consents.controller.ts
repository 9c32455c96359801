import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../../auth/principal.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { RequestId } from '../../common/request-id.js';
import { ConsentsService } from './consents.service.js';
import { ConsentDto, CreateConsentDto } from './dto/consent.dto.js';

/** Customer consents that credit calls refer to by consent_reference. */
@ApiTags('credit')
@Controller('api/v1/consents')
@Authenticated()
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Post()
  @ApiOperation({ summary: "Record a customer's consent to pull their credit data", operationId: 'createConsent' })
  @ApiCreatedResponse({ type: ConsentDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  create(@Principal() p: PrincipalT, @Body() dto: CreateConsentDto, @RequestId() requestId: string) {
    return this.consents.create(p, dto, requestId);
  }

  @Get(':consent_reference')
  @ApiOperation({ summary: 'One consent', operationId: 'getConsent' })
  @ApiOkResponse({ type: ConsentDto })
  @ApiErrors('NOT_FOUND')
  get(@Principal() p: PrincipalT, @Param('consent_reference') reference: string, @RequestId() requestId: string) {
    return this.consents.get(p, reference, requestId);
  }

  @Post(':consent_reference/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a consent; credit calls under it are refused from now on', operationId: 'revokeConsent' })
  @ApiOkResponse({ type: ConsentDto })
  @ApiErrors('NOT_FOUND')
  revoke(@Principal() p: PrincipalT, @Param('consent_reference') reference: string, @RequestId() requestId: string) {
    return this.consents.revoke(p, reference, requestId);
  }
}
