import { describe, expect, it } from 'vitest';
import { visitorOfAddress } from './client-address.ts';

describe('visitorOfAddress', () => {
  it('counts an IPv4 address as itself, however the proxy wrote it', () => {
    expect(visitorOfAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(visitorOfAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(visitorOfAddress('192.0.2.1:51234')).toBe('192.0.2.1');
    expect(visitorOfAddress('[192.0.2.1]:51234')).toBe('192.0.2.1');
  });

  it('counts two IPv4 addresses as two visitors', () => {
    expect(visitorOfAddress('192.0.2.1')).not.toBe(visitorOfAddress('192.0.2.2'));
  });

  it('counts every address of one IPv6 /64 as one visitor', () => {
    const visitor = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a1b2:c3d4:e5f6:789',
      '2001:db8:1:2:0:0:0:1',
    ]) {
      expect(visitorOfAddress(address), address).toBe(visitor);
    }
  });

  it('gives one answer for every spelling of an IPv6 address', () => {
    const spellings = [
      '2001:db8:0:0:1::',
      '2001:0db8:0000:0000:0001:0000:0000:0000',
      '2001:DB8::1:0:0:0',
      '2001:db8::1:0:0:0%eth0',
      '2001:db8::1:0:0:0%25eth0',
      '[2001:db8::1:0:0:0]',
      '[2001:db8::1:0:0:0]:443',
      ' 2001:Db8::1:0:0:0 ',
    ];
    for (const spelling of spellings) {
      expect(visitorOfAddress(spelling), spelling).toBe('2001:db8:0:0::/64');
    }
  });

  it('keeps the zeros of the network part: a compressed /64 is still its own', () => {
    expect(visitorOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(visitorOfAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  it('counts two different /64s as two visitors, even when their addresses end alike', () => {
    expect(visitorOfAddress('2001:db8:1:2::1')).not.toBe(visitorOfAddress('2001:db8:1:3::1'));
    expect(visitorOfAddress('2001:db8:1:2::1')).not.toBe(visitorOfAddress('2001:db8:1:20::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    for (const spelling of [
      '::ffff:192.0.2.1',
      '::FFFF:192.0.2.1',
      '0:0:0:0:0:ffff:192.0.2.1',
      '::ffff:c000:201',
      '[::ffff:192.0.2.1]:51234',
    ]) {
      expect(visitorOfAddress(spelling), spelling).toBe('192.0.2.1');
    }
  });

  it('does not take an IPv6 address that merely contains ffff for a mapped one', () => {
    expect(visitorOfAddress('2001:db8::ffff:c000:201')).toBe('2001:db8:0:0::/64');
    expect(visitorOfAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps what is no address as it came', () => {
    expect(visitorOfAddress('unknown')).toBe('unknown');
    // A "%" outside an IPv6 address is no zone id: the text stays whole, not one shared key.
    expect(visitorOfAddress("%' OR '1'='1")).toBe("%' or '1'='1");
  });
});
