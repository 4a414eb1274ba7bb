// Outbound fetches on behalf of a caller (NFT metadata): only http(s) to public addresses, every name resolved
// once and the connection made to the checked address (no DNS rebinding), redirects checked again (at most 3),
// a time limit for the whole exchange and a size cap counted while the body streams in.
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** `::ffff:7f00:1` or `::ffff:127.0.0.1` → `127.0.0.1`; null for other addresses. */
function mappedIpv4(address: string): string | null {
  const m = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return null;
  if (m[1]) return m[1];
  const high = parseInt(m[2]!, 16);
  const low = parseInt(m[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Loopback, private, link-local, multicast, documentation and other non-public addresses (IPv4-mapped too). */
export function isPublicAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  return family !== 0 && !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Which resolved addresses may be contacted (isPublicAddress; tests widen it to reach a loopback server). */
  allowAddress: (address: string) => boolean;
}

class FetchRefused extends Error {}

/** The body of a public http(s) URL as text; throws when refused, failing, too slow or too large. */
export async function fetchPublic(url: string, limits: FetchLimits): Promise<string> {
  const allow = limits.allowAddress;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = url;
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await request(target, allow, limits.maxBytes, signal);
    if (answer.location === null) return answer.body;
    target = new URL(answer.location, target).href;
  }
  throw new FetchRefused('too many redirects');
}

function request(
  url: string,
  allow: (address: string) => boolean,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: string; location: string | null }> {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    return Promise.reject(new FetchRefused('only http(s) URLs'));
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !allow(host)) return Promise.reject(new FetchRefused(`address ${host} is not public`));
  // Every address the name resolves to must be allowed; the connection then goes to the one checked.
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !allow(a.address));
      if (refused || !addresses.length) return callback(new FetchRefused(`${hostname} resolves to a non-public address`), '', 0);
      if (options.all) return callback(null, addresses, 0);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(parsed, { lookup, signal, headers: { accept: 'application/json, */*' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ body: '', location: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(new Error(`status ${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) req.destroy(new FetchRefused('too large'));
        else chunks.push(chunk);
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8'), location: null }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
