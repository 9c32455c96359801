import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { pageOf, PageQueryDto } from '../common/pagination.dto.js';
import { uuidParam } from '../common/uuid-param.js';
import { DeliveryQueryDto, WebhookDeliveryDetailDto, WebhookDeliveryListDto } from './dto/webhook-delivery.dto.js';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  RotateSecretDto,
  SendTestDto,
  SentEventDto,
  UpdateWebhookEndpointDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookSecretDto,
} from './dto/webhook-endpoint.dto.js';
import { WebhooksService } from './webhooks.service.js';

/** Webhook settings (the dashboard's Settings, Controls), for organization administrators. */
@ApiTags('webhooks')
@Controller('api/v1/webhooks')
@Authenticated({ roles: ['A'] })
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('endpoints')
  @ApiOperation({ summary: 'Register a webhook endpoint; the signing secret is in the response', operationId: 'createWebhookEndpoint' })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONFLICT')
  create(@Principal() p: PrincipalT, @Body() dto: CreateWebhookEndpointDto) {
    return this.webhooks.create(p, dto);
  }

  @Get('endpoints')
  @ApiOperation({ summary: 'List webhook endpoints (newest first)', operationId: 'listWebhookEndpoints' })
  @ApiOkResponse({ type: WebhookEndpointListDto })
  @ApiErrors('VALIDATION_ERROR')
  list(@Principal() p: PrincipalT, @Query() q: PageQueryDto) {
    const { page, pageSize } = pageOf(q);
    return this.webhooks.list(p, page, pageSize);
  }

  @Get('endpoints/:id')
  @ApiOperation({ summary: 'One webhook endpoint', operationId: 'getWebhookEndpoint' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors('NOT_FOUND')
  get(@Principal() p: PrincipalT, @Param('id', uuidParam('Webhook endpoint')) id: string) {
    return this.webhooks.get(p, id);
  }

  @Patch('endpoints/:id')
  @ApiOperation({ summary: 'Change URL, events, description or enabled', operationId: 'updateWebhookEndpoint' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_JSON')
  update(@Principal() p: PrincipalT, @Param('id', uuidParam('Webhook endpoint')) id: string, @Body() dto: UpdateWebhookEndpointDto) {
    return this.webhooks.update(p, id, dto);
  }

  @Delete('endpoints/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a webhook endpoint (its pending deliveries end)', operationId: 'deleteWebhookEndpoint' })
  @ApiNoContentResponse()
  @ApiErrors('NOT_FOUND')
  async remove(@Principal() p: PrincipalT, @Param('id', uuidParam('Webhook endpoint')) id: string): Promise<void> {
    await this.webhooks.remove(p, id);
  }

  @Get('endpoints/:id/secret')
  @ApiOperation({ summary: "The endpoint's signing secret (and the previous one during a rotation)", operationId: 'getWebhookSecret' })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiErrors('NOT_FOUND')
  secret(@Principal() p: PrincipalT, @Param('id', uuidParam('Webhook endpoint')) id: string) {
    return this.webhooks.secret(p, id);
  }

  @Post('endpoints/:id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rotate the signing secret; the old one keeps signing for a grace period', operationId: 'rotateWebhookSecret' })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_JSON')
  rotate(@Principal() p: PrincipalT, @Param('id', uuidParam('Webhook endpoint')) id: string, @Body() dto: RotateSecretDto) {
    return this.webhooks.rotateSecret(p, id, dto.grace_seconds);
  }

  @Post('test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a webhook.test event (the dashboard\'s "Send test")', operationId: 'sendWebhookTest' })
  @ApiAcceptedResponse({ type: SentEventDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_JSON')
  test(@Principal() p: PrincipalT, @Body() dto: SendTestDto) {
    return this.webhooks.sendTest(p, dto.endpoint_id);
  }

  @Get('deliveries')
  @ApiOperation({ summary: 'Delivery log: per event and endpoint, attempts, status codes, latency, next attempt', operationId: 'listWebhookDeliveries' })
  @ApiOkResponse({ type: WebhookDeliveryListDto })
  @ApiErrors('VALIDATION_ERROR')
  deliveries(@Principal() p: PrincipalT, @Query() q: DeliveryQueryDto) {
    const { page, pageSize } = pageOf(q);
    return this.webhooks.listDeliveries(p, q, page, pageSize);
  }

  @Get('deliveries/:id')
  @ApiOperation({ summary: 'One delivery with every attempt', operationId: 'getWebhookDelivery' })
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  @ApiErrors('NOT_FOUND')
  delivery(@Principal() p: PrincipalT, @Param('id', uuidParam('Delivery')) id: string) {
    return this.webhooks.getDelivery(p, id);
  }

  @Post('deliveries/:id/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Deliver a finished delivery once more', operationId: 'redeliverWebhook' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDetailDto })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  redeliver(@Principal() p: PrincipalT, @Param('id', uuidParam('Delivery')) id: string) {
    return this.webhooks.redeliver(p, id);
  }
}
