import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { remoteImagePatterns, uploadThingHost } from '@/server/http/remote-images.mjs';

const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe("the image optimizer's remote images", () => {
  it("allow only the shop's own UploadThing app, from UPLOADTHING_TOKEN", () => {
    const env = { UPLOADTHING_TOKEN: token({ apiKey: 'sk_live_x', appId: 'shopapp9', regions: ['sea1'] }) };
    expect(remoteImagePatterns(env)).toEqual([{ protocol: 'https', hostname: 'shopapp9.ufs.sh', pathname: '/f/**' }]);
  });

  it('allow none without a token, or with one that names no valid app', () => {
    expect(remoteImagePatterns({})).toEqual([]);
    expect(uploadThingHost('not base64 json')).toBeNull();
    expect(uploadThingHost(token({ appId: '*.evil' }))).toBeNull();
    expect(uploadThingHost(token({ appId: 'a.b' }))).toBeNull();
  });

  it('follow no redirect and read at most the upload limit', async () => {
    const configFile = new URL('../../next.config.mjs', import.meta.url).href;
    const { default: nextConfig } = (await import(/* @vite-ignore */ configFile)) as { default: NextConfig };
    expect(nextConfig.images).toMatchObject({ maximumRedirects: 0, maximumResponseBody: 5 * 1024 * 1024 });
    expect(JSON.stringify(nextConfig.images?.remotePatterns ?? [])).not.toContain('*');
  });
});
