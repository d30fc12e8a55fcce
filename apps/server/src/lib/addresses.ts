// IP addresses in configuration and on sockets: which stay on this machine (demo mode is only
// safe there), and which entries Fastify's trustProxy takes (TRUSTED_PROXIES).
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

// 127.0.0.0/8, ::1 (also written in full or as ::ffff:127.x.x.x) and the name localhost.
// Anything else, a wildcard such as 0.0.0.0 included, may be reached from elsewhere.
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const host = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

// The names proxy-addr (behind Fastify's trustProxy) knows for whole address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of RANGE_NAMES.
export function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}
