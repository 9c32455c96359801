import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';

/** An organization's receiving URLs; every read is scoped to the organization. */
@Injectable()
export class WebhookEndpointRepository {
  constructor(@InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>) {}

  countForOrganization(organizationId: string, livemode: boolean): Promise<number> {
    return this.endpoints.count({ where: { organizationId, livemode } });
  }

  create(fields: Pick<WebhookEndpoint, 'organizationId' | 'livemode' | 'url' | 'events' | 'description' | 'secretEncrypted'>): Promise<WebhookEndpoint> {
    return this.endpoints.save(this.endpoints.create(fields));
  }

  save(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    return this.endpoints.save(endpoint);
  }

  findPageForOrganization(organizationId: string, livemode: boolean, page: number, pageSize: number): Promise<[WebhookEndpoint[], number]> {
    return this.endpoints.findAndCount({ where: { organizationId, livemode }, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
  }

  findOneForOrganization(organizationId: string, livemode: boolean, id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOne({ where: { id, organizationId, livemode } });
  }

  async deleteForOrganization(manager: EntityManager, organizationId: string, livemode: boolean, id: string): Promise<void> {
    await manager.delete(WebhookEndpoint, { id, organizationId, livemode });
  }

  /** The service turns an endpoint off (e.g. the receiver answered 410 Gone); its owner may turn it on again. */
  async disable(id: string, reason: string): Promise<void> {
    await this.endpoints.update({ id }, { enabled: false, disabledReason: reason });
  }
}
