import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { formatCents, formatCentsWhole } from '@/lib/format';
import { initialsOf, type SharedPage } from './pages';
import { photoDataUrl } from './photo';

/** Open Graph's recommended size; X's summary_large_image card uses the same 1.91:1 image. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

const colors = { espresso: '#2b1a12', roast: '#4a2c1d', copper: '#b8642f', cream: '#f7f1e8', accent: '#e9b98f' };

// Static WOFF cuts of the shop's own faces (`npm run fonts:subset`): no font is fetched from anywhere.
const fontDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/app/fonts/card');
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(fontDir, 'inter-400.woff')).then((data) => ({ name: 'Inter', data, weight: 400 as const })),
    readFile(path.join(fontDir, 'inter-700.woff')).then((data) => ({ name: 'Inter', data, weight: 700 as const })),
    readFile(path.join(fontDir, 'fraunces-600.woff')).then((data) => ({
      name: 'Fraunces',
      data,
      weight: 600 as const,
    })),
  ]).then((list) => list.map((font) => ({ ...font, style: 'normal' as const })));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const PHOTO = 300;

/**
 * The card a pasted link shows: name (the public one), photo or initials, campaign, progress bar and goal; the share
 * of the goal only when the campaign hides per-seller amounts.
 */
export async function cardImage(page: SharedPage, headers: HeadersInit): Promise<ImageResponse> {
  const [fontList, photo] = await Promise.all([loadFonts(), photoDataUrl(page.avatarUrl, PHOTO * 2)]);
  // Issue 27: when the campaign hides per-seller amounts, only the share of the goal (no amounts).
  const percent = page.goalPercent;
  const subtitle =
    page.kind === 'campaign'
      ? 'Coffee fundraiser'
      : page.campaignName
        ? `Fundraising for ${page.campaignName}`
        : 'Coffee fundraiser';
  const nameSize = page.name.length > 28 ? 56 : page.name.length > 18 ? 68 : 80;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 64,
        padding: '0 80px',
        background: colors.espresso,
        color: colors.cream,
        fontFamily: 'Inter',
      }}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn by next/og, not a page
        <img
          src={photo}
          width={PHOTO}
          height={PHOTO}
          style={{ borderRadius: PHOTO, border: `8px solid ${colors.copper}` }}
        />
      ) : (
        <div
          style={{
            width: PHOTO,
            height: PHOTO,
            flexShrink: 0,
            borderRadius: PHOTO,
            background: colors.roast,
            border: `8px solid ${colors.copper}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: 'Fraunces',
            fontWeight: 600,
            fontSize: 120,
          }}
        >
          {initialsOf(page.name)}
        </div>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 4, color: colors.accent }}>STEAM &amp; GRIND</div>
        <div style={{ marginTop: 20, fontFamily: 'Fraunces', fontWeight: 600, fontSize: nameSize, lineHeight: 1.05 }}>
          {page.name}
        </div>
        <div style={{ marginTop: 18, fontSize: 34, color: colors.accent, lineHeight: 1.25 }}>{subtitle}</div>
        {page.amounts ? (
          <div style={{ marginTop: 44, display: 'flex', alignItems: 'baseline', gap: 14, fontSize: 32 }}>
            <span style={{ fontWeight: 700, fontSize: 48 }}>{formatCents(page.amounts.raisedCents)}</span>
            <span>
              {page.amounts.goalCents > 0 ? `raised of a ${formatCentsWhole(page.amounts.goalCents)} goal` : 'raised'}
            </span>
          </div>
        ) : null}
        {percent !== null ? (
          <div
            style={{
              marginTop: page.amounts ? 20 : 44,
              display: 'flex',
              height: 28,
              width: '100%',
              borderRadius: 28,
              background: 'rgba(247, 241, 232, 0.2)',
            }}
          >
            <div
              style={{
                width: `${percent > 0 ? Math.max(percent, 3) : 0}%`,
                height: '100%',
                borderRadius: 28,
                background: colors.copper,
              }}
            />
          </div>
        ) : null}
        {percent !== null ? (
          <div style={{ marginTop: 14, fontSize: 28, color: colors.accent }}>{`${percent}% of the goal`}</div>
        ) : null}
      </div>
    </div>,
    { ...CARD_SIZE, fonts: fontList, headers },
  );
}
