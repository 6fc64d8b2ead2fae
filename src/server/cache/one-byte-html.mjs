// Cached page HTML rewritten so that it holds no character above U+00FF (the cache handler applies it on `set`).
//
// Next keeps a cached page as one JavaScript string and hands it to Node on every hit. V8 stores a string with any
// character above U+00FF (a curly quote, an en dash, an emoji) at two bytes per character, and Node writes such a
// string above ~64,000 characters about eight times slower than a one-byte string of the same length (measured: a
// 90 kB fundraiser page whose quote marks made it two-byte served 295 req/s against 776 for the 109 kB catalogue;
// docs/decisions/serving-cached-answers.md). Written as character references the page means exactly the same to the
// browser and stays a one-byte string:
// - markup (text and attribute values): `&#x201c;`;
// - inside <script>: `\u201c` (Next's inline payload is JSON in JavaScript string literals; the escape is also
//   valid in identifiers, regular expressions and JSON);
// - inside <style>: the CSS escape `\00201c`.
// A character that follows an odd number of backslashes is already escaped ("\“" means "“"), so only the hex digits
// are written after that backslash.

const WIDE = /[^\x00-\xff]/;
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

const hex = (value, width) => value.toString(16).padStart(width, '0');

function escapedAlready(text, index) {
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && text.charCodeAt(i) === 92; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

function escapeMarkup(text) {
  return text.replace(/[^\x00-\xff]/gu, (char) => `&#x${char.codePointAt(0).toString(16)};`);
}

function escapeScript(text) {
  // One escape per UTF-16 code unit: a surrogate pair becomes two \u escapes, which JavaScript and JSON join again.
  return text.replace(/[^\x00-\xff]/g, (char, index) =>
    escapedAlready(text, index) ? `u${hex(char.charCodeAt(0), 4)}` : `\\u${hex(char.charCodeAt(0), 4)}`,
  );
}

function escapeStyle(text) {
  return text.replace(/[^\x00-\xff]/gu, (char, index) =>
    escapedAlready(text, index) ? hex(char.codePointAt(0), 6) : `\\${hex(char.codePointAt(0), 6)}`,
  );
}

/** The same document, with every character above U+00FF written as a reference (see above). */
export function toOneByteHtml(html) {
  if (!WIDE.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match;
    out += escapeMarkup(html.slice(last, match.index));
    out += escapeMarkup(open) + (tag.toLowerCase() === 'script' ? escapeScript(body) : escapeStyle(body)) + close;
    last = match.index + whole.length;
  }
  out += escapeMarkup(html.slice(last));
  // Slices and replacements of a two-byte string stay two-byte inside V8 even when every character now fits in one
  // byte; a round trip through a Latin-1 buffer makes a new, one-byte string.
  return Buffer.from(out, 'latin1').toString('latin1');
}
