import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { decryptField, encryptField } from '../common/field-encryption.js';
import type { CreatedWebhookEndpointDto, CreateWebhookEndpointDto, SentEventDto, UpdateWebhookEndpointDto, WebhookEndpointDto, WebhookSecretDto } from './dto/webhook-endpoint.dto.js';
import type { DeliveryQueryDto, WebhookDeliveryDetailDto, WebhookDeliveryListDto } from './dto/webhook-delivery.dto.js';
import type { DeliveryStatus } from './entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { assertAllowedUrl, BlockedTargetError } from './safe-target.js';
import { newWebhookSecret } from './signing.js';
import { type DeliveryFilter, WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import { WebhookEmitter } from './webhook-emitter.service.js';
import type { WebhookEventType } from './webhook-events.js';
import { sampleEventFields } from './webhook-samples.js';
import { toAttemptDto, toDeliveryDto, toEndpointDto } from './webhooks.mapper.js';

const MAX_ENDPOINTS_PER_ORGANIZATION = 20;

/** Webhook settings of an organization (role A), the delivery log and manual redelivery. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly emitter: WebhookEmitter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async create(principal: Principal, dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    this.assertUrl(dto.url, principal.livemode);
    if ((await this.endpoints.countForOrganization(principal.organizationId, principal.livemode)) >= MAX_ENDPOINTS_PER_ORGANIZATION) {
      throw ApiError.conflict(`An organization may have at most ${MAX_ENDPOINTS_PER_ORGANIZATION} webhook endpoints.`);
    }
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.create({
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      url: dto.url,
      events: dto.events?.length ? dto.events : null,
      description: dto.description ?? '',
      secretEncrypted: encryptField(this.config.encryptionKey, secret),
    });
    return { ...toEndpointDto(endpoint), secret };
  }

  async list(principal: Principal, page: number, pageSize: number) {
    const [rows, count] = await this.endpoints.findPageForOrganization(principal.organizationId, principal.livemode, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toEndpointDto) };
  }

  async get(principal: Principal, id: string): Promise<WebhookEndpointDto> {
    return toEndpointDto(await this.find(principal, id));
  }

  async update(principal: Principal, id: string, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.find(principal, id);
    if (dto.url !== undefined) {
      this.assertUrl(dto.url, principal.livemode);
      endpoint.url = dto.url;
    }
    if (dto.events !== undefined) endpoint.events = dto.events?.length ? dto.events : null;
    if (dto.description !== undefined) endpoint.description = dto.description;
    if (dto.enabled !== undefined) {
      endpoint.enabled = dto.enabled;
      if (dto.enabled) endpoint.disabledReason = null;
    }
    return toEndpointDto(await this.endpoints.save(endpoint));
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const endpoint = await this.find(principal, id);
    await this.db.transaction(async (m) => {
      await this.deliveries.failOpenForEndpoint(m, endpoint.id);
      await this.endpoints.deleteForOrganization(m, principal.organizationId, principal.livemode, endpoint.id);
    });
  }

  async secret(principal: Principal, id: string): Promise<WebhookSecretDto> {
    const e = await this.find(principal, id);
    const previousValid = !!e.previousSecretEncrypted && !!e.previousSecretExpiresAt && e.previousSecretExpiresAt > new Date();
    return {
      secret: decryptField(this.config.encryptionKey, e.secretEncrypted),
      previous_secret: previousValid ? decryptField(this.config.encryptionKey, e.previousSecretEncrypted!) : null,
      previous_secret_expires_at: previousValid ? e.previousSecretExpiresAt!.toISOString() : null,
    };
  }

  /** A new secret signs from now on; the old one also signs (X-Signature-Previous) during the grace period. */
  async rotateSecret(principal: Principal, id: string, graceSeconds?: number): Promise<WebhookSecretDto> {
    const e = await this.find(principal, id);
    const grace = graceSeconds ?? this.config.webhooks.secretGraceSeconds;
    e.previousSecretEncrypted = grace > 0 ? e.secretEncrypted : null;
    e.previousSecretExpiresAt = grace > 0 ? new Date(Date.now() + grace * 1000) : null;
    e.secretEncrypted = encryptField(this.config.encryptionKey, newWebhookSecret());
    await this.endpoints.save(e);
    return this.secret(principal, id);
  }

  async sendTest(principal: Principal, endpointId?: string): Promise<SentEventDto> {
    if (endpointId) await this.find(principal, endpointId);
    const sent = await this.db.transaction((m) =>
      this.emitter.emit(
        m,
        principal,
        'webhook.test',
        { message: 'Test event sent from the webhook settings.', organization_id: principal.organizationId },
        { endpointId },
      ),
    );
    return { event_id: sent.eventId, event: 'webhook.test', deliveries: sent.deliveries };
  }

  /** A sample of `type` to the organization's test-mode endpoints, through the outbox like a real event (cli webhooks:trigger). */
  async triggerSample(organizationId: string, type: WebhookEventType, endpointId?: string): Promise<SentEventDto> {
    const scope = { organizationId, livemode: false };
    if (endpointId && !(await this.endpoints.findOneForOrganization(organizationId, false, endpointId))) throw ApiError.notFound('Test-mode webhook endpoint');
    const sent = await this.db.transaction((m) => this.emitter.emit(m, scope, type, sampleEventFields(type, organizationId), { endpointId }));
    return { event_id: sent.eventId, event: type, deliveries: sent.deliveries };
  }

  async listDeliveries(principal: Principal, q: DeliveryQueryDto, page: number, pageSize: number): Promise<WebhookDeliveryListDto> {
    const filter: DeliveryFilter = {};
    if (q.event_id) filter.eventId = q.event_id;
    if (q.endpoint_id) filter.endpointId = q.endpoint_id;
    if (q.status) filter.status = q.status as DeliveryStatus;
    if (q.case_id) filter.caseId = q.case_id.toLowerCase();
    const [rows, count] = await this.deliveries.findPageForOrganization(principal.organizationId, principal.livemode, filter, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toDeliveryDto) };
  }

  async getDelivery(principal: Principal, id: string): Promise<WebhookDeliveryDetailDto> {
    const delivery = await this.deliveries.findOneForOrganization(principal.organizationId, principal.livemode, id);
    if (!delivery) throw ApiError.notFound('Delivery');
    const attempts = await this.deliveries.findAttempts(delivery);
    return { ...toDeliveryDto(delivery), attempts: attempts.map(toAttemptDto) };
  }

  /** One more attempt of a finished delivery (succeeded or failed), as soon as the relay runs. */
  async redeliver(principal: Principal, id: string): Promise<WebhookDeliveryDetailDto> {
    const delivery = await this.deliveries.findOneForOrganization(principal.organizationId, principal.livemode, id);
    if (!delivery) throw ApiError.notFound('Delivery');
    if (!(await this.deliveries.reopenFinished(principal.organizationId, principal.livemode, delivery))) throw ApiError.conflict('This delivery is still in progress; it can be redelivered once it has succeeded or failed.');
    await this.deliveries.notifyDue();
    return this.getDelivery(principal, id);
  }

  private async find(principal: Principal, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findOneForOrganization(principal.organizationId, principal.livemode, id);
    if (!endpoint) throw ApiError.notFound('Webhook endpoint');
    return endpoint;
  }

  /** Test-mode endpoints may target loopback and private addresses (a developer's local receiver); live ones keep the SSRF rules. */
  private assertUrl(url: string, livemode: boolean) {
    try {
      assertAllowedUrl(url, !livemode || this.config.webhooks.allowPrivateTargets);
    } catch (err) {
      if (err instanceof BlockedTargetError) {
        throw ApiError.validation(
          [{ field: 'url', issue: err.message }],
          'Live webhook endpoints must be public URLs. To send events to a local or private receiver, register the endpoint in test mode (with an sk_test_ key or a test-mode session); see docs/test-mode.md.',
        );
      }
      throw ApiError.validation([{ field: 'url', issue: 'not a valid URL' }]);
    }
  }
}
