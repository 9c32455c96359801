import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal.js';

/** The fraud network's reviewers: role A of the operator organization (organizations.is_operator). */
@Injectable()
export class NetworkRoles {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isNetworkReviewer(principal: Principal): Promise<boolean> {
    if (principal.role !== 'A') return false;
    const rows = (await this.db.query(`SELECT is_operator FROM organizations WHERE id = $1`, [principal.organizationId])) as { is_operator: boolean }[];
    return rows[0]?.is_operator === true;
  }
}
