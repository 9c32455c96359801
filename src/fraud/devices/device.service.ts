import { Injectable } from '@nestjs/common';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import type { DeviceFingerprintDto } from '../dto/device.dto.js';
import { InjectClock, type Clock } from '../engine/clock.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { DeviceRepository } from './device.repository.js';
import { isValidTimeZone, locateIp, timezoneMismatch } from '../engine/geo.js';

const AUTOMATION_UA = /headlesschrome|phantomjs|selenium|webdriver|puppeteer|playwright|python-requests|python-urllib|curl\/|wget\/|go-http-client|okhttp\/[0-2]\.|httpclient|scrapy|bot\b/i;
const EMULATOR_UA = /android sdk built for|sdk_gphone|emulator|genymotion|generic_x86|vbox86|bluestacks|nox|memu|ldplayer/i;

/** Points per flag; the device score is their sum, capped at 100. */
const FLAG_POINTS: Record<string, number> = {
  AUTOMATION_USER_AGENT: 50,
  EMULATOR: 45,
  SHARED_DEVICE: 35,
  TIMEZONE_MISMATCH: 20,
  FOREIGN_IP: 20,
  NEW_DEVICE: 15,
  INTERNAL_IP: 0,
};

export function deviceLevel(score: number): 'low' | 'medium' | 'high' {
  return score >= 60 ? 'high' : score >= 30 ? 'medium' : 'low';
}

/** Device intelligence: known devices per account, shared devices, emulators and automation, IP vs time zone. */
@Injectable()
export class DeviceService {
  constructor(
    private readonly devices: DeviceRepository,
    @InjectClock() private readonly clock: Clock,
    private readonly scores: FraudScoreService,
  ) {}

  async assess(principal: Principal, dto: DeviceFingerprintDto) {
    if (dto.timezone !== undefined && !isValidTimeZone(dto.timezone)) {
      throw ApiError.validation([{ field: 'timezone', issue: 'must be an IANA time zone name such as Africa/Lagos' }]);
    }
    const org = principal.organizationId;
    const now = this.clock.now();
    const account = dto.account_number ?? null;
    const facts = await this.devices.facts(org, principal.livemode, dto.device_id, account);

    const flags = new Set<string>();
    if (!facts.known && (account === null || facts.accountDevices > 0)) flags.add('NEW_DEVICE');
    if (dto.is_emulator || EMULATOR_UA.test(dto.user_agent)) flags.add('EMULATOR');
    if (AUTOMATION_UA.test(dto.user_agent)) flags.add('AUTOMATION_USER_AGENT');
    if (facts.otherAccounts >= 2) flags.add('SHARED_DEVICE');
    const geo = locateIp(dto.ip_address);
    if (geo.internal) flags.add('INTERNAL_IP');
    if (geo.country && geo.country !== 'NG' && !(facts.countries ?? []).includes(geo.country)) flags.add('FOREIGN_IP');
    if (dto.timezone && timezoneMismatch(dto.timezone, geo.timezone, now)) flags.add('TIMEZONE_MISMATCH');

    const list = [...flags];
    const score = Math.min(100, list.reduce((s, f) => s + (FLAG_POINTS[f] ?? 0), 0));
    const riskFlags = list.filter((f) => f !== 'NEW_DEVICE' && f !== 'INTERNAL_IP');
    await this.devices.save({ organizationId: org, livemode: principal.livemode, deviceId: dto.device_id, riskScore: score, flags: riskFlags, userAgent: dto.user_agent.slice(0, 500), lastSeenAt: now }, account);
    // a high-risk device is a signal about the account using it (DESIGN.md: scores follow device signals)
    if (account && deviceLevel(score) === 'high') await this.scores.recordDeviceRisk(principal, account, score);
    return { device_id: dto.device_id, risk_score: score, risk_level: deviceLevel(score), flags: list, known_device: facts.known };
  }
}
