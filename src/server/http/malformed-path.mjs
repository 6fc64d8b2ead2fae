// Next answers a request path that does not decode (a stray `%`, or `%ff` that is not UTF-8) with a bare 500 before
// any route, proxy or header of ours runs; the shop's server refuses it first, as the client error it is.

/** True when the path part of a request URL percent-decodes (the query is each page's own business). */
export function isDecodablePath(url) {
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 "Bad request" (with the shop's usual headers) for a path that does not decode; false otherwise. */
export function refuseMalformedPath(req, res, headers) {
  if (isDecodablePath(req.url ?? '/')) return false;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : 'Bad request: the address is not valid.');
  return true;
}
