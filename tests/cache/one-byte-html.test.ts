import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module loaded by Next at run time; it has no type declarations.
import ShopCacheHandler from '@/server/cache/cache-handler.mjs';
// @ts-expect-error -- a plain .mjs module loaded by Next at run time; it has no type declarations.
import { toOneByteHtml } from '@/server/cache/one-byte-html.mjs';

const oneByte = (text: string) => !/[^\x00-\xff]/.test(text);
const decodeEntities = (text: string) =>
  text.replace(/&#x([0-9a-f]+);/g, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
/** Runs the inline payload scripts of a page the way the browser would and returns what they pushed. */
function pushedPayload(html: string): unknown[] {
  const pushed: unknown[] = [];
  const self = { __next_f: { push: (entry: unknown) => pushed.push(entry) } };
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function('self', match[1] ?? '')(self);
  return pushed;
}

const page = (quote: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><title>Support Ava · ${quote}</title>` +
  `<style>.q::before{content:"${quote}"}</style></head><body>` +
  `<blockquote class="quote" title="${quote}">“${quote}”</blockquote>` +
  `<script>self.__next_f.push([1,${JSON.stringify(`5:["$","p",null,{"children":"“${quote}”"}]`)}])</script>` +
  `</body></html>`;

describe('cached page HTML as a one-byte string', () => {
  it('leaves a page without characters above U+00FF exactly as it is (the same string)', () => {
    const html = page('Caffè crème, naïve — no: only Latin-1 here').replace(/[“”—]/g, '"');
    expect(toOneByteHtml(html)).toBe(html);
  });

  it('writes curly quotes, dashes and emoji as references the browser reads back to the same text', () => {
    const html = page('Every bag counts – thank you! ☕🎉');
    const out: string = toOneByteHtml(html);
    expect(oneByte(out)).toBe(true);
    expect(out).toContain('<blockquote class="quote" title="Every bag counts &#x2013; thank you! &#x2615;&#x1f389;">');
    expect(decodeEntities(out.slice(out.indexOf('<body>'), out.indexOf('<script>')))).toBe(
      html.slice(html.indexOf('<body>'), html.indexOf('<script>')),
    );
    // The payload script still pushes the very same strings (surrogate pairs written as two \u escapes).
    expect(pushedPayload(out)).toEqual(pushedPayload(html));
    expect(out).toContain('\\u2615\\ud83c\\udf89');
    // CSS escapes in the stylesheet.
    expect(out).toContain('content:"Every bag counts \\002013 thank you! \\002615\\01f389"');
  });

  it('keeps a character that was already escaped by a backslash meaning the same', () => {
    const script = '<script>self.__next_f.push([1,"a\\“b"])</script>';
    const out: string = toOneByteHtml(script);
    expect(out).toBe('<script>self.__next_f.push([1,"a\\u201cb"])</script>');
    expect(pushedPayload(out)).toEqual([[1, 'a“b']]);
    const style: string = toOneByteHtml('<style>.x::after{content:"\\“"}</style>');
    expect(style).toBe('<style>.x::after{content:"\\00201c"}</style>');
  });

  it('round-trips any text in markup and in the payload script (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const safe = text.replace(/[<>&"\\]/g, '');
        const html = page(safe);
        const out: string = toOneByteHtml(html);
        expect(oneByte(out)).toBe(true);
        expect(pushedPayload(out)).toEqual(pushedPayload(html));
        const body = (doc: string) => doc.slice(doc.indexOf('<body>'), doc.indexOf('<script>'));
        expect(decodeEntities(body(out))).toBe(body(html));
      }),
    );
  });

  it('is applied by the cache handler to every cached page', async () => {
    const handler = new ShopCacheHandler({
      dev: false,
      flushToDisk: false,
      serverDistDir: '/nonexistent',
      revalidatedTags: [],
      _requestHeaders: {},
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    const html = page('“Thank you!”');
    const entry = { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 };
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
    await handler.set('/fundraisers/ava', entry, ctx);
    const hit = await handler.get('/fundraisers/ava', {
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(hit.value.html).toBe(toOneByteHtml(html));
    expect(oneByte(hit.value.html)).toBe(true);
    expect(hit.value.rscData.toString()).toBe('rsc');
  });
});
