import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { modifyReturning, named } from '../database/sql.js';
import { Organization } from './entities/organization.entity.js';

export type NewOrganization = Pick<Organization, 'name' | 'networkApproved'> & Partial<Pick<Organization, 'isOperator'>>;
export type OrganizationChange = Parameters<Repository<Organization>['update']>[1];

/**
 * SQL: the organization `column` (an id: a row's writer, or the reader) is approved for the network (organizations.network_approved:
 * the operator's organizations, and self-signed-up ones once the operator approves them, until it revokes that). What one
 * organization shares with the others (its network rows, its documents' fingerprints) counts for them only then: one actor's
 * sign-ups, or a member the operator has removed, move no member's answer.
 */
export const networkApprovedSql = (column: string): string => `EXISTS (SELECT 1 FROM organizations w WHERE w.id = ${column} AND w.network_approved)`;

/** The tenants. Other domains read organizations through this repository (exported by AccountsModule). */
@Injectable()
export class OrganizationRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
  ) {}

  create(manager: EntityManager, fields: NewOrganization): Promise<Organization> {
    return manager.save(manager.create(Organization, fields));
  }

  /** True when no organization exists yet (first start of an empty database). */
  async isEmpty(manager: EntityManager = this.db.manager): Promise<boolean> {
    return (await manager.count(Organization)) === 0;
  }

  findAll(): Promise<Organization[]> {
    return this.organizations.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findById(id: string): Promise<Organization | null> {
    return this.organizations.findOneBy({ id });
  }

  /** False when there is no such organization. */
  async update(id: string, change: OrganizationChange): Promise<boolean> {
    return !!(await this.organizations.update({ id }, change)).affected;
  }

  /** Whether its reports count for the fraud network (null: no such organization); share-locked so a concurrent approval waits for the caller's transaction. */
  async lockNetworkApproval(manager: EntityManager, id: string): Promise<boolean | null> {
    const org = await manager.createQueryBuilder(Organization, 'o').select(['o.id', 'o.networkApproved']).where('o.id = :id', { id }).setLock('pessimistic_read').getOne();
    return org ? org.networkApproved : null;
  }

  /**
   * Approves the organization for the fraud network, or revokes its approval (`approved` false); its id, name and whether it
   * operates the deployment, or undefined when there is no such organization. Row-locked until the caller's transaction ends:
   * a report filed meanwhile (lockNetworkApproval) waits and reads the new approval.
   */
  async setNetworkApproval(manager: EntityManager, id: string, approved: boolean): Promise<Pick<Organization, 'id' | 'name' | 'isOperator'> | undefined> {
    const q = named(`UPDATE organizations SET network_approved = :approved WHERE id = :id RETURNING id, name, is_operator AS "isOperator"`, { id, approved });
    return (await modifyReturning<Pick<Organization, 'id' | 'name' | 'isOperator'>>(manager, q.text, q.values))[0];
  }

  /** Whether the organization operates this deployment (queue dashboard, network reviewers). */
  async isOperator(id: string): Promise<boolean> {
    return (await this.organizations.findOne({ select: { isOperator: true }, where: { id } }))?.isOperator === true;
  }
}
