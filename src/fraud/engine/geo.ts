import geoip from 'geoip-lite';
import ipaddr from 'ipaddr.js';

export interface IpGeo {
  country: string | null;
  timezone: string | null;
  /** loopback, private, link-local, …: not geolocatable */
  internal: boolean;
}

/** Country and time zone of an IP address (geoip-lite's bundled data); null fields when unknown. */
export function locateIp(ip: string): IpGeo {
  let range = 'invalid';
  try {
    range = ipaddr.process(ip).range();
  } catch {
    return { country: null, timezone: null, internal: false };
  }
  if (range !== 'unicast') return { country: null, timezone: null, internal: true };
  const hit = geoip.lookup(ip);
  return { country: hit?.country || null, timezone: hit?.timezone || null, internal: false };
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterFor(tz: string): Intl.DateTimeFormat | null {
  let f = formatters.get(tz);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    } catch {
      f = null;
    }
    if (formatters.size < 1000) formatters.set(tz, f);
  }
  return f;
}

export function isValidTimeZone(tz: string): boolean {
  return formatterFor(tz) !== null;
}

// A zone's offset only changes on whole minutes: the last answer per zone is kept for its minute.
const lastOffset = new Map<string, { minute: number; offset: number }>();

/** UTC offset of a zone at an instant, in minutes. */
export function offsetMinutes(tz: string, at: Date): number {
  const minute = Math.floor(at.getTime() / 60000);
  const hit = lastOffset.get(tz);
  if (hit && hit.minute === minute) return hit.offset;
  const offset = computeOffsetMinutes(tz, at);
  if (hit || lastOffset.size < 1000) lastOffset.set(tz, { minute, offset });
  return offset;
}

function computeOffsetMinutes(tz: string, at: Date): number {
  const parts = formatterFor(tz)!.formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** A claimed device zone whose offset differs from the IP's zone by 2 hours or more. */
export function timezoneMismatch(claimed: string, ipZone: string | null, at: Date): boolean {
  if (!ipZone || !isValidTimeZone(claimed) || !isValidTimeZone(ipZone)) return false;
  return Math.abs(offsetMinutes(claimed, at) - offsetMinutes(ipZone, at)) >= 120;
}
