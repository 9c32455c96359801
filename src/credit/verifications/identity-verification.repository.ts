import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IdentityVerification } from './entities/identity-verification.entity.js';

export type NewVerification = Pick<IdentityVerification, 'id' | 'organizationId' | 'livemode' | 'idType' | 'idHash' | 'subjectEncrypted' | 'consentId'>;

/** Identity verification rows; their status changes go through the job lifecycle (verification.lifecycle.ts). */
@Injectable()
export class IdentityVerificationRepository {
  constructor(@InjectRepository(IdentityVerification) private readonly verifications: Repository<IdentityVerification>) {}

  async insertPending(verification: NewVerification): Promise<void> {
    await this.verifications.insert({ ...verification, status: 'pending' });
  }

  findOwned(id: string, organizationId: string, livemode: boolean): Promise<IdentityVerification | null> {
    return this.verifications.findOne({ where: { id, organizationId, livemode } });
  }
}
