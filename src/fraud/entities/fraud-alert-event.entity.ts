import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const ALERT_EVENT_ACTIONS = ['assigned', 'resolved'] as const;
export type AlertEventAction = (typeof ALERT_EVENT_ACTIONS)[number];
export type AlertState = Record<string, string | number | null>;

/** The audit trail of an alert: who changed what, when, from what to what. */
@Entity('fraud_alert_events')
@Index('ix_fraud_alert_events_alert', ['organizationId', 'alertId', 'createdAt'])
export class FraudAlertEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'alert_id', type: 'uuid' })
  alertId: string;

  @Column({ type: 'varchar', length: 16 })
  action: AlertEventAction;

  /** The user who acted (a user of the organization, or the user an API token acts for). */
  @Column({ name: 'actor_user_id', type: 'integer' })
  actorUserId: number;

  /** The alert's changed fields before and after: status, assignee_id, outcome. */
  @Column({ name: 'from_state', type: 'jsonb' })
  fromState: AlertState;

  @Column({ name: 'to_state', type: 'jsonb' })
  toState: AlertState;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
