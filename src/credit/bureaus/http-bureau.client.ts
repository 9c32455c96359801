import type { BureauCode } from '../credit.constants.js';
import { BureauClient, BureauFile, BureauUnavailableError, InquiryRecord } from './bureau.types.js';

/** A real bureau's adapter (POST /v1/consumer-file, 404 = no file; POST /v1/inquiries); anything else is "unavailable". */
export class HttpBureauClient implements BureauClient {
  readonly remote = true;
  constructor(
    readonly code: BureauCode,
    private readonly baseUrl: string,
    private readonly apiKey: string | null,
  ) {}

  async fetchFile(bvn: string, signal: AbortSignal): Promise<BureauFile> {
    const res = await this.post('/v1/consumer-file', { bvn }, signal);
    if (res.status === 404) return { source: this.code, facilities: [], inquiries: [] };
    if (res.status !== 200) throw new BureauUnavailableError(this.code, `HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as Partial<BureauFile> | null;
    if (!body || !Array.isArray(body.facilities) || !Array.isArray(body.inquiries)) {
      throw new BureauUnavailableError(this.code, 'malformed bureau file');
    }
    return { source: this.code, facilities: body.facilities, inquiries: body.inquiries };
  }

  async recordInquiry(inquiry: InquiryRecord, signal: AbortSignal): Promise<boolean> {
    const res = await this.post(
      '/v1/inquiries',
      { inquiry_id: inquiry.inquiryId, bvn: inquiry.bvn, inquiry_type: inquiry.inquiryType, purpose: inquiry.purpose, date: inquiry.at.toISOString() },
      signal,
    ).catch(() => null);
    return !!res && res.status >= 200 && res.status < 300;
  }

  private async post(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
        body: JSON.stringify(body),
        redirect: 'error',
        signal,
      });
    } catch (err) {
      throw new BureauUnavailableError(this.code, signal.aborted ? 'timed out' : (err as Error).name);
    }
  }
}
