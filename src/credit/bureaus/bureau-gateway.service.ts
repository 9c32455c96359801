import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { ApiError } from '../../common/errors.js';
import { BUREAU_CODES, BureauChoice, BureauCode } from '../credit.constants.js';
import { bureauCalls, bureauLatency } from '../credit-metrics.js';
import { BureauClient, BureauFile, InquiryRecord, monthKey } from './bureau.types.js';
import { HttpBureauClient } from './http-bureau.client.js';
import { mergeFiles } from './merge.js';
import { SandboxBureau } from './sandbox-bureau.js';

const NEVER = new AbortController().signal;
const LOCAL_CACHE_SIZE = 512;

export interface FetchedFile {
  file: BureauFile;
  /** The bureaus that answered. */
  answered: BureauCode[];
  /** The bureaus asked that did not answer (down, slow or broken): the file is partial when any. */
  unavailable: BureauCode[];
}

/** Retry-After for a refused partial answer: bureau outages are usually minutes. */
const PARTIAL_RETRY_AFTER_SECONDS = 30;

/** Asks one bureau or both in parallel under a timeout; with `all`, one bureau down answers partial (or 503 by policy), none is 502. */
@Injectable()
export class BureauGateway {
  private readonly logger = new Logger(BureauGateway.name);
  private readonly clients: Record<BureauCode, BureauClient>;
  /** Test mode always asks the sandbox bureaus, whatever is configured. */
  private readonly sandboxClients: Record<BureauCode, BureauClient> = { crc: new SandboxBureau('crc'), first_central: new SandboxBureau('first_central') };
  private readonly localFiles = new Map<string, FetchedFile>();

  constructor(@InjectConfig() private readonly config: AppConfig) {
    const { bureaus } = config.credit;
    this.clients = {
      crc: bureaus.crc.url ? new HttpBureauClient('crc', bureaus.crc.url, bureaus.crc.apiKey) : new SandboxBureau('crc'),
      first_central: bureaus.first_central.url
        ? new HttpBureauClient('first_central', bureaus.first_central.url, bureaus.first_central.apiKey)
        : new SandboxBureau('first_central'),
    };
  }

  codesOf(choice: BureauChoice): BureauCode[] {
    return choice === 'all' ? [...BUREAU_CODES] : [choice];
  }

  private clientsFor(livemode: boolean): Record<BureauCode, BureauClient> {
    return livemode ? this.clients : this.sandboxClients;
  }

  async fetch(bvn: string, choice: BureauChoice, livemode: boolean): Promise<FetchedFile> {
    const codes = this.codesOf(choice);
    const clients = this.clientsFor(livemode);
    // Sandbox-only answers are pure functions of the BVN and the month: keep the last few merged.
    const local = codes.every((c) => !clients[c].remote);
    const key = local ? `${choice}|${bvn}|${monthKey(0)}` : '';
    const cached = local ? this.localFiles.get(key) : undefined;
    if (cached) {
      // least recently used goes first: a hit moves to the end
      this.localFiles.delete(key);
      this.localFiles.set(key, cached);
      return cached;
    }
    const fetched = await this.fetchFrom(clients, codes, bvn);
    if (fetched.unavailable.length && this.config.credit.partialPolicy === 'refuse') throw this.refusePartial(fetched.unavailable);
    if (local) {
      if (this.localFiles.size >= LOCAL_CACHE_SIZE) this.localFiles.delete(this.localFiles.keys().next().value as string);
      this.localFiles.set(key, fetched);
    }
    return fetched;
  }

  private async fetchFrom(clients: Record<BureauCode, BureauClient>, codes: BureauCode[], bvn: string): Promise<FetchedFile> {
    const results = await Promise.allSettled(codes.map((code) => this.fetchOne(clients[code], code, bvn)));
    const files: BureauFile[] = [];
    const answered: BureauCode[] = [];
    const unavailable: BureauCode[] = [];
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') {
        files.push(r.value);
        answered.push(codes[i]);
      } else {
        unavailable.push(codes[i]);
      }
    });
    if (!files.length) throw new ApiError('BUREAU_UNAVAILABLE', 'No credit bureau answered; retry later.', unavailable.map((c) => ({ field: 'bureau', issue: `${c} unavailable` })));
    return { file: mergeFiles(files), answered, unavailable };
  }

  private refusePartial(unavailable: BureauCode[]): ApiError {
    return new ApiError(
      'SERVICE_UNAVAILABLE',
      'Not every credit bureau answered, and this service is set to refuse partial answers; retry later.',
      unavailable.map((c) => ({ field: 'bureau', issue: `${c} unavailable` })),
      { 'Retry-After': String(PARTIAL_RETRY_AFTER_SECONDS) },
    );
  }

  /** Records a hard inquiry at each bureau that answered; true when at least one accepted it. */
  async recordInquiry(inquiry: InquiryRecord, codes: BureauCode[], livemode: boolean): Promise<boolean> {
    const clients = this.clientsFor(livemode);
    const accepted = await Promise.all(
      codes.map((code) => clients[code].recordInquiry(inquiry, AbortSignal.timeout(this.config.credit.bureauTimeoutMs)).catch(() => false)),
    );
    return accepted.some(Boolean);
  }

  private async fetchOne(client: BureauClient, code: BureauCode, bvn: string): Promise<BureauFile> {
    const end = bureauLatency.startTimer({ bureau: code });
    try {
      const file = await client.fetchFile(bvn, client.remote ? AbortSignal.timeout(this.config.credit.bureauTimeoutMs) : NEVER);
      bureauCalls.inc({ bureau: code, outcome: 'ok' });
      return file;
    } catch (err) {
      bureauCalls.inc({ bureau: code, outcome: 'unavailable' });
      this.logger.warn({ bureau: code, reason: (err as Error).message }, 'credit bureau unavailable');
      throw err;
    } finally {
      end();
    }
  }
}
