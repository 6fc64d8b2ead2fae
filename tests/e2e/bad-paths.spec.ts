import { expect, test } from './support/fixtures';

// Next answers a path that does not percent-decode with a bare 500; the shop's server (scripts/server.mjs) says 400.
test.describe('malformed addresses', () => {
  for (const path of [
    '/fundraisers/%ff',
    '/campaigns/%ff',
    '/products/%ff',
    '/fundraisers/%E0%A4%A',
    '/fundraisers/%ff/card.png',
    '/campaigns/%ff/flyer',
    '/uploads/%ff',
    '/admin/orders/%ff',
  ]) {
    test(`${path} answers 400, not 500`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(await response.text()).toBe('Bad request: the address is not valid.');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('a well-encoded unknown slug is still a 404 page', async ({ request }) => {
    expect((await request.get('/fundraisers/caf%C3%A9')).status()).toBe(404);
  });
});
