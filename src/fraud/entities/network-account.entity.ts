import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One account across institutions (NUBAN + bank code or ''), one row per organization writing about it: decaying aggregates only.
 * A reader reads its own rows exactly and every other organization's flows as banded payment by payment when written
 * (network-account.ts): no customer is named, and another organization's amounts read back only as bands (its counts,
 * and when its customers paid, are shared aggregates). The primary key is (account_number, livemode, bank_code,
 * organization_id) in that order: a number given without its bank reads every code's rows in one probe.
 */
@Entity('fraud_network_accounts')
@Index('ix_fraud_network_accounts_first_seen', ['firstSeenAt'])
export class NetworkAccount {
  @PrimaryColumn({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  /** Test traffic builds its own network, so it never feeds the live one. */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'bank_code', type: 'varchar', length: 6, default: '' })
  bankCode: string;

  /** the organization whose customers' transfers wrote this row (the nil UUID: rows of every organization from before rows were kept apart) */
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** first time any organization saw the account send or receive */
  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  /** the time the decayed counters below were last brought to */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** payments to it (any outcome), decayed over a day */
  @Column({ name: 'payments_1d', type: 'double precision', default: 0 })
  payments1d: number;

  /** payers paying it for the first time (any outcome), decayed over a day and a week */
  @Column({ name: 'new_payers_1d', type: 'double precision', default: 0 })
  newPayers1d: number;

  @Column({ name: 'new_payers_7d', type: 'double precision', default: 0 })
  newPayers7d: number;

  /** money in (every payment not declined: a held one may be let through) and out (any outcome: what it tried to send on), NGN, decayed over hours: does what comes in leave at once? */
  @Column({ name: 'inflow_6h', type: 'double precision', default: 0 })
  inflow6h: number;

  @Column({ name: 'outflow_6h', type: 'double precision', default: 0 })
  outflow6h: number;

  /** the same flows with every payment banded when written (a factor of two): all another organization reads of them */
  @Column({ name: 'inflow_banded_6h', type: 'double precision', default: 0 })
  inflowBanded6h: number;

  @Column({ name: 'outflow_banded_6h', type: 'double precision', default: 0 })
  outflowBanded6h: number;

  /** payments received (any outcome: the receiver's traffic) and approved payments sent, all time */
  @Column({ name: 'inbound_count', type: 'integer', default: 0 })
  inboundCount: number;

  @Column({ name: 'outbound_count', type: 'integer', default: 0 })
  outboundCount: number;

  /** amounts sent to it (running mean and M2 of ln(amount)): a fee is paid in equal amounts */
  @Column({ name: 'in_log_mean', type: 'double precision', default: 0 })
  inLogMean: number;

  @Column({ name: 'in_log_m2', type: 'double precision', default: 0 })
  inLogM2: number;

  /**
   * its outgoing transfers this organization's engine held as a mule's forwarding (not approved, MULE_FORWARDING at half
   * strength or more), 1 each, decayed over 6 hours
   */
  @Column({ name: 'forwards_held_6h', type: 'double precision', default: 0 })
  forwardsHeld6h: number;

  /** payments to it this organization's engine held as payments into a mule or a scam (MULE_RECEIVER or SCAM_PAYEE at half strength or more, without the network's holds), the same way */
  @Column({ name: 'payments_held_6h', type: 'double precision', default: 0 })
  paymentsHeld6h: number;

  /**
   * payments to it that were a payer's first to it and well above the payer's habit (signals.ts unusualPayment), not declined,
   * 1 each, decayed over 6 hours: what a victim told to pay looks like; read only for an account young or new to its crowd
   */
  @Column({ name: 'payments_unusual_6h', type: 'double precision', default: 0 })
  paymentsUnusual6h: number;

  /** how many organizations' customers have paid it (at most 8 kept), never which */
  @Column({ name: 'payer_orgs', type: 'uuid', array: true, default: () => "'{}'" })
  payerOrgs: string[];
}
