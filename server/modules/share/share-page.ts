import type { FastifyReply } from 'fastify';

// What a visitor of a share link gets besides the PDF (docs/sharing.md#the-public-link): one plain page for
// every link that does not work (malformed, unknown, revoked, expired, its document gone), so the answer says
// nothing about which. In English and Hindi, since a link may reach either reader.

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link not found</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}</style>
</head>
<body>
<main>
<h1>This link does not work</h1>
<p>It may have expired or been withdrawn. Ask the sender for a new link.</p>
<p lang="hi">यह लिंक नहीं खुल रहा। इसकी मियाद ख़त्म हो गई होगी या इसे बंद कर दिया गया है। भेजने वाले से नया लिंक माँगें।</p>
</main>
</body>
</html>
`;

/** Headers of every /s/ answer: never cached (a revoked link must stop at once), never indexed. */
function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
}

export function sendShareNotFound(reply: FastifyReply): FastifyReply {
  return privateHeaders(reply).status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
}

export function sendSharedPdf(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  return (
    privateHeaders(reply)
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
      // The app's policy has object-src 'none', which stops Chromium's PDF viewer from showing a PDF answered
      // with it; a PDF runs no script of ours, so it only keeps the framing rule.
      .header('content-security-policy', "frame-ancestors 'none'")
      .send(pdf)
  );
}

/** `/s`, `/s/` and anything under it: the paths the share links own. */
export function isSharePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/s' || path.startsWith('/s/');
}

/** A URL as logged: a share link's token replaced, so logs never hold a working link. */
export function hideShareToken(url: string): string {
  return isSharePath(url) ? url.replace(/^\/s\/[^?#]*/, '/s/[token]') : url;
}
