import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { formatAud } from '../../../../src/domain/format.ts';
import { documentValue } from '../delivery/document-text.ts';
import type { AlertCar, AlertContent, WatchedAlert } from './alert-content.ts';

/**
 * The alert email: one per shopper per stock change, every piece of news in it, car cards linking
 * back to the site, and RFC 8058 one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post)
 * beside a plain link that needs no sign-in. The Message-ID is derived from the batch and shopper,
 * so a resend after a crash is recognisably the same message.
 */

const ALERT_BATCH_HEADER = 'X-Forecourt-Alert-Batch';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

function headline(item: WatchedAlert): string {
  if (item.kind === 'sold') return `Sold: ${item.car.name}`;
  if (item.kind === 'price_drop') return `Price drop: ${item.car.name} now ${formatAud(item.to ?? 0)} (was ${formatAud(item.from ?? 0)})`;
  return `On special: ${item.car.name} — ${item.car.price_text}`;
}

export function alertSubject(content: AlertContent): string {
  const { watched, searches } = content;
  if (watched.length === 1 && searches.length === 0) return headline(watched[0]!);
  if (watched.length === 0 && searches.length === 1) {
    const search = searches[0]!;
    return `${search.total} new ${search.total === 1 ? 'car' : 'cars'} for your search “${search.name}”`;
  }
  const newCars = searches.reduce((sum, search) => sum + search.total, 0);
  const parts = [
    watched.length > 0 ? `${watched.length} ${watched.length === 1 ? 'car' : 'cars'} you watch` : '',
    newCars > 0 ? `${newCars} new ${newCars === 1 ? 'match' : 'matches'} for your searches` : '',
  ];
  return `Updates from ${content.dealer.name}: ${parts.filter(Boolean).join(', ')}`;
}

function carText(car: AlertCar): string {
  return `${car.name} — ${car.price_text}${car.details ? ` — ${car.details}` : ''}\n  ${car.url}`;
}

function carHtml(car: AlertCar): string {
  const image = car.image_url ? `<img src="${escapeHtml(car.image_url)}" alt="" width="120" style="display:block;border-radius:4px">` : '';
  return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${image}</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(car.url)}" style="font-weight:bold">${escapeHtml(car.name)}</a><br>${escapeHtml(car.price_text)}<br><span style="color:#555">${escapeHtml(car.details)}</span></td></tr>`;
}

export function alertEmail(content: AlertContent, to: string, ids: { websiteId: number; batchId: string; userId: number }): SendMailOptions {
  const subject = alertSubject(content);
  const text: string[] = [subject, ''];
  const html: string[] = [`<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`];
  if (content.watched.length > 0) {
    text.push('Cars you watch:');
    html.push('<h2 style="font-size:16px">Cars you watch</h2><table>');
    for (const item of content.watched) {
      text.push(`- ${headline(item)}`, `  ${carText(item.car)}`);
      html.push(`<tr><td colspan="2" style="padding-top:8px">${escapeHtml(headline(item))}</td></tr>${carHtml(item.car)}`);
    }
    html.push('</table>');
    text.push('');
  }
  for (const search of content.searches) {
    const more = search.total - search.cars.length;
    text.push(`New for your search “${search.name}” (${search.total}): ${search.url}`, ...search.cars.map((car) => `- ${carText(car)}`));
    if (more > 0) text.push(`  … and ${more} more`);
    text.push('');
    html.push(
      `<h2 style="font-size:16px">New for your search <a href="${escapeHtml(search.url)}">“${escapeHtml(search.name)}”</a> (${search.total})</h2><table>${search.cars.map(carHtml).join('')}</table>`,
    );
    if (more > 0) html.push(`<p><a href="${escapeHtml(search.url)}">See ${more} more</a></p>`);
  }
  const footer = `You get these emails because you watch cars or saved searches at ${content.dealer.name}. Manage them in My Garage: ${content.garage_url}\nUnsubscribe from these alerts: ${content.unsubscribe_url}`;
  text.push(footer);
  html.push(
    `<p style="color:#555">You get these emails because you watch cars or saved searches at ${escapeHtml(content.dealer.name)}. ` +
      `<a href="${escapeHtml(content.garage_url)}">Manage them in My Garage</a> · <a href="${escapeHtml(content.unsubscribe_url)}">Unsubscribe</a></p>`,
  );
  const digest = createHash('sha256').update(`${ids.websiteId}:${ids.batchId}:${ids.userId}`).digest('hex').slice(0, 20);
  // Car names and saved-search names come from outside: nothing XML/HTML forbids reaches the mail.
  return documentValue({
    to,
    subject,
    messageId: `<alert.${digest}@forecourt.alerts>`,
    headers: {
      [ALERT_BATCH_HEADER]: ids.batchId,
      'List-Unsubscribe': `<${content.unsubscribe_url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${text.join('\n')}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${html.join('')}</body></html>`,
  });
}
