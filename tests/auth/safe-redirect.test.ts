import { describe, expect, it } from 'vitest';
import { homeAfterSignIn, requestedNextPath, safeNextPath } from '@/lib/paths/auth';

const APP = 'https://shop.example';

describe('safeNextPath: where a sign-in may send the browser afterwards', () => {
  it.each([
    ['/settings', '/settings'],
    ['/admin?tab=orders', '/admin?tab=orders'],
    ['/captain/team-management?campaign=2#invites', '/captain/team-management?campaign=2#invites'],
    ['https://shop.example/settings', '/settings'],
    ['settings', '/settings'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // Same scheme without slashes is a relative path on this site.
    ['https:evil.example', '/evil.example'],
  ])('keeps the same-origin target %j as %j', (value, expected) => {
    expect(safeNextPath(value, APP)).toBe(expected);
  });

  it.each([
    ['tab inside the path (browsers drop it: //evil.example)', '/\t/evil.example'],
    ['newline inside the path', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['scheme-relative', '//evil.example'],
    ['scheme-relative with three slashes', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['leading space before scheme-relative', ' //evil.example'],
    ['dot segment collapsing into scheme-relative', '/.//evil.example'],
    ['dot-dot segment collapsing into scheme-relative', '/a/..//evil.example'],
    ['absolute URL to another host', 'https://evil.example/'],
    ['same host over another scheme', 'http://shop.example/settings'],
    ['same host on another port', 'https://shop.example:8443/settings'],
    ['user-info trick', 'https://shop.example@evil.example/'],
    ['scheme without slashes, another scheme', 'http:evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(safeNextPath(value, APP)).toBe('/');
  });

  it('falls back to the given default', () => {
    expect(safeNextPath('//evil.example', APP, '/settings')).toBe('/settings');
    expect(safeNextPath(null, APP, '/settings')).toBe('/settings');
  });
});

describe('where signing in leads when no return address was asked for', () => {
  it('an admin lands on the dashboard; captains and fundraisers go home as before', () => {
    expect(homeAfterSignIn('admin')).toBe('/admin');
    expect(homeAfterSignIn('fundraiser_captain')).toBe('/');
    expect(homeAfterSignIn('sub_account')).toBe('/');
  });

  it('a return address asked for wins; an unsafe one counts as none asked for', () => {
    expect(requestedNextPath('/settings', APP)).toBe('/settings');
    expect(requestedNextPath(null, APP)).toBeNull();
    expect(requestedNextPath('//evil.example', APP)).toBeNull();
  });
});
