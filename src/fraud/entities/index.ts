import { AccountDevice } from './account-device.entity.js';
import { AccountProfile } from './account-profile.entity.js';
import { Counterparty } from './counterparty.entity.js';
import { Device } from './device.entity.js';
import { FraudAlert } from './fraud-alert.entity.js';
import { FraudAlertEvent } from './fraud-alert-event.entity.js';
import { FraudReport } from './fraud-report.entity.js';
import { FraudSettings } from './fraud-settings.entity.js';
import { FraudMemberSince } from './member-since.entity.js';
import { FraudTransaction } from './fraud-transaction.entity.js';
import { NetworkAccount } from './network-account.entity.js';
import { WatchlistEntry } from './watchlist-entry.entity.js';

export const FRAUD_ENTITIES = [FraudTransaction, AccountProfile, Counterparty, AccountDevice, Device, FraudAlert, FraudAlertEvent, FraudReport, WatchlistEntry, FraudSettings, NetworkAccount, FraudMemberSince];
