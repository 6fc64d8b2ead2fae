import { site } from '@/lib/site';
import { html, type SafeHtml } from '@/server/mail/layout';

/*
 * The small standalone HTML pages the signed one-click links of our e-mails open (/unsubscribe and
 * /unsubscribe/invitations): no app shell, no script, never cached, with the status the route decides.
 */

export function pageResponse(status: number, heading: string, body: SafeHtml) {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} | ${site.name}</title>
<style>
body{margin:0;padding:0 16px;background:#f7f1e8;color:#2b1a12;font:16px/1.6 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;overflow-wrap:anywhere}
main{max-width:560px;margin:48px auto;padding:32px 28px;background:#fff;border:1px solid #e8dccb;border-radius:8px}
h1{font-family:Georgia,serif;font-size:24px;line-height:1.3;margin:0 0 16px}
a{color:#8c4519}
button{font:inherit;font-weight:bold;color:#f7f1e8;background:#8c4519;border:0;border-radius:6px;padding:12px 28px;cursor:pointer}
button:focus-visible{outline:3px solid #2b1a12;outline-offset:2px}
.home{display:block;margin-top:24px}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${body}
<a class="home" href="/">Back to ${site.name}</a>
</main>
</body>
</html>
`;
  return new Response(document.value, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A link whose signature does not match its address: a 400 page, and nothing changes. */
export function invalidLinkResponse(heading: string) {
  return pageResponse(
    400,
    heading,
    html`<p>The link may have been cut off or changed. Open it again from the e-mail, or write to
<a href="mailto:${site.email}">${site.email}</a> and we will unsubscribe you.</p>`,
  );
}
