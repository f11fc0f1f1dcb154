import type { SerializedReply } from '../http/replies.ts';

/**
 * The pages the unsubscribe link opens (no sign-in, no script). Opening the link asks for a click —
 * mail scanners fetch links, and a GET must not unsubscribe anyone — the click (or a mail client's
 * RFC 8058 one-click POST) does it.
 */

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function page(status: number, title: string, body: string): SerializedReply {
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: Buffer.from(html),
    headers: { 'Content-Security-Policy': CSP, 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' },
  };
}

export function confirmUnsubscribePage(dealerName: string, token: string): SerializedReply {
  return page(
    200,
    `Stop alert emails from ${dealerName}?`,
    `<p>You will no longer get price-drop and new-car emails about the cars you watch and the searches you saved. Your garage stays as it is.</p>` +
      `<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(dealerName: string): SerializedReply {
  return page(200, 'You are unsubscribed', `<p>${escapeHtml(dealerName)} will send you no more alert emails. You can turn them on again in My Garage.</p>`);
}

export function invalidLinkPage(): SerializedReply {
  return page(
    404,
    'This link does not work',
    '<p>The unsubscribe link is incomplete or was changed. Use the link in the email as it is, or sign in and turn alerts off in My Garage.</p>',
  );
}
