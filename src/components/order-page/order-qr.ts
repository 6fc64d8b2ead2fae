import 'server-only';
import { qrSvg } from '@/server/share-kit/qr';

/*
 * The order page's QR code (its own absolute URL) as an SVG data URL, drawn on the server. A page is opened again and
 * again (at home, at the meetup): the last few hundred codes are kept in this process's memory, so a warm view costs
 * no drawing. Their links are secrets, so nothing leaves memory.
 */
const MAX_KEPT = 500;
const kept = new Map<string, string>();

export async function orderQrDataUrl(pageUrl: string): Promise<string> {
  const hit = kept.get(pageUrl);
  if (hit) return hit;
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(await qrSvg(pageUrl)).toString('base64')}`;
  kept.set(pageUrl, dataUrl);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return dataUrl;
}
