import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The tenant: a financial institution. Every business row carries its id. */
@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Plan level; sets rate limits. */
  @Column({ type: 'smallint', default: 1 })
  tier: number;

  /** The organization that operates this deployment (queue dashboard, network reviewers). */
  @Column({ name: 'is_operator', type: 'boolean', default: false })
  isOperator: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
