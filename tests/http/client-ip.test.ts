import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/env';
import { addressBehindProxies, clientIp, PEER_ADDRESS_HEADER } from '@/server/http/client-ip';

const request = (headers: Record<string, string>) => new NextRequest('http://localhost:3000/x', { headers });

function withTrust(value: string | undefined) {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetEnvForTests();
}

afterEach(() => withTrust(undefined));

describe('clientIp', () => {
  it('by default uses the connection address and ignores any X-Forwarded-For a caller sends', () => {
    withTrust(undefined);
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }))).toBe(
      '203.0.113.9',
    );
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-real-ip': '1.2.3.4' }))).toBe('203.0.113.9');
    // Rotating the header changes nothing.
    const seen = new Set(
      ['5.5.5.5', '6.6.6.6', '7.7.7.7'].map((spoof) =>
        clientIp(request({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': spoof })),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  it('spells an IPv4 peer on a dual-stack socket as IPv4', () => {
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: '::ffff:198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('with TRUST_PROXY=1 takes the address the one trusted proxy saw, not what the caller wrote before it', () => {
    withTrust('1');
    // The caller sent "6.6.6.6"; the proxy appended the real client 198.51.100.7; the proxy itself connected from 10.0.0.2.
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }))).toBe(
      '198.51.100.7',
    );
  });

  it('with TRUST_PROXY=2 skips two proxies of our own', () => {
    withTrust('2');
    expect(
      clientIp(request({ [PEER_ADDRESS_HEADER]: '10.0.0.3', 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' })),
    ).toBe('198.51.100.7');
  });

  it('reads the platform header for vercel and cloudflare', () => {
    withTrust('vercel');
    expect(
      clientIp(
        request({ 'x-real-ip': '198.51.100.8', 'x-forwarded-for': '6.6.6.6', [PEER_ADDRESS_HEADER]: '10.0.0.1' }),
      ),
    ).toBe('198.51.100.8');
    withTrust('cloudflare');
    expect(clientIp(request({ 'cf-connecting-ip': '2001:db8::1', 'x-forwarded-for': '6.6.6.6' }))).toBe('2001:db8::1');
  });

  it('answers "unknown" rather than failing when nothing says who is calling', () => {
    withTrust('vercel');
    expect(clientIp(request({}))).toBe('unknown');
  });

  it('refuses a TRUST_PROXY value it cannot read, naming the variable', () => {
    process.env.TRUST_PROXY = 'yes please';
    resetEnvForTests();
    expect(() => clientIp(request({}))).toThrow(/TRUST_PROXY/);
  });
});

describe('addressBehindProxies', () => {
  it.each([
    ['a, b', 'p', 1, 'b'],
    ['a, b', 'p', 2, 'a'],
    ['a', 'p', 5, 'a'],
    ['', 'p', 1, 'p'],
    [' a ,  , b ', 'p', 1, 'b'],
  ])('%j + peer %j, %d hops → %j', (forwarded, peer, hops, expected) => {
    expect(addressBehindProxies(forwarded, peer, hops)).toBe(expected);
  });
});
