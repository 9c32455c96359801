import dns, { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Public targets only (unless allowed), checked on the address connected to: defeats DNS rebinding and mapped IPv4. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

export class BlockedTargetError extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const blocked = !allowPrivate && list.find((a) => !isPublicAddress(a.address));
      if (blocked) return callback(new BlockedTargetError(`target resolves to a non-public address (${blocked.address})`), '');
      if (!list.length) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** Checks a URL before any connection: scheme, and literal IP hosts (which skip DNS lookup). */
export function assertAllowedUrl(raw: string, allowPrivate: boolean): URL {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BlockedTargetError('only http and https URLs are allowed');
  if (url.username || url.password) throw new BlockedTargetError('credentials in the URL are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (net.isIP(host) && !isPublicAddress(host)) throw new BlockedTargetError(`target is a non-public address (${host})`);
    if (/^localhost$|\.localhost$|\.internal$|\.local$/i.test(host)) throw new BlockedTargetError('target is a local host name');
  }
  return url;
}
