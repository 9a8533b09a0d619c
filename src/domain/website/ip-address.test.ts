import { describe, expect, it } from 'vitest';
import { classifyIp, isIpAddress, isRangeAllowed, parseIpv4, parseIpv6 } from './ip-address';

describe('parseIpv4', () => {
  it('reads dotted-decimal addresses', () => {
    expect(parseIpv4('192.168.1.20')).toEqual([192, 168, 1, 20]);
  });

  it('rejects anything else', () => {
    for (const text of ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'a.b.c.d', ''])
      expect(parseIpv4(text)).toBeNull();
  });
});

describe('parseIpv6', () => {
  it('expands :: and reads an embedded IPv4 tail', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('[::ffff:127.0.0.1]')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('2001:db8::8a2e:370:7334')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334]);
    expect(parseIpv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('rejects malformed addresses', () => {
    for (const text of [
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '::ffff:300.0.0.1',
      'example.com',
    ])
      expect(parseIpv6(text)).toBeNull();
  });
});

describe('classifyIp', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['100::1', 'reserved'],
  ])('%s is %s', (address, range) => {
    expect(classifyIp(address)).toBe(range);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classifyIp(address)).toBe('public');
  });

  it('is null for host names', () => {
    expect(classifyIp('shop.example')).toBeNull();
    expect(isIpAddress('shop.example')).toBe(false);
    expect(isIpAddress('[::1]')).toBe(true);
  });
});

describe('isRangeAllowed', () => {
  it('allows only public addresses by default', () => {
    expect(isRangeAllowed('public', false)).toBe(true);
    expect(isRangeAllowed('loopback', false)).toBe(false);
    expect(isRangeAllowed('private', false)).toBe(false);
  });

  it('lets tests reach loopback and private networks, never metadata or special addresses', () => {
    expect(isRangeAllowed('loopback', true)).toBe(true);
    expect(isRangeAllowed('private', true)).toBe(true);
    expect(isRangeAllowed('unique-local', true)).toBe(true);
    for (const range of ['link-local', 'unspecified', 'multicast', 'broadcast', 'reserved'] as const)
      expect(isRangeAllowed(range, true)).toBe(false);
  });
});
